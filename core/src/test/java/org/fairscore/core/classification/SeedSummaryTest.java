package org.fairscore.core.classification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.fairscore.core.verification.MetricValue;
import org.junit.jupiter.api.Test;

class SeedSummaryTest {
    @Test
    void meanAndSampleStandardDeviation() {
        var s = SeedSummary.of(List.of(1L, 2L, 3L), List.of(MetricValue.of(0.6), MetricValue.of(0.7), MetricValue.of(0.8)));
        assertEquals(0.7, s.mean().value(), 1e-15);
        // deviations -0.1, 0, 0.1: sum of squares 0.02 over n - 1 = 2
        assertEquals(Math.sqrt(0.02 / 2), s.std().value(), 1e-15);
    }

    @Test
    void oneSeedHasNoStandardDeviation() {
        var s = SeedSummary.of(List.of(7L), List.of(MetricValue.of(0.5)));
        assertEquals(0.5, s.mean().value());
        assertFalse(s.std().isDefined());
    }

    @Test
    void anUndefinedSeedMakesTheSummaryUndefined() {
        var s = SeedSummary.of(List.of(1L, 2L), List.of(MetricValue.of(0.5), MetricValue.undefined("no positives")));
        assertFalse(s.mean().isDefined());
        assertTrue(s.mean().reasonOrNull().contains("seed 2: no positives"));
    }
}
