package org.fairscore.core.verification;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.fairscore.core.summaries.CoarseHistogram;

/**
 * Global threshold t_α of docs/design.md ("Acceptance rule and threshold"), exactly, from the pooled
 * impostor scores of every group.
 * <ul>
 *   <li>{@code above}: t_α = the k-th smallest impostor score, k = n − ⌊α·n⌋, so FAR(t_α) =
 *       #{s &gt; t_α}/n ≤ α.</li>
 *   <li>{@code at-or-above}: t_α = the smallest impostor score t with #{s ≥ t} ≤ ⌊α·n⌋ (bob.measure's
 *       far_threshold); just above the maximum (Math.nextUp) when even the top tie group is too many.</li>
 *   <li>α = 1 (m = n), either rule: just below the minimum (Math.nextDown), so every impostor pair is
 *       accepted — bob.measure's far_threshold special case for far_value = 1.</li>
 * </ul>
 * Two passes: {@link #plan} names the coarse buckets that can hold t_α from pass-1 counts; after pass 2
 * resolved them, {@link #find} reads t_α off the {@link ExactDistribution}.
 */
public final class ThresholdFinder {
    private ThresholdFinder() {
    }

    /** Buckets pass 2 must resolve (for every group, both kinds) so that every level's t_α is exact. */
    public static Set<Integer> plan(CoarseHistogram pooledImpostors, List<FarLevel> levels, AcceptanceRule rule) {
        var buckets = new TreeSet<Integer>();
        long n = pooledImpostors.total();
        if (n == 0) {
            return buckets;
        }
        for (var level : levels) {
            long m = level.allowedFalseAccepts(n);
            if (m >= n) {
                // the minimum's bucket, and the one before it, which holds nextDown(min) when the minimum is
                // its bucket's first value: genuine scores there are counted exactly
                int b = pooledImpostors.bucketOfRank(1);
                buckets.add(b);
                if (b > 0) {
                    buckets.add(b - 1);
                }
            } else if (rule == AcceptanceRule.ABOVE) {
                buckets.add(pooledImpostors.bucketOfRank(n - m));
            } else if (m == 0) {
                buckets.add(pooledImpostors.maxBucket());
            } else {
                int b = pooledImpostors.bucketOfRank(n - m + 1);
                buckets.add(b);
                int next = pooledImpostors.nextNonEmpty(b);
                if (next >= 0) {
                    buckets.add(next);
                }
            }
        }
        return buckets;
    }

    public static Threshold find(ExactDistribution pooledImpostors, FarLevel level, AcceptanceRule rule) {
        long n = pooledImpostors.total();
        if (n == 0) {
            return new Threshold(level, 0, 0, null, false,
                    "no impostor pairs in any group (every group has a single identity)");
        }
        long m = level.allowedFalseAccepts(n);
        if (m >= n) {
            return new Threshold(level, n, m, Math.nextDown(pooledImpostors.kthSmallest(1)), false, null);
        }
        if (rule == AcceptanceRule.ABOVE) {
            return new Threshold(level, n, m, pooledImpostors.kthSmallest(n - m), false, null);
        }
        if (m == 0) {
            return new Threshold(level, n, m, Math.nextUp(pooledImpostors.max()), true, null);
        }
        float v = pooledImpostors.kthSmallest(n - m + 1);
        if (pooledImpostors.countAtOrAbove(v) <= m) {
            return new Threshold(level, n, m, v, false, null);
        }
        Float next = pooledImpostors.nextAbove(v);
        if (next == null) {
            return new Threshold(level, n, m, Math.nextUp(v), true, null);
        }
        return new Threshold(level, n, m, next, false, null);
    }
}
