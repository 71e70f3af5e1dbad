package org.fairscore.core.classification;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.fairscore.core.verification.MetricValue;

/**
 * The gap rules finDML reports between groups, for one per-group metric (higher or lower is not assumed):
 * <ul>
 *   <li><b>signed</b> difference x_a − x_b for every pair a &lt; b (group names in sorted order);</li>
 *   <li><b>one versus rest</b> |x_a − mean of the other groups| for every group;</li>
 *   <li><b>top half − bottom half</b>: mean of the ⌊n/2⌋ largest values minus the mean of the ⌊n/2⌋
 *       smallest (with an odd number of groups the median group is in neither half);</li>
 *   <li><b>max − min</b>.</li>
 * </ul>
 * Groups whose value is undefined are left out (the per-group table carries their reason); with fewer
 * than two defined groups every gap is undefined.
 */
public final class Gaps {
    /**
     * @param maxMinusMin            max − min over the defined groups
     * @param topHalfMinusBottomHalf mean of the top ⌊n/2⌋ − mean of the bottom ⌊n/2⌋
     * @param oneVsRest              group → |x_a − mean of the rest|
     * @param signed                 "a − b" → x_a − x_b for a &lt; b
     * @param groups                 how many groups had a defined value
     */
    public record GapSet(MetricValue maxMinusMin, MetricValue topHalfMinusBottomHalf, Map<String, Double> oneVsRest,
                         Map<String, Double> signed, int groups) {
    }

    private Gaps() {
    }

    public static GapSet of(Map<String, MetricValue> perGroup) {
        var values = new TreeMap<String, Double>();
        perGroup.forEach((g, v) -> {
            if (v.isDefined()) {
                values.put(g, v.value());
            }
        });
        int n = values.size();
        if (n < 2) {
            var why = MetricValue.undefined("gaps need at least two groups with a defined value; " + n + " had one");
            return new GapSet(why, why, Map.of(), Map.of(), n);
        }
        double total = values.values().stream().mapToDouble(Double::doubleValue).sum();
        var oneVsRest = new LinkedHashMap<String, Double>();
        values.forEach((g, x) -> oneVsRest.put(g, Math.abs(x - (total - x) / (n - 1))));
        var signed = new LinkedHashMap<String, Double>();
        var names = new ArrayList<>(values.keySet());
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                signed.put(names.get(i) + " − " + names.get(j), values.get(names.get(i)) - values.get(names.get(j)));
            }
        }
        List<Double> sorted = values.values().stream().sorted(Comparator.reverseOrder()).toList();
        int half = n / 2;
        double top = 0;
        double bottom = 0;
        for (int i = 0; i < half; i++) {
            top += sorted.get(i);
            bottom += sorted.get(n - 1 - i);
        }
        return new GapSet(MetricValue.of(sorted.get(0) - sorted.get(n - 1)), MetricValue.of((top - bottom) / half),
                oneVsRest, signed, n);
    }
}
