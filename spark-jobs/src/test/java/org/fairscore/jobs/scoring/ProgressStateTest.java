package org.fairscore.jobs.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ProgressStateTest {
    @Test
    void rateIsThePasssPairsOverThePasssSeconds() {
        // 3 000 000 pairs in 4 s: 750 000 pairs/s
        var s = new ProgressState("impostor pass", 3, 12, 3_000_000, 4.0);
        assertEquals(750_000.0, s.pairsPerSecond(), 0.0);
        // 3 of 12 tiles in 4 s: 9 tiles to go at 4/3 s a tile
        assertEquals(12.0, s.etaSeconds(), 1e-12);
        assertEquals("audit: impostor pass: tiles 3/12, 7.500e+05 pairs/s, ETA 12 s", s.line());
    }

    @Test
    void aPassThatCountedNoPairsSaysNoRateInsteadOfZero() {
        var s = new ProgressState("threshold pass", 10, 10, 0, 2.5);
        assertTrue(Double.isNaN(s.pairsPerSecond()));
        assertEquals("audit: threshold pass: tiles 10/10", s.line()); // no "0.00 pairs/s", no ETA when done
        assertEquals("audit: threshold pass done: 10 tiles in 2.5 s", s.done());
        assertTrue(Double.isNaN(new ProgressState("p", 0, 10, 0, 0.0).pairsPerSecond())); // no time yet
        assertTrue(Double.isNaN(new ProgressState("p", 0, 10, 0, 1.0).etaSeconds())); // no tile yet
    }

    @Test
    void doneLineGivesTotalsAndTheRate() {
        var s = new ProgressState("impostor pass", 4, 4, 493_543, 0.6);
        assertEquals("audit: impostor pass done: 4 tiles, 493543 pairs in 0.6 s (8.226e+05 pairs/s)", s.done());
    }

    @Test
    void barIsFilledInProportionToTilesAndFitsEightyColumns() {
        var s = new ProgressState("resolution pass", 5, 20, 1_000, 2.0);
        // 5 of 20 tiles: 5 of the 20 cells; 15 tiles at 0.4 s a tile: 6 s
        assertEquals("audit: resolution pass [#####...............] 5/20 tiles, 500.0 pairs/s, ETA 6 s", s.bar());
        var full = new ProgressState("prediction pass", 7, 7, 123_456_789, 1.0);
        assertTrue(full.bar().contains("[" + "#".repeat(ProgressState.BAR_WIDTH) + "]"), full.bar());
        assertTrue(full.bar().length() <= 80, full.bar());
        var empty = new ProgressState("threshold pass", 0, 0, 0, 0.0);
        assertTrue(empty.bar().contains("[" + ".".repeat(ProgressState.BAR_WIDTH) + "]"), empty.bar());
    }
}
