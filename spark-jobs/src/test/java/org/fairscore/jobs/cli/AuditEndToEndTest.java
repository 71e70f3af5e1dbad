package org.fairscore.jobs.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.synthetic.SyntheticCorpus;
import org.fairscore.jobs.generate.CorpusGenerator;
import org.fairscore.jobs.report.ReportSchemaAssert;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs the real command line on generated corpora (CSV and .npy, three corpora) and checks every
 * number of report.json against {@link BruteForceAudit}. Tolerances come from float32 arithmetic:
 * a float32 cosine of unit vectors in d ≤ 64 dimensions is within EPS of the double one, so a count at a
 * threshold may differ from the double count only by pairs whose double score lies within EPS of it.
 */
@ExtendWith(LocalSpark.class)
class AuditEndToEndTest {
    private static final double EPS = 2e-5;
    private static final String[] LEVELS = {"1e-1", "1e-2", "1e-3"};

    static Stream<Arguments> corpora() {
        return Stream.of(
                Arguments.of("csv", 300, 16, 1L, 3.0),
                Arguments.of("npy", 420, 32, 2L, 5.0),
                Arguments.of("csv", 260, 8, 3L, 1.5),
                Arguments.of("npy", 260, 8, 3L, 1.5));
    }

    @ParameterizedTest(name = "{0}: {1} samples, d={2}, seed {3}")
    @MethodSource("corpora")
    void reportMatchesBruteForce(String format, int n, int dim, long seed, double perId, @TempDir Path dir,
                                 SparkSession spark) throws IOException {
        Path input = dir.resolve("corpus." + format);
        var corpus = new SyntheticCorpus(n, dim, seed, perId, SyntheticCorpus.DEFAULT_PROFILES);
        CorpusGenerator.write(corpus, format, input);
        var rows = new ArrayList<BruteForceAudit.Sample>();
        corpus.forEach(s -> {
            double[] e = new double[s.embedding().length];
            for (int i = 0; i < e.length; i++) {
                e[i] = s.embedding()[i];
            }
            rows.add(new BruteForceAudit.Sample(s.sampleId(), s.label(), s.race(), e));
        });
        var brute = new BruteForceAudit(rows);

        Path out = dir.resolve("out");
        var args = new ArrayList<>(List.of("audit", "--input", input.toString(), "--id-col", "sample_id",
                "--group", "race", "--far", String.join(",", LEVELS),
                "--cross-group", "--block-size", "50", "--out", out.toString()));
        var stdout = new StringWriter();
        var stderr = new StringWriter();
        int code = Main.run(args.toArray(String[]::new), new PrintWriter(stdout), new PrintWriter(stderr));
        assertEquals(0, code, () -> "stderr: " + stderr);
        ReportSchemaAssert.assertValid(out.resolve("report.json"));
        assertTrue(Files.exists(out.resolve("_SUCCESS")));
        assertTrue(Files.exists(out.resolve("report.md")));
        JsonNode report = new ObjectMapper().readTree(out.resolve("report.json").toFile());

        assertEquals(1, report.get("schemaVersion").asInt());
        for (JsonNode g : report.get("groups")) {
            String name = g.get("name").asText();
            double[] gen = brute.genuine.get(name);
            double[] imp = brute.impostor.get(name);
            assertEquals((long) brute.samples.get(name), g.get("samples").asLong(), name);
            assertEquals((long) brute.identities.get(name), g.get("identities").asLong(), name);
            assertEquals(gen.length, g.get("genuinePairs").asLong(), name);
            assertEquals(imp.length, g.get("impostorPairs").asLong(), name);
            assertEquals(BruteForceAudit.mean(gen), g.get("genuineMean").asDouble(), 1e-6, name);
            assertEquals(BruteForceAudit.std(gen), g.get("genuineStd").asDouble(), 1e-6, name);
            assertEquals(BruteForceAudit.mean(imp), g.get("impostorMean").asDouble(), 1e-6, name);
            assertEquals(BruteForceAudit.std(imp), g.get("impostorStd").asDouble(), 1e-6, name);
            // one pair changing sides moves FAR by 1/|I| or FRR by 1/|G|; the interpolated EER by at most that
            double eerTolerance = 2.0 / gen.length + 2.0 / imp.length;
            assertEquals(BruteForceAudit.eerAbove(gen, imp), g.get("eer").asDouble(), eerTolerance, name);
            long histTotal = 0;
            for (JsonNode c : g.get("histogram").get("genuine")) {
                histTotal += c.asLong();
            }
            assertEquals(gen.length, histTotal, name);
        }

        double[] pooled = brute.pooledImpostors();
        JsonNode ops = report.get("operatingPoints");
        assertEquals(LEVELS.length, ops.size());
        for (int i = 0; i < LEVELS.length; i++) {
            JsonNode op = ops.get(i);
            double t = op.get("threshold").asDouble();
            assertEquals(brute.thresholdAbove(LEVELS[i]), t, EPS, "threshold at " + LEVELS[i]);
            long fa = BruteForceAudit.countAbove(pooled, t);
            long amb = BruteForceAudit.ambiguous(pooled, t, EPS);
            assertEquals(fa, op.get("globalFalseAccepts").asLong(), amb, "global false accepts at " + LEVELS[i]);
            assertEquals(pooled.length, op.get("globalImpostorPairs").asLong());
            var names = new ArrayList<String>();
            op.get("perGroup").fieldNames().forEachRemaining(names::add);
            assertEquals(new ArrayList<>(brute.genuine.keySet()), names);
            for (String name : names) {
                JsonNode rates = op.get("perGroup").get(name);
                double[] gen = brute.genuine.get(name);
                double[] imp = brute.impostor.get(name);
                long gFa = BruteForceAudit.countAbove(imp, t);
                long gFr = gen.length - BruteForceAudit.countAbove(gen, t);
                assertEquals(gFa, rates.get("falseAccepts").asLong(), BruteForceAudit.ambiguous(imp, t, EPS), name);
                assertEquals(gFr, rates.get("falseRejects").asLong(), BruteForceAudit.ambiguous(gen, t, EPS), name);
                assertEquals((double) rates.get("falseAccepts").asLong() / imp.length, rates.get("far").asDouble(), 1e-15);
                assertEquals((double) rates.get("falseRejects").asLong() / gen.length, rates.get("frr").asDouble(), 1e-15);
                for (String other : names) {
                    if (name.compareTo(other) < 0) {
                        double[] cross = brute.cross.get(name + "|" + other);
                        JsonNode far = op.get("crossGroupFar").get(name).get(other);
                        long accepted = Math.round(far.asDouble() * cross.length);
                        assertEquals(BruteForceAudit.countAbove(cross, t), accepted,
                                BruteForceAudit.ambiguous(cross, t, EPS), name + " x " + other);
                        assertEquals(far.asDouble(), op.get("crossGroupFar").get(other).get(name).asDouble());
                        assertEquals(cross.length, report.get("crossGroupImpostorPairs").get(name).get(other).asLong());
                    }
                }
            }
            checkDifferentials(op);
        }
        assertNotNull(report.get("methods").get("threshold"));
    }

    /** BFAR, BFRR and the rest recomputed from the report's own per-group rates. */
    private static void checkDifferentials(JsonNode op) {
        var far = new ArrayList<Double>();
        var frr = new ArrayList<Double>();
        op.get("perGroup").forEach(r -> {
            far.add(r.get("far").asDouble());
            frr.add(r.get("frr").asDouble());
        });
        JsonNode d = op.get("differentials");
        checkRatio(far, d.get("bfar"), true);
        checkRatio(frr, d.get("bfrr"), true);
        checkRatio(far, d.get("farMaxMinRatio"), false);
        double farSpread = far.stream().mapToDouble(x -> x).max().orElseThrow() - far.stream().mapToDouble(x -> x).min().orElseThrow();
        double frrSpread = frr.stream().mapToDouble(x -> x).max().orElseThrow() - frr.stream().mapToDouble(x -> x).min().orElseThrow();
        assertEquals(farSpread, d.get("farMaxMinDifference").get("value").asDouble(), 1e-15);
        assertEquals(1 - (0.5 * farSpread + 0.5 * frrSpread), d.get("fdr").get("value").asDouble(), 1e-15);
        if (op.get("bfar").isNull()) {
            assertTrue(op.get("bfarUndefinedReason").asText().contains("0 false accepts"));
        } else {
            assertEquals(d.get("bfar").get("value").asDouble(), op.get("bfar").asDouble());
        }
    }

    private static void checkRatio(List<Double> rates, JsonNode value, boolean geomean) {
        double max = rates.stream().mapToDouble(x -> x).max().orElseThrow();
        double min = rates.stream().mapToDouble(x -> x).min().orElseThrow();
        if (min == 0) {
            assertTrue(value.get("value").isNull());
            assertTrue(value.get("undefinedReason").asText().contains("is 0"));
            return;
        }
        double denominator = geomean
                ? Math.exp(rates.stream().mapToDouble(Math::log).average().orElseThrow())
                : min;
        assertEquals(max / denominator, value.get("value").asDouble(), 1e-12 * max / denominator);
        assertNull(value.get("undefinedReason"));
    }
}
