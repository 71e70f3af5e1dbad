package org.fairscore.core.classification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ConfusionTableTest {
    private static final ConfusionTable A = ConfusionTable.empty().add("g1", "x", "x", 3).add("g1", "x", "y", 1)
            .add("g2", "y", "y", 2);
    private static final ConfusionTable B = ConfusionTable.empty().add("g1", "x", "y", 4).add("g3", "z", "x", 1);

    @Test
    void mergeEqualsTheTableOfTheUnionOfRows() {
        var union = ConfusionTable.of(Map.of(
                new ConfusionTable.Cell("g1", "x", "x"), 3L,
                new ConfusionTable.Cell("g1", "x", "y"), 5L,
                new ConfusionTable.Cell("g2", "y", "y"), 2L,
                new ConfusionTable.Cell("g3", "z", "x"), 1L));
        assertEquals(union, A.merge(B));
        assertEquals(union, B.merge(A));
    }

    @Test
    void emptyIsTheIdentityAndMergeIsAssociative() {
        var c = ConfusionTable.empty().add("g2", "y", "x", 7);
        assertEquals(A, A.merge(ConfusionTable.empty()));
        assertEquals(A, ConfusionTable.empty().merge(A));
        assertEquals(A.merge(B).merge(c), A.merge(B.merge(c)));
    }

    @Test
    void marginalsCountRows() {
        var t = A.merge(B);
        assertEquals(3 + 1 + 4, t.rows("g1"));
        assertEquals(3, t.correct("g1"));
        assertEquals(8, t.actual("g1", "x"));
        assertEquals(5, t.predicted("g1", "y"));
        assertEquals(0, t.rows("nobody"));
        assertEquals(3 + 5 + 2 + 1, t.totalRows());
        assertEquals(List.of("g1", "g2", "g3"), List.copyOf(t.groups()));
        assertEquals(Set.of("x", "y", "z"), t.classes());
        assertEquals(Set.of("x"), t.trueClasses("g1"));
    }

    @Test
    void zeroCountsAreDroppedAndNegativeOnesRejected() {
        assertEquals(ConfusionTable.empty(), ConfusionTable.empty().add("g", "a", "b", 0));
        assertThrows(IllegalArgumentException.class, () -> ConfusionTable.empty().add("g", "a", "b", -1));
    }
}
