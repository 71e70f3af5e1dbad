package org.fairscore.core.geometry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

class KolmogorovSmirnovStatisticTest {
    /**
     * a = 0.1, 0.2, 0.2, 0.4; b = 0.2, 0.3, 0.3. ECDFs after all values equal to x:
     * x = 0.1: 1/4 vs 0 → 1/4; x = 0.2: 3/4 vs 1/3 → 5/12; x = 0.3: 3/4 vs 1 → 1/4; x = 0.4: 1 vs 1 → 0.
     */
    @Test
    void exactDByHandWithTies() {
        assertEquals(5.0 / 12, KolmogorovSmirnov.exactD(new double[] {0.1, 0.2, 0.2, 0.4}, new double[] {0.2, 0.3, 0.3}),
                1e-15);
    }

    /** Identical samples of one repeated value: D = 0 (stepping through a's 0.2 before b's would give 1). */
    @Test
    void tiesAcrossSamplesAreComparedAfterAllTiedValues() {
        assertEquals(0.0, KolmogorovSmirnov.exactD(new double[] {0.2, 0.2}, new double[] {0.2}), 0);
        assertEquals(1.0, KolmogorovSmirnov.exactD(new double[] {0.1}, new double[] {0.2, 0.2}), 0);
    }

    /** Against the definition, max over every value x of |#{a ≤ x}/n − #{b ≤ x}/m|, on random samples with ties. */
    @Test
    void exactDEqualsTheDefinitionOnRandomSamples() {
        var random = new Random(3);
        for (int trial = 0; trial < 300; trial++) {
            double[] a = sample(random, 1 + random.nextInt(12));
            double[] b = sample(random, 1 + random.nextInt(12));
            double brute = 0;
            for (double[] s : new double[][] {a, b}) {
                for (double x : s) {
                    brute = Math.max(brute, Math.abs(atMost(a, x) / a.length - atMost(b, x) / b.length));
                }
            }
            Arrays.sort(a);
            Arrays.sort(b);
            assertEquals(brute, KolmogorovSmirnov.exactD(a, b), 1e-15);
        }
    }

    /**
     * 3,000 and 4,000 values: the histogram's D is a lower bound on the exact D, short of it by at most the
     * larger mass either sample puts in one bin (the most an ECDF moves between two edges).
     */
    @Test
    void histogramDIsALowerBoundWithinOneBinsMass() {
        var random = new Random(11);
        var ha = DistributionHistogram.empty();
        var hb = DistributionHistogram.empty();
        double[] a = new double[3000];
        double[] b = new double[4000];
        for (int i = 0; i < a.length; i++) {
            a[i] = Math.min(2, Math.max(0, 1.0 + 0.2 * random.nextGaussian()));
            ha.add(a[i]);
        }
        for (int i = 0; i < b.length; i++) {
            b[i] = Math.min(2, Math.max(0, 1.05 + 0.25 * random.nextGaussian()));
            hb.add(b[i]);
        }
        Arrays.sort(a);
        Arrays.sort(b);
        double exact = KolmogorovSmirnov.exactD(a, b);
        double hist = KolmogorovSmirnov.histogramD(ha.counts(), ha.count(), hb.counts(), hb.count());
        double maxBinMass = 0;
        for (int i = 0; i < DistributionHistogram.BINS; i++) {
            maxBinMass = Math.max(maxBinMass, Math.max((double) ha.counts()[i] / a.length, (double) hb.counts()[i] / b.length));
        }
        assertTrue(hist <= exact + 1e-15, hist + " > " + exact);
        assertTrue(exact - hist <= maxBinMass, "exact " + exact + ", histogram " + hist + ", bin mass " + maxBinMass);
        assertTrue(exact > 0.05); // the shift is visible, so the comparison is not between two zeros
    }

    /** P(D ≥ 0) = 1; and D·√(nm/(n+m)) = 1.36 is the textbook 5% critical value of the Kolmogorov distribution. */
    @Test
    void asymptoticPValueAtKnownPoints() {
        assertEquals(1.0, KolmogorovSmirnov.asymptoticP(0, 10, 10), 1e-12);
        double d = 1.358 / Math.sqrt(100.0 * 100 / 200);
        assertEquals(0.05, KolmogorovSmirnov.asymptoticP(d, 100, 100), 5e-4);
    }

    private static double[] sample(Random random, int n) {
        double[] s = new double[n];
        for (int i = 0; i < n; i++) {
            s[i] = random.nextInt(6) / 4.0;
        }
        return s;
    }

    private static double atMost(double[] s, double x) {
        return Arrays.stream(s).filter(v -> v <= x).count();
    }
}
