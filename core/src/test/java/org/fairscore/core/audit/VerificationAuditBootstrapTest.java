package org.fairscore.core.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.fairscore.core.bootstrap.BootstrapIntervals;
import org.fairscore.core.bootstrap.DifferentialIntervals;
import org.fairscore.core.bootstrap.IdentityBootstrap;
import org.fairscore.core.bootstrap.IdentityErrorCounts;
import org.fairscore.core.protocol.EqualMetrics;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.ReportJson;
import org.fairscore.core.verification.AcceptanceRule;
import org.fairscore.core.verification.Differential;
import org.fairscore.core.verification.Differentials;
import org.fairscore.core.verification.ErrorCounts;
import org.fairscore.core.verification.GroupErrors;
import org.fairscore.core.verification.Interval;
import org.fairscore.core.verification.OperatingPoint;
import org.junit.jupiter.api.Test;

/**
 * The audit with identity-bootstrap intervals: a group without a false accept gets the exact binomial bound (and the
 * equal-metric table follows), every differential its interval from the replicates, and report.json carries them.
 * Scores are drawn per identity pair, so the per-identity counts the bootstrap resamples are known here exactly.
 */
class VerificationAuditBootstrapTest {
    private static final int B = 200;

    /** One scored pair: its two identities (equal for a genuine pair) and its score. */
    private record Pair(String group, String a, String b, float score) {
    }

    private static List<Pair> pairs() {
        var rng = new SplittableRandom(21);
        var out = new ArrayList<Pair>();
        // Quiet's impostor scores stay below every threshold: 0 false accepts
        String[][] groups = {{"A", "0.10"}, {"B", "0.18"}, {"Quiet", "-0.40"}};
        for (String[] g : groups) {
            int k = 12;
            double impostorMean = Double.parseDouble(g[1]);
            for (int i = 0; i < k; i++) {
                int samples = 2 + rng.nextInt(4);
                for (int p = 0; p < samples * (samples - 1) / 2; p++) {
                    out.add(new Pair(g[0], "id" + i, "id" + i, (float) (0.55 + 0.15 * rng.nextGaussian())));
                }
                for (int j = i + 1; j < k; j++) {
                    for (int p = 0; p < 6; p++) {
                        double s = impostorMean + 0.12 * rng.nextGaussian();
                        out.add(new Pair(g[0], "id" + i, "id" + j, (float) Math.min(s, g[0].equals("Quiet") ? 0.0 : 1.0)));
                    }
                }
            }
        }
        return out;
    }

    private static TreeMap<String, float[][]> scores(List<Pair> pairs) {
        var gen = new TreeMap<String, List<Float>>();
        var imp = new TreeMap<String, List<Float>>();
        for (var p : pairs) {
            (p.a().equals(p.b()) ? gen : imp).computeIfAbsent(p.group(), g -> new ArrayList<>()).add(p.score());
            (p.a().equals(p.b()) ? imp : gen).computeIfAbsent(p.group(), g -> new ArrayList<>());
        }
        var data = new TreeMap<String, float[][]>();
        gen.forEach((g, list) -> data.put(g, VerificationAuditOracleTest.group(floats(list), floats(imp.get(g)))));
        return data;
    }

    private static float[] floats(List<Float> list) {
        float[] f = new float[list.size()];
        for (int i = 0; i < f.length; i++) {
            f[i] = list.get(i);
        }
        return f;
    }

    /** Per-identity counts at the report's thresholds (accept iff s &gt; t), each impostor pair for both identities. */
    private static IdentityErrorCounts identityCounts(List<Pair> pairs, List<OperatingPoint> ops) {
        var c = IdentityErrorCounts.empty(ops.size());
        for (var p : pairs) {
            long[] errors = new long[ops.size()];
            boolean genuine = p.a().equals(p.b());
            for (int t = 0; t < ops.size(); t++) {
                boolean accepted = p.score() > ops.get(t).threshold();
                errors[t] = genuine != accepted ? 1 : 0;
            }
            if (genuine) {
                c.addGenuine(p.group(), p.a(), 1, errors);
            } else {
                c.addImpostor(p.group(), p.a(), 1, errors);
                c.addImpostor(p.group(), p.b(), 1, errors);
            }
        }
        return c;
    }

    private static final AuditSettings SETTINGS = VerificationAuditOracleTest.settings(AcceptanceRule.ABOVE, "0.01", "0.05");

    private static AuditReport withBootstrap(List<Pair> pairs, BootstrapIntervals[] out) {
        var data = scores(pairs);
        var plain = VerificationAuditOracleTest.run(data, SETTINGS);
        var boot = IdentityBootstrap.compute(identityCounts(pairs, plain.operatingPoints()), B, 5, 0.95);
        out[0] = boot;
        return VerificationAuditOracleTest.run(data, SETTINGS, List.of("race"), boot);
    }

    @Test
    void aGroupWithoutFalseAcceptsGetsTheExactBoundAndTheEqualMetricTableFollows() {
        var pairs = pairs();
        var r = withBootstrap(pairs, new BootstrapIntervals[1]);
        long quietImpostors = pairs.stream().filter(p -> p.group().equals("Quiet") && !p.a().equals(p.b())).count();
        assertEquals(66 * 6, quietImpostors); // 12·11/2 identity pairs × 6
        var labels = new ArrayList<String>();
        for (var op : r.operatingPoints()) {
            labels.add(String.valueOf(op.farTarget()));
            var quiet = op.perGroup().get("Quiet");
            assertEquals(0, quiet.falseAccepts());
            Interval far = quiet.farBootstrap();
            assertEquals(BootstrapIntervals.EXACT_BOUND_METHOD, far.method());
            assertEquals(0.0, far.lower());
            assertEquals(1 - Math.pow(0.025, 1.0 / quietImpostors), far.upper(), 1e-12);
            assertEquals(BootstrapIntervals.INTERVAL_METHOD, op.perGroup().get("A").farBootstrap().method());
        }
        var table = EqualMetrics.compute(r.groups(), r.operatingPoints(), labels, null);
        for (var rows : table.levels().values()) {
            var quiet = rows.get("Quiet");
            assertEquals(BootstrapIntervals.EXACT_BOUND_METHOD, quiet.fpr().interval().method());
            assertTrue(quiet.fpr().interval().upper() > 0, "FPR interval of 0 false accepts has an open side");
            assertTrue(quiet.accuracy().interval().upper() > quiet.accuracy().interval().lower());
        }
        assertTrue(r.methods().get("intervals").contains("identity-bootstrap+exact-binomial-bound"));
        assertTrue(r.methods().get("intervals").contains(DifferentialIntervals.DESCRIPTION));
    }

    @Test
    void everyDefinedDifferentialCarriesTheIntervalOfItsReplicates() {
        var pairs = pairs();
        var boot = new BootstrapIntervals[1];
        var r = withBootstrap(pairs, boot);
        int withInterval = 0;
        for (int t = 0; t < r.operatingPoints().size(); t++) {
            var op = r.operatingPoints().get(t);
            var errors = new ArrayList<GroupErrors>();
            op.perGroup().forEach((g, rates) -> errors.add(new GroupErrors(g, new ErrorCounts(rates.falseAccepts(),
                    rates.impostorPairs(), rates.falseRejects(), rates.genuinePairs()))));
            var global = new ErrorCounts(op.globalFalseAccepts(), op.globalImpostorPairs(), op.globalFalseRejects(),
                    op.globalGenuinePairs());
            var point = Differentials.compute(errors, SETTINGS.levels().get(t), global, VerificationAuditOracleTest.W);
            var expected = DifferentialIntervals.compute(boot[0], t, errors, point, VerificationAuditOracleTest.W);
            assertEquals(expected, op.differentials());
            for (var e : op.differentials().entrySet()) {
                Differential d = e.getValue();
                if (d.value() == null) {
                    assertNull(d.interval(), e.getKey());
                    continue;
                }
                assertNotNull(d.undefinedReplicates(), e.getKey());
                if (d.interval() == null) {
                    assertNotNull(d.intervalUndefinedReason(), e.getKey());
                } else {
                    withInterval++;
                    assertTrue(d.interval().lower() <= d.value() && d.value() <= d.interval().upper(), e.getKey());
                    assertTrue(d.interval().lower() < d.interval().upper(), e.getKey());
                }
            }
            // Quiet has FAR 0: BFAR undefined, max − min defined with an interval
            assertNull(op.differentials().get("bfar").value());
            assertNotNull(op.differentials().get("farMaxMinDifference").interval());
        }
        assertTrue(withInterval >= 8, "intervals given: " + withInterval);
    }

    @Test
    void reportJsonCarriesTheIntervalsAndReadsThemBack() {
        var r = withBootstrap(pairs(), new BootstrapIntervals[1]);
        String json = ReportJson.write(r);
        assertTrue(json.contains("\"undefinedReplicates\""), "undefinedReplicates in report.json");
        assertTrue(json.contains("\"method\" : \"identity-bootstrap+exact-binomial-bound\""));
        var back = ReportJson.read(json);
        assertEquals(r.operatingPoints().get(0).differentials(), back.operatingPoints().get(0).differentials());
        assertEquals(json, ReportJson.write(back));
        // without the bootstrap, differentials have no interval fields at all
        String plain = ReportJson.write(VerificationAuditOracleTest.run(scores(pairs()), SETTINGS));
        assertFalse(plain.contains("undefinedReplicates"));
        assertFalse(plain.contains("intervalUndefinedReason"));
    }
}
