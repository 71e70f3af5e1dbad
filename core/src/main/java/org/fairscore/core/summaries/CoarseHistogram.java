package org.fairscore.core.summaries;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;

/**
 * Counts of scores per coarse bucket (the high 16 bits of the {@link ScoreKey}). Mutable while a
 * task fills it; {@link #merge} is associative and commutative, {@link #empty()} its identity.
 * Memory: 65,536 longs (512 KiB) while filled; compact when serialised.
 */
public final class CoarseHistogram implements Mergeable<CoarseHistogram>, Serializable {
    private static final long serialVersionUID = 1L;

    private transient long[] counts;
    private long total;
    /** suffix[i] = Σ counts[i..]; built on demand, dropped on every change. */
    private transient long[] suffix;

    private CoarseHistogram(long[] counts, long total) {
        this.counts = counts;
        this.total = total;
    }

    public static CoarseHistogram empty() {
        return new CoarseHistogram(new long[ScoreKey.BUCKETS], 0);
    }

    public void add(float score) {
        counts[ScoreKey.bucketOf(score)]++;
        total++;
        suffix = null;
    }

    public void addKey(int key) {
        counts[ScoreKey.bucket(key)]++;
        total++;
        suffix = null;
    }

    /** Adds {@code n} scores to {@code bucket} at once (a bulk counter's flush). */
    public void addCount(int bucket, long n) {
        counts[bucket] += n;
        total += n;
        suffix = null;
    }

    /** Adds {@code other} into this histogram and returns this. */
    @Override
    public CoarseHistogram merge(CoarseHistogram other) {
        long[] o = other.counts;
        for (int i = 0; i < o.length; i++) {
            counts[i] += o[i];
        }
        total += other.total;
        suffix = null;
        return this;
    }

    public long count(int bucket) {
        return counts[bucket];
    }

    public long total() {
        return total;
    }

    /**
     * Scores in buckets strictly above {@code bucket}. O(1) after the first call on a histogram that no
     * longer changes (a suffix-sum table is kept until the next add or merge): the driver asks this for
     * every EER candidate.
     */
    public long countAboveBucket(int bucket) {
        long[] s = suffix;
        if (s == null) {
            s = new long[counts.length + 1];
            for (int i = counts.length - 1; i >= 0; i--) {
                s[i] = s[i + 1] + counts[i];
            }
            suffix = s;
        }
        return s[bucket + 1];
    }

    /** Scores in buckets strictly below {@code bucket}. */
    public long countBelowBucket(int bucket) {
        long sum = 0;
        for (int i = 0; i < bucket; i++) {
            sum += counts[i];
        }
        return sum;
    }

    /** The bucket holding the k-th smallest score, 1 ≤ k ≤ total. */
    public int bucketOfRank(long k) {
        if (k < 1 || k > total) {
            throw new IllegalArgumentException("rank must be in [1, " + total + "]: " + k);
        }
        long cumulative = 0;
        for (int i = 0; i < counts.length; i++) {
            cumulative += counts[i];
            if (cumulative >= k) {
                return i;
            }
        }
        throw new IllegalStateException("counts do not add up to total " + total);
    }

    /** The first non-empty bucket strictly above {@code bucket}, or -1. */
    public int nextNonEmpty(int bucket) {
        for (int i = bucket + 1; i < counts.length; i++) {
            if (counts[i] != 0) {
                return i;
            }
        }
        return -1;
    }

    /** The last non-empty bucket strictly below {@code bucket}, or -1. */
    public int previousNonEmpty(int bucket) {
        for (int i = Math.min(bucket, counts.length) - 1; i >= 0; i--) {
            if (counts[i] != 0) {
                return i;
            }
        }
        return -1;
    }

    /** The highest non-empty bucket, or -1 when empty. */
    public int maxBucket() {
        return previousNonEmpty(counts.length);
    }

    public CoarseHistogram copy() {
        return new CoarseHistogram(counts.clone(), total);
    }

    private void writeObject(ObjectOutputStream out) throws IOException {
        out.defaultWriteObject();
        CompactLongs.write(out, counts);
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        in.defaultReadObject();
        counts = CompactLongs.read(in);
    }
}
