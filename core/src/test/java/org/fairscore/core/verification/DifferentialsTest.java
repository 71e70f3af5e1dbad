package org.fairscore.core.verification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Differentials on tiny per-group counts, every expected value worked out by hand. Relative tolerance
 * 1e-12: a handful of floating-point operations (log, exp, pow) on rates of order 10^-2.
 */
class DifferentialsTest {
    private static final FarLevel LEVEL = FarLevel.parse("0.001", "k");
    private static final double REL = 1e-12;

    /** Groups A, B, C with FAR = fa/100 and FRR = fr/100. */
    private static List<GroupErrors> groups(long[] fa, long[] fr) {
        var out = new ArrayList<GroupErrors>();
        for (int i = 0; i < fa.length; i++) {
            out.add(new GroupErrors(String.valueOf((char) ('A' + i)), new ErrorCounts(fa[i], 100, fr[i], 100)));
        }
        return out;
    }

    private static ErrorCounts global(List<GroupErrors> g) {
        var sum = new ErrorCounts(0, 0, 0, 0);
        for (var e : g) {
            sum = sum.plus(e.counts());
        }
        return sum;
    }

    private static void assertRel(double expected, MetricValue actual) {
        assertTrue(actual.isDefined(), () -> "undefined: " + actual.reasonOrNull());
        assertEquals(expected, actual.value(), REL * Math.abs(expected), () -> "value " + actual.value());
    }

    private static void assertUndefined(MetricValue v, String... mustMention) {
        assertFalse(v.isDefined(), () -> "defined: " + v.value());
        for (String s : mustMention) {
            assertTrue(v.reasonOrNull().contains(s), () -> "reason '" + v.reasonOrNull() + "' lacks '" + s + "'");
        }
    }

    private static DifferentialSet compute(List<GroupErrors> g, double w) {
        return Differentials.compute(g, LEVEL, global(g), w);
    }

    @Test
    void everyDifferentialOfFar001002004AndFrr01_01_04() {
        // FAR 0.01, 0.02, 0.04; FRR 0.10, 0.10, 0.40
        var set = compute(groups(new long[] {1, 2, 4}, new long[] {10, 10, 40}), 0.5);
        // geomean FAR = (0.01·0.02·0.04)^(1/3) = (8e-6)^(1/3) = 0.02 → BFAR = 0.04/0.02 = 2
        assertRel(2.0, set.bfar());
        // geomean FRR = (0.004)^(1/3) = 0.1·4^(1/3) → BFRR = 0.4/(0.1·4^(1/3)) = 4^(2/3)
        assertRel(Math.pow(4, 2.0 / 3), set.bfrr());
        assertRel(4.0, set.farMaxMinRatio());
        assertRel(4.0, set.frrMaxMinRatio());
        assertRel(0.03, set.farMaxMinDifference());
        assertRel(0.30, set.frrMaxMinDifference());
        // FDR = 1 − (0.5·0.03 + 0.5·0.30) = 0.835
        assertRel(0.835, set.fdr());
        // IR = 4^0.5 · 4^0.5 = 4
        assertRel(4.0, set.inequityRate());
        // Gini(FAR): ΣΣ|xi − xj| = 2·(0.01 + 0.03 + 0.02) = 0.12, mean = 0.07/3,
        //   3/2 · 0.12 / (2·9·0.07/3) = 0.18/0.42 = 3/7
        // Gini(FRR): ΣΣ = 2·(0 + 0.3 + 0.3) = 1.2, mean = 0.2, 3/2 · 1.2/(18·0.2) = 1/2
        // GARBE = 0.5·3/7 + 0.5·1/2 = 13/28
        assertRel(13.0 / 28, set.garbe());
        assertEquals(List.of("bfar", "bfrr", "farMaxMinRatio", "frrMaxMinRatio", "farMaxMinDifference",
                "frrMaxMinDifference", "fdr", "inequityRate", "garbe"), List.copyOf(set.asMap().keySet()));
    }

    @Test
    void giniOfHandExamples() {
        assertRel(3.0 / 7, Gini.of(new double[] {0.01, 0.02, 0.04}, "FAR"));
        // two groups, one at 0: maximal inequality, 2/1 · 2·0.1/(2·4·0.05) = 1
        assertRel(1.0, Gini.of(new double[] {0.0, 0.1}, "FAR"));
        assertEquals(0.0, Gini.of(new double[] {0.3, 0.3, 0.3}, "FAR").value());
        assertUndefined(Gini.of(new double[] {0.0, 0.0}, "FAR"), "FAR");
        assertUndefined(Gini.of(new double[] {0.5}, "FRR"), "two groups");
    }

    @Test
    void weightZeroAndOneSelectOneRate() {
        var g = groups(new long[] {1, 2, 4}, new long[] {10, 10, 40});
        var w1 = compute(g, 1.0);
        assertRel(1 - 0.03, w1.fdr());
        assertRel(4.0, w1.inequityRate());
        assertRel(3.0 / 7, w1.garbe());
        var w0 = compute(g, 0.0);
        assertRel(1 - 0.30, w0.fdr());
        assertRel(4.0, w0.inequityRate());
        assertRel(0.5, w0.garbe());
    }

    @Test
    void zeroFarMakesRatiosUndefinedNamingTheGroupAndPairsNeeded() {
        // FAR 0, 0.02, 0.04 (group A has no false accept); FRR 0.10, 0.20, 0.40
        var g = groups(new long[] {0, 2, 4}, new long[] {10, 20, 40});
        var set = compute(g, 0.5);
        assertUndefined(set.bfar(), "'A'", "0 false accepts in 100", "1000");
        assertUndefined(set.farMaxMinRatio(), "'A'");
        // a difference has no denominator
        assertRel(0.04, set.farMaxMinDifference());
        assertRel(1 - (0.5 * 0.04 + 0.5 * 0.30), set.fdr());
        // IR needs the undefined FAR ratio when w > 0
        assertUndefined(set.inequityRate(), "'A'");
        // Gini(FAR) has mean 0.02 > 0: ΣΣ = 2·(0.02 + 0.04 + 0.02) = 0.16, 3/2·0.16/(18·0.02) = 2/3
        // Gini(FRR): FRR 0.1, 0.2, 0.4 is FAR of the first test ×10 → 3/7; GARBE = (2/3 + 3/7)/2 = 23/42
        assertRel(23.0 / 42, set.garbe());
        // BFRR is untouched: 0.4/(0.008)^(1/3) = 0.4/0.2 = 2
        assertRel(2.0, set.bfrr());
    }

    @Test
    void undefinedFarRatioDoesNotPoisonInequityRateWhenWeightIsZero() {
        var g = groups(new long[] {0, 2, 4}, new long[] {10, 20, 40});
        var w0 = compute(g, 0.0);
        assertRel(4.0, w0.inequityRate()); // (0.4/0.1)^1
        var w1 = compute(g, 1.0);
        assertUndefined(w1.inequityRate(), "'A'");
    }

    @Test
    void zeroFrrReasonSaysHowManyGenuinePairsWouldBeNeeded() {
        // FRR 0, 0.05, 0.15: global 20 false rejects in 300 genuine pairs → about 15 pairs per false reject
        var g = groups(new long[] {1, 2, 4}, new long[] {0, 5, 15});
        var set = compute(g, 0.5);
        assertUndefined(set.bfrr(), "'A'", "0 false rejects in 100 genuine", "15 genuine pairs");
        assertUndefined(set.frrMaxMinRatio(), "'A'");
        assertRel(0.15, set.frrMaxMinDifference());
        var none = compute(groups(new long[] {1, 2}, new long[] {0, 0}), 0.5);
        assertUndefined(none.bfrr(), "no group has a false reject");
        assertUndefined(none.garbe(), "FRR");
        assertRel(1 - 0.5 * 0.01, none.fdr()); // B = 0 − 0 = 0
    }

    @Test
    void fewerThanTwoGroupsLeavesEverythingUndefined() {
        var set = compute(groups(new long[] {1}, new long[] {10}), 0.5);
        for (var v : set.asMap().values()) {
            assertUndefined(v, "two groups");
        }
        var empty = Differentials.compute(List.of(), LEVEL, new ErrorCounts(0, 0, 0, 0), 0.5);
        for (var v : empty.asMap().values()) {
            assertFalse(v.isDefined());
        }
    }

    @Test
    void groupsWithoutPairsOfAKindTakeNoPartInThatRate() {
        var g = new ArrayList<>(groups(new long[] {1, 4}, new long[] {10, 40}));
        g.add(new GroupErrors("oneIdentity", new ErrorCounts(0, 0, 3, 100)));     // no impostor pairs
        g.add(new GroupErrors("singletons", new ErrorCounts(50, 100, 0, 0)));     // no genuine pairs
        var set = compute(g, 0.5);
        // FAR over A, B, singletons: 0.01, 0.04, 0.5; FRR over A, B, oneIdentity: 0.1, 0.4, 0.03
        assertRel(50.0, set.farMaxMinRatio());
        assertRel(0.4 / 0.03, set.frrMaxMinRatio());
        assertRel(0.5 / Math.cbrt(0.01 * 0.04 * 0.5), set.bfar());
    }

    /**
     * FDR = 1 − (w·A + (1−w)·B): with w = 0 the FAR term has weight 0, as for IR and GARBE, where the
     * code documents "a term with weight 0 is not needed and may be undefined". Two one-identity groups
     * and one ordinary group: only one group has a FAR, three have an FRR.
     */
    @Test
    void fdrWithWeightZeroNeedsNoFarDifference() {
        var g = new ArrayList<GroupErrors>();
        g.add(new GroupErrors("A", new ErrorCounts(0, 0, 10, 100)));
        g.add(new GroupErrors("B", new ErrorCounts(0, 0, 20, 100)));
        g.add(new GroupErrors("C", new ErrorCounts(3, 100, 40, 100)));
        var set = compute(g, 0.0);
        assertUndefined(set.farMaxMinDifference(), "two groups");
        assertRel(4.0, set.inequityRate());      // weight-0 FAR factor ignored
        assertRel(3.0 / 7, set.garbe());         // Gini(FRR 0.1, 0.2, 0.4): the first test's FARs × 10
        assertRel(1 - 0.30, set.fdr());          // 1 − B, B = 0.4 − 0.1
    }

    @Test
    void weightOutsideUnitIntervalIsRejected() {
        var g = groups(new long[] {1, 2}, new long[] {1, 2});
        assertThrows(IllegalArgumentException.class, () -> compute(g, -0.1));
        assertThrows(IllegalArgumentException.class, () -> compute(g, 1.1));
    }
}
