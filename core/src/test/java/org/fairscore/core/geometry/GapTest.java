package org.fairscore.core.geometry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class GapTest {
    @Test
    void fourGroupsByHand() {
        var gap = Gap.of(new TreeMap<>(Map.of("a", 0.9, "b", 0.5, "c", 0.7, "d", 0.1)));
        assertEquals(0.8, gap.maxMinusMin(), 1e-12);
        // top half {0.9, 0.7} mean 0.8, bottom half {0.1, 0.5} mean 0.3
        assertEquals(0.5, gap.topHalfMinusBottomHalf(), 1e-12);
        // |0.9 − mean(0.5, 0.7, 0.1)| = |0.9 − 13/30|
        assertEquals(Math.abs(0.9 - 1.3 / 3), gap.oneVsRest().get("a"), 1e-12);
        assertEquals(0.4, gap.pairwise().get("a - b"), 1e-12);
        assertEquals(-0.2, gap.pairwise().get("b - c"), 1e-12);
    }

    @Test
    void oddCountLeavesTheMedianOut() {
        var gap = Gap.of(Map.of("a", 1.0, "b", 2.0, "c", 10.0));
        assertEquals(9.0, gap.topHalfMinusBottomHalf(), 1e-12);
    }

    @Test
    void undefinedBelowTwoGroups() {
        var gap = Gap.of(Map.of("a", 1.0));
        assertNull(gap.maxMinusMin());
        assertEquals("defined for 1 group(s); a gap needs two", gap.undefinedReason());
    }
}
