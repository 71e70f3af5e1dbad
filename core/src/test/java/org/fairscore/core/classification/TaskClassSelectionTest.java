package org.fairscore.core.classification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class TaskClassSelectionTest {
    private static final int MIN = 4;

    @Test
    void groupsTakeTurnsEachWithItsMostFrequentEligibleLabelTiesByName() {
        // A: a1 10, m 8, x 8 (tie: m before x), a4 3 (< MIN: not eligible); B: b1 20, b2 5, b3 1
        var counts = Map.of("A", Map.of("a1", 10L, "x", 8L, "m", 8L, "a4", 3L),
                "B", Map.of("b1", 20L, "b2", 5L, "b3", 1L));
        var r = TaskClassSelection.roundRobin(List.of("B", "A"), counts, 4, MIN);
        // turns: A a1, B b1, A m, B b2 — the four most frequent overall would be b1, a1, m, x: none left for B's b2
        assertEquals(List.of("a1", "m"), r.chosenFor().get("A"));
        assertEquals(List.of("b1", "b2"), r.chosenFor().get("B"));
        assertEquals(List.of("a1", "b1", "b2", "m"), r.classes());
        assertTrue(r.notChosen().isEmpty());
        // one more class: A's next is x (the tie's loser), then B's b3 is not eligible
        var five = TaskClassSelection.roundRobin(List.of("A", "B"), counts, 5, MIN);
        assertEquals(List.of("a1", "m", "x"), five.chosenFor().get("A"));
        assertEquals(List.of("a1", "b1", "b2", "m", "x"), five.classes());
        // asking for more than there is stops when every eligible label is taken
        var all = TaskClassSelection.roundRobin(List.of("A", "B"), counts, 10, MIN);
        assertEquals(List.of("a1", "b1", "b2", "m", "x"), all.classes());
    }

    @Test
    void aGroupDominatingTheCorpusTakesOnlyItsShare() {
        // A has ten labels of 100 samples, B and C three of 50: a global top-10 would be A's ten
        var a = new TreeMap<String, Long>();
        for (int i = 0; i < 10; i++) {
            a.put("a" + i, 100L);
        }
        var counts = Map.of("A", Map.<String, Long>copyOf(a), "B", Map.of("b0", 50L, "b1", 50L, "b2", 50L),
                "C", Map.of("c0", 50L, "c1", 50L, "c2", 50L, "c3", 50L));
        var r = TaskClassSelection.roundRobin(List.of("A", "B", "C"), counts, 10, MIN);
        // ⌈10/3⌉ = 4 for A (first in name order), 3 each for B and C
        assertEquals(List.of("a0", "a1", "a2", "a3"), r.chosenFor().get("A"));
        assertEquals(List.of("b0", "b1", "b2"), r.chosenFor().get("B"));
        assertEquals(List.of("c0", "c1", "c2"), r.chosenFor().get("C"));
        assertEquals(10, r.classes().size());
    }

    @Test
    void aSharedLabelIsTakenOnceAndTheNextGroupTakesItsNextLabel() {
        var counts = Map.of("A", Map.of("s", 10L, "a", 5L), "B", Map.of("s", 9L, "b", 5L));
        var r = TaskClassSelection.roundRobin(List.of("A", "B"), counts, 3, MIN);
        assertEquals(List.of("s", "a"), r.chosenFor().get("A"));
        assertEquals(List.of("b"), r.chosenFor().get("B"));
        assertEquals(List.of("a", "b", "s"), r.classes());
    }

    @Test
    void groupsWithoutATurnAreNamedWithTheReason() {
        var counts = Map.of("A", Map.of("s", 10L, "a", 6L), "B", Map.of("s", 9L), "C", Map.of("c", 3L),
                "D", Map.of("d", 7L));
        // k = 2: A takes s, B has only s (taken), C has no eligible label, D takes d
        var r = TaskClassSelection.roundRobin(List.of("A", "B", "C", "D", "E"), counts, 2, MIN);
        assertEquals(List.of("d", "s"), r.classes());
        assertEquals(List.of(), r.chosenFor().get("B"));
        assertTrue(r.notChosen().get("B").contains("already taken"), r.notChosen().toString());
        assertEquals("no label has at least 4 samples in group C", r.notChosen().get("C"));
        assertEquals("no label has at least 4 samples in group E", r.notChosen().get("E"));
        assertEquals(List.of("B", "C", "E"), List.copyOf(r.notChosen().keySet()));
        // k = 1: D's turn never comes
        var one = TaskClassSelection.roundRobin(List.of("A", "B", "C", "D"), counts, 1, MIN);
        assertEquals(List.of("s"), one.classes());
        assertTrue(one.notChosen().get("D").contains("taken by groups earlier"), one.notChosen().toString());
    }

    @Test
    void minSamplesIsInclusiveAndOneLabelIsAllThereIs() {
        var r = TaskClassSelection.roundRobin(List.of("A"), Map.of("A", Map.of("x", 4L, "y", 3L)), 10, MIN);
        assertEquals(List.of("x"), r.classes());
        var none = TaskClassSelection.roundRobin(List.of("A"), Map.of(), 10, MIN);
        assertEquals(List.of(), none.classes());
        assertEquals("no label has at least 4 samples in group A", none.notChosen().get("A"));
    }
}
