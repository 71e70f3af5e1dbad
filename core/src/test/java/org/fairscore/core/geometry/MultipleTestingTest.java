package org.fairscore.core.geometry;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

class MultipleTestingTest {
    /**
     * p = 0.01, 0.04, 0.03, 0.005 (m = 4), by hand. Sorted: 0.005, 0.01, 0.03, 0.04.
     * Holm: (m − j + 1)·p₍ⱼ₎ = 0.02, 0.03, 0.06, 0.04; running max: 0.02, 0.03, 0.06, 0.06.
     * BH: m·p₍ⱼ₎ / j = 0.02, 0.02, 0.04, 0.04; running min from the top: 0.02, 0.02, 0.04, 0.04.
     */
    @Test
    void holmAndBenjaminiHochbergByHand() {
        double[] p = {0.01, 0.04, 0.03, 0.005};
        assertArrayEquals(new double[] {0.03, 0.06, 0.06, 0.02}, MultipleTesting.holm(p), 1e-15);
        assertArrayEquals(new double[] {0.02, 0.04, 0.04, 0.02}, MultipleTesting.benjaminiHochberg(p), 1e-15);
    }

    /**
     * Ties: p = 0.02, 0.02, 0.5 (m = 3). Holm: 3·0.02 = 0.06, max(0.06, 2·0.02) = 0.06, max(0.06, 0.5) = 0.5.
     * BH: 0.5 → 0.5; 0.02 at rank 2 → 3·0.02/2 = 0.03; at rank 1 → min(0.06, 0.03) = 0.03.
     */
    @Test
    void tiedPValuesGetEqualAdjustedValues() {
        double[] p = {0.02, 0.5, 0.02};
        assertArrayEquals(new double[] {0.06, 0.5, 0.06}, MultipleTesting.holm(p), 1e-15);
        assertArrayEquals(new double[] {0.03, 0.5, 0.03}, MultipleTesting.benjaminiHochberg(p), 1e-15);
    }

    /** Capped at 1: p = 0.4, 0.6 → Holm 0.8, 0.8 (running max); BH 0.6, 0.6; and 0.9, 0.95 → Holm 1, 1. */
    @Test
    void adjustedValuesAreCappedAtOne() {
        assertArrayEquals(new double[] {0.8, 0.8}, MultipleTesting.holm(new double[] {0.4, 0.6}), 1e-15);
        assertArrayEquals(new double[] {0.6, 0.6}, MultipleTesting.benjaminiHochberg(new double[] {0.4, 0.6}), 1e-15);
        assertArrayEquals(new double[] {1, 1}, MultipleTesting.holm(new double[] {0.9, 0.95}), 0);
        assertArrayEquals(new double[0], MultipleTesting.holm(new double[0]), 0);
    }

    /**
     * Against the procedures as the papers state them, as rejection sets: Holm rejects H₍₁₎..H₍ₖ₋₁₎ for the
     * first k with p₍ₖ₎ > α/(m − k + 1); BH rejects H₍₁₎..H₍ₖ₎ for the largest k with p₍ₖ₎ ≤ k·α/m. The adjusted
     * p-value of a hypothesis is the smallest α that rejects it, so "adjusted ≤ α" must equal "rejected at α"
     * for every α < 1 — checked on a grid of α, on random families with ties.
     */
    @Test
    void adjustedPValuesRejectExactlyWhatTheStepwiseProceduresReject() {
        var random = new Random(7);
        for (int trial = 0; trial < 200; trial++) {
            int m = 1 + random.nextInt(8);
            double[] p = new double[m];
            for (int i = 0; i < m; i++) {
                p[i] = random.nextInt(20) / 40.0; // multiples of 1/40: ties are common
            }
            double[] holm = MultipleTesting.holm(p);
            double[] bh = MultipleTesting.benjaminiHochberg(p);
            for (int a = 1; a < 400; a++) { // below α = 1, where the cap at 1 "rejects" everything
                double alpha = a / 400.0 + 1e-12;
                boolean[] rh = holmRejects(p, alpha);
                boolean[] rb = bhRejects(p, alpha);
                for (int i = 0; i < m; i++) {
                    assertEquals(rh[i], holm[i] <= alpha, "Holm, p = " + Arrays.toString(p) + ", α = " + alpha);
                    assertEquals(rb[i], bh[i] <= alpha, "BH, p = " + Arrays.toString(p) + ", α = " + alpha);
                }
            }
        }
    }

    private static boolean[] holmRejects(double[] p, double alpha) {
        int m = p.length;
        double[] s = p.clone();
        Arrays.sort(s);
        double threshold = Double.POSITIVE_INFINITY; // reject every p strictly below the first failing p₍ₖ₎
        for (int k = 1; k <= m; k++) {
            if (s[k - 1] > alpha / (m - k + 1)) {
                threshold = s[k - 1];
                break;
            }
        }
        boolean[] r = new boolean[m];
        for (int i = 0; i < m; i++) {
            r[i] = p[i] < threshold;
        }
        return r;
    }

    private static boolean[] bhRejects(double[] p, double alpha) {
        int m = p.length;
        double[] s = p.clone();
        Arrays.sort(s);
        double threshold = -1;
        for (int k = m; k >= 1; k--) {
            if (s[k - 1] <= k * alpha / m) {
                threshold = s[k - 1];
                break;
            }
        }
        boolean[] r = new boolean[m];
        for (int i = 0; i < m; i++) {
            r[i] = p[i] <= threshold;
        }
        return r;
    }

    @Test
    void refusesAValueOutsideTheUnitInterval() {
        var e = assertThrows(IllegalArgumentException.class, () -> MultipleTesting.holm(new double[] {0.1, Double.NaN}));
        assertEquals("p-value 1 is not in [0, 1]: NaN", e.getMessage());
    }
}
