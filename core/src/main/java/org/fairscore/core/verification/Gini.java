package org.fairscore.core.verification;

/**
 * The Gini coefficient used by GARBE (ISO/IEC 19795-10 draft; Howard et al.):
 * Gini = n/(n−1) · Σ_i Σ_j |x_i − x_j| / (2 n² · mean). The n/(n−1) factor makes the maximal
 * inequality among n groups equal 1. Undefined for fewer than two values or a zero mean.
 */
public final class Gini {
    private Gini() {
    }

    public static MetricValue of(double[] x, String what) {
        int n = x.length;
        if (n < 2) {
            return MetricValue.undefined("Gini of " + what + " needs at least two groups, got " + n);
        }
        double sum = 0;
        for (double v : x) {
            sum += v;
        }
        double mean = sum / n;
        if (mean == 0) {
            return MetricValue.undefined("Gini of " + what + " is undefined: every group's rate is 0");
        }
        double abs = 0;
        for (double a : x) {
            for (double b : x) {
                abs += Math.abs(a - b);
            }
        }
        return MetricValue.of((double) n / (n - 1) * abs / (2.0 * n * n * mean));
    }
}
