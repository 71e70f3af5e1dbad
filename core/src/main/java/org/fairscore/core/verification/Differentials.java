package org.fairscore.core.verification;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Computes the {@link DifferentialSet} from per-group error counts at one global threshold, or from bare
 * per-group rates ({@link #fromRates}: the rates of one identity-bootstrap replicate). Both go through the same
 * formulas, so a replicate's differential is the point differential of that replicate's rates.
 *
 * <p>Groups without impostor pairs take no part in FAR differentials, groups without genuine pairs none
 * in FRR differentials (their rate does not exist). Every differential needs at least two
 * participating groups. A ratio whose denominator is zero is undefined, with the group, its counts
 * and how many pairs would be needed to see one error. In {@link #fromRates} a rate may be NaN (the
 * group's rate is undefined in that replicate): every differential that needs it is then undefined.
 */
public final class Differentials {
    private Differentials() {
    }

    /**
     * A rate with the group it belongs to and its counts, for messages; errors and pairs are -1 when only the
     * rate is known (a bootstrap replicate).
     */
    private record Rate(String group, double value, long errors, long pairs) {
        boolean counted() {
            return pairs >= 0;
        }
    }

    public static DifferentialSet compute(List<GroupErrors> groups, FarLevel level, ErrorCounts global, double w) {
        var far = new ArrayList<Rate>();
        var frr = new ArrayList<Rate>();
        for (var g : groups) {
            var c = g.counts();
            if (c.impostorPairs() > 0) {
                far.add(new Rate(g.group(), c.far().value(), c.falseAccepts(), c.impostorPairs()));
            }
            if (c.genuinePairs() > 0) {
                frr.add(new Rate(g.group(), c.frr().value(), c.falseRejects(), c.genuinePairs()));
            }
        }
        return of(far, frr, w, z -> zeroFarHint(level, z), z -> zeroFrrHint(global));
    }

    /**
     * The differentials of bare rates: group → FAR of the groups with impostor pairs, group → FRR of the groups with
     * genuine pairs (NaN: undefined in this replicate). Reasons name the group but no counts.
     */
    public static DifferentialSet fromRates(Map<String, Double> far, Map<String, Double> frr, double w) {
        return fromRates(List.copyOf(far.keySet()), far.values().stream().mapToDouble(Double::doubleValue).toArray(),
                List.copyOf(frr.keySet()), frr.values().stream().mapToDouble(Double::doubleValue).toArray(), w);
    }

    /**
     * As {@link #fromRates(Map, Map, double)} with the groups and their rates in parallel arrays (the bootstrap calls
     * this B times per level, so no map is built per replicate).
     */
    public static DifferentialSet fromRates(List<String> farGroups, double[] far, List<String> frrGroups, double[] frr,
                                            double w) {
        return of(rates(farGroups, far), rates(frrGroups, frr), w, z -> "in this replicate", z -> "in this replicate");
    }

    private static List<Rate> rates(List<String> groups, double[] values) {
        if (groups.size() != values.length) {
            throw new IllegalArgumentException(groups.size() + " groups but " + values.length + " rates");
        }
        var out = new ArrayList<Rate>(values.length);
        for (int i = 0; i < values.length; i++) {
            out.add(new Rate(groups.get(i), values[i], -1, -1));
        }
        return out;
    }

    private static DifferentialSet of(List<Rate> far, List<Rate> frr, double w, Function<Rate, String> farZero,
                                      Function<Rate, String> frrZero) {
        if (w < 0 || w > 1) {
            throw new IllegalArgumentException("differential weight must be in [0, 1]: " + w);
        }
        var bfar = maxOverGeomean(far, "FAR", "false accepts", "impostor", farZero);
        var bfrr = maxOverGeomean(frr, "FRR", "false rejects", "genuine", frrZero);
        var farRatio = maxOverMin(far, "FAR", "false accepts", "impostor", farZero);
        var frrRatio = maxOverMin(frr, "FRR", "false rejects", "genuine", frrZero);
        var farDiff = maxMinusMin(far, "FAR", "impostor");
        var frrDiff = maxMinusMin(frr, "FRR", "genuine");
        MetricValue spread = weightedSum(farDiff, frrDiff, w);
        MetricValue fdr = spread.isDefined() ? MetricValue.of(1.0 - spread.value()) : spread;
        MetricValue ir = weightedProduct(farRatio, frrRatio, w);
        MetricValue garbe = weightedSum(gini(far, "FAR", "impostor"), gini(frr, "FRR", "genuine"), w);
        return new DifferentialSet(bfar, bfrr, farRatio, frrRatio, farDiff, frrDiff, fdr, ir, garbe);
    }

    private static double[] values(List<Rate> rates) {
        double[] v = new double[rates.size()];
        for (int i = 0; i < v.length; i++) {
            v[i] = rates.get(i).value();
        }
        return v;
    }

    // loops rather than streams: a bootstrap evaluates these B × levels times

    private static double max(List<Rate> rates) {
        double m = Double.NEGATIVE_INFINITY;
        for (var r : rates) {
            m = Math.max(m, r.value());
        }
        return m;
    }

    private static double min(List<Rate> rates) {
        double m = Double.POSITIVE_INFINITY;
        for (var r : rates) {
            m = Math.min(m, r.value());
        }
        return m;
    }

    private static String zeroFarHint(FarLevel level, Rate z) {
        long needed = level.pairsForOneError();
        if (z.pairs() < needed) {
            return "resolving a FAR of " + level.label() + " needs at least " + needed
                    + " impostor pairs per group to allow one false accept";
        }
        return "the group's FAR is below what its pairs can show; more impostor pairs (or a lower threshold) "
                + "are needed to observe a false accept";
    }

    private static String zeroFrrHint(ErrorCounts global) {
        if (global.falseRejects() == 0) {
            return "no group has a false reject at this threshold";
        }
        long needed = (long) Math.ceil((double) global.genuinePairs() / global.falseRejects());
        return "at the global FRR about " + needed + " genuine pairs per group are needed to expect one false reject";
    }

    /** Why the rates cannot give a differential (fewer than two, or one undefined), or null when they can. */
    private static MetricValue unusable(List<Rate> rates, String rate, String kind) {
        if (rates.size() < 2) {
            return MetricValue.undefined(rate + " differentials need at least two groups with " + kind
                    + " pairs, got " + rates.size());
        }
        for (var r : rates) {
            if (Double.isNaN(r.value())) {
                return MetricValue.undefined("the " + rate + " of group '" + r.group() + "' is undefined in this "
                        + "replicate (its resampled " + kind + " pairs have no weight)");
            }
        }
        return null;
    }

    /** Gini of the rates; fewer than two groups are Gini's own case (its message). */
    private static MetricValue gini(List<Rate> rates, String rate, String kind) {
        var u = rates.size() < 2 ? null : unusable(rates, rate, kind);
        return u != null ? u : Gini.of(values(rates), rate);
    }

    private static Rate zero(List<Rate> rates) {
        for (var r : rates) {
            if (r.value() == 0) {
                return r;
            }
        }
        return null;
    }

    private static String zeroReason(Rate z, String rate, String errors, String kind, Function<Rate, String> hint, String what) {
        if (!z.counted()) {
            return what + " is 0: group '" + z.group() + "' has " + rate + " 0 " + hint.apply(z);
        }
        return what + " is 0: group '" + z.group() + "' has 0 " + errors + " in " + z.pairs() + " " + kind
                + " pairs (" + rate + " < 1/" + z.pairs() + "); " + hint.apply(z);
    }

    static MetricValue maxOverGeomean(List<Rate> rates, String rate, String errors, String kind, Function<Rate, String> hint) {
        var u = unusable(rates, rate, kind);
        if (u != null) {
            return u;
        }
        var z = zero(rates);
        if (z != null) {
            return MetricValue.undefined(zeroReason(z, rate, errors, kind, hint, "the geometric mean of " + rate));
        }
        double logSum = 0;
        double max = 0;
        for (var r : rates) {
            logSum += Math.log(r.value());
            max = Math.max(max, r.value());
        }
        return MetricValue.of(max / Math.exp(logSum / rates.size()));
    }

    static MetricValue maxOverMin(List<Rate> rates, String rate, String errors, String kind, Function<Rate, String> hint) {
        var u = unusable(rates, rate, kind);
        if (u != null) {
            return u;
        }
        var z = zero(rates);
        if (z != null) {
            return MetricValue.undefined(zeroReason(z, rate, errors, kind, hint, "the minimum " + rate));
        }
        double max = max(rates);
        double min = min(rates);
        return MetricValue.of(max / min);
    }

    static MetricValue maxMinusMin(List<Rate> rates, String rate, String kind) {
        var u = unusable(rates, rate, kind);
        if (u != null) {
            return u;
        }
        double max = max(rates);
        double min = min(rates);
        return MetricValue.of(max - min);
    }

    /** a^w · b^(1−w); a factor with exponent 0 is not needed and may be undefined. */
    private static MetricValue weightedProduct(MetricValue a, MetricValue b, double w) {
        if (w > 0 && !a.isDefined()) {
            return a;
        }
        if (w < 1 && !b.isDefined()) {
            return b;
        }
        double pa = w > 0 ? Math.pow(a.value(), w) : 1.0;
        double pb = w < 1 ? Math.pow(b.value(), 1 - w) : 1.0;
        return MetricValue.of(pa * pb);
    }

    /** w·a + (1−w)·b; a term with weight 0 is not needed and may be undefined. */
    private static MetricValue weightedSum(MetricValue a, MetricValue b, double w) {
        if (w > 0 && !a.isDefined()) {
            return a;
        }
        if (w < 1 && !b.isDefined()) {
            return b;
        }
        double sa = w > 0 ? w * a.value() : 0.0;
        double sb = w < 1 ? (1 - w) * b.value() : 0.0;
        return MetricValue.of(sa + sb);
    }
}
