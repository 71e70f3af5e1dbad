package org.fairscore.report.html;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.fairscore.core.verification.ScoreHistogramReport;
import org.junit.jupiter.api.Test;

class RateCurvesTest {
    /** Four bins on [−1, 1]: edges −1, −0.5, 0, 0.5, 1. */
    @Test
    void cumulativeSharesAtBinEdges() {
        var h = new ScoreHistogramReport(-1, 1, 4, new long[] {0, 1, 2, 1}, new long[] {3, 1, 0, 0});
        var c = RateCurves.of(h);
        assertArrayEquals(new double[] {-1, -0.5, 0, 0.5, 1}, c.thresholds(), 1e-15);
        // FAR(e_k): impostors in bins >= k, of 4
        assertArrayEquals(new double[] {1, 0.25, 0, 0, 0}, c.far(), 1e-15);
        // FRR(e_k): genuine in bins < k, of 4
        assertArrayEquals(new double[] {0, 0, 0.25, 0.75, 1}, c.frr(), 1e-15);
        assertEquals(0, c.firstBin());
        assertEquals(3, c.lastBin());
    }

    /** Distances on [0, 100], four bins (edges 0, 25, 50, 75, 100): accepted below the threshold. */
    @Test
    void distancesAreAcceptedBelowTheEdge() {
        // genuine distances low, impostor distances high
        var h = new ScoreHistogramReport(0, 100, 4, new long[] {2, 1, 1, 0}, new long[] {0, 0, 1, 3});
        var c = RateCurves.of(h, true);
        assertArrayEquals(new double[] {0, 25, 50, 75, 100}, c.thresholds(), 1e-15);
        // FAR(e_k): impostors in bins < k, of 4
        assertArrayEquals(new double[] {0, 0, 0, 0.25, 1}, c.far(), 1e-15);
        // FRR(e_k): genuine in bins >= k, of 4
        assertArrayEquals(new double[] {1, 0.5, 0.25, 0, 0}, c.frr(), 1e-15);
    }

    @Test
    void missingPairKindGivesNoCurve() {
        var c = RateCurves.of(new ScoreHistogramReport(-1, 1, 4, new long[4], new long[] {0, 2, 0, 0}));
        assertNull(c.frr());
        assertArrayEquals(new double[] {1, 1, 0, 0, 0}, c.far(), 1e-15);
        assertEquals(1, c.firstBin());
        assertEquals(1, c.lastBin());
    }

    @Test
    void emptyHistogramIsEmpty() {
        var c = RateCurves.of(new ScoreHistogramReport(-1, 1, 4, new long[4], new long[4]));
        assertTrue(c.empty());
        assertNull(c.far());
    }
}
