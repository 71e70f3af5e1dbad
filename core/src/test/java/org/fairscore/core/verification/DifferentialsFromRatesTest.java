package org.fairscore.core.verification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@link Differentials#fromRates}: the rates of one bootstrap replicate go through the formulas of the point value;
 * a NaN rate (undefined in the replicate) leaves exactly the differentials that need it undefined.
 */
class DifferentialsFromRatesTest {
    private static final FarLevel LEVEL = FarLevel.parse("0.001", "k");

    private static Map<String, Double> rates(double... v) {
        var m = new LinkedHashMap<String, Double>();
        for (int i = 0; i < v.length; i++) {
            m.put(String.valueOf((char) ('A' + i)), v[i]);
        }
        return m;
    }

    /** FAR 0.01, 0.02, 0.04 and FRR 0.10, 0.10, 0.40: DifferentialsTest's hand-worked case, now from bare rates. */
    @Test
    void bareRatesGiveThePointValuesOfTheSameRates() {
        var set = Differentials.fromRates(rates(0.01, 0.02, 0.04), rates(0.10, 0.10, 0.40), 0.5);
        assertEquals(2.0, set.bfar().value(), 1e-12);
        assertEquals(Math.pow(4, 2.0 / 3), set.bfrr().value(), 1e-12);
        assertEquals(0.835, set.fdr().value(), 1e-12);
        assertEquals(4.0, set.inequityRate().value(), 1e-12);
        assertEquals(13.0 / 28, set.garbe().value(), 1e-12);
        var counted = Differentials.compute(List.of(
                new GroupErrors("A", new ErrorCounts(1, 100, 10, 100)),
                new GroupErrors("B", new ErrorCounts(2, 100, 10, 100)),
                new GroupErrors("C", new ErrorCounts(4, 100, 40, 100))), LEVEL, new ErrorCounts(7, 300, 60, 300), 0.5);
        counted.asMap().forEach((name, v) -> assertEquals(v.value(), set.asMap().get(name).value(), 0.0, name));
    }

    @Test
    void anUndefinedFarLeavesEveryDifferentialThatNeedsItUndefined() {
        var set = Differentials.fromRates(rates(0.01, Double.NaN, 0.04), rates(0.10, 0.10, 0.40), 0.5);
        for (String name : List.of("bfar", "farMaxMinRatio", "farMaxMinDifference", "fdr", "inequityRate", "garbe")) {
            MetricValue v = set.asMap().get(name);
            assertFalse(v.isDefined(), name);
            assertTrue(v.reasonOrNull().contains("group 'B'") && v.reasonOrNull().contains("undefined in this replicate"),
                    v.reasonOrNull());
        }
        for (String name : List.of("bfrr", "frrMaxMinRatio", "frrMaxMinDifference")) {
            assertTrue(set.asMap().get(name).isDefined(), name);
        }
        // w = 0: FDR, IR and GARBE use FRR only
        var frrOnly = Differentials.fromRates(rates(0.01, Double.NaN, 0.04), rates(0.10, 0.10, 0.40), 0.0);
        assertEquals(1 - 0.30, frrOnly.fdr().value(), 1e-12);
        assertEquals(4.0, frrOnly.inequityRate().value(), 1e-12);
        assertEquals(0.5, frrOnly.garbe().value(), 1e-12);
    }

    @Test
    void aZeroRateInAReplicateNamesTheGroupWithoutCounts() {
        var set = Differentials.fromRates(rates(0.0, 0.02), rates(0.1, 0.2), 0.5);
        assertFalse(set.bfar().isDefined());
        assertTrue(set.bfar().reasonOrNull().contains("group 'A' has FAR 0 in this replicate"), set.bfar().reasonOrNull());
        assertEquals(0.02, set.farMaxMinDifference().value(), 1e-15);
        var allZero = Differentials.fromRates(rates(0.0, 0.0), rates(0.1, 0.2), 1.0);
        assertFalse(allZero.garbe().isDefined(), "Gini of rates that are all 0");
    }
}
