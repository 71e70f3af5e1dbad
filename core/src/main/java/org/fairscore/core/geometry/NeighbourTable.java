package org.fairscore.core.geometry;

import java.io.Serializable;
import java.util.Arrays;
import org.fairscore.core.summaries.FixedPointSums;
import org.fairscore.core.summaries.Mergeable;

/**
 * Per-row state of the all-pairs pass for one block of query rows: each row's k nearest neighbours seen
 * so far (similarity, tie key, whether the neighbour has the row's label), and — for rows in the silhouette
 * sample — the sum and count of Euclidean distances to the reference samples of each group. Mergeable: two
 * tables of the same rows, filled from different gallery blocks, merge into the table of their union.
 *
 * <p>Neighbour order: similarity descending (cosine = Euclidean order on unit vectors), ties broken by
 * the tie key ascending (a 64-bit hash of the neighbour's sample id), so the k nearest are one fixed set
 * whatever the partitioning. The query itself is never offered (excluded by index, not by distance: a
 * duplicate embedding of another sample still counts as a neighbour). Memory: rows × (k·13 + G·24) bytes.
 */
public final class NeighbourTable implements Mergeable<NeighbourTable>, Serializable {
    private static final long serialVersionUID = 1L;

    private final int rows;
    private final int k;
    private final int groups;
    private final float[] sim;
    private final long[] tie;
    private final boolean[] same;
    private final int[] filled;
    private final boolean[] inSilhouette;
    /** Per (row, group) the distance sum, exact ({@link FixedPointSums}): tiles reach a row in any order. */
    private final long[] distSum;
    private final long[] distCount;

    /**
     * @param inSilhouette which rows are silhouette points (their distances are summed); null: none
     */
    public NeighbourTable(int rows, int k, int groups, boolean[] inSilhouette) {
        if (k < 1) {
            throw new IllegalArgumentException("k must be at least 1: " + k);
        }
        this.rows = rows;
        this.k = k;
        this.groups = groups;
        this.sim = new float[rows * k];
        this.tie = new long[rows * k];
        this.same = new boolean[rows * k];
        this.filled = new int[rows];
        this.inSilhouette = inSilhouette == null ? new boolean[rows] : inSilhouette.clone();
        this.distSum = FixedPointSums.zeros(rows * groups);
        this.distCount = new long[rows * groups];
    }

    public int rows() {
        return rows;
    }

    public int k() {
        return k;
    }

    public boolean inSilhouette(int row) {
        return inSilhouette[row];
    }

    /** Offers neighbour (similarity s, tie key, same label?) to {@code row}'s k-nearest list. */
    public void offer(int row, float s, long tieKey, boolean sameLabel) {
        int base = row * k;
        int n = filled[row];
        if (n == k && !before(s, tieKey, sim[base + k - 1], tie[base + k - 1])) {
            return; // the common case: not better than the current k-th
        }
        int pos = n == k ? k - 1 : n;
        while (pos > 0 && before(s, tieKey, sim[base + pos - 1], tie[base + pos - 1])) {
            sim[base + pos] = sim[base + pos - 1];
            tie[base + pos] = tie[base + pos - 1];
            same[base + pos] = same[base + pos - 1];
            pos--;
        }
        sim[base + pos] = s;
        tie[base + pos] = tieKey;
        same[base + pos] = sameLabel;
        if (n < k) {
            filled[row] = n + 1;
        }
    }

    private static boolean before(float s, long t, float s2, long t2) {
        return s > s2 || (s == s2 && t < t2);
    }

    /**
     * Adds one Euclidean distance from silhouette row {@code row} to a reference sample of {@code group}; below 8
     * ({@link FixedPointSums}: at most 2 between unit vectors).
     */
    public void addDistance(int row, int group, double distance) {
        FixedPointSums.add(distSum, row * groups + group, distance);
        distCount[row * groups + group]++;
    }

    /** Neighbours found for {@code row} (fewer than k only when the corpus has at most k samples). */
    public int found(int row) {
        return filled[row];
    }

    /** Whether one of {@code row}'s {@code j} nearest neighbours has its label (j ≤ found(row)). */
    public boolean hit(int row, int j) {
        for (int i = 0; i < j; i++) {
            if (same[row * k + i]) {
                return true;
            }
        }
        return false;
    }

    /** Mean distance from {@code row} to the reference samples of {@code group}; NaN when there are none. */
    public double meanDistance(int row, int group) {
        long c = distCount[row * groups + group];
        return c == 0 ? Double.NaN : FixedPointSums.value(distSum, row * groups + group) / c;
    }

    /** Sum of the distances from {@code row} to the reference samples of {@code group}. */
    public double distanceSum(int row, int group) {
        return FixedPointSums.value(distSum, row * groups + group);
    }

    /** Number of reference samples of {@code group} whose distance from {@code row} was added. */
    public long distanceCount(int row, int group) {
        return distCount[row * groups + group];
    }

    /** Adds the other table (same rows, neighbours and distances from other gallery samples) into this one. */
    @Override
    public NeighbourTable merge(NeighbourTable o) {
        if (o.rows != rows || o.k != k || o.groups != groups) {
            throw new IllegalArgumentException("tables of different shape");
        }
        for (int r = 0; r < rows; r++) {
            for (int i = 0; i < o.filled[r]; i++) {
                offer(r, o.sim[r * k + i], o.tie[r * k + i], o.same[r * k + i]);
            }
        }
        FixedPointSums.merge(distSum, o.distSum);
        for (int i = 0; i < distCount.length; i++) {
            distCount[i] += o.distCount[i];
        }
        return this;
    }

    /** The similarities of {@code row}'s neighbours, nearest first (tests). */
    public float[] similarities(int row) {
        return Arrays.copyOfRange(sim, row * k, row * k + filled[row]);
    }
}
