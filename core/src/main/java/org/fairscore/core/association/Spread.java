package org.fairscore.core.association;

import org.fairscore.core.verification.MetricValue;

/**
 * Mean and standard deviation with a stated ddof (delta degrees of freedom): sd = √(Σ(x − mean)² / (n − ddof)).
 * ddof = 1 is the sample standard deviation (R's sd, numpy's {@code std(ddof=1)}), ddof = 0 the population one
 * (numpy's default).
 */
public final class Spread {
    private Spread() {
    }

    public static double mean(double[] x) {
        double s = 0;
        for (double v : x) {
            s += v;
        }
        return s / x.length;
    }

    /** Undefined when n − ddof ≤ 0. */
    public static MetricValue sd(double[] x, int ddof) {
        if (x.length - ddof <= 0) {
            return MetricValue.undefined("a standard deviation with ddof " + ddof + " needs more than " + ddof
                    + " values, got " + x.length);
        }
        double m = mean(x);
        double ss = 0;
        for (double v : x) {
            ss += (v - m) * (v - m);
        }
        return MetricValue.of(Math.sqrt(ss / (x.length - ddof)));
    }
}
