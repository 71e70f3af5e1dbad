package org.fairscore.core.geometry;

import java.util.Arrays;
import org.apache.commons.math3.linear.EigenDecomposition;
import org.apache.commons.math3.linear.MatrixUtils;
import org.fairscore.core.verification.MetricValue;

/**
 * Spectral uniformity U_KL (finDML, Dullerud et al. 2022, Eq. 1): the KL divergence D_KL(U ‖ P) of the
 * uniform distribution U = (1/m, …, 1/m) from the normalised singular-value spectrum P = σ / Σσ of X_a,
 * i.e. U_KL = Σ_i (1/m) log((1/m) / p_i) = −log m − (1/m) Σ_i log p_i; 0 when every direction carries the
 * same spread, larger as the spectrum concentrates.
 *
 * <p>σ_i = √λ_i with λ the eigenvalues of the d×d {@link Gramian} (commons-math3 symmetric eigen
 * decomposition), so X_a is never held. Defaults: uncentred X_a and m = min(|X_a|, d) largest singular
 * values. Centred: the Gramian of X_a − mean, and m = min(|X_a| − 1, d) (centring removes one
 * dimension). Dropping the top singular value (a shared mean direction dominates it) leaves m − 1.
 * A singular value below {@link #ZERO_RELATIVE} · σ_max counts as zero (the eigenvalues' rounding error
 * is about ε·λ_max, i.e. 10⁻⁸ σ_max after the square root); a zero p_i makes the divergence infinite,
 * which is reported as undefined with the rank.
 */
public final class SpectralUniformity {
    /** Singular values below this fraction of the largest are zero. */
    public static final double ZERO_RELATIVE = 1e-6;

    private SpectralUniformity() {
    }

    public static MetricValue of(Gramian g, boolean centred, boolean dropTop) {
        long n = g.count();
        int m = (int) Math.min(centred ? n - 1 : n, g.dim());
        if (dropTop) {
            m--;
        }
        if (m < 1) {
            return MetricValue.undefined("too few samples (" + n + ") for a spectrum of at least one singular value"
                    + (centred ? " after centring" : "") + (dropTop ? " and dropping the top one" : ""));
        }
        double[] lambda = new EigenDecomposition(MatrixUtils.createRealMatrix(g.matrix(centred))).getRealEigenvalues();
        double[] sigma = Arrays.stream(lambda).map(l -> Math.sqrt(Math.max(0, l))).sorted().toArray();
        int d = sigma.length;
        double max = sigma[d - 1];
        int skip = dropTop ? 1 : 0;
        double total = 0;
        int zeros = 0;
        for (int i = 0; i < m; i++) {
            double s = sigma[d - 1 - skip - i];
            if (max == 0 || s < ZERO_RELATIVE * max) {
                zeros++;
            }
            total += s;
        }
        if (zeros > 0) {
            return MetricValue.undefined("the spectrum has " + zeros + " zero singular value(s) among the m = " + m
                    + " used (the samples span fewer than m directions): U_KL is infinite");
        }
        double sumLog = 0;
        for (int i = 0; i < m; i++) {
            sumLog += Math.log(sigma[d - 1 - skip - i] / total);
        }
        return MetricValue.of(Math.max(0, -Math.log(m) - sumLog / m));
    }

    /** Number of singular values used: min(n, d), or min(n − 1, d) centred, minus one when the top is dropped. */
    public static long spectrumSize(long n, int dim, boolean centred, boolean dropTop) {
        return Math.min(centred ? n - 1 : n, dim) - (dropTop ? 1 : 0);
    }
}
