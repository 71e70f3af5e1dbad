package org.fairscore.core.bootstrap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.fairscore.core.verification.Interval;
import org.junit.jupiter.api.Test;

/**
 * A group with 0 errors (or every pair an error) at a threshold: every bootstrap replicate is 0 (or 1), and the
 * interval's open side is the exact binomial bound on the group's counts, never [0, 0] or [1, 1]. Expected bounds are
 * computed here independently of {@code ClopperPearson}: closed forms for 0 of n and n of n, bisection on binomial
 * tail sums otherwise.
 */
class IdentityBootstrapExactBoundTest {

    /** P(X ≤ k) for X ~ Binomial(n, p), summed in log space term by term. */
    static double cdf(long k, long n, double p) {
        if (p <= 0) {
            return 1;
        }
        if (p >= 1) {
            return k >= n ? 1 : 0;
        }
        double logC = 0; // log C(n, 0)
        double sum = 0;
        for (long i = 0; i <= k; i++) {
            sum += Math.exp(logC + i * Math.log(p) + (n - i) * Math.log1p(-p));
            logC += Math.log(n - i) - Math.log(i + 1);
        }
        return Math.min(1, sum);
    }

    /** The p with P(X ≥ k | p) = a (0 for k = 0), by bisection: P(X ≥ k) grows with p. */
    static double lowerByTail(long k, long n, double a) {
        if (k == 0) {
            return 0;
        }
        double lo = 0;
        double hi = 1;
        for (int i = 0; i < 200; i++) {
            double mid = (lo + hi) / 2;
            if (1 - cdf(k - 1, n, mid) < a) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return (lo + hi) / 2;
    }

    /** The p with P(X ≤ k | p) = a (1 for k = n), by bisection: P(X ≤ k) falls with p. */
    static double upperByTail(long k, long n, double a) {
        if (k == n) {
            return 1;
        }
        double lo = 0;
        double hi = 1;
        for (int i = 0; i < 200; i++) {
            double mid = (lo + hi) / 2;
            if (cdf(k, n, mid) > a) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return (lo + hi) / 2;
    }

    /**
     * Four identities a–d, 50 impostor pairs between each two of them (300 impostor pairs) and 10 genuine pairs each
     * (40). Threshold 0: no false accept, every genuine pair rejected. Threshold 1: false accepts and rejects that
     * vary between identities.
     */
    private static IdentityErrorCounts fourIdentities() {
        var c = IdentityErrorCounts.empty(2);
        String[] ids = {"a", "b", "c", "d"};
        long[] fr1 = {1, 4, 0, 7};
        for (int i = 0; i < ids.length; i++) {
            c.addGenuine("G", ids[i], 10, new long[] {10, fr1[i]});
        }
        long fa1 = 0;
        for (int i = 0; i < ids.length; i++) {
            for (int j = i + 1; j < ids.length; j++) {
                IdentityBootstrapTest.impostor(c, "G", ids[i], ids[j], 50, 0, i == 0 ? 2 + j : 0);
                fa1 += i == 0 ? 2 + j : 0;
            }
        }
        assertEquals(12, fa1); // (2+1) + (2+2) + (2+3) on the pairs of a
        return c;
    }

    @Test
    void zeroFalseAcceptsGiveZeroToTheExactUpperBound() {
        var r = IdentityBootstrap.compute(fourIdentities(), 200, 11, 0.95);
        Interval far = r.far("G", 0);
        // 0 of n = 300: P(X = 0 | p) = (1 − p)^300 = 0.025 → p = 1 − 0.025^(1/300)
        double upper = 1 - Math.pow(0.025, 1.0 / 300);
        assertEquals(0.0, far.lower());
        assertEquals(upper, far.upper(), 1e-12);
        assertEquals(upperByTail(0, 300, 0.025), far.upper(), 1e-9);
        assertEquals(BootstrapIntervals.EXACT_BOUND_METHOD, far.method());
        for (double v : r.farReplicates("G", 0)) {
            assertEquals(0.0, v, "every replicate of a group without false accepts is 0; the replicates stay as drawn");
        }
    }

    @Test
    void everyPairAnErrorGivesTheExactLowerBoundToOne() {
        var r = IdentityBootstrap.compute(fourIdentities(), 200, 11, 0.95);
        Interval frr = r.frr("G", 0);
        // 40 of 40: P(X = 40 | p) = p^40 = 0.025 → p = 0.025^(1/40)
        assertEquals(Math.pow(0.025, 1.0 / 40), frr.lower(), 1e-12);
        assertEquals(lowerByTail(40, 40, 0.025), frr.lower(), 1e-9);
        assertEquals(1.0, frr.upper());
        assertEquals(BootstrapIntervals.EXACT_BOUND_METHOD, frr.method());
    }

    @Test
    void ratesThatVaryKeepThePercentileInterval() {
        var r = IdentityBootstrap.compute(fourIdentities(), 200, 11, 0.95);
        assertEquals(BootstrapIntervals.INTERVAL_METHOD, r.far("G", 1).method());
        assertEquals(BootstrapIntervals.INTERVAL_METHOD, r.frr("G", 1).method());
        assertEquals(IdentityBootstrap.percentile(r.frrReplicates("G", 1), 0.95), r.frr("G", 1));
        assertTrue(r.far("G", 1).lower() < r.far("G", 1).upper());
    }

    /** The bound follows the interval's confidence level: at 90%, 0.05 in each tail. */
    @Test
    void theBoundIsAtTheIntervalsConfidence() {
        var r = IdentityBootstrap.compute(fourIdentities(), 200, 11, 0.90);
        assertEquals(1 - Math.pow(0.05, 1.0 / 300), r.far("G", 0).upper(), 1e-12);
        assertEquals(Math.pow(0.05, 1.0 / 40), r.frr("G", 0).lower(), 1e-12);
    }

    /**
     * The case of the issue: 0 false accepts among 28,012 impostor pairs used to give [0, 0]; the exact bound is
     * 1 − 0.025^(1/28012) ≈ 1.3e-4. Two identities suffice for an interval; 28,012 = 2 × 14,006 pairs each way.
     */
    @Test
    void noFalseAcceptIn28012ImpostorPairs() {
        var c = IdentityErrorCounts.empty(1);
        c.addGenuine("G", "x", 3, new long[] {1});
        c.addGenuine("G", "y", 3, new long[] {0});
        c.addGenuine("G", "z", 3, new long[] {2});
        IdentityBootstrapTest.impostor(c, "G", "x", "y", 14_006, 0);
        IdentityBootstrapTest.impostor(c, "G", "y", "z", 14_006, 0);
        var far = IdentityBootstrap.compute(c, 200, 1, 0.95).far("G", 0);
        assertEquals(0.0, far.lower());
        assertEquals(-Math.expm1(Math.log(0.025) / 28_012), far.upper(), 1e-15);
        assertEquals(1.3e-4, far.upper(), 0.05e-4);
    }
}
