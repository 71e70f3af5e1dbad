package org.fairscore.core.verification;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class FractionsTest {

    private static int exact(long a, long b, long c, long d) {
        return BigInteger.valueOf(a).multiply(BigInteger.valueOf(d))
                .compareTo(BigInteger.valueOf(c).multiply(BigInteger.valueOf(b)));
    }

    @Test
    void smallFractions() {
        assertEquals(0, Integer.signum(Fractions.compare(1, 3, 2, 6)));
        assertEquals(-1, Integer.signum(Fractions.compare(1, 3, 1, 2)));
        assertEquals(1, Integer.signum(Fractions.compare(2, 3, 1, 2)));
        assertEquals(0, Integer.signum(Fractions.compare(0, 5, 0, 7)));
        assertEquals(-1, Integer.signum(Fractions.compare(0, 5, 1, 1_000_000_000_000L)));
    }

    @Test
    void equalFractionsWithProductsBeyond2To63() {
        long n = 3_000_000_000_000L; // 3·10^12 pairs
        // 10^12/3·10^12 vs 2·10^12/6·10^12: both products are 6·10^24 > 2^63 ≈ 9.2·10^18
        assertEquals(0, Integer.signum(Fractions.compare(1_000_000_000_000L, n, 2_000_000_000_000L, 2 * n)));
        // a near miss a double cannot see: (10^12 + 1)/3·10^12 vs 10^12/(3·10^12 − 3)
        long a = 1_000_000_000_001L;
        long c = 1_000_000_000_000L;
        long d = n - 3;
        assertEquals(exact(a, n, c, d), Fractions.compare(a, n, c, d));
        assertEquals(exact(c, d, a, n), Fractions.compare(c, d, a, n));
        assertEquals(0, Integer.signum(Fractions.compare(Long.MAX_VALUE, Long.MAX_VALUE, 1, 1)));
        assertEquals(1, Integer.signum(Fractions.compare(Long.MAX_VALUE, Long.MAX_VALUE - 1, 1, 1)));
        assertEquals(-1, Integer.signum(Fractions.compare(Long.MAX_VALUE - 1, Long.MAX_VALUE, 1, 1)));
    }

    @Test
    void agreesWithBigIntegerOnRandomLargeCounts() {
        var rng = new SplittableRandom(42);
        for (int i = 0; i < 200_000; i++) {
            int bits = 1 + rng.nextInt(63);
            long b = 1 + (rng.nextLong() >>> (64 - bits) >>> 1);
            long d = 1 + (rng.nextLong() >>> (64 - bits) >>> 1);
            long a = rng.nextLong(b + 1);
            long c = rng.nextInt(4) == 0 ? a : rng.nextLong(d + 1);
            if (rng.nextInt(4) == 0) {
                // construct an equal fraction: c/d = a/b with d = b·k
                long k = 1 + rng.nextInt(1000);
                if (b <= Long.MAX_VALUE / k) {
                    d = b * k;
                    c = a * k;
                }
            }
            int expected = exact(a, b, c, d);
            int actual = Fractions.compare(a, b, c, d);
            if (expected != Integer.signum(actual)) {
                assertEquals(expected, Integer.signum(actual), a + "/" + b + " vs " + c + "/" + d);
            }
        }
    }
}
