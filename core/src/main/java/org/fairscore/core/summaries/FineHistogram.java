package org.fairscore.core.summaries;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.util.Arrays;

/**
 * Counts of scores per low-16 position inside one coarse bucket: with it, every count at a threshold
 * inside the bucket is exact. {@link #merge} is associative and commutative, {@link #empty} its identity.
 *
 * <p>Memory: a bucket that few scores reach (the far tail, where FAR 1e-6 lives) keeps its positions as
 * a plain list of at most {@link #SPARSE_LIMIT} ints (32 KiB); past that it switches to 65,536 dense
 * longs (512 KiB). So resolving many tail buckets stays cheap, and no bucket costs more than 512 KiB.
 */
public final class FineHistogram implements Mergeable<FineHistogram>, Serializable {
    private static final long serialVersionUID = 2L;
    static final int SPARSE_LIMIT = 8192;

    private final int bucket;
    private long total;
    private transient long[] dense;
    private transient int[] sparse;
    private transient int sparseSize;
    private transient boolean sorted;
    /** Dense form: suffix[i] = Σ dense[i..]; built on demand, dropped on every change. */
    private transient long[] suffix;

    private FineHistogram(int bucket) {
        this.bucket = bucket;
        this.sparse = new int[0];
        this.sorted = true;
    }

    public static FineHistogram empty(int bucket) {
        return new FineHistogram(bucket);
    }

    public int bucket() {
        return bucket;
    }

    public long total() {
        return total;
    }

    /** Adds a key that must lie in this bucket. */
    public void addKey(int key) {
        addLow(ScoreKey.low(key), 1);
    }

    /**
     * Adds keys[from], …, keys[to − 1], which must lie in this bucket: the bulk path, where consecutive
     * increments of the 512 KiB dense form stay in cache.
     */
    public void addKeys(int[] keys, int from, int to) {
        int n = to - from;
        if (n <= 0) {
            return;
        }
        if (dense == null && sparseSize + n > SPARSE_LIMIT) {
            densify();
        }
        if (dense == null) {
            for (int i = from; i < to; i++) {
                addLow(ScoreKey.low(keys[i]), 1);
            }
            return;
        }
        long[] d = dense;
        for (int i = from; i < to; i++) {
            d[keys[i] & 0xFFFF]++;
        }
        total += n;
        suffix = null;
    }

    private void addLow(int low, long count) {
        suffix = null;
        total += count;
        if (dense != null) {
            dense[low] += count;
            return;
        }
        if (sparseSize + count > SPARSE_LIMIT) {
            densify();
            dense[low] += count;
            return;
        }
        for (long c = 0; c < count; c++) {
            if (sparseSize == sparse.length) {
                sparse = Arrays.copyOf(sparse, Math.max(16, sparse.length * 2));
            }
            sparse[sparseSize++] = low;
        }
        sorted = false;
    }

    private void densify() {
        dense = new long[ScoreKey.BUCKETS];
        for (int i = 0; i < sparseSize; i++) {
            dense[sparse[i]]++;
        }
        sparse = null;
        sparseSize = 0;
    }

    private void sortSparse() {
        if (!sorted) {
            Arrays.sort(sparse, 0, sparseSize);
            sorted = true;
        }
    }

    @Override
    public FineHistogram merge(FineHistogram other) {
        if (other.bucket != bucket) {
            throw new IllegalArgumentException("cannot merge bucket " + other.bucket + " into " + bucket);
        }
        suffix = null;
        if (other.dense != null) {
            if (dense == null) {
                densify();
            }
            for (int i = 0; i < dense.length; i++) {
                dense[i] += other.dense[i];
            }
            total += other.total;
        } else {
            for (int i = 0; i < other.sparseSize; i++) {
                addLow(other.sparse[i], 1);
            }
        }
        return this;
    }

    /** Number of sparse entries ≤ low (sparse form, sorted). */
    private int upperBound(int low) {
        int lo = 0;
        int hi = sparseSize;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (sparse[mid] <= low) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** Scores at positions strictly above {@code low}. */
    public long countAbove(int low) {
        if (dense != null) {
            long[] s = suffix;
            if (s == null) {
                s = new long[dense.length + 1];
                for (int i = dense.length - 1; i >= 0; i--) {
                    s[i] = s[i + 1] + dense[i];
                }
                suffix = s;
            }
            return s[low + 1];
        }
        sortSparse();
        return sparseSize - upperBound(low);
    }

    public long countAt(int low) {
        if (dense != null) {
            return dense[low];
        }
        sortSparse();
        return upperBound(low) - upperBound(low - 1);
    }

    /** Position of the k-th smallest score of the bucket, 1 ≤ k ≤ total. */
    public int lowOfRank(long k) {
        if (k < 1 || k > total) {
            throw new IllegalArgumentException("rank must be in [1, " + total + "]: " + k);
        }
        if (dense == null) {
            sortSparse();
            return sparse[(int) (k - 1)];
        }
        long cumulative = 0;
        for (int i = 0; i < dense.length; i++) {
            cumulative += dense[i];
            if (cumulative >= k) {
                return i;
            }
        }
        throw new IllegalStateException("counts do not add up to total " + total);
    }

    /** The next occupied position strictly above {@code low}, or -1. */
    public int nextOccupied(int low) {
        if (dense != null) {
            for (int i = low + 1; i < dense.length; i++) {
                if (dense[i] != 0) {
                    return i;
                }
            }
            return -1;
        }
        sortSparse();
        int idx = upperBound(low);
        return idx < sparseSize ? sparse[idx] : -1;
    }

    public FineHistogram copy() {
        var c = new FineHistogram(bucket);
        c.merge(this);
        return c;
    }

    private void writeObject(ObjectOutputStream out) throws IOException {
        out.defaultWriteObject();
        out.writeBoolean(dense != null);
        if (dense != null) {
            CompactLongs.write(out, dense);
        } else {
            out.writeInt(sparseSize);
            for (int i = 0; i < sparseSize; i++) {
                out.writeShort(sparse[i]);
            }
        }
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        in.defaultReadObject();
        if (in.readBoolean()) {
            dense = CompactLongs.read(in);
        } else {
            sparseSize = in.readInt();
            sparse = new int[sparseSize];
            for (int i = 0; i < sparseSize; i++) {
                sparse[i] = in.readShort() & 0xFFFF;
            }
            sorted = false;
        }
    }
}
