package org.fairscore.core.summaries;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;

/**
 * Counts of scores per low-16 position inside one coarse bucket: with it, every count at a threshold
 * inside the bucket is exact. Memory: 65,536 longs (512 KiB), allocated on the first score; compact
 * when serialised. {@link #merge} is associative and commutative, {@link #empty} its identity.
 */
public final class FineHistogram implements Serializable {
    private static final long serialVersionUID = 1L;

    private final int bucket;
    private transient long[] counts;
    private long total;

    private FineHistogram(int bucket, long[] counts, long total) {
        this.bucket = bucket;
        this.counts = counts;
        this.total = total;
    }

    public static FineHistogram empty(int bucket) {
        return new FineHistogram(bucket, null, 0);
    }

    public int bucket() {
        return bucket;
    }

    public long total() {
        return total;
    }

    /** Adds a key that must lie in this bucket. */
    public void addKey(int key) {
        if (counts == null) {
            counts = new long[ScoreKey.BUCKETS];
        }
        counts[ScoreKey.low(key)]++;
        total++;
    }

    public FineHistogram merge(FineHistogram other) {
        if (other.bucket != bucket) {
            throw new IllegalArgumentException("cannot merge bucket " + other.bucket + " into " + bucket);
        }
        if (other.counts != null) {
            if (counts == null) {
                counts = new long[ScoreKey.BUCKETS];
            }
            for (int i = 0; i < counts.length; i++) {
                counts[i] += other.counts[i];
            }
        }
        total += other.total;
        return this;
    }

    /** Scores at positions strictly above {@code low}. */
    public long countAbove(int low) {
        long sum = 0;
        if (counts != null) {
            for (int i = low + 1; i < counts.length; i++) {
                sum += counts[i];
            }
        }
        return sum;
    }

    public long countAt(int low) {
        return counts == null ? 0 : counts[low];
    }

    /** Position of the k-th smallest score of the bucket, 1 ≤ k ≤ total. */
    public int lowOfRank(long k) {
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

    /** The next occupied position strictly above {@code low}, or -1. */
    public int nextOccupied(int low) {
        if (counts != null) {
            for (int i = low + 1; i < counts.length; i++) {
                if (counts[i] != 0) {
                    return i;
                }
            }
        }
        return -1;
    }

    public FineHistogram copy() {
        return new FineHistogram(bucket, counts == null ? null : counts.clone(), total);
    }

    private void writeObject(ObjectOutputStream out) throws IOException {
        out.defaultWriteObject();
        out.writeBoolean(counts != null);
        if (counts != null) {
            CompactLongs.write(out, counts);
        }
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        in.defaultReadObject();
        counts = in.readBoolean() ? CompactLongs.read(in) : null;
    }
}
