package org.fairscore.core.bootstrap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import org.fairscore.core.verification.Interval;
import org.junit.jupiter.api.Test;

class IdentityBootstrapTest {

    /** {@code pairs} impostor pairs between identities a and b, added for both, as the job does. */
    static void impostor(IdentityErrorCounts c, String group, String a, String b, long pairs, long... falseAccepts) {
        c.addImpostor(group, a, pairs, falseAccepts);
        c.addImpostor(group, b, pairs, falseAccepts);
    }

    @Test
    void oneIdentityHasNoInterval() {
        var c = IdentityErrorCounts.empty(1);
        c.addGenuine("A", "solo", 45, new long[] {3});
        var r = IdentityBootstrap.compute(c, 200, 1, 0.95);
        assertNull(r.frr("A", 0));
        assertNull(r.far("A", 0));
    }

    @Test
    void groupWithoutPairsOfAKindHasNoIntervalOfThatKind() {
        var c = IdentityErrorCounts.empty(1);
        c.addGenuine("A", "x", 10, new long[] {1});
        c.addGenuine("A", "y", 10, new long[] {2});
        // a second identity with impostor pairs only; the first has none: fewer than 2 with impostor pairs
        c.addGenuine("B", "x", 10, new long[] {1});
        c.addImpostor("B", "y", 0, new long[] {0});
        var r = IdentityBootstrap.compute(c, 100, 1, 0.95);
        assertNotNull(r.frr("A", 0));
        assertNull(r.far("A", 0));
        assertNull(r.frr("B", 0));
        assertNull(r.far("B", 0));
        assertNull(r.far("unknown", 0));
        assertThrows(IndexOutOfBoundsException.class, () -> r.far("A", 1));
    }

    /**
     * Every identity at the same rate: every replicate repeats it, so the percentile interval would be [r, r]; the
     * group gets the Clopper–Pearson interval of its counts instead (checked in {@link IdentityBootstrapExactBoundTest} against
     * binomial tail sums), never a zero-width one.
     */
    @Test
    void identicalRatesGiveTheExactBinomialIntervalNotAZeroWidthOne() {
        var c = IdentityErrorCounts.empty(2);
        for (String id : List.of("a", "b", "c")) {
            c.addGenuine("A", id, 10, new long[] {2, 5});
        }
        c.addGenuine("A", "d", 20, new long[] {4, 10});
        // every identity: I_k = 200, FA_k = {10, 40}
        impostor(c, "A", "a", "b", 100, 5, 20);
        impostor(c, "A", "c", "d", 100, 5, 20);
        impostor(c, "A", "a", "c", 100, 5, 20);
        impostor(c, "A", "b", "d", 100, 5, 20);
        var r = IdentityBootstrap.compute(c, 200, 3, 0.95);
        // genuine: 50 pairs, 10 and 25 false rejects; impostor: 400 pairs, 20 and 80 false accepts
        assertExact(r.frr("A", 0), 10, 50);
        assertExact(r.frr("A", 1), 25, 50);
        assertExact(r.far("A", 0), 20, 400);
        assertExact(r.far("A", 1), 80, 400);
        for (double v : r.frrReplicates("A", 0)) {
            assertEquals(0.2, v, "the replicates themselves are the bootstrap's");
        }
        assertEquals(0, r.undefinedFarReplicates("A"));
    }

    private static void assertExact(Interval ci, long k, long n) {
        assertEquals(BootstrapIntervals.EXACT_BOUND_METHOD, ci.method());
        assertTrue(ci.lower() < (double) k / n && (double) k / n < ci.upper(), ci::toString);
        assertEquals(IdentityBootstrapExactBoundTest.lowerByTail(k, n, 0.025), ci.lower(), 1e-9);
        assertEquals(IdentityBootstrapExactBoundTest.upperByTail(k, n, 0.025), ci.upper(), 1e-9);
    }

    /**
     * Two identities, one genuine pair each, one false reject: a replicate draws {a,a}, {a,b} or {b,b}
     * with probability 1/4, 1/2, 1/4, so FRR* is 0, 1/2 or 1. The 95% interval spans [0, 1]; the 40%
     * interval (quantiles 0.3 and 0.7) lies inside the middle half and is [1/2, 1/2].
     */
    @Test
    void twoIdentitiesGiveTheHandCountedDistribution() {
        var c = IdentityErrorCounts.empty(1);
        c.addGenuine("A", "a", 1, new long[] {0});
        c.addGenuine("A", "b", 1, new long[] {1});
        assertEquals(new Interval(0, 1, "identity-bootstrap"), IdentityBootstrap.compute(c, 4000, 5, 0.95).frr("A", 0));
        assertEquals(new Interval(0.5, 0.5, "identity-bootstrap"), IdentityBootstrap.compute(c, 4000, 5, 0.4).frr("A", 0));
    }

    /** Two identities with FRR 0 and 1: every replicate is 0, 1/2 or 1, and their percentiles are the interval. */
    @Test
    void replicatesAreTheValuesTheIntervalIsTakenFrom() {
        var c = IdentityErrorCounts.empty(1);
        c.addGenuine("A", "a", 1, new long[] {0});
        c.addGenuine("A", "b", 1, new long[] {1});
        var r = IdentityBootstrap.compute(c, 400, 5, 0.95);
        double[] frr = r.frrReplicates("A", 0);
        assertEquals(400, frr.length);
        for (double v : frr) {
            assertTrue(v == 0 || v == 0.5 || v == 1, "replicate " + v);
        }
        assertEquals(r.frr("A", 0), IdentityBootstrap.percentile(frr, 0.95));
        assertNull(r.farReplicates("A", 0), "no impostor pairs, no FAR replicates");
        frr[0] = 7;
        assertNotEquals(7, r.frrReplicates("A", 0)[0], "a fresh array each call");
    }

    /**
     * Impostor pairs: a–b 10 pairs, 0 false accepts; a–c 10, 0; b–c 10, 10. Attributed: I = 20 each,
     * FA_a = 0, FA_b = FA_c = 10; totals I = 30, FA = 10. Replicate {c,c,c}: (30 − 10)/(60 − 30) = 2/3 —
     * the largest value; {a,a,a}: (0 − 10)/30 clamps to 0 — the smallest. Σ w_k I_k − I = 30 always.
     */
    @Test
    void farUsesTheLinearisedTwoWayWeights() {
        var c = IdentityErrorCounts.empty(1);
        impostor(c, "A", "a", "b", 10, 0);
        impostor(c, "A", "a", "c", 10, 0);
        impostor(c, "A", "b", "c", 10, 10);
        var r = IdentityBootstrap.compute(c, 4000, 2, 0.999);
        assertEquals(new Interval(0, 2.0 / 3, "identity-bootstrap"), r.far("A", 0));
        assertEquals(0, r.undefinedFarReplicates("A"));
    }

    @Test
    void percentileIsHyndmanFanType7() {
        double[] v = {1, 2, 3, 4};
        assertEquals(2.5, IdentityBootstrap.quantile(v, 0.5), 1e-15);
        assertEquals(1.075, IdentityBootstrap.quantile(v, 0.025), 1e-12);
        assertEquals(3.925, IdentityBootstrap.quantile(v, 0.975), 1e-12);
        assertEquals(4, IdentityBootstrap.quantile(v, 1.0));
        assertEquals(1, IdentityBootstrap.quantile(v, 0.0));
        var ci = IdentityBootstrap.percentile(new double[] {4, Double.NaN, 1, 3, 2}, 0.95);
        assertEquals(1.075, ci.lower(), 1e-12);
        assertEquals(3.925, ci.upper(), 1e-12);
    }

    private static IdentityErrorCounts spread(long seed, boolean shuffled) {
        var rnd = new SplittableRandom(seed);
        var ids = new ArrayList<String>();
        for (int i = 0; i < 40; i++) {
            ids.add("id" + i);
        }
        long[][] fr = new long[ids.size()][];
        long[] g = new long[ids.size()];
        for (int i = 0; i < ids.size(); i++) {
            g[i] = 1 + rnd.nextInt(30);
            fr[i] = new long[] {rnd.nextLong(g[i] + 1), 0};
            fr[i][1] = fr[i][0] + rnd.nextLong(g[i] - fr[i][0] + 1);
        }
        var order = new ArrayList<Integer>();
        for (int i = 0; i < ids.size(); i++) {
            order.add(i);
        }
        if (shuffled) {
            Collections.shuffle(order, new java.util.Random(seed + 1));
        }
        var c = IdentityErrorCounts.empty(2);
        for (int i : order) {
            c.addGenuine("A", ids.get(i), g[i], fr[i]);
        }
        for (int i : order) {
            for (int j : order) {
                if (i < j) {
                    long n = (i * 7 + j * 3) % 11 + 1;
                    long fa = (i + j) % 5 == 0 ? 1 : 0;
                    impostor(c, "A", ids.get(i), ids.get(j), n, fa, Math.min(n, fa + (i % 3)));
                }
            }
        }
        return c;
    }

    @Test
    void sameCountsAndSeedGiveTheSameIntervalsWhateverTheOrder() {
        var x = IdentityBootstrap.compute(spread(1, false), 200, 42, 0.95);
        var y = IdentityBootstrap.compute(spread(1, true), 200, 42, 0.95);
        var z = IdentityBootstrap.compute(spread(1, false), 200, 43, 0.95);
        for (int t = 0; t < 2; t++) {
            assertEquals(x.far("A", t), y.far("A", t));
            assertEquals(x.frr("A", t), y.frr("A", t));
        }
        assertNotEquals(x.frr("A", 0), z.frr("A", 0));
        Interval ci = x.frr("A", 0);
        assertTrue(ci.lower() < ci.upper());
    }

    @Test
    void anotherGroupDoesNotChangeAGroupsIntervals() {
        var alone = spread(1, false);
        var withOther = spread(1, false);
        withOther.addGenuine("B", "b1", 5, new long[] {1, 2});
        withOther.addGenuine("B", "b2", 5, new long[] {0, 4});
        var x = IdentityBootstrap.compute(alone, 200, 42, 0.95);
        var y = IdentityBootstrap.compute(withOther, 200, 42, 0.95);
        assertEquals(x.frr("A", 1), y.frr("A", 1));
        assertEquals(x.far("A", 1), y.far("A", 1));
        assertNotNull(y.frr("B", 1));
        assertEquals(List.of("A", "B"), y.groups());
    }

    @Test
    void intervalContainsTheObservedRate() {
        var c = spread(2, false);
        var r = IdentityBootstrap.compute(c, 200, 7, 0.95);
        long fr = 0;
        long g = 0;
        for (String id : c.identities("A")) {
            fr += c.falseRejects("A", id, 0);
            g += c.genuinePairs("A", id);
        }
        Interval ci = r.frr("A", 0);
        assertTrue(ci.lower() <= (double) fr / g && (double) fr / g <= ci.upper(), ci + " vs " + fr + "/" + g);
    }

    @Test
    void oddImpostorAttributionIsRejected() {
        var c = IdentityErrorCounts.empty(1);
        c.addImpostor("A", "a", 3, new long[] {1});
        c.addImpostor("A", "b", 4, new long[] {1});
        var e = assertThrows(IllegalArgumentException.class, () -> IdentityBootstrap.compute(c, 10, 1, 0.95));
        assertTrue(e.getMessage().contains("group 'A': impostor pairs attributed to identities sum to 7"), e.getMessage());
    }

    @Test
    void rejectsBadParameters() {
        var c = IdentityErrorCounts.empty(1);
        assertThrows(IllegalArgumentException.class, () -> IdentityBootstrap.compute(c, 1, 1, 0.95));
        assertThrows(IllegalArgumentException.class, () -> IdentityBootstrap.compute(c, 200, 1, 1.0));
        assertThrows(IllegalArgumentException.class, () -> IdentityBootstrap.compute(c, 200, 1, Double.NaN));
    }

    @Test
    void methodNamesTheRun() {
        var r = IdentityBootstrap.compute(IdentityErrorCounts.empty(1), 200, 17, 0.95);
        assertTrue(r.method().startsWith(IdentityBootstrap.METHOD));
        assertTrue(r.method().endsWith("B = 200, seed = 17, confidence = 0.95."));
    }
}
