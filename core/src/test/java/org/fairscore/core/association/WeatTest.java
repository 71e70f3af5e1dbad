package org.fairscore.core.association;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A hand-made 2-D set. With A = {(1,0)} and B = {(0,1)}, s(w) = (w₁ − w₂)/‖w‖:
 * X = {(1,0), (3,4)} → s = 1, −0.2; Y = {(0,1), (4,3)} → s = −1, 0.2.
 * Statistic = 0.8 − (−0.8) = 1.6; means 0.4 and −0.4; the four s have mean 0 and Σs² = 2.08, so
 * sd(ddof 1) = √(2.08/3) and sd(ddof 0) = √0.52.
 * The six 2+2 partitions have Σ_{X_i} s = 0.8 (observed), 0, 1.2, −1.2, 0, −0.8: greater p = 2/6,
 * less p = 5/6, two-sided (centre 0) p = 4/6.
 */
class WeatTest {
    private static final double EPS = 1e-12;

    static NamedVector v(String name, double... xs) {
        return new NamedVector(name, xs);
    }

    static final List<NamedVector> X = List.of(v("x1", 1, 0), v("x2", 3, 4));
    static final List<NamedVector> Y = List.of(v("y1", 0, 1), v("y2", 4, 3));
    static final List<NamedVector> A = List.of(v("a", 1, 0));
    static final List<NamedVector> B = List.of(v("b", 0, 1));

    private static WeatResult run(Alternative alt, int ddof) {
        return Weat.run("t", X, Y, A, B, new WeatSettings(alt, 100_000, 7, ddof));
    }

    @Test
    void associationIsMeanCosineDifference() {
        var a2 = List.of(v("a", 1, 0), v("a'", 1, 1));
        // cos((3,4),(1,0)) = 0.6, cos((3,4),(1,1)) = 7/(5√2); cos((3,4),(0,1)) = 0.8
        assertEquals((0.6 + 7 / (5 * Math.sqrt(2))) / 2 - 0.8, Weat.association(new double[] {3, 4}, a2, B), EPS);
    }

    @Test
    void statisticEffectSizeAndExactPValueByHand() {
        var r = run(Alternative.GREATER, 1);
        assertEquals(1.6, r.statistic(), EPS);
        assertEquals(0.8 / Math.sqrt(2.08 / 3), r.effectSize(), EPS);
        assertEquals(2.0 / 6, r.pValue(), EPS);
        assertTrue(r.exact());
        assertEquals(6, r.permutations());
        assertEquals(new WeatResult.Sizes(2, 2, 1, 1), r.sizes());
    }

    @Test
    void populationDdofChangesOnlyTheEffectSize() {
        var r = run(Alternative.GREATER, 0);
        assertEquals(0.8 / Math.sqrt(0.52), r.effectSize(), EPS);
        assertEquals(1.6, r.statistic(), EPS);
    }

    @Test
    void lessAndTwoSidedCountTheOtherTails() {
        assertEquals(5.0 / 6, run(Alternative.LESS, 1).pValue(), EPS);
        assertEquals(4.0 / 6, run(Alternative.TWO_SIDED, 1).pValue(), EPS);
    }

    @Test
    void wefatNormalisesByTheSpreadOfCosinesToTheAttributes() {
        var items = run(Alternative.GREATER, 1).items();
        assertEquals("x1", items.get(0).item());
        assertEquals("X", items.get(0).set());
        assertEquals(1.0, items.get(0).association(), EPS);
        // cosines of (1,0) with A∪B: 1, 0 → sd √0.5; of (3,4): 0.6, 0.8 → sd √0.02
        assertEquals(1 / Math.sqrt(0.5), items.get(0).normalized(), EPS);
        assertEquals(-0.2 / Math.sqrt(0.02), items.get(1).normalized(), 1e-9);
        assertEquals("Y", items.get(3).set());
        assertEquals(0.2, items.get(3).association(), EPS);
    }

    @Test
    void identicalAssociationsLeaveTheEffectSizeUndefinedWithAReason() {
        var xs = List.of(v("x", 1, 1));
        var ys = List.of(v("y", 2, 2));
        var r = Weat.run("same", xs, ys, A, B, new WeatSettings(Alternative.TWO_SIDED, 10, 1, 1));
        assertNull(r.effectSize());
        assertTrue(r.effectSizeUndefinedReason().contains("standard deviation is 0"));
        // both partitions tie with the observed one
        assertEquals(1.0, r.pValue(), EPS);
        assertEquals(0.0, r.statistic(), EPS);
    }

    @Test
    void unequalSetSizesUseTheirOwnMeansAndPartitions() {
        var r = Weat.run("u", List.of(X.get(0)), List.of(X.get(1), Y.get(0), Y.get(1)), A, B,
                new WeatSettings(Alternative.GREATER, 1000, 1, 1));
        // s: 1 | −0.2, −1, 0.2 → statistic 1 − (−1) = 2; means 1 and −1/3
        assertEquals(2.0, r.statistic(), EPS);
        assertEquals((1 + 1.0 / 3) / Math.sqrt(2.08 / 3), r.effectSize(), EPS);
        assertEquals(0.25, r.pValue(), EPS);
        assertEquals(4, r.permutations());
    }

    @Test
    void overlappingSetsAreRefusedNamingTheSharedItems() {
        var e = assertThrows(IllegalArgumentException.class,
                () -> Weat.run("o", X, List.of(v("x2", 3, 4), v("y1", 0, 1)), A, B, new WeatSettings(Alternative.GREATER, 10, 1, 1)));
        assertEquals("X and Y must not share items: x2", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Weat.run("o", X, Y, A, A, new WeatSettings(Alternative.GREATER, 10, 1, 1)));
    }

    @Test
    void emptySetIsRefused() {
        assertThrows(IllegalArgumentException.class,
                () -> Weat.run("e", List.of(), Y, A, B, new WeatSettings(Alternative.GREATER, 10, 1, 1)));
        assertFalse(run(Alternative.GREATER, 1).items().isEmpty());
    }
}
