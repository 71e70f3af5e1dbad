package org.fairscore.core.classification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PredictionFairnessTest {
    /*
     * Binary task (classes 0, 1), three groups; C has no positives.
     *   A: TP 3, FN 1, TN 4, FP 2  (10 rows)  TPR 3/4, TNR 4/6, P(ŷ=1) 5/10
     *   B: TP 1, FN 1, TN 2, FP 0  ( 4 rows)  TPR 1/2, TNR 1,   P(ŷ=1) 1/4
     *   C:             TN 3, FP 1  ( 4 rows)  TPR —,   TNR 3/4, P(ŷ=1) 1/4
     */
    private static final ConfusionTable T = ConfusionTable.empty()
            .add("A", "1", "1", 3).add("A", "1", "0", 1).add("A", "0", "0", 4).add("A", "0", "1", 2)
            .add("B", "1", "1", 1).add("B", "1", "0", 1).add("B", "0", "0", 2)
            .add("C", "0", "0", 3).add("C", "0", "1", 1);

    @Test
    void handComputedTableWithAGroupWithoutPositives() {
        var r = PredictionFairness.of(T, null);
        assertEquals("1", r.positiveClass());
        assertEquals((3 + 4 + 1 + 2 + 3) / 18.0, r.accuracy().value(), 1e-15);
        double balancedA = (3.0 / 4 + 4.0 / 6) / 2;
        double balancedB = (1.0 / 2 + 1) / 2;
        double balancedC = 3.0 / 4; // one class present
        assertEquals((balancedA + balancedB + balancedC) / 3, r.balancedAccuracy().value(), 1e-15);
        assertEquals(5.0 / 10 - 1.0 / 4, r.demographicParity().value(), 1e-15);
        assertEquals(3.0 / 4 - 1.0 / 2, r.equalOpportunity().value(), 1e-15);
        assertEquals(List.of("C"), r.groupsWithoutPositives());
        // class 0: |A-B| = 1/3, |A-C| = 1/12, |B-C| = 1/4; class 1: only |A-B| = 1/4 (C has no row of class 1)
        double[] terms = {1.0 / 3, 1.0 / 12, 1.0 / 4, 1.0 / 4};
        assertEquals((terms[0] + terms[1] + terms[2] + terms[3]) / 4, r.equalizedOddsMean().value(), 1e-15);
        assertEquals(1.0 / 3, r.equalizedOddsMax().value(), 1e-15);
    }

    @Test
    void twoGroupsBinaryEqualizedOddsIsTheMeanOfTprAndTnrGaps() {
        var ab = ConfusionTable.empty();
        for (var e : T.cells().entrySet()) {
            if (!e.getKey().group().equals("C")) {
                ab = ab.add(e.getKey().group(), e.getKey().actual(), e.getKey().predicted(), e.getValue());
            }
        }
        var r = PredictionFairness.of(ab, "1");
        double dTpr = 3.0 / 4 - 1.0 / 2;
        double dTnr = 1 - 4.0 / 6;
        assertEquals((dTpr + dTnr) / 2, r.equalizedOddsMean().value(), 1e-15);
        assertEquals(Math.max(dTpr, dTnr), r.equalizedOddsMax().value(), 1e-15);
        assertEquals(dTpr, r.equalOpportunity().value(), 1e-15);
    }

    @Test
    void onlyOneGroupWithPositivesLeavesEqualOpportunityUndefined() {
        var t = ConfusionTable.empty().add("A", "1", "1", 2).add("A", "0", "0", 1).add("C", "0", "1", 3);
        var r = PredictionFairness.of(t, "1");
        assertFalse(r.equalOpportunity().isDefined());
        assertTrue(r.equalOpportunity().reasonOrNull().contains("two groups with positives"));
        // demographic parity still exists: P(ŷ=1|A) = 2/3, P(ŷ=1|C) = 1
        assertEquals(1 - 2.0 / 3, r.demographicParity().value(), 1e-15);
    }

    @Test
    void multiClassWithoutPositiveClassLeavesEqualOpportunityUndefined() {
        var t = ConfusionTable.empty().add("A", "x", "x", 1).add("A", "y", "z", 1).add("B", "z", "z", 2);
        // these rows alone have every class in one group (nested: see PredictionFairnessNestedTest); the task they
        // come from has class z in both groups, so the differences are defined
        var task = ClassNesting.ofCounts(Map.of("A", Map.of("x", 5L, "y", 5L, "z", 1L), "B", Map.of("z", 5L)));
        assertFalse(PredictionFairness.of(t, null).demographicParity().isDefined());
        var r = PredictionFairness.of(t, null, task);
        assertNull(r.positiveClass());
        assertFalse(r.equalOpportunity().isDefined());
        // P(ŷ=z|A) = 1/2, P(ŷ=z|B) = 1; x: 1/2 vs 0; y: 0 vs 0 → max 1/2
        assertEquals(0.5, r.demographicParity().value(), 1e-15);
        // only class z has rows in both groups... A has no true z: no term; x only in A; y only in A → undefined
        assertFalse(r.equalizedOddsMean().isDefined());
    }

    @Test
    void defaultPositiveClassOnlyForZeroOneOrFalseTrue() {
        assertEquals("1", PredictionFairness.defaultPositive(Set.of("0", "1")));
        assertEquals("True", PredictionFairness.defaultPositive(Set.of("False", "True")));
        assertNull(PredictionFairness.defaultPositive(Set.of("F", "M")));
        assertNull(PredictionFairness.defaultPositive(Set.of("0", "1", "2")));
    }

    @Test
    void oneGroupHasNoDifferences() {
        var t = ConfusionTable.empty().add("A", "1", "1", 2).add("A", "0", "1", 1);
        var r = PredictionFairness.of(t, null);
        assertEquals(2.0 / 3, r.accuracy().value(), 1e-15);
        assertFalse(r.demographicParity().isDefined());
        assertFalse(r.equalizedOddsMax().isDefined());
    }
}
