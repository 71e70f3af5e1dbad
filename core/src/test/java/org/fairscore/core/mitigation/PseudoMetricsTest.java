package org.fairscore.core.mitigation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.fairscore.core.model.PairKind;
import org.fairscore.core.verification.FarLevel;
import org.fairscore.core.verification.GroupRates;
import org.fairscore.core.verification.OperatingPoint;
import org.junit.jupiter.api.Test;

class PseudoMetricsTest {
    private static PseudoScoreHistograms histograms() {
        var h = PseudoScoreHistograms.empty();
        // A: impostors 0.1 ×8, 0.5, 0.9; genuines 0.2, 0.8. B: impostors 0.1 ×9, 0.7; genuines 0.6, 0.95
        for (int i = 0; i < 8; i++) {
            h.add("A", PairKind.IMPOSTOR, 0.1f);
        }
        h.add("A", PairKind.IMPOSTOR, 0.5f);
        h.add("A", PairKind.IMPOSTOR, 0.9f);
        h.add("A", PairKind.GENUINE, 0.2f);
        h.add("A", PairKind.GENUINE, 0.8f);
        for (int i = 0; i < 9; i++) {
            h.add("B", PairKind.IMPOSTOR, 0.1f);
        }
        h.add("B", PairKind.IMPOSTOR, 0.7f);
        h.add("B", PairKind.GENUINE, 0.6f);
        h.add("B", PairKind.GENUINE, 0.95f);
        return h;
    }

    private static GroupRates rates(double far, double frr) {
        return new GroupRates(far, frr, 0, 1, 0, 1, false, null, null, null, null);
    }

    @Test
    void handCountedRatesAndRankingAgainstTheRealAudit() {
        // 20 pooled impostors; α = 0.1 allows 2 above t: t sits in 0.5's bucket (0.5, 0.7, 0.9 would be 3 above 0.1's)
        var level = FarLevel.parse("0.1", "far");
        var real = new OperatingPoint(0.1, 2, 0.5, null, false, 0.1, 0.25, 2, 20, 1, 4,
                Map.of("A", rates(0.1, 0.5), "B", rates(0.1, 0.0)), null, null, null, null, Map.of(), null);
        var r = PseudoMetrics.evaluate("evaluate", histograms(), List.of("A", "B"), Map.of("A", 2L, "B", 2L),
                List.of(level), List.of(real));
        var op = r.operatingPoints().get(0);
        assertTrue(op.threshold() >= 0.5 && op.threshold() < 0.7, "threshold " + op.threshold());
        var a = op.perGroup().get("A");
        assertEquals(1, a.falseAccepts()); // 0.9
        assertEquals(0.1, a.far(), 1e-15);
        assertEquals(1, a.falseRejects()); // 0.2
        var b = op.perGroup().get("B");
        assertEquals(1, b.falseAccepts()); // 0.7
        assertEquals(0, b.falseRejects());
        assertEquals(List.of("A", "B"), op.frrOrder());
        assertEquals(List.of("A", "B"), op.realFrrOrder());
        assertTrue(op.frrOrderAgrees());
        assertTrue(op.farOrderAgrees()); // equal FARs: both orders by name
    }

    @Test
    void curvesCountExactlyAtTheirThresholds() {
        var r = PseudoMetrics.evaluate("train", histograms(), List.of("A", "B"), Map.of(), List.of(), null);
        var a = r.curves().get("A");
        assertEquals(PseudoMetrics.CURVE_POINTS, a.thresholds().size());
        assertEquals(1.0, a.far().get(0)); // t just above -1: every impostor is above
        assertEquals(0.0, a.frr().get(0));
        for (int i = 0; i < a.thresholds().size(); i++) {
            double t = a.thresholds().get(i);
            float[] imp = {0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.1f, 0.5f, 0.9f};
            float[] gen = {0.2f, 0.8f};
            long above = 0;
            for (float s : imp) {
                above += s > t ? 1 : 0;
            }
            long atOrBelow = 0;
            for (float s : gen) {
                atOrBelow += s <= t ? 1 : 0;
            }
            assertEquals(above / 10.0, a.far().get(i), 1e-15, "t = " + t);
            assertEquals(atOrBelow / 2.0, a.frr().get(i), 1e-15, "t = " + t);
        }
        assertTrue(r.curves().get("A").thresholds().get(50) < 0.01); // the grid point 0
        assertNull(PseudoMetrics.evaluate("train", histograms(), List.of("Z"), Map.of(), List.of(), null)
                .curves().get("Z").far().get(0));
    }

    @Test
    void disagreementIsReportedAndNoRealAuditMeansNoComparison() {
        var level = FarLevel.parse("0.1", "far");
        var real = new OperatingPoint(0.1, 2, 0.5, null, false, 0.1, 0.25, 2, 20, 1, 4,
                Map.of("A", rates(0.1, 0.0), "B", rates(0.1, 0.5)), null, null, null, null, Map.of(), null);
        var op = PseudoMetrics.evaluate("evaluate", histograms(), List.of("A", "B"), Map.of(), List.of(level),
                List.of(real)).operatingPoints().get(0);
        assertFalse(op.frrOrderAgrees());
        var none = PseudoMetrics.evaluate("train", histograms(), List.of("A", "B"), Map.of(), List.of(level), null)
                .operatingPoints().get(0);
        assertNull(none.farOrderAgrees());
        assertNull(none.realFarOrder());
    }

    @Test
    void mergeOfPartsEqualsTheWhole() {
        var whole = histograms();
        var p1 = PseudoScoreHistograms.empty();
        var p2 = PseudoScoreHistograms.empty();
        p1.add("A", PairKind.IMPOSTOR, 0.9f);
        p2.add("A", PairKind.IMPOSTOR, 0.5f);
        for (int i = 0; i < 8; i++) {
            (i % 2 == 0 ? p1 : p2).add("A", PairKind.IMPOSTOR, 0.1f);
        }
        var merged = PseudoScoreHistograms.empty().merge(p1).merge(p2).merge(PseudoScoreHistograms.empty());
        var a = merged.of("A", PairKind.IMPOSTOR);
        var w = whole.of("A", PairKind.IMPOSTOR);
        assertEquals(w.total(), a.total());
        for (int b = 0; b < org.fairscore.core.summaries.ScoreKey.BUCKETS; b += 97) {
            assertEquals(w.countAboveBucket(b), a.countAboveBucket(b));
        }
        assertEquals(0, merged.of("Z", PairKind.GENUINE).total());
    }
}
