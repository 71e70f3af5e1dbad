package org.fairscore.core.classification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Classes nested in groups (identities): the differences across groups are undefined, with the reason. */
class PredictionFairnessNestedTest {
    /*
     *   A: i1→i1 3, i1→i2 1, i2→i2 2   (6 rows; recall i1 3/4, i2 1)
     *   B: i3→i3 2, i3→i1 2            (4 rows; recall i3 1/2)
     */
    private static final ConfusionTable T = ConfusionTable.empty().add("A", "i1", "i1", 3).add("A", "i1", "i2", 1)
            .add("A", "i2", "i2", 2).add("B", "i3", "i3", 2).add("B", "i3", "i1", 2);

    @Test
    void nestedClassesLeaveAccuracyAndBalancedAccuracyAndUndefineTheRest() {
        var r = PredictionFairness.of(T, "i1");
        assertEquals(7 / 10.0, r.accuracy().value(), 1e-15);
        assertEquals(((3 / 4.0 + 1) / 2 + 1 / 2.0) / 2, r.balancedAccuracy().value(), 1e-15);
        for (var v : List.of(r.demographicParity(), r.equalOpportunity(), r.equalizedOddsMean(),
                r.equalizedOddsMax())) {
            assertFalse(v.isDefined());
            assertTrue(v.reasonOrNull().startsWith("the task's classes are nested in the groups"), v.reasonOrNull());
        }
        assertTrue(r.demographicParity().reasonOrNull().contains("perfect classifier"));

        var report = PredictionFairnessReport.of(T, "i1");
        assertEquals(Boolean.TRUE, report.classesNestedInGroups());
        assertNull(report.demographicParityDifference().value());
        assertEquals(r.demographicParity().reasonOrNull(), report.demographicParityDifference().undefinedReason());
        assertEquals(5 / 6.0, report.perGroupAccuracy().get("A"), 1e-15);
        assertEquals(2 / 4.0, report.perGroupAccuracy().get("B"), 1e-15);
    }

    @Test
    void theTaskDecidesNestingNotTheTestRows() {
        // over the whole task i3 also has rows in A: not nested, so demographic parity is computed on the table:
        // P(ŷ=i1) A 3/6 B 2/4 → 0; P(ŷ=i2) A 3/6 B 0 → 1/2; P(ŷ=i3) A 0 B 2/4 → 1/2
        var task = ClassNesting.ofCounts(Map.of("A", Map.of("i1", 20L, "i2", 10L, "i3", 1L), "B", Map.of("i3", 20L)));
        var r = PredictionFairness.of(T, "i1", task);
        assertEquals(0.5, r.demographicParity().value(), 1e-15);
        // the test rows still share no class, so equalized odds has no term (its own reason, not nesting's)
        assertEquals("equalized odds needs a class with rows in at least two groups",
                r.equalizedOddsMean().reasonOrNull());
        assertNull(PredictionFairnessReport.of(T, "i1", task).classesNestedInGroups());
    }
}
