package org.fairscore.core.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.fairscore.core.model.CorpusManifest;
import org.fairscore.core.model.PairKind;
import org.fairscore.core.protocol.AcquisitionFailures;
import org.fairscore.core.protocol.CalibrationReport;
import org.fairscore.core.protocol.EqualMetricsSpec;
import org.fairscore.core.protocol.ProtocolSource;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.ReportJson;
import org.fairscore.core.summaries.BucketResolution;
import org.fairscore.core.summaries.ScoreKey;
import org.fairscore.core.summaries.ScoreSummaries;
import org.fairscore.core.verification.AcceptanceRule;
import org.fairscore.core.verification.FarLevel;
import org.junit.jupiter.api.Test;

/** The protocol component on hand-made score lists (expected values worked out in the comments). */
class ProtocolAuditTest {
    // A: genuine {0.6, 0.8, 0.9}, impostor {0.1, 0.7}; B: genuine {0.2, 0.6, 0.7, 0.8}, impostor {0.1, 0.3}
    static final Map<String, float[][]> DATA = new TreeMap<>(Map.of(
            "A", new float[][] {{0.6f, 0.8f, 0.9f}, {0.1f, 0.7f}},
            "B", new float[][] {{0.2f, 0.6f, 0.7f, 0.8f}, {0.1f, 0.3f}}));

    record Run(AuditReport report, Evaluation ev, AuditSettings settings) {
    }

    static Run run(AcceptanceRule rule, String... levels) {
        var l = new ArrayList<FarLevel>();
        for (String a : levels) {
            l.add(FarLevel.parse(a, "far"));
        }
        var s = new AuditSettings(l, rule, 0.5, false);
        var pass1 = ScoreSummaries.empty();
        DATA.forEach((g, kinds) -> {
            for (var kind : PairKind.values()) {
                for (float x : kinds[kind.ordinal()]) {
                    pass1.add(g, kind, x);
                }
            }
        });
        var groups = List.copyOf(DATA.keySet());
        var plan = VerificationAudit.plan(pass1, groups, s);
        var res = BucketResolution.empty();
        DATA.forEach((g, kinds) -> {
            boolean[] mask = plan.mask(g);
            for (var kind : PairKind.values()) {
                for (float x : kinds[kind.ordinal()]) {
                    if (mask[ScoreKey.bucketOf(x)]) {
                        res.addKey(g, kind, ScoreKey.of(x));
                    }
                }
            }
        });
        var ev = VerificationAudit.evaluate(pass1, res, plan, groups, s);
        var stats = new ArrayList<CorpusManifest.GroupStats>();
        DATA.forEach((g, kinds) -> stats.add(new CorpusManifest.GroupStats(g, 0, 0, kinds[0].length, kinds[1].length)));
        var manifest = new CorpusManifest(1, 0, List.of(), "id", "label", List.of("group"), 0, 0, Map.of(), stats);
        return new Run(VerificationAudit.report(manifest, pass1, ev, null, s, null), ev, s);
    }

    @Test
    void atOrAboveAddsBobMeasuresMidpointEerPerGroup() {
        var r = run(AcceptanceRule.AT_OR_ABOVE, "0.5");
        var report = ProtocolAudit.complete(r.report(), r.ev(), r.settings(), ProtocolSource.allPairs());
        var m = report.protocol().midpointEer();
        // A: candidates 0.1 (1, 0), 0.35 (1/2, 0), 0.65 (1/2, 1/3), 0.75 (0, 1/3, used up: "<") → 0.65, (1/2 + 1/3)/2
        assertEquals(5.0 / 12, m.get("A").eer(), 1e-15);
        assertEquals(((double) 0.6f + (double) 0.7f) / 2, m.get("A").threshold());
        assertEquals(0.5, m.get("A").far());
        assertEquals(1.0 / 3, m.get("A").frr(), 1e-15);
        // B: 0.15 (1/2, 0), 0.25 (1/2, 1/4), 0.45 (0, 1/4, impostors used up: "<" keeps 0.25) → 3/8
        assertEquals(3.0 / 8, m.get("B").eer(), 1e-15);
        assertEquals(((double) 0.2f + (double) 0.3f) / 2, m.get("B").threshold());
        assertTrue(report.methods().containsKey("eerMidpoint"));
        assertTrue(ReportJson.write(report).contains("\"midpointEer\""));
        assertEquals("all-pairs", report.protocol().protocol());
    }

    @Test
    void aggregationBiasComparesEachGroupsOwnThresholdWithTheGlobalOne() {
        var r = run(AcceptanceRule.AT_OR_ABOVE, "0.5");
        var s = r.settings().withGroupThresholds(true);
        var report = ProtocolAudit.complete(r.report(), r.ev(), s, ProtocolSource.allPairs());
        var bias = report.protocol().aggregationBias().get("0.5");
        // global: pooled impostors {0.1, 0.7, 0.1, 0.3}, m = 2 → t = 0.3
        // A alone: impostors {0.1, 0.7}, m = 1, #{s ≥ 0.7} = 1 → t_A = 0.7: FAR 1/2, FRR 1/3 (0.6 < 0.7);
        // at 0.3: FAR 1/2, FRR 0 → differences 0 and −1/3
        var a = bias.get("A");
        assertEquals(0.7f, a.ownThreshold().floatValue());
        assertEquals(0.5, a.ownFar());
        assertEquals(1.0 / 3, a.ownFrr(), 1e-15);
        assertEquals(0.0, a.globalFrr());
        assertEquals(0.0, a.farDifference());
        assertEquals(-1.0 / 3, a.frrDifference(), 1e-15);
        // B alone: impostors {0.1, 0.3}, m = 1 → t_B = 0.3, the global threshold: no difference
        var b = bias.get("B");
        assertEquals(0.3f, b.ownThreshold().floatValue());
        assertEquals(0.0, b.farDifference());
        assertEquals(0.0, b.frrDifference());
        assertTrue(report.methods().containsKey("aggregationBias"));
    }

    @Test
    void protocolComponentRoundTripsThroughReportJson() {
        var r = run(AcceptanceRule.AT_OR_ABOVE, "0.5");
        var failures = Map.of("A", AcquisitionFailures.of(4, 1, 3, 1), "B", AcquisitionFailures.of(4, 0, 2, 0));
        var src = new ProtocolSource(ProtocolSource.SCORE_FILE, "s.csv", "table", true, 3L, failures, true,
                new CalibrationReport("fraction", 0.3, 7L, null, 4, 9, 10, 30, 100, 12));
        var s = r.settings().withGroupThresholds(true).withEqualMetrics(new EqualMetricsSpec(0.25));
        var report = ProtocolAudit.complete(r.report(), r.ev(), s, src);
        String json = ReportJson.write(report);
        assertEquals(json, ReportJson.write(ReportJson.read(json)));
        assertTrue(json.contains("\"equalMetrics\"") && json.contains("\"aggregationBias\"")
                && json.contains("\"calibration\"") && json.contains("\"ftaAdjusted\""), json);
    }

    @Test
    void allPairsUnderTheDefaultRuleLeavesTheReportUnchanged() {
        var r = run(AcceptanceRule.ABOVE, "0.5");
        assertSame(r.report(), ProtocolAudit.complete(r.report(), r.ev(), r.settings(), ProtocolSource.allPairs()));
        assertNull(r.report().protocol());
    }

    @Test
    void failuresToAcquireAreFoldedIntoRatesAsBobMeasureDoes() {
        var r = run(AcceptanceRule.AT_OR_ABOVE, "0.5");
        // A had 1 of 4 genuine and 1 of 3 impostor comparisons without a score: FTA = 2/7; B none
        var failures = Map.of("A", AcquisitionFailures.of(4, 1, 3, 1), "B", AcquisitionFailures.of(4, 0, 2, 0));
        var src = new ProtocolSource(ProtocolSource.SCORE_FILE, "s.csv", "table", false, 0L, failures, true, null);
        var report = ProtocolAudit.complete(r.report(), r.ev(), r.settings(), src);
        assertEquals(2.0 / 7, report.protocol().failuresToAcquire().get("A").fta(), 1e-15);
        // α = 0.5 of the pooled impostors {0.1, 0.7, 0.1, 0.3}: m = 2, #{s ≥ 0.3} = 2 → t = 0.3
        // A: FMR = #{0.7} / 2 = 1/2, FNMR = #{genuine < 0.3} / 3 = 0
        // FAR = 1/2 · (1 − 2/7) = 5/14, FRR = 2/7 + 0 · (1 − 2/7) = 2/7
        var a = report.protocol().ftaAdjusted().get("0.5").get("A");
        assertEquals(5.0 / 14, a.far(), 1e-15);
        assertEquals(2.0 / 7, a.frr(), 1e-15);
        // B: FTA 0 → the plain rates: FMR = 1/2 (0.3 ≥ 0.3), FNMR = 1/4 (0.2)
        var b = report.protocol().ftaAdjusted().get("0.5").get("B");
        assertEquals(0.5, b.far());
        assertEquals(0.25, b.frr());
        assertTrue(report.warnings().stream().anyMatch(w -> w.contains("group 'A': 2 of 7 comparisons failed")),
                report.warnings()::toString);
        assertTrue(report.methods().get("failuresToAcquire").contains("FTA + FNMR*(1-FTA)"));
    }

    @Test
    void equalMetricTableFromAReport() {
        var run = run(AcceptanceRule.AT_OR_ABOVE, "0.5");
        var report = ProtocolAudit.attachEqualMetrics(run.report(), List.of("0.5"), null);
        // A at t = 0.3: FA = 1 (0.7), FR = 0 of 3 genuine, 2 impostors: accuracy = (3 + 1)/5
        assertEquals(0.8, report.protocol().equalMetrics().levels().get("0.5").get("A").accuracy().value(), 1e-15);
        assertTrue(report.methods().containsKey("equalMetrics"));
    }
}
