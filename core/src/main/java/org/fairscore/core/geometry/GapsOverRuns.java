package org.fairscore.core.geometry;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * finDML reports gaps over several training seeds as mean ± standard deviation: given the geometry
 * reports of several runs (one per seed or model), every gap and every per-group value becomes the mean
 * and the sample standard deviation (n − 1) over the runs where it is defined; the standard deviation of
 * a single run is undefined (null). Keys: {@code <metric>.maxMinusMin}, {@code <metric>.topHalfMinusBottomHalf},
 * {@code <metric>.oneVsRest.<group>}, {@code <metric>.pairwise.<a - b>}; per group
 * {@code <metric>.<group>}.
 */
public final class GapsOverRuns {
    private GapsOverRuns() {
    }

    /** Mean and sample standard deviation of one quantity over the runs that define it. */
    @JsonPropertyOrder({"mean", "sd", "runs"})
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record MeanSd(double mean, Double sd, int runs) {
        static MeanSd of(List<Double> v) {
            double mean = v.stream().mapToDouble(Double::doubleValue).sum() / v.size();
            if (v.size() < 2) {
                return new MeanSd(mean, null, v.size());
            }
            double ss = v.stream().mapToDouble(x -> (x - mean) * (x - mean)).sum();
            return new MeanSd(mean, Math.sqrt(ss / (v.size() - 1)), v.size());
        }
    }

    /**
     * @param runs     the runs' geometry reports
     * @param gaps     key → mean ± sd of a gap
     * @param perGroup key → mean ± sd of a per-group value
     */
    @JsonPropertyOrder({"runs", "gaps", "perGroup"})
    public record Summary(int runs, Map<String, MeanSd> gaps, Map<String, MeanSd> perGroup) {
    }

    public static Summary of(List<GeometryReport> runs) {
        if (runs.isEmpty()) {
            throw new IllegalArgumentException("no runs");
        }
        var gaps = new TreeMap<String, List<Double>>();
        var perGroup = new TreeMap<String, List<Double>>();
        for (GeometryReport r : runs) {
            if (r.gaps() != null) {
                r.gaps().forEach((metric, g) -> {
                    add(gaps, metric + ".maxMinusMin", g.maxMinusMin());
                    add(gaps, metric + ".topHalfMinusBottomHalf", g.topHalfMinusBottomHalf());
                    if (g.oneVsRest() != null) {
                        g.oneVsRest().forEach((group, v) -> add(gaps, metric + ".oneVsRest." + group, v));
                    }
                    if (g.pairwise() != null) {
                        g.pairwise().forEach((pair, v) -> add(gaps, metric + ".pairwise." + pair, v));
                    }
                });
            }
            if (r.perGroup() != null) {
                r.perGroup().forEach((group, m) -> values(m).forEach((metric, v) -> {
                    if (v != null && v.defined()) {
                        add(perGroup, metric + "." + group, v.value());
                    }
                }));
            }
        }
        return new Summary(runs.size(), summarise(gaps), summarise(perGroup));
    }

    private static Map<String, GeometryValue> values(GroupGeometry m) {
        var out = new LinkedHashMap<String, GeometryValue>();
        out.put("recallAt1", m.recallAt1());
        out.put("recallAtK", m.recallAtK());
        out.put("nmi", m.nmi());
        out.put("alignmentPositive", m.alignmentPositive());
        out.put("alignmentNegative", m.alignmentNegative());
        out.put("uniformityKL", m.uniformityKL());
        out.put("rbfUniformity", m.rbfUniformity());
        out.put("silhouette", m.silhouette());
        return out;
    }

    private static void add(Map<String, List<Double>> m, String key, Double v) {
        if (v != null) {
            m.computeIfAbsent(key, k -> new ArrayList<>()).add(v);
        }
    }

    private static Map<String, MeanSd> summarise(Map<String, List<Double>> m) {
        var out = new TreeMap<String, MeanSd>();
        m.forEach((k, v) -> out.put(k, MeanSd.of(v)));
        return out;
    }
}
