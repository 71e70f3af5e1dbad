package org.fairscore.core.geometry;

import java.io.Serializable;
import java.util.Map;
import java.util.TreeMap;
import org.fairscore.core.summaries.Mergeable;

/**
 * Per group a: the sum of squared distances over positive pairs (same label) with at least one member in
 * a, and how many such pairs there are. Built label by label from per-(label, group) {@link Moments},
 * never from pairs: within label l, with T_l the moments of all its samples and R_l = T_l minus those in
 * a, the pairs with a member in a are all pairs of T_l except those of R_l, so their sum is
 * D(T_l) − D(R_l) with D = {@link Moments#pairSquaredDistanceSum()}, and their count C(n_l,2) − C(m_l,2).
 * Mergeable (sums add over labels). Memory: two numbers per group.
 */
public final class AlignmentSums implements Mergeable<AlignmentSums>, Serializable {
    private static final long serialVersionUID = 1L;

    private final TreeMap<String, double[]> byGroup = new TreeMap<>();

    public static AlignmentSums empty() {
        return new AlignmentSums();
    }

    /** The contribution of one label, from its samples' moments per group (groups without samples absent). */
    public static AlignmentSums ofLabel(Map<String, Moments> label) {
        var out = empty();
        if (label.isEmpty()) {
            return out;
        }
        Moments total = null;
        for (Moments m : label.values()) {
            total = total == null ? m.copy() : total.merge(m);
        }
        double all = total.pairSquaredDistanceSum();
        for (var e : label.entrySet()) {
            Moments rest = total.minus(e.getValue());
            double sum = all - rest.pairSquaredDistanceSum();
            long pairs = total.pairs() - rest.pairs();
            if (pairs > 0) {
                out.byGroup.put(e.getKey(), new double[] {Math.max(0, sum), pairs});
            }
        }
        return out;
    }

    @Override
    public AlignmentSums merge(AlignmentSums other) {
        other.byGroup.forEach((g, v) -> byGroup.merge(g, v.clone(), (x, y) -> new double[] {x[0] + y[0], x[1] + y[1]}));
        return this;
    }

    /** Σ ‖x_i − x_j‖² over positive pairs with a member in {@code group}. */
    public double squaredDistanceSum(String group) {
        double[] v = byGroup.get(group);
        return v == null ? 0 : v[0];
    }

    /** Number of positive pairs with a member in {@code group} (exact below 2^53). */
    public long pairs(String group) {
        double[] v = byGroup.get(group);
        return v == null ? 0 : (long) v[1];
    }
}
