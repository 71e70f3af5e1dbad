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
 * ints (256 KiB), and to longs (512 KiB) only once its total passes {@link Integer#MAX_VALUE} — no position
 * can hold more than the total, so the ints never overflow. Why not longs from the start: an audit's impostor
 * pass densifies hundreds of predicted buckets in every task (80k × 512 bench corpus: 1,100 buckets, about
 * 16,000 scores each), and every such array is memory touched for the first time, on the task's side and
 * again on the side that reads the task's result (docs/performance.md, tenth round).
 * Serialised, only the occupied positions travel: gaps and counts as variable-length integers, two to three
 * bytes a position where counts are small.
 */
public final class FineHistogram implements Mergeable<FineHistogram>, Serializable {
    private static final long serialVersionUID = 3L;
    static final int SPARSE_LIMIT = 8192;

    private final int bucket;
    private long total;
    /** Dense form while total ≤ Integer.MAX_VALUE. */
    private transient int[] dense;
    /** Dense form past that (then {@code dense} is null). */
    private transient long[] wide;
    private transient int[] sparse;
    private transient int sparseSize;
    private transient boolean sorted;
    /** Dense forms: suffix[i] = Σ counts[i..]; built on demand, dropped on every change. */
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
     * increments of the dense form stay in cache.
     */
    public void addKeys(int[] keys, int from, int to) {
        int n = to - from;
        if (n <= 0) {
            return;
        }
        if (!isDense() && sparseSize + n > SPARSE_LIMIT) {
            densify();
        }
        if (!isDense()) {
            for (int i = from; i < to; i++) {
                addLow(ScoreKey.low(keys[i]), 1);
            }
            return;
        }
        makeRoom(n);
        if (dense != null) {
            int[] d = dense;
            for (int i = from; i < to; i++) {
                d[keys[i] & 0xFFFF]++;
            }
        } else {
            long[] w = wide;
            for (int i = from; i < to; i++) {
                w[keys[i] & 0xFFFF]++;
            }
        }
        total += n;
        suffix = null;
    }

    /** Adds {@code count} scores at position {@code low} (package-private: tests reach the long form with it). */
    void addLow(int low, long count) {
        suffix = null;
        if (!isDense() && sparseSize + count > SPARSE_LIMIT) {
            densify();
        }
        if (isDense()) {
            makeRoom(count);
            addDense(low, count);
            total += count;
            return;
        }
        total += count;
        for (long c = 0; c < count; c++) {
            if (sparseSize == sparse.length) {
                sparse = Arrays.copyOf(sparse, Math.max(16, sparse.length * 2));
            }
            sparse[sparseSize++] = low;
        }
        sorted = false;
    }

    private boolean isDense() {
        return dense != null || wide != null;
    }

    /** The sparse list as the dense ints (at most SPARSE_LIMIT scores); {@link #makeRoom} widens them when needed. */
    private void densify() {
        densifyOnto(new int[ScoreKey.BUCKETS]);
    }

    /** The sparse list added to {@code counts} (65,536 ints, whose total with it fits an int), now the dense form. */
    private void densifyOnto(int[] counts) {
        for (int i = 0; i < sparseSize; i++) {
            counts[sparse[i]]++;
        }
        dense = counts;
        sparse = null;
        sparseSize = 0;
    }

    /** A dense form that can take {@code more} scores: ints while the total stays within an int, else longs. */
    private void makeRoom(long more) {
        if (dense != null && total + more > Integer.MAX_VALUE) {
            wide = new long[dense.length];
            for (int i = 0; i < dense.length; i++) {
                wide[i] = dense[i];
            }
            dense = null;
        }
    }

    /** The count at {@code low} of a dense form. */
    private long at(int low) {
        return dense != null ? dense[low] : wide[low];
    }

    /** Adds {@code count} at {@code low} to the dense form, which {@link #makeRoom} made wide enough (not to total). */
    private void addDense(int low, long count) {
        if (dense != null) {
            dense[low] += (int) count;
        } else {
            wide[low] += count;
        }
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
        if (other.isDense()) {
            // the driver merges every task's fine tables (80k x 512 bench corpus: hundreds of dense buckets, three
            // merges each) on the audit's critical path: a copy and a plain loop over two int arrays, not a densify
            // and a call per position (0.1 s of the audit's end, profiled)
            if (!isDense() && other.dense != null && total + other.total <= Integer.MAX_VALUE) {
                densifyOnto(other.dense.clone());
                total += other.total;
                return this;
            }
            if (!isDense()) {
                densify();
            }
            makeRoom(other.total);
            if (dense != null && other.dense != null) {
                int[] d = dense;
                int[] o = other.dense;
                for (int i = 0; i < d.length; i++) {
                    d[i] += o[i];
                }
            } else {
                for (int i = 0; i < ScoreKey.BUCKETS; i++) {
                    long c = other.at(i);
                    if (c != 0) {
                        addDense(i, c);
                    }
                }
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
        if (isDense()) {
            long[] s = suffix;
            if (s == null) {
                s = new long[ScoreKey.BUCKETS + 1];
                for (int i = ScoreKey.BUCKETS - 1; i >= 0; i--) {
                    s[i] = s[i + 1] + at(i);
                }
                suffix = s;
            }
            return s[low + 1];
        }
        sortSparse();
        return sparseSize - upperBound(low);
    }

    public long countAt(int low) {
        if (isDense()) {
            return at(low);
        }
        sortSparse();
        return upperBound(low) - upperBound(low - 1);
    }

    /** Position of the k-th smallest score of the bucket, 1 ≤ k ≤ total. */
    public int lowOfRank(long k) {
        if (k < 1 || k > total) {
            throw new IllegalArgumentException("rank must be in [1, " + total + "]: " + k);
        }
        if (!isDense()) {
            sortSparse();
            return sparse[(int) (k - 1)];
        }
        long cumulative = 0;
        for (int i = 0; i < ScoreKey.BUCKETS; i++) {
            cumulative += at(i);
            if (cumulative >= k) {
                return i;
            }
        }
        throw new IllegalStateException("counts do not add up to total " + total);
    }

    /** The next occupied position strictly above {@code low}, or -1. */
    public int nextOccupied(int low) {
        if (isDense()) {
            for (int i = low + 1; i < ScoreKey.BUCKETS; i++) {
                if (at(i) != 0) {
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

    /** Whether the counts are held as longs (a total past Integer.MAX_VALUE); for tests. */
    boolean wide() {
        return wide != null;
    }

    private void writeObject(ObjectOutputStream out) throws IOException {
        out.defaultWriteObject();
        out.writeBoolean(isDense());
        if (isDense()) {
            // gathered in one array (VarLongs.Writer): a byte at a time through the object stream, the task results'
            // histograms cost the driver's result thread more than their counting
            var w = new VarLongs.Writer(4096);
            int occupied = 0;
            int previous = -1;
            for (int i = 0; i < ScoreKey.BUCKETS; i++) {
                long c = at(i);
                if (c != 0) {
                    w.add(i - previous - 1);
                    w.add(c);
                    previous = i;
                    occupied++;
                }
            }
            out.writeInt(occupied);
            w.writeTo(out);
        } else {
            byte[] b = new byte[2 * sparseSize]; // each position as two bytes, high first (writeShort's order)
            for (int i = 0; i < sparseSize; i++) {
                b[2 * i] = (byte) (sparse[i] >>> 8);
                b[2 * i + 1] = (byte) sparse[i];
            }
            out.writeInt(sparseSize);
            out.write(b);
        }
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        in.defaultReadObject();
        if (in.readBoolean()) {
            densify(); // from no list: empty ints, widened to longs when the total read needs them
            makeRoom(0);
            int occupied = in.readInt();
            var r = VarLongs.Reader.readFrom(in);
            int low = -1;
            for (int k = 0; k < occupied; k++) {
                long next = low + (long) r.nextCount() + 1;
                if (next >= ScoreKey.BUCKETS) {
                    throw new IOException("a position past " + (ScoreKey.BUCKETS - 1) + ": the data is corrupt");
                }
                low = (int) next;
                addDense(low, r.next());
            }
            r.end();
        } else {
            sparseSize = in.readInt();
            if (sparseSize < 0) {
                throw new IOException("a negative list size (" + sparseSize + "): the data is corrupt");
            }
            byte[] b = new byte[Math.multiplyExact(2, sparseSize)];
            in.readFully(b);
            sparse = new int[sparseSize];
            for (int i = 0; i < sparseSize; i++) {
                sparse[i] = (b[2 * i] & 0xFF) << 8 | (b[2 * i + 1] & 0xFF);
            }
            sorted = false;
        }
    }
}
