package org.fairscore.jobs.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A row of the side-by-side over several rounds: median wall, its range, the largest peak RSS. */
class PeerBenchRowTest {
    private static TimedProcess.Timed run(double seconds, long rss) {
        return new TimedProcess.Timed(0, seconds, rss, "", "");
    }

    @Test
    void anOddNumberOfRoundsGivesTheMiddleWallAndTheLargestRss() {
        var row = new PeerBench.Row("x", List.of(run(15.3, 2_000), run(14.5, 3_000), run(14.7, 1_000)));
        assertEquals(14.7, row.seconds());
        assertEquals(14.5, row.fastest());
        assertEquals(15.3, row.slowest());
        assertEquals(3_000, row.peakRss());
    }

    @Test
    void anEvenNumberOfRoundsGivesTheMeanOfTheMiddleTwo() {
        var row = new PeerBench.Row("x", List.of(run(16, 1), run(10, 1), run(12, 1), run(13, 1)));
        assertEquals(12.5, row.seconds(), 1e-12);
    }

    @Test
    void oneRoundIsThatRoundAndAnUnknownRssStaysUnknown() {
        var row = new PeerBench.Row("x", List.of(run(29.36, -1)));
        assertEquals(29.36, row.seconds());
        assertEquals(-1, row.peakRss());
    }
}
