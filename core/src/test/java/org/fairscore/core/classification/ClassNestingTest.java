package org.fairscore.core.classification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ClassNestingTest {
    @Test
    void identitiesEachInOneGroupAreNested() {
        var n = ClassNesting.ofCounts(Map.of("A", Map.of("i1", 3L, "i2", 4L), "B", Map.of("i3", 5L)));
        assertTrue(n.nested());
        assertTrue(n.reason().contains("each of the 3 classes has rows in exactly one group"), n.reason());
    }

    @Test
    void oneSharedClassIsEnoughToCompareGroups() {
        assertFalse(ClassNesting.ofCounts(Map.of("A", Map.of("i1", 3L, "s", 1L), "B", Map.of("i3", 5L, "s", 2L)))
                .nested());
    }

    @Test
    void aZeroCountIsNoRowAndOneGroupIsNotNesting() {
        assertTrue(ClassNesting.ofCounts(Map.of("A", Map.of("i1", 3L), "B", Map.of("i1", 0L, "i2", 1L))).nested());
        assertFalse(ClassNesting.ofCounts(Map.of("A", Map.of("i1", 3L, "i2", 1L))).nested());
        assertFalse(ClassNesting.ofCounts(Map.of()).nested());
    }

    @Test
    void fromAConfusionTableTheTrueClassesCountNotThePredictedOnes() {
        // B's row is predicted as A's class i1: a prediction does not make i1 a class of B
        var t = ConfusionTable.empty().add("A", "i1", "i1", 2).add("B", "i2", "i1", 1);
        var n = ClassNesting.of(t);
        assertTrue(n.nested());
        assertEquals(Map.of("i1", Set.of("A"), "i2", Set.of("B")), Map.copyOf(n.groupsOfClass()));
    }
}
