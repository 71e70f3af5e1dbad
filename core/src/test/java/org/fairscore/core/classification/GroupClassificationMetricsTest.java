package org.fairscore.core.classification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class GroupClassificationMetricsTest {
    /*
     * Group g, 10 test rows:        predicted a  b  c
     *                     true a              3  1  0
     *                     true b              2  2  0
     *                     true c              0  2  0   (c is never predicted)
     * plus one row of group h (true a, predicted d: a class g never sees).
     */
    private static final ConfusionTable T = ConfusionTable.empty()
            .add("g", "a", "a", 3).add("g", "a", "b", 1)
            .add("g", "b", "a", 2).add("g", "b", "b", 2)
            .add("g", "c", "b", 2)
            .add("h", "a", "d", 1);

    @Test
    void accuracyIsCorrectOverRows() {
        assertEquals(5.0 / 10, GroupClassificationMetrics.accuracy(T, "g").value(), 1e-15);
        assertEquals(0.0, GroupClassificationMetrics.accuracy(T, "h").value());
    }

    @Test
    void macroRecallAveragesTheGroupsTrueClasses() {
        assertEquals((3.0 / 4 + 2.0 / 4 + 0.0 / 2) / 3, GroupClassificationMetrics.macroRecall(T, "g").value(), 1e-15);
    }

    @Test
    void macroPrecisionCountsANeverPredictedTrueClassAsZero() {
        // a: 3 of 5 predicted a; b: 2 of 5 predicted b; c: never predicted → 0
        assertEquals((3.0 / 5 + 2.0 / 5 + 0) / 3, GroupClassificationMetrics.macroPrecision(T, "g").value(), 1e-15);
        // h: its only true class a is never predicted in h; the predicted-only class d is not averaged
        assertEquals(0.0, GroupClassificationMetrics.macroPrecision(T, "h").value());
    }

    @Test
    void aGroupWithOneClassHasMacroRecallEqualToAccuracy() {
        var t = ConfusionTable.empty().add("g", "a", "a", 2).add("g", "a", "b", 1);
        assertEquals(2.0 / 3, GroupClassificationMetrics.macroRecall(t, "g").value(), 1e-15);
        assertEquals(GroupClassificationMetrics.accuracy(t, "g").value(), GroupClassificationMetrics.macroRecall(t, "g").value());
    }

    @Test
    void aGroupWithoutRowsIsUndefinedWithReason() {
        var acc = GroupClassificationMetrics.accuracy(T, "empty");
        assertFalse(acc.isDefined());
        assertTrue(acc.reasonOrNull().contains("no test rows"));
        assertFalse(GroupClassificationMetrics.macroPrecision(T, "empty").isDefined());
        assertFalse(GroupClassificationMetrics.macroRecall(T, "empty").isDefined());
        assertFalse(GroupClassificationMetrics.recall(T, "g", "d").isDefined());
    }
}
