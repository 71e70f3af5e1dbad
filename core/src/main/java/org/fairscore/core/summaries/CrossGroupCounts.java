package org.fairscore.core.summaries;

import java.io.Serializable;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * Pass-3 result for the cross-group impostor matrix: for each unordered pair of distinct groups
 * (a &lt; b), the number of impostor pairs with one sample in each, and how many of them are accepted at
 * each global threshold. The thresholds are exact by then, so plain counters suffice: memory is
 * (groups² / 2) × (levels + 1) longs.
 */
public final class CrossGroupCounts implements Mergeable<CrossGroupCounts>, Serializable {
    private static final long serialVersionUID = 1L;

    private final float[] thresholds;
    private final boolean inclusive;
    private final TreeMap<String, long[]> counts = new TreeMap<>();

    /**
     * @param thresholds global thresholds, one per FAR level
     * @param inclusive  true for "accept iff s ≥ t", false for "s &gt; t"
     */
    public CrossGroupCounts(float[] thresholds, boolean inclusive) {
        this.thresholds = thresholds.clone();
        this.inclusive = inclusive;
    }

    public static String key(String a, String b) {
        return a.compareTo(b) <= 0 ? a + '\u0000' + b : b + '\u0000' + a;
    }

    /** The counters of a group pair: [impostor pairs, accepted at threshold 0, 1, …]. */
    public long[] slot(String a, String b) {
        return counts.computeIfAbsent(key(a, b), k -> new long[thresholds.length + 1]);
    }

    /** Counts one cross-group impostor score into a slot from {@link #slot}. */
    public void add(long[] slot, float score) {
        slot[0]++;
        for (int i = 0; i < thresholds.length; i++) {
            if (inclusive ? score >= thresholds[i] : score > thresholds[i]) {
                slot[i + 1]++;
            }
        }
    }

    @Override
    public CrossGroupCounts merge(CrossGroupCounts other) {
        other.counts.forEach((k, v) -> {
            long[] mine = counts.computeIfAbsent(k, x -> new long[thresholds.length + 1]);
            for (int i = 0; i < v.length; i++) {
                mine[i] += v[i];
            }
        });
        return this;
    }

    public long pairs(String a, String b) {
        long[] v = counts.get(key(a, b));
        return v == null ? 0 : v[0];
    }

    public long accepted(String a, String b, int thresholdIndex) {
        long[] v = counts.get(key(a, b));
        return v == null ? 0 : v[thresholdIndex + 1];
    }

    public Map<String, long[]> raw() {
        return Collections.unmodifiableMap(counts);
    }
}
