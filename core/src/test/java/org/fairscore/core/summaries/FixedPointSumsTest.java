package org.fairscore.core.summaries;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Random;
import org.junit.jupiter.api.Test;

class FixedPointSumsTest {
    /** 0.1 + 0.2 + 0.3 in two orders: different doubles, the same fixed-point sum, which is 0.6 to 1e-18. */
    @Test
    void orderDoesNotChangeTheSum() {
        assertNotEquals((0.1 + 0.2) + 0.3, 0.1 + (0.2 + 0.3)); // why this class exists
        long[] a = FixedPointSums.zeros(1);
        long[] b = FixedPointSums.zeros(1);
        for (double v : new double[] {0.1, 0.2, 0.3}) {
            FixedPointSums.add(a, 0, v);
        }
        for (double v : new double[] {0.3, 0.2, 0.1}) {
            FixedPointSums.add(b, 0, v);
        }
        assertArrayEquals(a, b);
        assertEquals(0.6, FixedPointSums.value(a, 0), 1e-18);
    }

    /**
     * 100,000 values in [−4, 4) with both signs, shuffled and split at random points into partials merged in
     * random order: always the same bits, and within n·2⁻⁶¹ plus one rounding of the exact (BigDecimal) sum.
     */
    @Test
    void anyPartitioningAndMergeOrderGivesTheSameBits() {
        var random = new Random(9);
        var values = new ArrayList<Double>();
        BigDecimal exact = BigDecimal.ZERO;
        for (int i = 0; i < 100_000; i++) {
            double v = (random.nextDouble() - 0.5) * 8;
            values.add(v);
            exact = exact.add(new BigDecimal(v));
        }
        long[] reference = null;
        for (int trial = 0; trial < 5; trial++) {
            Collections.shuffle(values, random);
            var partials = new ArrayList<long[]>();
            long[] current = FixedPointSums.zeros(2);
            for (double v : values) {
                FixedPointSums.add(current, 1, v);
                if (random.nextInt(1000) == 0) {
                    partials.add(current);
                    current = FixedPointSums.zeros(2);
                }
            }
            partials.add(current);
            Collections.shuffle(partials, random);
            long[] total = FixedPointSums.zeros(2);
            partials.forEach(p -> FixedPointSums.merge(total, p));
            if (reference == null) {
                reference = total;
            }
            assertArrayEquals(reference, total);
        }
        double sum = FixedPointSums.value(reference, 1);
        assertEquals(exact.doubleValue(), sum, values.size() * 0x1p-61 + Math.ulp(sum));
        assertEquals(0.0, FixedPointSums.value(reference, 0), 0); // the other slot untouched
    }

    /** Negative sums and carries across the 64-bit words, against BigDecimal. */
    @Test
    void negativeSumsAndCarriesByHand() {
        long[] s = FixedPointSums.zeros(1);
        FixedPointSums.add(s, 0, 0x1p-60);
        FixedPointSums.add(s, 0, -0x1p-59); // −2⁻⁶⁰: the high word goes to −1
        assertEquals(-0x1p-60, FixedPointSums.value(s, 0), 0);
        long[] big = FixedPointSums.zeros(1);
        for (int i = 0; i < 64; i++) {
            FixedPointSums.add(big, 0, 7.5); // 480 = 30·16: the low word overflows many times
        }
        assertEquals(480.0, FixedPointSums.value(big, 0), 0);
        for (int i = 0; i < 65; i++) {
            FixedPointSums.add(big, 0, -7.5);
        }
        assertEquals(-7.5, FixedPointSums.value(big, 0), 0);
    }

    @Test
    void refusesValuesOutOfRange() {
        long[] s = FixedPointSums.zeros(1);
        assertThrows(IllegalArgumentException.class, () -> FixedPointSums.add(s, 0, 8.0));
        assertThrows(IllegalArgumentException.class, () -> FixedPointSums.add(s, 0, Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> FixedPointSums.merge(s, FixedPointSums.zeros(2)));
    }
}
