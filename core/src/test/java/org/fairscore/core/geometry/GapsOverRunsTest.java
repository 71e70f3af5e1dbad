package org.fairscore.core.geometry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class GapsOverRunsTest {
    private static GeometryValue v(Double x) {
        return new GeometryValue(x, x == null ? "undefined here" : null);
    }

    /** A run whose recall@1 is a for group "a" and b for group "b" (other metrics undefined). */
    private static GeometryReport run(double a, Double b) {
        var perGroup = new TreeMap<String, GroupGeometry>();
        perGroup.put("a", new GroupGeometry(3, v(a), null, null, v(null), v(null), v(null), v(null), v(null)));
        perGroup.put("b", new GroupGeometry(3, v(b), null, null, v(null), v(null), v(null), v(null), v(null)));
        var values = new TreeMap<String, Double>();
        values.put("a", a);
        if (b != null) {
            values.put("b", b);
        }
        return new GeometryReport(GeometrySettings.defaults(), null, perGroup, null, Map.of(), Map.of(), List.of(),
                Map.of("recallAt1", Gap.of(values)), List.of(), Map.of());
    }

    @Test
    void meanAndSampleSdOverThreeRuns() {
        // max − min gaps 0.2, 0.4, 0.6: mean 0.4, sd √((0.04 + 0 + 0.04)/2) = 0.2
        var s = GapsOverRuns.of(List.of(run(0.9, 0.7), run(0.9, 0.5), run(0.3, 0.9)));
        var gap = s.gaps().get("recallAt1.maxMinusMin");
        assertEquals(0.4, gap.mean(), 1e-12);
        assertEquals(0.2, gap.sd(), 1e-12);
        assertEquals(3, gap.runs());
        // signed pairwise a − b: 0.2, 0.4, −0.6 → mean 0
        assertEquals(0.0, s.gaps().get("recallAt1.pairwise.a - b").mean(), 1e-12);
        // per group a: 0.9, 0.9, 0.3 → mean 0.7
        assertEquals(0.7, s.perGroup().get("recallAt1.a").mean(), 1e-12);
    }

    @Test
    void undefinedValuesAreLeftOutAndOneRunHasNoSd() {
        var s = GapsOverRuns.of(List.of(run(0.9, 0.7), run(0.5, null)));
        assertEquals(1, s.gaps().get("recallAt1.maxMinusMin").runs()); // the second run has one defined group
        assertNull(s.gaps().get("recallAt1.maxMinusMin").sd());
        assertEquals(0.7, s.perGroup().get("recallAt1.a").mean(), 1e-12);
        assertEquals(1, s.perGroup().get("recallAt1.b").runs());
        assertThrows(IllegalArgumentException.class, () -> GapsOverRuns.of(List.of()));
    }
}
