package org.fairscore.core.verification;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.fairscore.core.summaries.CoarseHistogram;
import org.fairscore.core.summaries.FineHistogram;
import org.fairscore.core.summaries.ScoreKey;

/**
 * The exact view of one score distribution after pass 2: its coarse histogram plus the fine
 * histograms of the resolved buckets. Counts at a threshold t are exact whenever t's bucket is
 * resolved (or t is the first value of its bucket, for "at or above"); asking for any other count
 * is a planning bug and throws, rather than answering approximately.
 */
public final class ExactDistribution {
    private final CoarseHistogram coarse;
    private final TreeMap<Integer, FineHistogram> fine;

    public ExactDistribution(CoarseHistogram coarse, Map<Integer, FineHistogram> fine) {
        this.coarse = coarse;
        this.fine = new TreeMap<>(fine);
        this.fine.forEach((b, f) -> {
            if (f.total() != coarse.count(b)) {
                throw new IllegalStateException("bucket " + b + ": fine count " + f.total()
                        + " differs from coarse count " + coarse.count(b) + " (scores changed between passes?)");
            }
        });
    }

    public long total() {
        return coarse.total();
    }

    public CoarseHistogram coarse() {
        return coarse;
    }

    /** #{s &gt; t}. */
    public long countAbove(float t) {
        int key = ScoreKey.of(t);
        int b = ScoreKey.bucket(key);
        return coarse.countAboveBucket(b) + inBucketAbove(b, ScoreKey.low(key), false);
    }

    /** #{s ≥ t}. */
    public long countAtOrAbove(float t) {
        int key = ScoreKey.of(t);
        int b = ScoreKey.bucket(key);
        return coarse.countAboveBucket(b) + inBucketAbove(b, ScoreKey.low(key), true);
    }

    /** #{s accepted at t} under the rule. */
    public long countAccepted(float t, AcceptanceRule rule) {
        return rule == AcceptanceRule.ABOVE ? countAbove(t) : countAtOrAbove(t);
    }

    private long inBucketAbove(int bucket, int low, boolean inclusive) {
        long inBucket = coarse.count(bucket);
        if (inBucket == 0) {
            return 0;
        }
        var f = fine.get(bucket);
        if (f == null) {
            if (inclusive && low == 0) {
                return inBucket;
            }
            throw new IllegalStateException("bucket " + bucket + " was not resolved; it holds " + inBucket + " scores");
        }
        return f.countAbove(low) + (inclusive ? f.countAt(low) : 0);
    }

    /** The k-th smallest score, 1 ≤ k ≤ total; its bucket must be resolved. */
    public float kthSmallest(long k) {
        int b = coarse.bucketOfRank(k);
        long before = coarse.countBelowBucket(b);
        var f = fine.get(b);
        if (f == null) {
            throw new IllegalStateException("bucket " + b + " holding rank " + k + " was not resolved");
        }
        return ScoreKey.value(ScoreKey.compose(b, f.lowOfRank(k - before)));
    }

    /** The smallest score strictly greater than v, or null if none. Needs v's bucket resolved. */
    public Float nextAbove(float v) {
        int key = ScoreKey.of(v);
        int b = ScoreKey.bucket(key);
        if (coarse.count(b) > 0) {
            var f = fine.get(b);
            if (f == null) {
                throw new IllegalStateException("bucket " + b + " was not resolved");
            }
            int next = f.nextOccupied(ScoreKey.low(key));
            if (next >= 0) {
                return ScoreKey.value(ScoreKey.compose(b, next));
            }
        }
        int nb = coarse.nextNonEmpty(b);
        if (nb < 0) {
            return null;
        }
        var f = fine.get(nb);
        if (f == null) {
            throw new IllegalStateException("bucket " + nb + " was not resolved");
        }
        return ScoreKey.value(ScoreKey.compose(nb, f.nextOccupied(-1)));
    }

    /** Distinct score values inside the resolved buckets, ascending. */
    public List<Float> resolvedValues() {
        var out = new ArrayList<Float>();
        fine.forEach((b, f) -> {
            for (int low = f.nextOccupied(-1); low >= 0; low = f.nextOccupied(low)) {
                out.add(ScoreKey.value(ScoreKey.compose(b, low)));
            }
        });
        return out;
    }

    /**
     * The keys ({@link ScoreKey}) of {@link #resolvedValues()}, ascending as unsigned ints (the scores' order), without
     * boxing: the EER's candidate thresholds ({@link EerCandidates}) can number millions.
     */
    int[] resolvedKeys() {
        int[] out = new int[64];
        int size = 0;
        for (var e : fine.entrySet()) {
            var f = e.getValue();
            for (int low = f.nextOccupied(-1); low >= 0; low = f.nextOccupied(low)) {
                if (size == out.length) {
                    out = Arrays.copyOf(out, 2 * size);
                }
                out[size++] = ScoreKey.compose(e.getKey(), low);
            }
        }
        return Arrays.copyOf(out, size);
    }

    /**
     * Whether {@link #countAccepted} can answer at every score of the bucket exactly, i.e. without throwing: the bucket
     * is resolved or empty. (At its first position "at or above" is also exact from coarse counts.)
     */
    boolean answersBucket(int bucket) {
        return coarse.count(bucket) == 0 || fine.containsKey(bucket);
    }

    /** The largest score; needs its bucket resolved. */
    public float max() {
        return kthSmallest(total());
    }
}
