package org.fairscore.jobs.downstream;

import static org.fairscore.jobs.cli.CliRun.run;
import static org.apache.spark.sql.functions.avg;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.when;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.apache.spark.sql.SparkSession;
import org.fairscore.jobs.cli.CliRun;
import org.fairscore.jobs.cli.ExitCodes;
import org.fairscore.prep.testing.LocalSpark;
import org.fairscore.report.markdown.MarkdownTables;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The downstream command end to end on small synthetic corpora (few trees, so each run takes seconds; the
 * command's defaults are the issue's: 200 trees of depth 8, 3 seeds).
 *
 * <p>Leakage tolerance: with ~150 test rows per value, the Mann–Whitney AUC of a probe that sees nothing has
 * standard deviation √((n₁+n₂+1)/(12 n₁ n₂)) ≈ 0.033; 0.15 is 4.5 of those, so "near 0.5" fails only when
 * the probe finds signal. A planted attribute (dimension 0 shifted by ±2 against noise of width 2) is
 * separable, so its AUC must exceed 0.95.
 */
@ExtendWith(LocalSpark.class)
class DownstreamEndToEndTest {
    private static final double NULL_TOLERANCE = 0.15;
    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode report(Path out) throws Exception {
        assertTrue(Files.exists(out.resolve("_SUCCESS")));
        return JSON.readTree(out.resolve("report.json").toFile()).get("downstream");
    }

    private static String[] args(Path input, Path out, String... more) {
        var base = List.of("downstream", "--input", input.toString(), "--id-col", "sample_id", "--label-col", "identity",
                "--group", "race", "--out", out.toString(), "--trees", "10", "--depth", "4", "--max-iter", "15",
                "--min-samples", "50", "--quiet",
                // race is drawn per row here, not per identity (3 labels): split its probe by sample
                "--split-by", "sample");
        var all = new java.util.ArrayList<>(base);
        all.addAll(List.of(more));
        return all.toArray(String[]::new);
    }

    @Test
    void plantedAttributeLeaksAndPerGroupAccuraciesMatchTheWrittenPredictions(@TempDir Path dir, SparkSession spark)
            throws Exception {
        Path input = DownstreamCorpus.write(dir.resolve("planted.csv"), 900, true, 11);
        Path out = dir.resolve("out");
        var r = run(args(input, out, "--test-fraction", "0.3"));
        assertEquals(ExitCodes.OK, r.code(), r.err());
        var d = report(out);

        var leak = d.get("leakage");
        assertEquals("race", leak.get("attribute").asText());
        assertTrue(leak.get("attributeAuc").get("mean").asDouble() > 0.95, leak.toString());
        assertTrue(leak.get("labelAuc").get("mean").asDouble() > 0.95, leak.toString());
        assertEquals(3, leak.get("attributeAuc").get("seeds").size());
        assertEquals(3, leak.get("attributeAuc").get("values").size());
        assertNotNull(leak.get("attributeAuc").get("std"));
        assertTrue(leak.get("byProbe").has("randomForest") && leak.get("byProbe").has("logistic"));

        assertEquals(List.of("c0", "c1", "c2"), JSON.convertValue(d.get("task").get("classes"), List.class));
        var predictions = spark.read().parquet(out.resolve(DownstreamJob.PREDICTIONS).toString());
        assertEquals(3 * d.get("task").get("testRows").asLong(), predictions.count());
        var direct = predictions.groupBy(col("classifier"), col("group"))
                .agg(avg(when(col("label").equalTo(col("prediction")), 1.0).otherwise(0.0)).as("acc")).collectAsList();
        assertEquals(3 * 2, direct.size());
        for (var row : direct) {
            var g = d.get("classifiers").get(row.getString(0)).get("perGroup").get(row.getString(1));
            assertEquals(row.getDouble(2), g.get("accuracy").asDouble(), 1e-12, row.toString());
            assertTrue(g.has("macroPrecision") && g.has("macroRecall"));
        }
        for (String c : List.of("logistic", "linearSvm", "randomForest")) {
            var cls = d.get("classifiers").get(c);
            var acc = cls.get("perGroup");
            double a = acc.get("A").get("accuracy").asDouble();
            double b = acc.get("B").get("accuracy").asDouble();
            assertEquals(Math.abs(a - b), cls.get("gaps").get("accuracy").get("maxMinusMin").asDouble(), 1e-12);
            assertEquals(a - b, cls.get("gaps").get("accuracy").get("signed").get("A − B").asDouble(), 1e-12);
            assertTrue(a > 0.9 && b > 0.9, c + ": the label is planted, so it is learnable: " + acc);
            var fairness = cls.get("predictionFairness");
            assertEquals(d.get("task").get("testRows").asLong(), fairness.get("rows").asLong());
            assertTrue(fairness.get("equalOpportunityDifference").has("undefinedReason"), "3 classes: no positive class");
        }
        // the predictions file, audited on its own, gives the classifier's prediction-fairness numbers
        Path logistic = dir.resolve("logistic.parquet");
        predictions.filter(col("classifier").equalTo("logistic")).write().parquet(logistic.toString());
        Path pf = dir.resolve("pf");
        var again = run("prediction-fairness", "--input", logistic.toString(), "--label-col", "label",
                "--prediction-col", "prediction", "--group", "group", "--out", pf.toString());
        assertEquals(ExitCodes.OK, again.code(), again.err());
        assertEquals(d.get("classifiers").get("logistic").get("predictionFairness"),
                JSON.readTree(pf.resolve("report.json").toFile()).get("downstream").get("predictionFairness"));
        String html = Files.readString(out.resolve("report.html"));
        assertTrue(html.contains("<section id=\"downstream\""));
        assertFalse(html.contains("NaN"));
        // report.md: one per-group table per classifier, in report.html's order, with the accuracies counted above
        var perGroup = MarkdownTables.parse(Files.readString(out.resolve("report.md"))).stream()
                .filter(t -> t.headerText().equals(List.of("group", "test rows", "accuracy", "macro precision",
                        "macro recall"))).toList();
        var classifiers = List.of("logistic", "linearSvm", "randomForest");
        assertEquals(classifiers.size(), perGroup.size());
        for (var row : direct) {
            var table = perGroup.get(classifiers.indexOf(row.getString(0)));
            assertEquals(String.format(Locale.ROOT, "%.4g", row.getDouble(2)), table.row(row.getString(1)).get(2),
                    row.toString());
        }
    }

    @Test
    void independentAttributeDoesNotLeak(@TempDir Path dir, SparkSession spark) throws Exception {
        Path input = DownstreamCorpus.write(dir.resolve("independent.csv"), 1000, false, 5);
        Path out = dir.resolve("out");
        // baseline column: the attribute itself as a number, so the baseline recovers it perfectly
        var lines = Files.readAllLines(input);
        var withAttr = new java.util.ArrayList<String>();
        withAttr.add(lines.get(0) + ",race_code");
        lines.stream().skip(1).forEach(l -> withAttr.add(l + "," + (l.split(",")[2].equals("A") ? "1" : "0")));
        Files.write(input, withAttr);
        var r = run(args(input, out, "--test-fraction", "0.3", "--classifiers", "none", "--seeds", "2",
                "--baseline-cols", "race_code"));
        assertEquals(ExitCodes.OK, r.code(), r.err());
        var leak = report(out).get("leakage");
        for (String probe : List.of("randomForest", "logistic")) {
            double auc = leak.get("byProbe").get(probe).get("attributeAuc").get("mean").asDouble();
            assertEquals(0.5, auc, NULL_TOLERANCE, probe + ": " + leak);
        }
        assertTrue(leak.get("labelAuc").get("mean").asDouble() > 0.95, "the label is still planted: " + leak);
        assertEquals("race_code", leak.get("baselineColumns").get(0).asText());
        for (String probe : List.of("randomForest", "logistic")) {
            assertEquals(1.0, leak.get("baseline").get(probe).get("attributeAuc").get("mean").asDouble(), 1e-12, probe);
        }
        assertFalse(report(out).has("classifiers"));
    }
}
