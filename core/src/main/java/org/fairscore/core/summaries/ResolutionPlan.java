package org.fairscore.core.summaries;

import java.io.Serializable;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Which coarse buckets pass 2 must resolve, per group: the buckets that hold the global thresholds
 * (for every group) and each group's EER bucket(s). Immutable; small enough to broadcast.
 */
public final class ResolutionPlan implements Serializable {
    private static final long serialVersionUID = 1L;

    private final TreeMap<String, int[]> buckets;
    private transient volatile Map<String, boolean[]> lookup;

    private ResolutionPlan(TreeMap<String, int[]> buckets) {
        this.buckets = buckets;
    }

    public static ResolutionPlan of(Map<String, ? extends Set<Integer>> perGroup) {
        var copy = new TreeMap<String, int[]>();
        perGroup.forEach((g, set) -> copy.put(g, new TreeSet<>(set).stream().mapToInt(Integer::intValue).toArray()));
        return new ResolutionPlan(copy);
    }

    /** Sorted planned buckets of a group (empty when none). */
    public int[] buckets(String group) {
        return buckets.getOrDefault(group, new int[0]).clone();
    }

    /** Membership as a 65,536-entry table: mask[b] is true iff bucket b is planned for the group. */
    public boolean[] mask(String group) {
        var cache = lookup;
        if (cache == null) {
            synchronized (this) {
                if (lookup == null) {
                    lookup = new ConcurrentHashMap<>();
                }
                cache = lookup;
            }
        }
        return cache.computeIfAbsent(group, g -> {
            var mask = new boolean[ScoreKey.BUCKETS];
            for (int b : buckets.getOrDefault(g, new int[0])) {
                mask[b] = true;
            }
            return mask;
        });
    }

    @Override
    public String toString() {
        var sb = new StringBuilder("ResolutionPlan{");
        buckets.forEach((g, b) -> sb.append(g).append('=').append(Arrays.toString(b)).append(' '));
        return sb.append('}').toString();
    }
}
