package org.fairscore.core.geometry;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.ArrayList;
import java.util.Map;
import java.util.TreeMap;

/**
 * The gaps finDML reports for one per-group metric, over the groups where it is defined: max − min; the
 * mean of the top half minus the mean of the bottom half (values sorted; with an odd number of groups the
 * median group is in neither half); per group, |value − mean of the other groups|; per pair of groups
 * (a, b), a &lt; b by name, the signed difference value_a − value_b. Undefined below two defined values.
 */
@JsonPropertyOrder({"groups", "maxMinusMin", "topHalfMinusBottomHalf", "oneVsRest", "pairwise", "undefinedReason"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Gap(Integer groups, Double maxMinusMin, Double topHalfMinusBottomHalf, Map<String, Double> oneVsRest,
                  Map<String, Double> pairwise, String undefinedReason) {

    /** @param values the groups' defined values, by group name */
    public static Gap of(Map<String, Double> values) {
        if (values.size() < 2) {
            return new Gap(values.size(), null, null, null, null,
                    "defined for " + values.size() + " group(s); a gap needs two");
        }
        var sorted = new TreeMap<>(values);
        var v = new ArrayList<>(sorted.values());
        var asc = v.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int n = asc.length;
        int half = n / 2;
        double bottom = 0;
        double top = 0;
        for (int i = 0; i < half; i++) {
            bottom += asc[i];
            top += asc[n - 1 - i];
        }
        double total = v.stream().mapToDouble(Double::doubleValue).sum();
        var oneVsRest = new TreeMap<String, Double>();
        sorted.forEach((g, x) -> oneVsRest.put(g, Math.abs(x - (total - x) / (n - 1))));
        var pairwise = new TreeMap<String, Double>();
        var names = new ArrayList<>(sorted.keySet());
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                pairwise.put(names.get(i) + " - " + names.get(j), sorted.get(names.get(i)) - sorted.get(names.get(j)));
            }
        }
        return new Gap(n, asc[n - 1] - asc[0], (top - bottom) / half, oneVsRest, pairwise, null);
    }
}
