package org.fairscore.jobs.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** The peer's JSON line is found among other stderr lines and read by FAR level. */
class PeerFiguresTest {
    @Test
    void readsTheJsonLineBeforeTimesReport() {
        var stderr = """
                some warning {not json
                {"thresholds": {"0.1": 0.19553720951080322, "1e-06": 0.5}, "perGroup": {"0.1": {"A": [0.0125, 0.0]},\
                 "1e-06": {"A": [1e-06, 0.25]}}}
                \tCommand being timed: "python3 numpy_strong.py"
                \tMaximum resident set size (kbytes): 6700000
                """;

        var figures = PeerFigures.parse(stderr);

        assertEquals(Map.of(0.1, 0.19553720951080322, 1e-6, 0.5), figures.thresholds());
        assertArrayEquals(new double[] {0.0125, 0.0}, figures.rates().get(0.1).get("A"));
        assertArrayEquals(new double[] {1e-6, 0.25}, figures.rates().get(1e-6).get("A"));
    }

    @Test
    void noJsonLineIsAnError() {
        assertThrows(IllegalArgumentException.class, () -> PeerFigures.parse("Traceback (most recent call last):\n"));
    }
}
