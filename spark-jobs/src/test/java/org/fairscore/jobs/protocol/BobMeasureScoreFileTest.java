package org.fairscore.jobs.protocol;

import static org.fairscore.jobs.cli.CliRun.run;
import static org.fairscore.jobs.protocol.ScoreFileAuditTest.report;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.MathContext;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.function.DoubleUnaryOperator;
import java.util.stream.DoubleStream;
import java.util.stream.IntStream;
import org.apache.spark.sql.SparkSession;
import org.fairscore.prep.testing.LocalSpark;
import org.fairscore.report.markdown.MarkdownTables;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * bob.measure's own test data through the whole score-file pipeline (audit --scores): its dev-1.txt reproduces
 * the expected metrics of bob.measure's tests, its Iris scores (4.3–7.0, once refused as outside [−2, 2]) are
 * audited on their own scale, and dev-1 rescaled (×1000 + 50) or negated and read with --distance gives the
 * same counts everywhere. Expected values are restated from bob.measure's tests or counted here by brute force
 * from the files themselves.
 */
@ExtendWith(LocalSpark.class)
class BobMeasureScoreFileTest {
    private static final List<String> LEVELS = List.of("0.1", "0.02", "0.5", "1");

    private static Path resource(String name) {
        try {
            return Path.of(BobMeasureScoreFileTest.class.getResource("/bob-measure/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A bob-2col file's scores as the reader sees them (double text → float32): {impostors, genuine}; NaN kept. */
    private static float[][] read(Path file) throws IOException {
        var imp = new ArrayList<Float>();
        var gen = new ArrayList<Float>();
        for (String line : Files.readAllLines(file)) {
            String[] f = line.strip().split("\\s+");
            ("1".equals(f[0]) ? gen : imp).add((float) number(f[1]));
        }
        return new float[][] {floats(imp), floats(gen)};
    }

    /** bob.measure's score text: a decimal, or nan (Python's spelling) for a failure to acquire. */
    private static double number(String text) {
        return text.equalsIgnoreCase("nan") ? Double.NaN : Double.parseDouble(text);
    }

    private static float[] floats(List<Float> xs) {
        float[] out = new float[xs.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = xs.get(i);
        }
        return out;
    }

    /** The scores that are not failures to acquire (NaN). */
    private static float[] scored(float[] xs) {
        var out = new ArrayList<Float>();
        for (float x : xs) {
            if (!Float.isNaN(x)) {
                out.add(x);
            }
        }
        return floats(out);
    }

    private static DoubleStream scoredStream(float[] xs) {
        float[] x = scored(xs);
        return IntStream.range(0, x.length).mapToDouble(i -> x[i]);
    }

    private static long atOrAbove(float[] xs, float t) {
        return scoredStream(xs).filter(x -> x >= t).count();
    }

    /** bob.measure far_threshold (at-or-above) by counting: smallest t with #{imp ≥ t} ≤ floor(α·n). */
    private static float farThreshold(float[] impostors, String alpha) {
        float[] imp = scored(impostors);
        Arrays.sort(imp);
        long allowed = new BigDecimal(alpha).multiply(BigDecimal.valueOf(imp.length)).longValue(); // floor: ≥ 0
        if (allowed >= imp.length) {
            return Math.nextDown(imp[0]);
        }
        float best = Math.nextUp(imp[imp.length - 1]);
        for (int i = imp.length - 1; i >= 0; i--) {
            if (atOrAbove(imp, imp[i]) > allowed) {
                break;
            }
            best = imp[i];
        }
        return best;
    }

    private static JsonNode audit(Path scores, Path out, String... extra) throws IOException {
        var args = new ArrayList<>(List.of("audit", "--scores", scores.toString(), "--score-format", "bob-2col",
                "--accept", "at-or-above", "--far", String.join(",", LEVELS), "--fta-in-rates", "--quiet", "--out",
                out.toString()));
        args.addAll(List.of(extra));
        var r = run(args);
        assertEquals(0, r.code(), r.err());
        return report(out);
    }

    /**
     * bob.measure's expected metrics for dev-1 (its tests/data/test_m1.txt, "bob measure metrics dev-1.txt"):
     * EER threshold −8.025286e−03, FMR 6.263% (31/495), FNMR 6.208% (28/451), FAR 5.924%, FRR 11.273%,
     * HTER 8.599%; and (tests/test_load.py) 521 impostor and 479 genuine comparisons. 495 and 451 are those with
     * a score: 26 and 28 failures to acquire, FTA = 54/1000 over both kinds.
     */
    @Test
    void dev1ReproducesBobMeasuresExpectedMetrics(@TempDir Path dir, SparkSession spark) throws IOException {
        Path dev1 = resource("dev-1.txt");
        var report = audit(dev1, dir.resolve("dev1"));
        var fta = report.get("protocol").get("failuresToAcquire").get("all");
        assertEquals(521, fta.get("impostorComparisons").asLong());
        assertEquals(479, fta.get("genuineComparisons").asLong());
        assertEquals(26, fta.get("impostorFailures").asLong());
        assertEquals(28, fta.get("genuineFailures").asLong());
        assertEquals(0.054, fta.get("fta").asDouble(), 1e-15);
        var g = report.get("groups").get(0);
        assertEquals(495, g.get("impostorPairs").asLong());
        assertEquals(451, g.get("genuinePairs").asLong());

        var mid = report.get("protocol").get("midpointEer").get("all");
        assertEquals(-8.025286e-03, mid.get("threshold").asDouble(), 1e-9); // bob prints 7 digits; float32 scores
        assertEquals(31, mid.get("falseAccepts").asLong());
        assertEquals(28, mid.get("falseRejects").asLong());
        double fmr = mid.get("far").asDouble();
        double fnmr = mid.get("frr").asDouble();
        assertEquals(31.0 / 495, fmr, 1e-15);
        assertEquals(28.0 / 451, fnmr, 1e-15);
        assertEquals("6.263%", pct(fmr));
        assertEquals("6.208%", pct(fnmr));
        // bob's FAR, FRR fold failures to acquire in (FAR = FMR(1 − FTA), FRR = FTA + FNMR(1 − FTA))
        double far = fmr * (1 - fta.get("fta").asDouble());
        double frr = fta.get("fta").asDouble() + fnmr * (1 - fta.get("fta").asDouble());
        assertEquals("5.924%", pct(far));
        assertEquals("11.273%", pct(frr));
        assertEquals("8.599%", pct((far + frr) / 2));

        // thresholds and counts at every level against counting the file itself
        float[][] s = read(dev1);
        var ops = report.get("operatingPoints");
        for (int i = 0; i < LEVELS.size(); i++) {
            var op = ops.get(i);
            float t = farThreshold(s[0], LEVELS.get(i));
            assertEquals(t, (float) op.get("threshold").asDouble(), LEVELS.get(i));
            assertEquals(atOrAbove(s[0], t), op.get("globalFalseAccepts").asLong(), LEVELS.get(i));
            assertEquals(scoredStream(s[1]).filter(x -> x < t).count(), op.get("globalFalseRejects").asLong());
            var adjusted = report.get("protocol").get("ftaAdjusted").get(LEVELS.get(i)).get("all");
            assertEquals(op.get("globalFar").asDouble() * (1 - 0.054), adjusted.get("far").asDouble(), 1e-15);
        }
    }

    private static String pct(double rate) {
        return String.format(Locale.ROOT, "%.3f%%", 100 * rate);
    }

    /**
     * bob.measure's Iris scores (sepal length 4.3–7.0, test_error.py's test_thresholding): audited on their own
     * scale, no row error; #{genuine ≥ t} − #{impostor &lt; t} ≤ 1 at the EER threshold; FAR ≤ α, α − FAR ≤ 0.1 at
     * every level; exact means; histograms drawn over [4.3, 7.0], not clamped into one bin.
     */
    @Test
    void irisScoresAreAuditedOnTheirOwnScale(@TempDir Path dir, SparkSession spark) throws IOException {
        Path iris = resource("iris-nonsep.txt");
        var report = audit(iris, dir.resolve("iris"));
        float[][] s = read(iris);
        var g = report.get("groups").get(0);
        assertEquals(50, g.get("genuinePairs").asLong());
        assertEquals(50, g.get("impostorPairs").asLong());
        double t = report.get("protocol").get("midpointEer").get("all").get("threshold").asDouble();
        long ccp = scoredStream(s[1]).filter(x -> x >= t).count();
        long ccn = scoredStream(s[0]).filter(x -> x < t).count();
        assertTrue(ccp - ccn <= 1, ccp + " " + ccn);
        for (int i = 0; i < LEVELS.size(); i++) {
            double alpha = Double.parseDouble(LEVELS.get(i));
            double far = report.get("operatingPoints").get(i).get("globalFar").asDouble();
            assertTrue(far <= alpha && alpha - far <= 0.1, "alpha " + alpha + ": FAR " + far);
        }
        assertEquals(exactMean(s[1]), g.get("genuineMean").asDouble());
        assertEquals(exactMean(s[0]), g.get("impostorMean").asDouble());

        var h = g.get("histogram");
        assertEquals((double) 4.3f, h.get("low").asDouble());
        assertEquals((double) 7.0f, h.get("high").asDouble());
        assertBins(h, s, x -> x);
        for (JsonNode w : report.get("warnings")) {
            assertFalse(w.asText().contains("outside [-1, 1]"), w.asText());
        }
    }

    /** The mean from the scores' exact decimal values, rounded as the report rounds it (DECIMAL128, then double). */
    private static double exactMean(float[] xs) {
        float[] x = scored(xs);
        BigDecimal sum = BigDecimal.ZERO;
        for (float v : x) {
            sum = sum.add(new BigDecimal(v));
        }
        return sum.divide(BigDecimal.valueOf(x.length), MathContext.DECIMAL128).doubleValue();
    }

    /** Histogram counts against counting each score into bin floor((x − low)/(high − low)·bins), clamped. */
    private static void assertBins(JsonNode h, float[][] s, DoubleUnaryOperator onScale) {
        double low = h.get("low").asDouble();
        double high = h.get("high").asDouble();
        int bins = h.get("bins").asInt();
        String[] kinds = {"impostor", "genuine"};
        for (int k = 0; k < 2; k++) {
            long[] expected = new long[bins];
            scoredStream(s[k]).map(onScale).forEach(x -> {
                int b = (int) Math.floor((x - low) / (high - low) * bins);
                expected[Math.max(0, Math.min(bins - 1, b))]++;
            });
            long[] actual = new long[bins];
            for (int i = 0; i < bins; i++) {
                actual[i] = h.get(kinds[k]).get(i).asLong();
            }
            assertEquals(Arrays.toString(expected), Arrays.toString(actual), kinds[k]);
        }
    }

    /**
     * dev-1 rescaled (1000·s + 50, which keeps every tie and every order between the float32 scores of dev-1) and
     * dev-1 negated read with --distance give dev-1's counts everywhere: comparisons, failures, false accepts and
     * rejects at every level, the EERs; the distances' thresholds and means are dev-1's negated, exactly.
     */
    @Test
    void dev1RescaledOrNegatedAsDistancesGivesTheSameCounts(@TempDir Path dir, SparkSession spark) throws IOException {
        Path dev1 = resource("dev-1.txt");
        var rescaled = new StringBuilder();
        var negated = new StringBuilder();
        for (String line : Files.readAllLines(dev1)) {
            String[] f = line.strip().split("\\s+");
            double x = number(f[1]);
            rescaled.append(f[0]).append(' ').append(Double.isNaN(x) ? "nan" : Double.toString(1000 * x + 50)).append('\n');
            negated.append(f[0]).append(' ').append(Double.isNaN(x) ? "nan" : Double.toString(-x)).append('\n');
        }
        Path scaledFile = ExactCorpus.write(dir.resolve("dev-1-scaled.txt"), rescaled.toString());
        Path distFile = ExactCorpus.write(dir.resolve("dev-1-distance.txt"), negated.toString());
        var base = audit(dev1, dir.resolve("base"), "--group-thresholds", "--equal-metrics");
        var scaled = audit(scaledFile, dir.resolve("scaled"));
        var dist = audit(distFile, dir.resolve("dist"), "--distance", "--group-thresholds", "--equal-metrics");

        for (var other : List.of(scaled, dist)) {
            assertEquals(base.get("protocol").get("failuresToAcquire"), other.get("protocol").get("failuresToAcquire"));
            assertEquals(base.get("protocol").get("ftaAdjusted"), other.get("protocol").get("ftaAdjusted"));
            var g0 = base.get("groups").get(0);
            var g1 = other.get("groups").get(0);
            for (String f : List.of("samples", "identities", "genuinePairs", "impostorPairs", "eer")) {
                assertEquals(g0.get(f), g1.get(f), f);
            }
            for (int i = 0; i < LEVELS.size(); i++) {
                var a = base.get("operatingPoints").get(i);
                var b = other.get("operatingPoints").get(i);
                for (String f : List.of("allowedFalseAccepts", "globalFar", "globalFrr", "globalFalseAccepts",
                        "globalImpostorPairs", "globalFalseRejects", "globalGenuinePairs", "perGroup", "differentials")) {
                    assertEquals(a.get(f), b.get(f), LEVELS.get(i) + " " + f);
                }
            }
            var m0 = base.get("protocol").get("midpointEer").get("all");
            var m1 = other.get("protocol").get("midpointEer").get("all");
            for (String f : List.of("eer", "far", "frr", "falseAccepts", "falseRejects")) {
                assertEquals(m0.get(f), m1.get(f), f);
            }
        }
        // rescaled: thresholds are the rescaled scores (float32 of 1000·s + 50 against 1000·float32(s) + 50)
        for (int i = 0; i < LEVELS.size() - 1; i++) { // α = 1 sits one float32 step below the minimum: scale-dependent
            double t = base.get("operatingPoints").get(i).get("threshold").asDouble();
            assertEquals(1000 * t + 50, scaled.get("operatingPoints").get(i).get("threshold").asDouble(), 2e-4);
        }
        assertMirrored(base, dist);
        assertEquals("at-or-below", dist.get("accept").asText());
        assertBins(dist.get("groups").get(0).get("histogram"), read(distFile), x -> x);
        assertBins(scaled.get("groups").get(0).get("histogram"), read(scaledFile), x -> x);

        assertTrue(dist.get("protocol").has("aggregationBias") && dist.get("protocol").has("equalMetrics"));
        // the methods describe distances: rule, threshold, EER candidates
        var methods = dist.get("methods");
        assertTrue(methods.get("acceptance").asText().startsWith("at-or-below: accept iff d <= t"), methods::toString);
        assertTrue(methods.get("threshold").asText().contains("the largest pooled impostor distance t with "
                + "#{d <= t} <= floor(alpha*n)"), methods::toString);
        assertTrue(methods.get("eerMidpoint").asText().contains("candidates are the largest distance and the "
                + "midpoints between consecutive distinct distances"), methods::toString);
        assertTrue(methods.get("eerMidpoint").asText().contains("ties: the lower distance"), methods::toString);
        assertTrue(methods.get("eer").asText().contains("-inf under at-or-below"), methods::toString);

        // report.html says what the scores are and which side of a threshold is accepted
        String distHtml = Files.readString(dir.resolve("dist").resolve("report.html"));
        assertTrue(distHtml.contains("impostor (different identities, grey) distances of each group"), "distances");
        assertTrue(distHtml.contains("Overlap left of a threshold is false accepts"), "accepted below t");
        assertTrue(distHtml.contains("threshold t (distance)"), "axis");
        assertTrue(distHtml.contains("distance ≤ t"), "rule");
        String scaledHtml = Files.readString(dir.resolve("scaled").resolve("report.html"));
        double w = (scaled.get("groups").get(0).get("histogram").get("high").asDouble()
                - scaled.get("groups").get(0).get("histogram").get("low").asDouble()) / 200;
        assertTrue(scaledHtml.contains("per " + String.format(Locale.ROOT, "%.3g", w) + "-wide bin"), "bin width");
        assertTrue(scaledHtml.contains("Overlap right of a threshold is false accepts"), "accepted above t");

        // report.md: the protocol component; mirrored distances give the scores' midpoint EER and equal metrics
        String distMd = Files.readString(dir.resolve("dist").resolve("report.md"));
        assertTrue(distMd.contains("- **Protocol**: score-file\n"), distMd);
        assertTrue(distMd.contains("acceptance rule at-or-below (distances: accept iff distance ≤ t)"), distMd);
        var baseTables = MarkdownTables.parse(Files.readString(dir.resolve("base").resolve("report.md")));
        var distTables = MarkdownTables.parse(distMd);
        var eerColumns = List.of(1, 3, 4, 5, 6); // EER, FAR, FRR, false accepts, false rejects; not the threshold
        var baseEer = mdTable(baseTables, "group", "EER", "threshold").row("all");
        var distEer = mdTable(distTables, "group", "EER", "threshold").row("all");
        assertEquals(eerColumns.stream().map(baseEer::get).toList(), eerColumns.stream().map(distEer::get).toList());
        var baseEm = mdTable(baseTables, "FAR level", "group", "accuracy");
        var distEm = mdTable(distTables, "FAR level", "group", "accuracy");
        assertEquals(LEVELS.size(), distEm.rows().size());
        for (int c = 0; c < 7; c++) { // level, group, accuracy, FPR, FNR, PPV, NPV; the mean scores are mirrored
            assertEquals(baseEm.column(c), distEm.column(c), distEm.headerText().get(c));
        }

        // a rerun writes the same bytes
        audit(scaledFile, dir.resolve("scaled-again"));
        for (String file : List.of("report.json", "report.html", "report.md")) {
            assertEquals(Files.readString(dir.resolve("scaled").resolve(file)),
                    Files.readString(dir.resolve("scaled-again").resolve(file)), file);
        }
    }

    private static MarkdownTables.Table mdTable(List<MarkdownTables.Table> tables, String... header) {
        return tables.stream().filter(t -> t.headerText().size() >= header.length
                && t.headerText().subList(0, header.length).equals(List.of(header))).findFirst()
                .orElseThrow(() -> new AssertionError("no table headed " + List.of(header)));
    }

    /**
     * With a calibration split the report describes the test part, and so do its histograms: their range is the
     * test part's smallest to largest score and their counts are the test part's pairs.
     */
    @Test
    void calibratedDisplaysCountTheTestPart(@TempDir Path dir, SparkSession spark) throws IOException {
        var sb = new StringBuilder();
        var rng = new SplittableRandom(4);
        for (int c = 0; c < 12; c++) {
            for (int r = 0; r < 12; r++) {
                for (int k = 0; k < 3; k++) { // claimed_id real_id test_label score, on a 0–100 scale
                    double score = c == r ? 80 + 10 * rng.nextDouble() : 10 + 40 * rng.nextDouble();
                    sb.append("id").append(c).append(" id").append(r).append(" t").append(r).append('_').append(k)
                            .append(' ').append(String.format(Locale.ROOT, "%.2f", score)).append('\n');
                }
            }
        }
        Path file = ExactCorpus.write(dir.resolve("cal.txt"), sb.toString());
        Path out = dir.resolve("cal");
        var r = run(List.of("audit", "--scores", file.toString(), "--score-format", "bob-4col", "--far", "0.1",
                "--calibrate-on", "0.5", "--seed", "2", "--quiet", "--out", out.toString()));
        assertEquals(0, r.code(), r.err());
        var g = report(out).get("groups").get(0);
        var h = g.get("histogram");
        long gen = 0;
        long imp = 0;
        for (int i = 0; i < h.get("bins").asInt(); i++) {
            gen += h.get("genuine").get(i).asLong();
            imp += h.get("impostor").get(i).asLong();
        }
        assertEquals(g.get("genuinePairs").asLong(), gen);
        assertEquals(g.get("impostorPairs").asLong(), imp);
        assertTrue(gen > 0 && gen < 12 * 3, "a part of the genuine comparisons: " + gen);
        assertTrue(h.get("low").asDouble() >= 10 && h.get("high").asDouble() <= 90, h::toString);
        // the range is the test part's own: its smallest and largest scores fill the end bins
        int last = h.get("bins").asInt() - 1;
        assertTrue(h.get("impostor").get(0).asLong() + h.get("genuine").get(0).asLong() > 0, h::toString);
        assertTrue(h.get("impostor").get(last).asLong() + h.get("genuine").get(last).asLong() > 0, h::toString);
    }

    /**
     * A report of distances against the report of the same comparisons as similarities (−distance): every count,
     * rate and spread equal, every threshold and mean negated exactly, the rule mirrored.
     */
    static void assertMirrored(JsonNode sim, JsonNode dist) {
        assertEquals(sim.get("accept").asText().replace("above", "below"), dist.get("accept").asText());
        assertTrue(dist.get("protocol").get("distance").asBoolean());
        var scoreValued = List.of("eerThreshold", "genuineMean", "impostorMean", "threshold");
        for (int i = 0; i < sim.get("groups").size(); i++) {
            assertFieldsMirrored(sim.get("groups").get(i), dist.get("groups").get(i), scoreValued);
        }
        for (int i = 0; i < sim.get("operatingPoints").size(); i++) {
            assertFieldsMirrored(sim.get("operatingPoints").get(i), dist.get("operatingPoints").get(i), scoreValued);
        }
        var midSim = sim.get("protocol") == null ? null : sim.get("protocol").get("midpointEer");
        if (midSim != null) {
            midSim.fieldNames().forEachRemaining(g -> assertFieldsMirrored(midSim.get(g),
                    dist.get("protocol").get("midpointEer").get(g), scoreValued));
        }
        var biasSim = sim.get("protocol") == null ? null : sim.get("protocol").get("aggregationBias");
        if (biasSim != null) {
            var biasDist = dist.get("protocol").get("aggregationBias");
            biasSim.fieldNames().forEachRemaining(level -> biasSim.get(level).fieldNames().forEachRemaining(g ->
                    assertFieldsMirrored(biasSim.get(level).get(g), biasDist.get(level).get(g), List.of("ownThreshold"))));
        }
        var eqSim = sim.get("protocol") == null ? null : sim.get("protocol").get("equalMetrics");
        if (eqSim != null) {
            var eqDist = dist.get("protocol").get("equalMetrics");
            eqSim.get("levels").fieldNames().forEachRemaining(level -> eqSim.get("levels").get(level).fieldNames()
                    .forEachRemaining(g -> {
                        var a = eqSim.get("levels").get(level).get(g);
                        var b = eqDist.get("levels").get(level).get(g);
                        a.fieldNames().forEachRemaining(f -> {
                            if (f.endsWith("Mean")) {
                                assertEquals(-a.get(f).get("value").asDouble() + 0.0, b.get(f).get("value").asDouble(), f);
                                assertEquals(a.get(f).has("interval"), b.get(f).has("interval"), f);
                            } else {
                                assertEquals(a.get(f), b.get(f), level + " " + g + " " + f);
                            }
                        });
                    }));
        }
    }

    private static void assertFieldsMirrored(JsonNode a, JsonNode b, List<String> negated) {
        a.fieldNames().forEachRemaining(f -> {
            if (f.equals("histogram")) {
                return; // on each report's own scale: checked by counting
            }
            if (negated.contains(f) && !a.get(f).isNull()) {
                assertEquals(-a.get(f).asDouble() + 0.0, b.get(f).asDouble(), f);
            } else {
                assertEquals(a.get(f), b.get(f), f);
            }
        });
    }
}
