package org.fairscore.core.geometry;

import java.io.Serializable;
import org.fairscore.core.summaries.Mergeable;

/**
 * First and second moments of a set of embeddings: count n, vector sum S = Σ x_i and Q = Σ ‖x_i‖².
 * Mergeable (sums add), so Spark builds one per (group) or (label, group) and merges them.
 *
 * <p>Everything the pair-free metrics need follows from these three: the centroid S / n, and the sum of
 * squared distances over all unordered pairs of the set, Σ_{i&lt;j} ‖x_i − x_j‖² = n·Q − ‖S‖² (expand the
 * square; each ‖x_i‖² appears in n − 1 pairs and each cross term twice). Memory: d + 2 doubles.
 */
public final class Moments implements Mergeable<Moments>, Serializable {
    private static final long serialVersionUID = 1L;

    private long count;
    private final double[] sum;
    private double sumSq;

    private Moments(int dim) {
        this.sum = new double[dim];
    }

    public static Moments empty(int dim) {
        return new Moments(dim);
    }

    /** The moments of the given rows (tests and single-machine references). */
    public static Moments of(double[][] rows, int dim) {
        var m = empty(dim);
        for (double[] r : rows) {
            m.add(r);
        }
        return m;
    }

    public Moments add(float[] x) {
        checkDim(x.length);
        double q = 0;
        for (int k = 0; k < x.length; k++) {
            sum[k] += x[k];
            q += (double) x[k] * x[k];
        }
        sumSq += q;
        count++;
        return this;
    }

    public Moments add(double[] x) {
        checkDim(x.length);
        double q = 0;
        for (int k = 0; k < x.length; k++) {
            sum[k] += x[k];
            q += x[k] * x[k];
        }
        sumSq += q;
        count++;
        return this;
    }

    /** Adds {@code other} into this one and returns this. */
    @Override
    public Moments merge(Moments other) {
        checkDim(other.sum.length);
        for (int k = 0; k < sum.length; k++) {
            sum[k] += other.sum[k];
        }
        sumSq += other.sumSq;
        count += other.count;
        return this;
    }

    /** A new value: these moments without {@code part} (which must be a subset's moments). */
    public Moments minus(Moments part) {
        checkDim(part.sum.length);
        var out = new Moments(sum.length);
        for (int k = 0; k < sum.length; k++) {
            out.sum[k] = sum[k] - part.sum[k];
        }
        out.sumSq = sumSq - part.sumSq;
        out.count = count - part.count;
        return out;
    }

    public Moments copy() {
        return empty(sum.length).merge(this);
    }

    public long count() {
        return count;
    }

    public int dim() {
        return sum.length;
    }

    public double sumSq() {
        return sumSq;
    }

    public double[] sum() {
        return sum.clone();
    }

    /** Σ_{i&lt;j} ‖x_i − x_j‖² = n·Q − ‖S‖², clamped at 0 against rounding. */
    public double pairSquaredDistanceSum() {
        double s2 = 0;
        for (double v : sum) {
            s2 += v * v;
        }
        return Math.max(0.0, count * sumSq - s2);
    }

    /** C(n, 2). */
    public long pairs() {
        return count * (count - 1) / 2;
    }

    /** S / n; throws for an empty set. */
    public double[] centroid() {
        if (count == 0) {
            throw new IllegalStateException("centroid of an empty set");
        }
        double[] c = sum.clone();
        for (int k = 0; k < c.length; k++) {
            c[k] /= count;
        }
        return c;
    }

    /** Σ_i ‖x_i − centroid‖² = Q − ‖S‖² / n (the within-set scatter), clamped at 0. */
    public double scatter() {
        if (count == 0) {
            return 0;
        }
        double s2 = 0;
        for (double v : sum) {
            s2 += v * v;
        }
        return Math.max(0.0, sumSq - s2 / count);
    }

    private void checkDim(int d) {
        if (d != sum.length) {
            throw new IllegalArgumentException("dimension " + d + " != " + sum.length);
        }
    }
}
