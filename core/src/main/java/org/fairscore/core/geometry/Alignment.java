package org.fairscore.core.geometry;

import java.util.Map;
import org.fairscore.core.verification.MetricValue;

/**
 * Alignment (finDML, Dullerud et al. 2022, Def. 2; Wang &amp; Isola 2020): the mean squared Euclidean
 * distance over positive pairs (same label) — and, for the negative counterpart, over negative pairs
 * (different labels) — with at least one member in group a. Exact in O(n·d): positive sums come from
 * {@link AlignmentSums}; negative ones are all pairs with a member in a, D(corpus) − D(corpus ∖ a), minus
 * the positive ones. No pair is enumerated.
 */
public final class Alignment {
    private Alignment() {
    }

    public static MetricValue positive(AlignmentSums sums, String group) {
        long pairs = sums.pairs(group);
        if (pairs == 0) {
            return MetricValue.undefined("no positive pair has a member in group '" + group
                    + "' (each of its identities has one sample in the corpus)");
        }
        return MetricValue.of(sums.squaredDistanceSum(group) / pairs);
    }

    /**
     * @param groups per-group moments of the whole corpus (every group present)
     */
    public static MetricValue negative(AlignmentSums sums, Map<String, Moments> groups, String group) {
        Moments a = groups.get(group);
        if (a == null) {
            return MetricValue.undefined("group '" + group + "' has no samples");
        }
        Moments total = null;
        for (Moments m : groups.values()) {
            total = total == null ? m.copy() : total.merge(m);
        }
        Moments rest = total.minus(a);
        double all = total.pairSquaredDistanceSum() - rest.pairSquaredDistanceSum();
        long allPairs = total.pairs() - rest.pairs();
        long pairs = allPairs - sums.pairs(group);
        if (pairs <= 0) {
            return MetricValue.undefined("no negative pair has a member in group '" + group
                    + "' (the corpus has one label)");
        }
        return MetricValue.of(Math.max(0, all - sums.squaredDistanceSum(group)) / pairs);
    }
}
