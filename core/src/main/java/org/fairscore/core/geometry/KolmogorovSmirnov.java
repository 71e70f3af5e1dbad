package org.fairscore.core.geometry;

import org.apache.commons.math3.stat.inference.KolmogorovSmirnovTest;

/**
 * The two-sample Kolmogorov–Smirnov statistic D = sup_x |F_a(x) − F_b(x)| of two empirical CDFs, two ways:
 *
 * <ul>
 *   <li>{@link #exactD}: from the sorted values (the order statistics), merged — the ECDFs are compared at
 *   every distinct value after ALL values equal to it in either sample have been counted, so ties never
 *   create a spurious step. This is D itself.</li>
 *   <li>{@link #histogramD}: the largest difference of the two histograms' CDFs at their common bin edges. A
 *   lower bound on D: between two edges each ECDF moves by at most its own mass in that bin, so
 *   D − histogramD ≤ max over bins of max(P_a(bin), P_b(bin)) — a bound in probability, not in distance.</li>
 * </ul>
 * The p-value is the asymptotic one in both cases: P(D ≥ d) ≈ 1 − K(d·√(nm/(n+m))) with K the Kolmogorov
 * distribution (Smirnov 1948, "Table for estimating the goodness of fit of empirical distributions"; the
 * series of commons-math3's {@code ksSum}). It assumes continuous distributions; ties (and the histogram's
 * lower-bound D) make it conservative.
 */
public final class KolmogorovSmirnov {
    private KolmogorovSmirnov() {
    }

    /** D from two ascending arrays, both non-empty. */
    public static double exactD(double[] a, double[] b) {
        if (a.length == 0 || b.length == 0) {
            throw new IllegalArgumentException("both samples need a value: " + a.length + " and " + b.length);
        }
        int i = 0;
        int j = 0;
        double d = 0;
        while (i < a.length || j < b.length) {
            double v = i == a.length ? b[j] : j == b.length ? a[i] : Math.min(a[i], b[j]);
            while (i < a.length && a[i] == v) {
                i++;
            }
            while (j < b.length && b[j] == v) {
                j++;
            }
            d = Math.max(d, Math.abs((double) i / a.length - (double) j / b.length));
        }
        return d;
    }

    /** The largest CDF difference at the common bin edges of two histograms (counts per bin; totals n, m > 0). */
    public static double histogramD(long[] a, long n, long[] b, long m) {
        double d = 0;
        long ca = 0;
        long cb = 0;
        for (int i = 0; i < a.length; i++) {
            ca += a[i];
            cb += b[i];
            d = Math.max(d, Math.abs((double) ca / n - (double) cb / m));
        }
        return d;
    }

    /** Asymptotic P(D ≥ d) for samples of n and m values. */
    public static double asymptoticP(double d, long n, long m) {
        double p = 1 - new KolmogorovSmirnovTest().ksSum(d * Math.sqrt((double) n * m / ((double) n + m)), 1e-20, 100_000);
        return Math.min(1, Math.max(0, p));
    }
}
