package org.fairscore.core.geometry;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import org.junit.jupiter.api.Test;

class NeighbourTableTest {
    // six unit vectors at angles (degrees); labels; groups g1 = {0,1,2}, g2 = {3,4,5}
    private static final double[] ANGLES = {0, 10, 90, 100, 180, 200};
    private static final String[] LABELS = {"A", "A", "B", "C", "C", "B"};
    private static final List<String> GROUPS = List.of("g1", "g2");

    private static float cos(int i, int j) {
        return (float) Math.cos(Math.toRadians(ANGLES[i] - ANGLES[j]));
    }

    /** Tables for g1's and g2's rows, fed every pair of the given gallery index range, both directions. */
    private static NeighbourTable[] tables(int k, int from, int to) {
        var t = new NeighbourTable[] {new NeighbourTable(3, k, 2, null), new NeighbourTable(3, k, 2, null)};
        for (int i = 0; i < 6; i++) {
            for (int j = from; j < to; j++) {
                if (i != j) {
                    t[i / 3].offer(i % 3, cos(i, j), j, LABELS[i].equals(LABELS[j]));
                }
            }
        }
        return t;
    }

    private static NeighbourCounts counts(NeighbourTable[] t) {
        return NeighbourCounts.of(t[0], "g1", 0, GROUPS).merge(NeighbourCounts.of(t[1], "g2", 1, GROUPS));
    }

    @Test
    void recallAt1OnSixPointsByHand() {
        // nearest: 0↔1 (same label A: hits), 2↔3 (B vs C: misses), 4↔5 (C vs B: misses)
        var c = counts(tables(1, 0, 6));
        assertEquals(2.0 / 3, c.recall("g1", false, 1).value(), 1e-15);
        assertEquals(0.0, c.recall("g2", false, 1).value(), 1e-15);
    }

    @Test
    void recallAt2OnSixPointsByHand() {
        // 2's two nearest: 3 (C), 1 (A): miss; 3's: 2 (B), 4 (C): hit; 4's: 5 (B), 3 (C): hit; 5's: 4 (C), 3 (C): miss
        var c = counts(tables(2, 0, 6));
        assertEquals(2.0 / 3, c.recall("g1", true, 2).value(), 1e-15);
        assertEquals(2.0 / 3, c.recall("g2", true, 2).value(), 1e-15);
        assertEquals(0.0, c.recall("g2", false, 2).value(), 1e-15);
    }

    @Test
    void mergingGalleryHalvesEqualsTheWholeGallery() {
        var whole = tables(3, 0, 6);
        var first = tables(3, 0, 4);
        var second = tables(3, 4, 6);
        for (int g = 0; g < 2; g++) {
            first[g].merge(second[g]);
            for (int r = 0; r < 3; r++) {
                assertArrayEquals(whole[g].similarities(r), first[g].similarities(r));
                assertEquals(whole[g].hit(r, 3), first[g].hit(r, 3));
            }
        }
    }

    @Test
    void tiesAreBrokenByTheTieKeyWhateverTheOrder() {
        var a = new NeighbourTable(1, 1, 1, null);
        a.offer(0, 0.5f, 9, false);
        a.offer(0, 0.5f, 4, true);
        var b = new NeighbourTable(1, 1, 1, null);
        b.offer(0, 0.5f, 4, true);
        b.offer(0, 0.5f, 9, false);
        assertEquals(a.hit(0, 1), b.hit(0, 1));
        assertEquals(true, a.hit(0, 1));
    }

    @Test
    void tooSmallACorpusLeavesRecallUndefined() {
        var t = new NeighbourTable(1, 2, 1, null);
        t.offer(0, 0.9f, 1, true); // one other sample, k = 2
        var c = NeighbourCounts.of(t, "g", 0, List.of("g"));
        assertFalse(c.recall("g", true, 2).isDefined());
        assertFalse(c.recall("empty", false, 1).isDefined());
    }
}
