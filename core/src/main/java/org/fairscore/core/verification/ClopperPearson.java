package org.fairscore.core.verification;

import org.apache.commons.math3.distribution.BetaDistribution;

/**
 * The Clopper–Pearson ("exact") binomial confidence interval for k errors in n trials:
 * [B(α/2; k, n−k+1), B(1−α/2; k+1, n−k)], with the conventions 0 for k = 0 and 1 for k = n.
 * It treats the n pairs as independent; pairs share samples, so it is narrower than the truth — the
 * identity bootstrap shows by how much.
 */
public final class ClopperPearson {
    /** Absolute accuracy of the Beta quantiles (commons-math's default, 1e-9, is too coarse for FAR ~ 1e-6). */
    private static final double ACCURACY = 1e-15;

    private ClopperPearson() {
    }

    /** [lower, upper] at confidence level {@code confidence} (e.g. 0.95); n must be positive. */
    public static double[] interval(long k, long n, double confidence) {
        if (n <= 0 || k < 0 || k > n) {
            throw new IllegalArgumentException("need 0 <= k <= n and n > 0: k=" + k + ", n=" + n);
        }
        double a = 1 - confidence;
        double lower = k == 0 ? 0.0 : new BetaDistribution(k, n - k + 1, ACCURACY).inverseCumulativeProbability(a / 2);
        double upper = k == n ? 1.0 : new BetaDistribution(k + 1, n - k, ACCURACY).inverseCumulativeProbability(1 - a / 2);
        return new double[] {lower, upper};
    }
}
