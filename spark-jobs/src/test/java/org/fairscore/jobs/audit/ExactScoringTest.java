package org.fairscore.jobs.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.Writer;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.audit.AuditSettings;
import org.fairscore.core.audit.ImpostorSampling;
import org.fairscore.core.audit.VerificationAudit;
import org.fairscore.core.model.CorpusManifest;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.ReportJson;
import org.fairscore.core.verification.AcceptanceRule;
import org.fairscore.core.verification.FarLevel;
import org.fairscore.jobs.scoring.ScoringOptions;
import org.fairscore.prep.SampleBatch;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The scoring engine against an exact oracle. Every embedding has 4 entries of ±1/2 and the rest 0, so it
 * is already unit length and every dot product is a multiple of 1/4, exact in float32 whatever the
 * summation order: the engine's GEMM scores and the oracle's are bit-identical, so thresholds and counts
 * must be identical too — with heavy ties by construction, duplicated embeddings, FAR levels whose
 * ⌊α·n⌋ is 0, a one-identity group and a group of singletons. The same corpus is scored with block
 * sizes that do and do not divide the group sizes, with and without the prediction pass.
 */
@ExtendWith(LocalSpark.class)
class ExactScoringTest {
    private static final int DIM = 8;
    private static final List<String> LEVELS = List.of("0.3", "1e-1", "1e-2", "1e-3", "1e-6");

    /** Groups: A (60 samples, 15 identities), B (48, 6 identities, many duplicates), C (one identity), D (singletons). */
    private static List<Sample> corpus() {
        var rnd = new SplittableRandom(11);
        var out = new ArrayList<Sample>();
        int id = 0;
        for (int k = 0; k < 15; k++) {
            for (int s = 0; s < 4; s++) {
                out.add(new Sample(String.format("a%03d", id++), "A" + k, "A", vector(rnd)));
            }
        }
        for (int k = 0; k < 6; k++) {
            float[] shared = vector(rnd);
            for (int s = 0; s < 8; s++) {
                out.add(new Sample(String.format("b%03d", id++), "B" + k, "B", s % 2 == 0 ? shared : vector(rnd)));
            }
        }
        for (int s = 0; s < 5; s++) {
            out.add(new Sample(String.format("c%03d", id++), "C0", "C", vector(rnd)));
        }
        for (int s = 0; s < 7; s++) {
            out.add(new Sample(String.format("d%03d", id++), "D" + s, "D", vector(rnd)));
        }
        return out;
    }

    private static float[] vector(SplittableRandom rnd) {
        float[] e = new float[DIM];
        int placed = 0;
        while (placed < 4) {
            int i = rnd.nextInt(DIM);
            if (e[i] == 0) {
                e[i] = rnd.nextBoolean() ? 0.5f : -0.5f;
                placed++;
            }
        }
        return e;
    }

    /** Per group: sorted genuine and impostor scores, by brute force. */
    private static Map<String, float[][]> oracle(List<Sample> samples) {
        var byGroup = new TreeMap<String, List<Sample>>();
        samples.forEach(s -> byGroup.computeIfAbsent(s.group(), g -> new ArrayList<>()).add(s));
        var out = new TreeMap<String, float[][]>();
        byGroup.forEach((g, list) -> {
            var gen = new ArrayList<Float>();
            var imp = new ArrayList<Float>();
            for (int i = 0; i < list.size(); i++) {
                for (int j = i + 1; j < list.size(); j++) {
                    float s = Sample.dot(list.get(i).e(), list.get(j).e());
                    (list.get(i).label().equals(list.get(j).label()) ? gen : imp).add(s);
                }
            }
            out.put(g, new float[][] {sorted(gen), sorted(imp)});
        });
        return out;
    }

    private static float[] sorted(List<Float> xs) {
        float[] a = new float[xs.size()];
        for (int i = 0; i < a.length; i++) {
            a[i] = xs.get(i);
        }
        Arrays.sort(a);
        return a;
    }

    private static CorpusManifest manifest(List<Sample> samples, Map<String, float[][]> oracle) {
        var stats = new ArrayList<CorpusManifest.GroupStats>();
        oracle.forEach((g, s) -> stats.add(new CorpusManifest.GroupStats(g,
                samples.stream().filter(x -> x.group().equals(g)).count(),
                samples.stream().filter(x -> x.group().equals(g)).map(Sample::label).distinct().count(),
                s[0].length, s[1].length)));
        return new CorpusManifest(CorpusManifest.SCHEMA_VERSION, DIM, List.of(), "sample_id", "label", List.of("group"),
                samples.size(), 0, Map.of(), stats);
    }

    private static AuditReport audit(SparkSession spark, List<Sample> samples, CorpusManifest manifest,
                                     AuditSettings settings, ScoringOptions options) {
        return audit(spark, samples, manifest, settings, options, false);
    }

    /** @param gathered the batches cached, so that local Spark gathers the blocks without a shuffle */
    private static AuditReport audit(SparkSession spark, List<Sample> samples, CorpusManifest manifest,
                                     AuditSettings settings, ScoringOptions options, boolean gathered) {
        var batches = SampleBatch.of(Sample.dataset(spark, samples));
        if (gathered) {
            batches = batches.cache();
            assertTrue(VerificationScoring.gathers(spark, true, manifest));
        }
        try {
            var scored = VerificationScoring.run(spark, batches, gathered, manifest, settings, options,
                    new PrintWriter(Writer.nullWriter()));
            return VerificationAudit.report(manifest, scored.pass1(), scored.evaluation(), scored.cross(), settings,
                    scored.sampling(), scored.bootstrap(), scored.eerIntervals());
        } finally {
            batches.unpersist();
        }
    }

    private static AuditSettings settings(AcceptanceRule rule, ImpostorSampling sampling) {
        return new AuditSettings(LEVELS.stream().map(l -> FarLevel.parse(l, "far")).toList(), rule, 0.5, true, sampling,
                50, 3);
    }

    /** t_α of docs/design.md ("Acceptance rule and threshold") from sorted pooled impostor scores. */
    private static float threshold(float[] pooled, String alpha, AcceptanceRule rule) {
        int n = pooled.length;
        long m = new BigDecimal(alpha).multiply(BigDecimal.valueOf(n)).setScale(0, RoundingMode.FLOOR).longValueExact();
        if (rule == AcceptanceRule.ABOVE) {
            return pooled[(int) (n - m) - 1];
        }
        // smallest impostor score t with #{s >= t} <= m; above the maximum when none qualifies
        for (int i = 0; i < n; i++) {
            if (i > 0 && pooled[i] == pooled[i - 1]) {
                continue;
            }
            if (n - i <= m) {
                return pooled[i];
            }
        }
        return Math.nextUp(pooled[n - 1]);
    }

    private static long accepted(float[] scores, float t, AcceptanceRule rule) {
        return rule == AcceptanceRule.ABOVE
                ? Arrays.stream(toDouble(scores)).filter(s -> s > t).count()
                : Arrays.stream(toDouble(scores)).filter(s -> s >= t).count();
    }

    private static double[] toDouble(float[] a) {
        double[] d = new double[a.length];
        for (int i = 0; i < a.length; i++) {
            d[i] = a[i];
        }
        return d;
    }

    @ParameterizedTest
    @EnumSource(value = AcceptanceRule.class, names = {"ABOVE", "AT_OR_ABOVE"})
    void thresholdsAndCountsEqualTheOracleForEveryTiling(AcceptanceRule rule, SparkSession spark) {
        var samples = corpus();
        var oracle = oracle(samples);
        var manifest = manifest(samples, oracle);
        var pooledList = new ArrayList<Float>();
        oracle.values().forEach(s -> {
            for (float x : s[1]) {
                pooledList.add(x);
            }
        });
        float[] pooled = sorted(pooledList);
        var settings = settings(rule, ImpostorSampling.none());
        String first = null;
        // block sizes: 7 divides no group size, 12 divides A (60) and B (48), 1000 leaves every group one block,
        // 0 lets the audit choose; prediction pairs 50 forces the prediction pass on this small corpus, 1e7 skips it;
        // every other tiling's blocks are gathered from cached batches (BlockBuilder.gather), the rest shuffled
        var tilings = List.of(new ScoringOptions(7, 3, 0, 50), new ScoringOptions(12, 5, 3, 1e7),
                new ScoringOptions(1000, 1024, 1, 1e7), new ScoringOptions(1000, 16, 2, 50),
                new ScoringOptions(0, 1024, 0, 50));
        for (int k = 0; k < tilings.size(); k++) {
            var options = tilings.get(k);
            var report = audit(spark, samples, manifest, settings, options, k % 2 == 0);
            for (int i = 0; i < LEVELS.size(); i++) {
                var op = report.operatingPoints().get(i);
                float t = threshold(pooled, LEVELS.get(i), rule);
                assertEquals((double) t, op.threshold(), "threshold at " + LEVELS.get(i) + " with " + options);
                for (var g : oracle.keySet()) {
                    var rates = op.perGroup().get(g);
                    float[][] s = oracle.get(g);
                    assertEquals(accepted(s[1], t, rule), rates.falseAccepts(), g + " false accepts, " + options);
                    assertEquals(s[0].length - accepted(s[0], t, rule), rates.falseRejects(), g + " false rejects, " + options);
                }
            }
            String json = ReportJson.write(report);
            if (first == null) {
                first = json;
            } else {
                assertEquals(first, json, "report differs with " + options);
            }
        }
        assertTrue(first.contains("\"thresholdAboveMaximum\" : " + (rule == AcceptanceRule.AT_OR_ABOVE)));
    }

    @Test
    void sampledReportIsIdenticalAcrossRunsAndPartitionCounts(SparkSession spark) {
        var samples = corpus();
        var oracle = oracle(samples);
        var manifest = manifest(samples, oracle);
        var settings = settings(AcceptanceRule.ABOVE, new ImpostorSampling(0.4, null, 5));
        var one = ReportJson.write(audit(spark, samples, manifest, settings, new ScoringOptions(7, 3, 1, 1e7)));
        var again = ReportJson.write(audit(spark, samples, manifest, settings, new ScoringOptions(7, 3, 1, 1e7)));
        var five = ReportJson.write(audit(spark, samples, manifest, settings, new ScoringOptions(7, 3, 5, 1e7)));
        var otherBlocks = ReportJson.write(audit(spark, samples, manifest, settings, new ScoringOptions(1000, 1024, 2, 1e7)));
        assertEquals(one, again);
        assertEquals(one, five);
        assertEquals(one, otherBlocks, "the sample is a function of the sample ids, not of the tiling");
        var report = ReportJson.read(one);
        long sampled = report.operatingPoints().get(0).globalImpostorPairs();
        long all = oracle.values().stream().mapToLong(s -> s[1].length).sum();
        // Bernoulli(0.4) over `all` pairs: within 6 standard deviations
        assertEquals(0.4 * all, sampled, 6 * Math.sqrt(all * 0.4 * 0.6));
        assertNotEquals(all, sampled);
        long genuine = oracle.values().stream().mapToLong(s -> s[0].length).sum();
        assertEquals(genuine, report.operatingPoints().get(0).globalGenuinePairs(), "genuine pairs are never sampled");
        var otherSeed = settings(AcceptanceRule.ABOVE, new ImpostorSampling(0.4, null, 6));
        assertNotEquals(one, ReportJson.write(audit(spark, samples, manifest, otherSeed, new ScoringOptions(7, 3, 1, 1e7))));
    }

    /**
     * The identity pass's counts at each group's EER grid, per identity, against a direct count over every pair of
     * the group (each threshold compared with each score); and the EER intervals bracket the point EERs.
     */
    @ParameterizedTest
    @EnumSource(value = AcceptanceRule.class, names = {"ABOVE", "AT_OR_ABOVE"})
    void eerGridCountsPerIdentityEqualADirectCount(AcceptanceRule rule, SparkSession spark) {
        var samples = corpus();
        var manifest = manifest(samples, oracle(samples));
        var settings = settings(rule, ImpostorSampling.none());
        for (var options : List.of(new ScoringOptions(7, 3, 0, 50), new ScoringOptions(1000, 1024, 1, 1e7))) {
            var scored = VerificationScoring.run(spark, SampleBatch.of(Sample.dataset(spark, samples)), manifest, settings, options,
                    new PrintWriter(Writer.nullWriter()));
            var grid = scored.eerGrid();
            var counts = scored.eerCounts();
            assertEquals(List.of("A", "B"), grid.groups(), "C has one identity, D no genuine pairs: no EER, no grid");
            assertEquals(List.of("A", "B"), counts.groups());
            for (String g : grid.groups()) {
                float[] columns = grid.columns(g);
                var members = samples.stream().filter(x -> x.group().equals(g)).toList();
                var expected = new TreeMap<String, long[]>(); // label → {G, I, FR[..], FA[..]}
                members.forEach(m -> expected.put(m.label(), new long[2 + 2 * columns.length]));
                for (int i = 0; i < members.size(); i++) {
                    for (int j = i + 1; j < members.size(); j++) {
                        float score = Sample.dot(members.get(i).e(), members.get(j).e());
                        String li = members.get(i).label();
                        String lj = members.get(j).label();
                        for (int c = 0; c < columns.length; c++) {
                            boolean accept = rule == AcceptanceRule.ABOVE ? score > columns[c] : score >= columns[c];
                            if (li.equals(lj)) {
                                expected.get(li)[2 + c] += accept ? 0 : 1;
                            } else {
                                expected.get(li)[2 + columns.length + c] += accept ? 1 : 0;
                                expected.get(lj)[2 + columns.length + c] += accept ? 1 : 0;
                            }
                        }
                        if (li.equals(lj)) {
                            expected.get(li)[0]++;
                        } else {
                            expected.get(li)[1]++;
                            expected.get(lj)[1]++;
                        }
                    }
                }
                assertEquals(List.copyOf(expected.keySet()), counts.identities(g), g);
                expected.forEach((label, e) -> {
                    String where = g + "/" + label + " with " + options;
                    assertEquals(e[0], counts.genuinePairs(g, label), where);
                    assertEquals(e[1], counts.impostorPairs(g, label), where);
                    for (int c = 0; c < columns.length; c++) {
                        assertEquals(e[2 + c], counts.falseRejects(g, label, c), where + " FR at " + columns[c]);
                        assertEquals(e[2 + columns.length + c], counts.falseAccepts(g, label, c),
                                where + " FA at " + columns[c]);
                    }
                });
            }
            var report = VerificationAudit.report(manifest, scored.pass1(), scored.evaluation(), scored.cross(),
                    settings, scored.sampling(), scored.bootstrap(), scored.eerIntervals());
            for (var group : report.groups()) {
                var interval = group.eerInterval();
                if (group.eer() == null) {
                    assertTrue(interval.undefinedReason().startsWith("the group's EER is undefined"), group.name());
                    continue;
                }
                assertTrue(interval.isDefined(), group.name() + ": " + interval);
                assertTrue(interval.lower() <= group.eer() && group.eer() <= interval.upper(),
                        group.name() + ": " + interval + " brackets " + group.eer());
            }
        }
    }
}
