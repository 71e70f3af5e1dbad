package org.fairscore.core.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.fairscore.core.bootstrap.BootstrapIntervals;
import org.fairscore.core.model.CorpusManifest;
import org.fairscore.core.model.PairKind;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.summaries.BucketResolution;
import org.fairscore.core.summaries.ScoreKey;
import org.fairscore.core.summaries.ScoreSummaries;
import org.fairscore.core.verification.AcceptanceRule;
import org.fairscore.core.verification.Differential;
import org.fairscore.core.verification.FarLevel;
import org.fairscore.core.verification.GroupReport;
import org.fairscore.core.verification.OperatingPoint;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The real two-pass pipeline (pass 1 → plan → pass 2 on the planned buckets only → evaluate → report)
 * against {@link BruteForce} over plain sorted arrays. Thresholds and counts must agree exactly; EER and
 * its threshold to 1e-12 (the same few double operations in a possibly different order); differentials
 * to 1e-12 relative.
 */
class VerificationAuditOracleTest {
    static final double W = 0.5;

    /** Scores of one group: [0] genuine, [1] impostor. */
    static float[][] group(float[] genuine, float[] impostor) {
        return new float[][] {genuine, impostor};
    }

    static float[] repeat(float v, int n) {
        float[] out = new float[n];
        Arrays.fill(out, v);
        return out;
    }

    static float[] concat(float[]... parts) {
        int n = 0;
        for (float[] p : parts) {
            n += p.length;
        }
        float[] out = new float[n];
        int i = 0;
        for (float[] p : parts) {
            System.arraycopy(p, 0, out, i, p.length);
            i += p.length;
        }
        return out;
    }

    static float[] random(SplittableRandom rng, int n, double mean, double sd, int quantLevels) {
        float[] out = new float[n];
        for (int i = 0; i < n; i++) {
            double x = Math.max(-1, Math.min(1, mean + sd * rng.nextGaussian()));
            if (quantLevels > 0) {
                x = Math.rint(x * quantLevels) / quantLevels;
            }
            out[i] = (float) x;
        }
        return out;
    }

    static AuditSettings settings(AcceptanceRule rule, String... levels) {
        var l = new ArrayList<FarLevel>();
        for (String a : levels.length == 0 ? AuditSettings.DEFAULT_LEVELS.toArray(new String[0]) : levels) {
            l.add(FarLevel.parse(a, "far-levels"));
        }
        return new AuditSettings(l, rule, W, false);
    }

    /** The pipeline, split into two "tasks" per pass and merged, as Spark would. */
    static AuditReport run(TreeMap<String, float[][]> data, AuditSettings s) {
        return run(data, s, List.of("race"));
    }

    /** The audit of {@code data} (group name → genuine, impostor scores) in a corpus grouped by {@code groupBy}. */
    static AuditReport run(TreeMap<String, float[][]> data, AuditSettings s, List<String> groupBy) {
        return run(data, s, groupBy, null);
    }

    /** As {@link #run(TreeMap, AuditSettings, List)}, with identity-bootstrap intervals (null: none). */
    static AuditReport run(TreeMap<String, float[][]> data, AuditSettings s, List<String> groupBy,
                           BootstrapIntervals bootstrap) {
        var t1 = ScoreSummaries.empty();
        var t2 = ScoreSummaries.empty();
        int i = 0;
        for (var e : data.entrySet()) {
            for (var kind : PairKind.values()) {
                for (float x : e.getValue()[kind.ordinal()]) {
                    (i++ % 2 == 0 ? t1 : t2).add(e.getKey(), kind, x);
                }
            }
        }
        var pass1 = t1.merge(t2);
        var groups = List.copyOf(data.keySet());
        var plan = VerificationAudit.plan(pass1, groups, s);
        var r1 = BucketResolution.empty();
        var r2 = BucketResolution.empty();
        for (var e : data.entrySet()) {
            boolean[] mask = plan.mask(e.getKey());
            for (var kind : PairKind.values()) {
                for (float x : e.getValue()[kind.ordinal()]) {
                    int key = ScoreKey.of(x);
                    if (mask[ScoreKey.bucket(key)]) {
                        (i++ % 2 == 0 ? r1 : r2).addKey(e.getKey(), kind, key);
                    }
                }
            }
        }
        var ev = VerificationAudit.evaluate(pass1, r1.merge(r2), plan, groups, s);
        var stats = new ArrayList<CorpusManifest.GroupStats>();
        long samples = 0;
        for (var e : data.entrySet()) {
            long g = e.getValue()[0].length;
            long imp = e.getValue()[1].length;
            long identities = imp > 0 ? 2 : g > 0 ? 1 : 0;
            long n = 2 + g; // the manifest's sample count is not checked against pairs
            stats.add(new CorpusManifest.GroupStats(e.getKey(), identities == 0 ? 0 : n, identities, g, imp));
            samples += identities == 0 ? 0 : n;
        }
        var manifest = new CorpusManifest(CorpusManifest.SCHEMA_VERSION, 8, List.of(), "id", "label",
                groupBy, samples, 0, Map.of(), stats);
        return VerificationAudit.report(manifest, pass1, ev, null, s, null, bootstrap);
    }

    private static double[] values(Map<String, double[]> rates) {
        return rates.values().stream().mapToDouble(r -> r[0] / r[1]).toArray();
    }

    /** Oracle differentials; null = undefined. */
    static Map<String, Double> oracleDifferentials(Map<String, double[]> far, Map<String, double[]> frr, double w) {
        var out = new LinkedHashMap<String, Double>();
        double[] a = values(far);
        double[] b = values(frr);
        out.put("bfar", maxOverGeomean(a));
        out.put("bfrr", maxOverGeomean(b));
        out.put("farMaxMinRatio", ratio(a));
        out.put("frrMaxMinRatio", ratio(b));
        Double da = diff(a);
        Double db = diff(b);
        out.put("farMaxMinDifference", da);
        out.put("frrMaxMinDifference", db);
        out.put("fdr", (w > 0 && da == null) || (w < 1 && db == null) ? null
                : 1 - ((w > 0 ? w * da : 0) + (w < 1 ? (1 - w) * db : 0)));
        Double ra = ratio(a);
        Double rb = ratio(b);
        out.put("inequityRate", (w > 0 && ra == null) || (w < 1 && rb == null) ? null
                : (w > 0 ? Math.pow(ra, w) : 1) * (w < 1 ? Math.pow(rb, 1 - w) : 1));
        Double ga = gini(a);
        Double gb = gini(b);
        out.put("garbe", (w > 0 && ga == null) || (w < 1 && gb == null) ? null
                : (w > 0 ? w * ga : 0) + (w < 1 ? (1 - w) * gb : 0));
        return out;
    }

    static Double maxOverGeomean(double[] x) {
        if (x.length < 2 || Arrays.stream(x).anyMatch(v -> v == 0)) {
            return null;
        }
        double prod = 1;
        for (double v : x) {
            prod *= v;
        }
        return Arrays.stream(x).max().orElseThrow() / Math.pow(prod, 1.0 / x.length);
    }

    static Double ratio(double[] x) {
        if (x.length < 2 || Arrays.stream(x).anyMatch(v -> v == 0)) {
            return null;
        }
        return Arrays.stream(x).max().orElseThrow() / Arrays.stream(x).min().orElseThrow();
    }

    static Double diff(double[] x) {
        return x.length < 2 ? null : Arrays.stream(x).max().orElseThrow() - Arrays.stream(x).min().orElseThrow();
    }

    static Double gini(double[] x) {
        int n = x.length;
        double mean = Arrays.stream(x).sum() / n;
        if (n < 2 || mean == 0) {
            return null;
        }
        double s = 0;
        for (double a : x) {
            for (double b : x) {
                s += Math.abs(a - b);
            }
        }
        return (double) n / (n - 1) * s / (2.0 * n * n * mean);
    }

    static void assertClose(double expected, double actual, double rel, String what) {
        assertEquals(expected, actual, rel * Math.abs(expected) + 1e-15, what);
    }

    /** Runs the pipeline and checks every number of the report against the oracle; returns the report. */
    static AuditReport check(TreeMap<String, float[][]> data, AuditSettings s) {
        var report = run(data, s);
        var rule = s.rule();
        float[] pooled = concat(data.values().stream().map(g -> g[1]).toArray(float[][]::new));
        assertEquals(s.levels().size(), report.operatingPoints().size());
        for (int li = 0; li < s.levels().size(); li++) {
            var op = report.operatingPoints().get(li);
            String alpha = s.levels().get(li).alpha().toPlainString();
            String at = rule + " α=" + alpha + ": ";
            if (pooled.length == 0) {
                assertNull(op.threshold(), at + "threshold without impostor pairs");
                assertNotNull(op.thresholdUndefinedReason());
                continue;
            }
            var t = BruteForce.threshold(pooled, alpha, rule);
            assertEquals((double) t.value(), op.threshold(), at + "threshold");
            assertEquals(t.aboveMaximum(), op.thresholdAboveMaximum(), at + "aboveMaximum");
            assertEquals(t.m(), op.allowedFalseAccepts(), at + "allowed false accepts");
            assertTrue(BruteForce.accepted(pooled, t.value(), rule) <= t.m(), at + "FAR(t) ≤ α");
            long gFa = 0;
            long gFr = 0;
            long gG = 0;
            var far = new TreeMap<String, double[]>();
            var frr = new TreeMap<String, double[]>();
            for (var e : data.entrySet()) {
                float[] gen = e.getValue()[0];
                float[] imp = e.getValue()[1];
                long fa = BruteForce.accepted(imp, t.value(), rule);
                long fr = gen.length - BruteForce.accepted(gen, t.value(), rule);
                var rates = op.perGroup().get(e.getKey());
                String gAt = at + "group " + e.getKey() + ": ";
                assertEquals(fa, rates.falseAccepts(), gAt + "false accepts");
                assertEquals(imp.length, rates.impostorPairs(), gAt + "impostor pairs");
                assertEquals(fr, rates.falseRejects(), gAt + "false rejects");
                assertEquals(gen.length, rates.genuinePairs(), gAt + "genuine pairs");
                assertEquals(imp.length > 0 && BruteForce.floorAlphaN(alpha, imp.length) < 1, rates.belowResolution(),
                        gAt + "belowResolution");
                if (imp.length == 0) {
                    assertNull(rates.far(), gAt + "FAR without impostor pairs");
                } else {
                    assertEquals((double) fa / imp.length, rates.far(), gAt + "FAR");
                    far.put(e.getKey(), new double[] {fa, imp.length});
                }
                if (gen.length == 0) {
                    assertNull(rates.frr(), gAt + "FRR without genuine pairs");
                } else {
                    assertEquals((double) fr / gen.length, rates.frr(), gAt + "FRR");
                    frr.put(e.getKey(), new double[] {fr, gen.length});
                }
                gFa += fa;
                gFr += fr;
                gG += gen.length;
            }
            assertEquals(gFa, op.globalFalseAccepts(), at + "global false accepts");
            assertEquals(pooled.length, op.globalImpostorPairs());
            assertEquals(gFr, op.globalFalseRejects(), at + "global false rejects");
            assertEquals(gG, op.globalGenuinePairs());
            assertEquals((double) gFa / pooled.length, op.globalFar(), at + "global FAR");
            var expected = oracleDifferentials(far, frr, s.differentialWeight());
            assertEquals(expected.keySet(), op.differentials().keySet());
            expected.forEach((name, v) -> {
                Differential d = op.differentials().get(name);
                if (v == null) {
                    assertNull(d.value(), at + name + " should be undefined");
                    assertNotNull(d.undefinedReason(), at + name + " needs a reason");
                } else {
                    assertNotNull(d.value(), at + name + " undefined: " + d.undefinedReason());
                    assertClose(v, d.value(), 1e-12, at + name);
                    assertNull(d.undefinedReason());
                }
            });
            assertEquals(op.differentials().get("bfar").value(), op.bfar());
            assertEquals(op.differentials().get("bfrr").value(), op.bfrr());
        }
        assertEquals(List.copyOf(data.keySet()), report.groups().stream().map(GroupReport::name).toList());
        for (var g : report.groups()) {
            float[] gen = data.get(g.name())[0];
            float[] imp = data.get(g.name())[1];
            for (var rule2 : List.of(rule)) {
                var e = BruteForce.eer(gen, imp, rule2);
                if (e == null) {
                    assertNull(g.eer(), g.name() + " EER");
                    assertNotNull(g.eerUndefinedReason(), g.name() + " EER reason");
                    assertNull(g.eerThreshold());
                } else {
                    assertNotNull(g.eer(), g.name() + " EER undefined: " + g.eerUndefinedReason());
                    assertEquals(e.eer(), g.eer(), 1e-12, g.name() + " EER");
                    assertEquals(e.threshold(), g.eerThreshold(), 1e-12, g.name() + " EER threshold");
                }
            }
            checkMoments(gen, g.genuineMean(), g.genuineStd(), g.name() + " genuine");
            checkMoments(imp, g.impostorMean(), g.impostorStd(), g.name() + " impostor");
            assertEquals(gen.length, Arrays.stream(g.histogram().genuine()).sum());
            assertEquals(imp.length, Arrays.stream(g.histogram().impostor()).sum());
        }
        return report;
    }

    /** Mean and variance within the oracle's own double rounding (ScoreSums' moments are exact). */
    static void checkMoments(float[] x, Double mean, Double std, String what) {
        if (x.length == 0) {
            assertNull(mean, what + " mean");
            assertNull(std, what + " std");
            return;
        }
        double sum = 0;
        for (float v : x) {
            sum += v;
        }
        double m = sum / x.length;
        double m2 = 0;
        for (float v : x) {
            m2 += (v - m) * (v - m);
        }
        double var = m2 / x.length;
        // the oracle's own double rounding is O(n·eps) ≈ 2e-12 for n ≤ 10^4: added to the bounds
        assertEquals(m, mean, x.length * 0x1p-52 * Math.max(1, Math.abs(m)), what + " mean");
        assertEquals(var, std * std, x.length * 0x1p-52 * Math.max(1, var), what + " variance");
    }

    static List<String> warningsAbout(AuditReport r, String group) {
        return r.warnings().stream().filter(w -> w.contains("'" + group + "'")).toList();
    }

    // ---------------------------------------------------------------- cases

    @ParameterizedTest
    @EnumSource(value = AcceptanceRule.class, names = {"ABOVE", "AT_OR_ABOVE"})
    void thresholdFallsOnTieStraddlingRankK(AcceptanceRule rule) {
        // impostor: 5 × 0.1, 10 × 0.3, 5 × 0.5 (n = 20); α = 0.3 → m = 6, k = 14: ranks 6..15 are 0.3
        var data = new TreeMap<String, float[][]>();
        data.put("A", group(new float[] {0.2f, 0.3f, 0.4f, 0.6f}, concat(repeat(0.1f, 3), repeat(0.3f, 6), repeat(0.5f, 2))));
        data.put("B", group(new float[] {0.3f, 0.7f, 0.8f}, concat(repeat(0.1f, 2), repeat(0.3f, 4), repeat(0.5f, 3))));
        var r = check(data, settings(rule, "0.3"));
        OperatingPoint op = r.operatingPoints().get(0);
        if (rule == AcceptanceRule.ABOVE) {
            // t = 0.3; accepted: the five 0.5s (≤ m = 6)
            assertEquals((double) 0.3f, op.threshold());
            assertEquals(5, op.globalFalseAccepts());
            // genuine ≤ 0.3 rejected: A {0.2, 0.3}, B {0.3}
            assertEquals(2, op.perGroup().get("A").falseRejects());
            assertEquals(1, op.perGroup().get("B").falseRejects());
        } else {
            // #{≥ 0.3} = 15 > 6, #{≥ 0.5} = 5 ≤ 6 → t = 0.5
            assertEquals((double) 0.5f, op.threshold());
            assertFalse(op.thresholdAboveMaximum());
            assertEquals(5, op.globalFalseAccepts());
            assertEquals(3, op.perGroup().get("A").falseRejects()); // 0.2, 0.3, 0.4 < 0.5
        }
    }

    @ParameterizedTest
    @EnumSource(value = AcceptanceRule.class, names = {"ABOVE", "AT_OR_ABOVE"})
    void thresholdWhenTieEndsExactlyAtRankK(AcceptanceRule rule) {
        // impostor 1..10 tenths, each twice (n = 20); α = 0.2 → m = 4: the top two tie groups exactly
        float[] imp = new float[20];
        for (int i = 0; i < 20; i++) {
            imp[i] = (i / 2 + 1) / 10f;
        }
        var data = new TreeMap<String, float[][]>();
        data.put("A", group(new float[] {0.85f, 0.95f, 0.45f}, imp));
        var r = check(data, settings(rule, "0.2"));
        var op = r.operatingPoints().get(0);
        assertEquals(4, op.allowedFalseAccepts());
        assertEquals(4, op.globalFalseAccepts());
        // above: k = 16 → 0.8 (accept 0.9, 0.9, 1.0, 1.0); at-or-above: #{≥ 0.9} = 4 ≤ 4 → 0.9
        assertEquals(rule == AcceptanceRule.ABOVE ? (double) 0.8f : (double) 0.9f, op.threshold());
    }

    @ParameterizedTest
    @EnumSource(value = AcceptanceRule.class, names = {"ABOVE", "AT_OR_ABOVE"})
    void alphaTimesNExactlyAnInteger(AcceptanceRule rule) {
        // n = 3000 distinct impostor scores: α = 0.001, 0.01, 0.1 allow exactly 3, 30, 300 false accepts
        float[] imp = new float[3000];
        for (int i = 0; i < imp.length; i++) {
            imp[i] = -0.5f + i / 4000f;
        }
        float[] gen = new float[500];
        for (int i = 0; i < gen.length; i++) {
            gen[i] = 0.2f + i / 1000f;
        }
        var data = new TreeMap<String, float[][]>();
        data.put("A", group(Arrays.copyOfRange(gen, 0, 250), Arrays.copyOfRange(imp, 0, 2000)));
        data.put("B", group(Arrays.copyOfRange(gen, 250, 500), Arrays.copyOfRange(imp, 2000, 3000)));
        var r = check(data, settings(rule, "0.001", "0.01", "0.1"));
        long[] m = {3, 30, 300};
        for (int i = 0; i < 3; i++) {
            var op = r.operatingPoints().get(i);
            assertEquals(m[i], op.allowedFalseAccepts());
            assertEquals(m[i], op.globalFalseAccepts()); // distinct scores: exactly m accepted
            float[] sorted = imp.clone();
            Arrays.sort(sorted);
            // above: the (n − m)-th smallest; at-or-above: the (n − m + 1)-th smallest
            int index = rule == AcceptanceRule.ABOVE ? (int) (3000 - m[i]) - 1 : (int) (3000 - m[i]);
            assertEquals((double) sorted[index], op.threshold());
        }
    }

    @ParameterizedTest
    @EnumSource(value = AcceptanceRule.class, names = {"ABOVE", "AT_OR_ABOVE"})
    void alphaBelowOneOverNAllowsNoFalseAccept(AcceptanceRule rule) {
        var data = new TreeMap<String, float[][]>();
        data.put("A", group(new float[] {0.9f, 0.6f}, new float[] {0.1f, 0.2f, 0.55f, 0.3f}));
        data.put("B", group(new float[] {0.7f, 0.5f}, new float[] {0.0f, 0.45f, 0.25f}));
        var r = check(data, settings(rule, "0.01")); // n = 7: m = 0
        var op = r.operatingPoints().get(0);
        assertEquals(0, op.allowedFalseAccepts());
        assertEquals(0, op.globalFalseAccepts());
        if (rule == AcceptanceRule.ABOVE) {
            assertEquals((double) 0.55f, op.threshold()); // the maximum: nothing is above it
            assertFalse(op.thresholdAboveMaximum());
        } else {
            assertEquals((double) Math.nextUp(0.55f), op.threshold());
            assertTrue(op.thresholdAboveMaximum());
        }
        assertTrue(r.warnings().stream().anyMatch(w -> w.contains("0.01") && w.contains("'A'") && w.contains("'B'")),
                r.warnings()::toString);
    }

    @ParameterizedTest
    @EnumSource(value = AcceptanceRule.class, names = {"ABOVE", "AT_OR_ABOVE"})
    void topTieGroupLargerThanAllowed(AcceptanceRule rule) {
        // 10 impostors, the top 3 tied at 0.4; α = 0.2 → m = 2
        float[] imp = concat(new float[] {0.0f, 0.05f, 0.1f, 0.15f, 0.2f, 0.25f, 0.3f}, repeat(0.4f, 3));
        var data = new TreeMap<String, float[][]>();
        data.put("A", group(new float[] {0.4f, 0.41f, 0.8f}, imp));
        var r = check(data, settings(rule, "0.2"));
        var op = r.operatingPoints().get(0);
        if (rule == AcceptanceRule.ABOVE) {
            assertEquals((double) 0.4f, op.threshold()); // k = 8 → 0.4; FAR 0
            assertFalse(op.thresholdAboveMaximum());
            assertEquals(1, op.perGroup().get("A").falseRejects()); // 0.4 ≤ t
        } else {
            assertEquals((double) Math.nextUp(0.4f), op.threshold());
            assertTrue(op.thresholdAboveMaximum());
            assertEquals(1, op.perGroup().get("A").falseRejects()); // 0.4 < nextUp(0.4)
        }
        assertEquals(0, op.globalFalseAccepts());
    }

    @ParameterizedTest
    @EnumSource(value = AcceptanceRule.class, names = {"ABOVE", "AT_OR_ABOVE"})
    void groupWithZeroFalseAcceptsLeavesBfarUndefinedNamingIt(AcceptanceRule rule) {
        var data = new TreeMap<String, float[][]>();
        data.put("A", group(new float[] {0.9f, 0.8f, 0.3f}, new float[] {0.1f, 0.5f, 0.6f, 0.7f}));
        data.put("Quiet", group(new float[] {0.9f, 0.4f}, new float[] {0.05f, 0.1f, 0.15f}));
        var r = check(data, settings(rule, "0.3")); // n = 7, m = 2
        var op = r.operatingPoints().get(0);
        assertEquals(0, op.perGroup().get("Quiet").falseAccepts());
        assertNull(op.bfar());
        assertTrue(op.bfarUndefinedReason().contains("'Quiet'"), op.bfarUndefinedReason());
        assertNull(op.differentials().get("farMaxMinRatio").value());
        assertNotNull(op.differentials().get("farMaxMinDifference").value());
    }

    @ParameterizedTest
    @EnumSource(value = AcceptanceRule.class, names = {"ABOVE", "AT_OR_ABOVE"})
    void oneIdentityNoGenuineAndEmptyGroups(AcceptanceRule rule) {
        var rng = new SplittableRandom(5);
        var data = new TreeMap<String, float[][]>();
        data.put("A", group(random(rng, 300, 0.6, 0.15, 0), random(rng, 900, 0.1, 0.15, 0)));
        data.put("B", group(random(rng, 200, 0.5, 0.15, 0), random(rng, 700, 0.15, 0.15, 0)));
        data.put("OneIdentity", group(random(rng, 10, 0.6, 0.1, 0), new float[0]));
        data.put("Singletons", group(new float[0], random(rng, 50, 0.1, 0.1, 0)));
        data.put("Empty", group(new float[0], new float[0]));
        var r = check(data, settings(rule, "0.1", "0.01"));
        var byName = new TreeMap<String, GroupReport>();
        r.groups().forEach(g -> byName.put(g.name(), g));
        assertNull(byName.get("OneIdentity").eer());
        assertTrue(byName.get("OneIdentity").eerUndefinedReason().contains("impostor"));
        assertNull(byName.get("Singletons").eer());
        assertTrue(byName.get("Singletons").eerUndefinedReason().contains("genuine"));
        assertNull(byName.get("Empty").eer());
        assertFalse(warningsAbout(r, "OneIdentity").isEmpty(), r.warnings()::toString);
        assertFalse(warningsAbout(r, "Singletons").isEmpty(), r.warnings()::toString);
        assertFalse(warningsAbout(r, "Empty").isEmpty(), r.warnings()::toString);
        for (var op : r.operatingPoints()) {
            assertNull(op.perGroup().get("OneIdentity").far());
            assertNotNull(op.perGroup().get("OneIdentity").frr());
            assertNull(op.perGroup().get("Singletons").frr());
            assertNull(op.perGroup().get("Empty").far());
            assertNull(op.perGroup().get("Empty").frr());
        }
    }

    @ParameterizedTest
    @EnumSource(value = AcceptanceRule.class, names = {"ABOVE", "AT_OR_ABOVE"})
    void noImpostorPairsAnywhereLeavesThresholdsUndefined(AcceptanceRule rule) {
        var data = new TreeMap<String, float[][]>();
        data.put("A", group(new float[] {0.9f, 0.8f}, new float[0]));
        data.put("B", group(new float[] {0.7f}, new float[0]));
        var r = check(data, settings(rule, "0.1"));
        var op = r.operatingPoints().get(0);
        assertNull(op.bfar());
        assertNotNull(op.bfarUndefinedReason());
    }

    @ParameterizedTest
    @EnumSource(value = AcceptanceRule.class, names = {"ABOVE", "AT_OR_ABOVE"})
    void heavilyTiedQuantisedScores(AcceptanceRule rule) {
        var rng = new SplittableRandom(17);
        var data = new TreeMap<String, float[][]>();
        String[] names = {"A", "B", "C"};
        for (int g = 0; g < names.length; g++) {
            // scores on a grid of 0.05: about 20 distinct values, hundreds of ties each
            data.put(names[g], group(random(rng, 800 + 100 * g, 0.55 - 0.05 * g, 0.15, 20),
                    random(rng, 3000 + 500 * g, 0.1 + 0.03 * g, 0.12, 20)));
        }
        check(data, settings(rule, "0.3", "0.1", "0.05", "0.01", "0.001", "1e-4"));
    }

    @ParameterizedTest
    @EnumSource(value = AcceptanceRule.class, names = {"ABOVE", "AT_OR_ABOVE"})
    void continuousScoresInSeveralGroupsAtTheDefaultLevels(AcceptanceRule rule) {
        var rng = new SplittableRandom(23);
        var data = new TreeMap<String, float[][]>();
        String[] names = {"race=A|gender=F", "race=A|gender=M", "race=B|gender=F", "race=B|gender=M"};
        for (int g = 0; g < names.length; g++) {
            data.put(names[g], group(random(rng, 600 + 150 * g, 0.6 - 0.05 * g, 0.12, 0),
                    random(rng, 2500 + 400 * g, 0.05 + 0.04 * g, 0.1, 0)));
        }
        check(data, settings(rule));
    }

    @ParameterizedTest
    @EnumSource(value = AcceptanceRule.class, names = {"ABOVE", "AT_OR_ABOVE"})
    void scoresAllInsideOneCoarseBucket(AcceptanceRule rule) {
        var rng = new SplittableRandom(29);
        var data = new TreeMap<String, float[][]>();
        for (String g : List.of("A", "B")) {
            float[] gen = new float[400];
            float[] imp = new float[1500];
            for (int i = 0; i < gen.length; i++) {
                gen[i] = (float) (0.5 + 0.5e-4 + 0.5e-4 * rng.nextDouble());
            }
            for (int i = 0; i < imp.length; i++) {
                imp[i] = (float) (0.5 + 0.6e-4 * rng.nextDouble());
            }
            data.put(g, group(gen, imp));
        }
        int bucket = ScoreKey.bucketOf(0.5f);
        data.values().forEach(g -> {
            for (float[] k : g) {
                for (float x : k) {
                    assertEquals(bucket, ScoreKey.bucketOf(x));
                }
            }
        });
        check(data, settings(rule, "0.1", "0.01", "0.001"));
    }

    @ParameterizedTest
    @EnumSource(value = AcceptanceRule.class, names = {"ABOVE", "AT_OR_ABOVE"})
    void scoresSpreadOverManyBucketsAcrossZero(AcceptanceRule rule) {
        var rng = new SplittableRandom(31);
        var data = new TreeMap<String, float[][]>();
        for (String g : List.of("A", "B", "C")) {
            float[] gen = new float[300];
            float[] imp = new float[1200];
            for (int i = 0; i < gen.length; i++) {
                gen[i] = (float) (Math.pow(10, -4 * rng.nextDouble()) * (rng.nextInt(5) == 0 ? -1 : 1));
            }
            for (int i = 0; i < imp.length; i++) {
                // magnitudes from 1e-6 to 1: each decade spans several coarse buckets
                imp[i] = (float) (Math.pow(10, -6 * rng.nextDouble()) * (rng.nextBoolean() ? -1 : 1));
            }
            imp[0] = -1.0f;
            imp[1] = 0.0f;
            imp[2] = Float.MIN_VALUE;
            gen[0] = 1.0f;
            data.put(g, group(gen, imp));
        }
        check(data, settings(rule));
    }
}
