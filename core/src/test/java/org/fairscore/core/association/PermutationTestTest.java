package org.fairscore.core.association;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

    @Test
    void refusesAnEmptySide() {
        assertThrows(IllegalArgumentException.class,
                () -> PermutationTest.pValue(new double[] {1, 2}, 2, Alternative.GREATER, 10, 1));
    }
}
