package org.fairscore.core.summaries;

import java.io.Serializable;
import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;
import org.fairscore.core.model.PairKind;

/**
 * Pass-2 result: for every group, a {@link FineHistogram} per pair kind for each coarse bucket its
 * {@link ResolutionPlan} asks for. Memory per group touched by a task: 2 × (planned buckets) × 512 KiB
 * at most (a fine histogram allocates on its first score).
 */
public final class BucketResolution implements Mergeable<BucketResolution>, Serializable {
    private static final long serialVersionUID = 1L;

    private final TreeMap<String, Map<Integer, FineHistogram[]>> fine = new TreeMap<>();

    public static BucketResolution empty() {
        return new BucketResolution();
    }

    /** Adds a score key; the caller has checked that its bucket is planned for the group. */
    public void addKey(String group, PairKind kind, int key) {
        var byBucket = fine.computeIfAbsent(group, g -> new TreeMap<>());
        int bucket = ScoreKey.bucket(key);
        var pair = byBucket.computeIfAbsent(bucket,
                b -> new FineHistogram[] {FineHistogram.empty(b), FineHistogram.empty(b)});
        pair[kind.ordinal()].addKey(key);
    }

    /**
     * A per-task lookup table for the hot loop: index = coarse bucket, entry = a fresh fine histogram for
     * each planned bucket, null elsewhere. Fold it back with {@link #addTable} when the task is done.
     * Why: a map lookup per score would cost more than the score itself.
     */
    public static FineHistogram[] newTable(int[] plannedBuckets) {
        var table = new FineHistogram[ScoreKey.BUCKETS];
        for (int b : plannedBuckets) {
            table[b] = FineHistogram.empty(b);
        }
        return table;
    }

    /** Merges the non-empty entries of a table from {@link #newTable} into this resolution. */
    public void addTable(String group, PairKind kind, FineHistogram[] table) {
        var byBucket = fine.computeIfAbsent(group, g -> new TreeMap<>());
        for (var f : table) {
            if (f != null && f.total() > 0) {
                var pair = byBucket.computeIfAbsent(f.bucket(),
                        b -> new FineHistogram[] {FineHistogram.empty(b), FineHistogram.empty(b)});
                pair[kind.ordinal()].merge(f);
            }
        }
    }

    /** Scores resolved, over every group, kind and bucket. */
    public long totalScores() {
        long n = 0;
        for (var byBucket : fine.values()) {
            for (var pair : byBucket.values()) {
                n += pair[0].total() + pair[1].total();
            }
        }
        return n;
    }

    @Override
    public BucketResolution merge(BucketResolution other) {
        other.fine.forEach((group, byBucket) -> {
            var mine = fine.computeIfAbsent(group, g -> new TreeMap<>());
            byBucket.forEach((bucket, pair) -> {
                var target = mine.computeIfAbsent(bucket,
                        b -> new FineHistogram[] {FineHistogram.empty(b), FineHistogram.empty(b)});
                target[0].merge(pair[0]);
                target[1].merge(pair[1]);
            });
        });
        return this;
    }

    /** Fine histograms of one group and kind by bucket (empty histograms for planned but unseen buckets). */
    public Map<Integer, FineHistogram> fine(String group, PairKind kind, int[] plannedBuckets) {
        var out = new TreeMap<Integer, FineHistogram>();
        var byBucket = fine.getOrDefault(group, Map.of());
        for (int b : plannedBuckets) {
            var pair = byBucket.get(b);
            out.put(b, pair == null ? FineHistogram.empty(b) : pair[kind.ordinal()].copy());
        }
        return out;
    }

    @Override
    public String toString() {
        var sb = new StringBuilder("BucketResolution{");
        fine.forEach((g, m) -> sb.append(g).append('=').append(Arrays.toString(m.keySet().toArray())).append(' '));
        return sb.append('}').toString();
    }
}
