package org.fairscore.core.classification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.Map;
import org.fairscore.core.verification.MetricValue;
import org.junit.jupiter.api.Test;

class GapsTest {
    @Test
    void fourGroups() {
        var g = Gaps.of(Map.of("A", MetricValue.of(0.9), "B", MetricValue.of(0.7), "C", MetricValue.of(0.6),
                "D", MetricValue.of(0.4)));
        assertEquals(0.9 - 0.4, g.maxMinusMin().value(), 1e-15);
        assertEquals((0.9 + 0.7) / 2 - (0.6 + 0.4) / 2, g.topHalfMinusBottomHalf().value(), 1e-15);
        assertEquals(Math.abs(0.9 - (0.7 + 0.6 + 0.4) / 3), g.oneVsRest().get("A"), 1e-15);
        assertEquals(Math.abs(0.4 - (0.9 + 0.7 + 0.6) / 3), g.oneVsRest().get("D"), 1e-15);
        assertEquals(0.7 - 0.6, g.signed().get("B − C"), 1e-15);
        assertEquals(6, g.signed().size()); // 4 choose 2 signed pairs, a < b only
        assertEquals(0.9 - 0.4, g.signed().get("A − D"), 1e-15);
        assertEquals(4, g.groups());
    }

    @Test
    void oddCountLeavesTheMedianOutOfBothHalves() {
        var g = Gaps.of(Map.of("A", MetricValue.of(1.0), "B", MetricValue.of(0.5), "C", MetricValue.of(0.2)));
        assertEquals(1.0 - 0.2, g.topHalfMinusBottomHalf().value(), 1e-15);
    }

    @Test
    void tiesGiveZeroGaps() {
        var g = Gaps.of(Map.of("A", MetricValue.of(0.5), "B", MetricValue.of(0.5)));
        assertEquals(0.0, g.maxMinusMin().value());
        assertEquals(0.0, g.topHalfMinusBottomHalf().value());
        assertEquals(0.0, g.oneVsRest().get("A"));
    }

    @Test
    void undefinedGroupsAreLeftOutAndOneGroupIsNotEnough() {
        var g = Gaps.of(Map.of("A", MetricValue.of(0.5), "B", MetricValue.undefined("no rows"),
                "C", MetricValue.of(0.25)));
        assertEquals(2, g.groups());
        assertEquals(0.25, g.maxMinusMin().value());
        var one = Gaps.of(Map.of("A", MetricValue.of(0.5), "B", MetricValue.undefined("no rows")));
        assertFalse(one.maxMinusMin().isDefined());
        assertFalse(one.topHalfMinusBottomHalf().isDefined());
    }
}
