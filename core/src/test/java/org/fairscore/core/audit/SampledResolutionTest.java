package org.fairscore.core.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.fairscore.core.model.CorpusManifest;
import org.fairscore.core.model.PairKind;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.SamplingReport;
import org.fairscore.core.summaries.BucketResolution;
import org.fairscore.core.summaries.ScoreKey;
import org.fairscore.core.summaries.ScoreSummaries;
import org.fairscore.core.verification.AcceptanceRule;
import org.fairscore.core.verification.FarLevel;
import org.fairscore.core.verification.GroupReport;
import org.junit.jupiter.api.Test;

/**
 * Under impostor sampling a FAR level's resolution (⌈1/α⌉ impostor pairs per group) is judged on the pairs that were
 * scored, not on the group's unsampled total: a group whose full count reaches ⌈1/α⌉ but whose sample does not is
 * flagged, and report.json carries both counts.
 */
class SampledResolutionTest {
    /** α = 0.01 needs ⌈1/α⌉ = 100 impostor pairs. */
    private static final String ALPHA = "0.01";

    @Test
    void sampledCountBelowOneOverAlphaIsFlaggedThoughTheFullCountIsAbove() {
        // group 'a': 400 impostor pairs in all, 40 scored (rate 0.1); group 'b': 5000 in all, 500 scored
        var report = sampledAudit(Map.of("a", 40, "b", 500), Map.of("a", 400L, "b", 5000L));
        var op = report.operatingPoints().get(0);
        assertTrue(op.perGroup().get("a").belowResolution(), "40 scored pairs < 100 = ceil(1/0.01)");
        assertFalse(op.perGroup().get("b").belowResolution(), "500 scored pairs >= 100");
        GroupReport a = report.groups().stream().filter(g -> g.name().equals("a")).findFirst().orElseThrow();
        assertEquals(400, a.impostorPairs());
        assertEquals(40L, a.sampledImpostorPairs());
        var warning = report.warnings().stream().filter(w -> w.startsWith("FAR 0.01 is below the resolution"))
                .findFirst().orElseThrow();
        assertTrue(warning.contains("'a' (40 sampled of 400)"), warning);
        assertTrue(warning.contains("fewer than 100 sampled impostor pairs"), warning);
        assertFalse(warning.contains("'b'"), warning);
    }

    @Test
    void exactlyOneOverAlphaSampledPairsIsResolvable() {
        var report = sampledAudit(Map.of("a", 100, "b", 99), Map.of("a", 1000L, "b", 990L));
        var op = report.operatingPoints().get(0);
        assertFalse(op.perGroup().get("a").belowResolution(), "floor(0.01 * 100) = 1");
        assertTrue(op.perGroup().get("b").belowResolution(), "floor(0.01 * 99) = 0");
    }

    @Test
    void unsampledAuditHasNoSampledCount() {
        var data = new TreeMap<String, float[][]>();
        data.put("a", VerificationAuditOracleTest.group(new float[] {0.9f, 0.8f}, ramp(120)));
        data.put("b", VerificationAuditOracleTest.group(new float[] {0.7f, 0.95f}, ramp(50)));
        var report = VerificationAuditOracleTest.run(data, new AuditSettings(List.of(FarLevel.parse(ALPHA, "far-levels")),
                AcceptanceRule.AT_OR_ABOVE, 0.5, false));
        report.groups().forEach(g -> assertNull(g.sampledImpostorPairs()));
        assertTrue(report.operatingPoints().get(0).perGroup().get("b").belowResolution(), "50 < 100");
        assertFalse(report.operatingPoints().get(0).perGroup().get("a").belowResolution(), "120 >= 100");
    }

    /** Impostor scores 0, 1/n, …: distinct, so thresholds and counts are plain. */
    private static float[] ramp(int n) {
        float[] out = new float[n];
        for (int i = 0; i < n; i++) {
            out[i] = (float) i / n * 0.6f;
        }
        return out;
    }

    /**
     * The pipeline of {@link VerificationAuditOracleTest#run} over the scored (sampled) impostors, with a manifest
     * that counts every impostor pair, as a sampled audit has.
     */
    private static AuditReport sampledAudit(Map<String, Integer> scored, Map<String, Long> all) {
        var s = new AuditSettings(List.of(FarLevel.parse(ALPHA, "far-levels")), AcceptanceRule.AT_OR_ABOVE, 0.5, false,
                new ImpostorSampling(0.1, null, 7));
        var data = new TreeMap<String, float[][]>();
        scored.forEach((g, n) -> data.put(g, VerificationAuditOracleTest.group(new float[] {0.9f, 0.85f, 0.5f}, ramp(n))));
        var pass1 = ScoreSummaries.empty();
        data.forEach((g, d) -> {
            for (var kind : PairKind.values()) {
                for (float x : d[kind.ordinal()]) {
                    pass1.add(g, kind, x);
                }
            }
        });
        var groups = List.copyOf(data.keySet());
        var plan = VerificationAudit.plan(pass1, groups, s);
        var resolution = BucketResolution.empty();
        data.forEach((g, d) -> {
            boolean[] mask = plan.mask(g);
            for (var kind : PairKind.values()) {
                for (float x : d[kind.ordinal()]) {
                    int key = ScoreKey.of(x);
                    if (mask[ScoreKey.bucket(key)]) {
                        resolution.addKey(g, kind, key);
                    }
                }
            }
        });
        var ev = VerificationAudit.evaluate(pass1, resolution, plan, groups, s);
        var stats = new ArrayList<CorpusManifest.GroupStats>();
        long total = 0;
        for (var e : data.entrySet()) {
            long g = e.getValue()[0].length;
            stats.add(new CorpusManifest.GroupStats(e.getKey(), 2 + g, 2, g, all.get(e.getKey())));
            total += all.get(e.getKey());
        }
        var manifest = new CorpusManifest(CorpusManifest.SCHEMA_VERSION, 8, List.of(), "id", "label", List.of("race"),
                stats.stream().mapToLong(CorpusManifest.GroupStats::samples).sum(), 0, Map.of(), stats);
        return VerificationAudit.report(manifest, pass1, ev, null, s,
                new SamplingReport(0.1, 7, total, "every impostor pair kept with probability rate"));
    }
}
