package org.fairscore.core.association;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class PermutationTestTest {
    private static final double EPS = 1e-12;

    @Test
    void binomialIsExactAndCapped() {
        assertEquals(6, PermutationTest.binomialCapped(4, 2, 100));
        assertEquals(1, PermutationTest.binomialCapped(10, 0, 100));
        assertEquals(12870, PermutationTest.binomialCapped(16, 8, 100_000));
        assertEquals(101, PermutationTest.binomialCapped(40, 20, 100));
        assertEquals(100_001, PermutationTest.binomialCapped(2_000_000_000, 3, 100_000));
    }

    @Test
    void unequalSizesTwoSidedIsCentredOnTheMeanOverPartitions() {
        // nx = 1 of {3, 0, 0, 1}: Σ = 4, centre 1; partitions' Σ_X: 3, 0, 0, 1; |· − 1| ≥ |3 − 1| only for 3
        var r = PermutationTest.pValue(new double[] {3, 0, 0, 1}, 1, Alternative.TWO_SIDED, 100, 1);
        assertEquals(0.25, r.pValue(), EPS);
        // observed 0 (second item first): |0 − 1| = 1 → 3, 0, 0 count (|1 − 1| = 0 does not)
        var r2 = PermutationTest.pValue(new double[] {0, 3, 0, 1}, 1, Alternative.TWO_SIDED, 100, 1);
        assertEquals(0.75, r2.pValue(), EPS);
    }

    @Test
    void tiesWithTheObservedPartitionCountAsExtremeDespiteRounding() {
        // 0.1 + 0.2 ≠ 0.2 + 0.1 bit for bit after adding 0.3 in different orders; the tolerance treats them as ties
        var r = PermutationTest.pValue(new double[] {0.1, 0.2, 0.3, 0.3}, 2, Alternative.GREATER, 100, 1);
        // Σ_X over 6 partitions: 0.3, 0.4, 0.4, 0.5, 0.5, 0.6 → ≥ 0.3: all
        assertEquals(1.0, r.pValue(), EPS);
        var r2 = PermutationTest.pValue(new double[] {0.3, 0.2, 0.1, 0.3}, 2, Alternative.GREATER, 100, 1);
        // observed 0.5: partitions 0.5 ({0.3,0.2}), 0.4, 0.6, 0.3, 0.5 ({0.2,0.3}), 0.4 → 3 of 6
        assertEquals(0.5, r2.pValue(), EPS);
    }

    @Test
    void monteCarloAgreesWithExactEnumerationAndIsSeeded() {
        var rnd = new SplittableRandom(3);
        var s = new double[16];
        for (int i = 0; i < s.length; i++) {
            s[i] = rnd.nextGaussian() + (i < 8 ? 0.5 : 0);
        }
        var exact = PermutationTest.pValue(s, 8, Alternative.GREATER, 20_000, 1);
        assertTrue(exact.exact());
        assertEquals(12870, exact.permutations());
        var mc = PermutationTest.pValue(s, 8, Alternative.GREATER, 10_000, 5);
        assertFalse(mc.exact());
        assertEquals(10_000, mc.permutations());
        // binomial sd of a 10,000-draw estimate is at most 0.005: 4 sd
        assertEquals(exact.pValue(), mc.pValue(), 0.02);
        assertEquals(mc.pValue(), PermutationTest.pValue(s, 8, Alternative.GREATER, 10_000, 5).pValue(), 0.0);
        var two = PermutationTest.pValue(s, 8, Alternative.TWO_SIDED, 20_000, 1);
        assertEquals(two.pValue(), PermutationTest.pValue(s, 8, Alternative.TWO_SIDED, 10_000, 9).pValue(), 0.02);
    }

    @Test
    void monteCarloPValueIsNeverZero() {
        var s = new double[40];
        for (int i = 0; i < 20; i++) {
            s[i] = 1;
        }
        var r = PermutationTest.pValue(s, 20, Alternative.GREATER, 999, 1);
        // only the observed split reaches Σ = 20, and a random draw hits it with probability 1/C(40,20)
        assertEquals(1.0 / 1000, r.pValue(), 1e-15);
    }

    /**
     * Draws are uniform over the subsets although the index array is not reset between them: s = 0, 1, …, 399 and
     * |X| = 2, so C(400, 2) = 79,800 partitions, more than the 60,000 draws (Monte Carlo). For several observed
     * pairs the exact p is the fraction of all pairs {i, j} with i + j ≥ the observed sum, counted here; the
     * estimate must be within 4 binomial sd of it.
     */
    @Test
    void monteCarloDrawsAreUniformOverSubsets() {
        int n = 400;
        int[][] observedPairs = {{0, 399}, {100, 200}, {350, 390}, {10, 20}, {250, 260}};
        for (int[] pair : observedPairs) {
            double observed = pair[0] + pair[1];
            long atLeast = 0;
            for (int i = 0; i < n; i++) {
                for (int j = i + 1; j < n; j++) {
                    atLeast += i + j >= observed ? 1 : 0;
                }
            }
            double exact = atLeast / (n * (n - 1) / 2.0);
            // X = the observed pair first, then every other value
            double[] s = new double[n];
            s[0] = pair[0];
            s[1] = pair[1];
            int k = 2;
            for (int i = 0; i < n; i++) {
                if (i != pair[0] && i != pair[1]) {
                    s[k++] = i;
                }
            }
            int draws = 60_000;
            var mc = PermutationTest.pValue(s, 2, Alternative.GREATER, draws, pair[0] * 1000L + pair[1]);
            assertFalse(mc.exact());
            double sd = Math.sqrt(exact * (1 - exact) / draws);
            assertEquals(exact, mc.pValue(), 4 * sd + 2.0 / draws, "observed pair " + pair[0] + ", " + pair[1]);
        }
    }

    /**
     * The documented cost, O(|X|+|Y| + N·|X|): |X| = 1 against |Y| = 999,999 with 100,000 draws is a few
     * million steps (milliseconds); resetting the index array per draw, O(N·(|X|+|Y|)), is 10¹¹ (minutes).
     */
    @Test
    void monteCarloCostDoesNotGrowWithTheLargerSetPerDraw() {
        double[] s = new double[1_000_000];
        s[0] = 1;
        var r = assertTimeout(Duration.ofSeconds(10),
                () -> PermutationTest.pValue(s, 1, Alternative.GREATER, 100_000, 1));
        // only item 0 reaches Σ_X = 1: P = 1e-6 per draw, so p = (1 + hits) / 100,001 with hits almost surely 0 or 1
        assertTrue(r.pValue() <= 3.0 / 100_001, "p = " + r.pValue());
    }

    @Test
    void refusesAnEmptySide() {
        assertThrows(IllegalArgumentException.class,
                () -> PermutationTest.pValue(new double[] {1, 2}, 2, Alternative.GREATER, 10, 1));
    }
}
