package org.fairscore.core.geometry;

import java.io.Serializable;
import org.fairscore.core.summaries.Mergeable;

/**
 * The d×d Gramian G = XᵀX of a set of embeddings (rows of X), with the moments that centring needs
 * (n and S = Σ x_i): the centred Gramian is G − S·Sᵀ / n. The singular values of X are the square roots
 * of G's eigenvalues, so {@link SpectralUniformity} needs only this, never X. Mergeable (sums add).
 * Memory: d² + d doubles (2 MiB at d = 512); building costs d²/2 multiply-adds per row (upper triangle).
 */
public final class Gramian implements Mergeable<Gramian>, Serializable {
    private static final long serialVersionUID = 1L;

    private final int dim;
    private final double[] upper; // row-major d×d, only j ≥ i filled until mirrored by matrix()
    private final double[] sum;
    private long count;

    private Gramian(int dim) {
        this.dim = dim;
        this.upper = new double[dim * dim];
        this.sum = new double[dim];
    }

    public static Gramian empty(int dim) {
        return new Gramian(dim);
    }

    public Gramian add(float[] x) {
        if (x.length != dim) {
            throw new IllegalArgumentException("dimension " + x.length + " != " + dim);
        }
        for (int i = 0; i < dim; i++) {
            double xi = x[i];
            sum[i] += xi;
            if (xi == 0) {
                continue;
            }
            int row = i * dim;
            for (int j = i; j < dim; j++) {
                upper[row + j] += xi * x[j];
            }
        }
        count++;
        return this;
    }

    public Gramian add(double[] x) {
        float[] f = new float[x.length];
        for (int i = 0; i < x.length; i++) {
            f[i] = (float) x[i];
        }
        return add(f);
    }

    @Override
    public Gramian merge(Gramian other) {
        if (other.dim != dim) {
            throw new IllegalArgumentException("dimension " + other.dim + " != " + dim);
        }
        for (int i = 0; i < upper.length; i++) {
            upper[i] += other.upper[i];
        }
        for (int i = 0; i < dim; i++) {
            sum[i] += other.sum[i];
        }
        count += other.count;
        return this;
    }

    public int dim() {
        return dim;
    }

    public long count() {
        return count;
    }

    /** The full symmetric matrix, centred (G − S·Sᵀ/n) or not. */
    public double[][] matrix(boolean centred) {
        double[][] m = new double[dim][dim];
        for (int i = 0; i < dim; i++) {
            for (int j = i; j < dim; j++) {
                double v = upper[i * dim + j];
                if (centred && count > 0) {
                    v -= sum[i] * sum[j] / count;
                }
                m[i][j] = v;
                m[j][i] = v;
            }
        }
        return m;
    }
}
