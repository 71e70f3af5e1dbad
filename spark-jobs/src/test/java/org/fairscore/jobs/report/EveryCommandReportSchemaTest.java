package org.fairscore.jobs.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.fairscore.core.report.ReportJson;
import org.fairscore.core.synthetic.SyntheticCorpus;
import org.fairscore.jobs.cli.CliRun;
import org.fairscore.jobs.cli.ExitCodes;
import org.fairscore.jobs.generate.CorpusGenerator;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every command that writes report.json, once each on a tiny corpus with the options that add optional parts, and
 * each report validated against docs/report.schema.json; then, over all of them, every member each report holds is
 * described by a subschema that says something ({@link SchemaCoverage#undescribed}), and together they hold every
 * top-level section (so the walk has seen each family's layout). {@code apply} and {@code pairs} write no report.
 * The commands run in any order; the check over all of them runs last.
 */
@ExtendWith(LocalSpark.class)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class EveryCommandReportSchemaTest {
    /** The commands run below, one report each. */
    private static final int COMMANDS = 10;
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path dir;
    static Path corpus;
    static Path test;
    /** command → its report, in the order run. */
    static final Map<String, JsonNode> REPORTS = new LinkedHashMap<>();

    @BeforeAll
    static void corpora() {
        corpus = dir.resolve("corpus.csv");
        test = dir.resolve("test.csv");
        // four groups by race, with gender beside it; identities of the two corpora disjoint
        CorpusGenerator.write(new SyntheticCorpus(400, 8, 3, 4.0, SyntheticCorpus.DEFAULT_PROFILES, 0), "csv", corpus);
        CorpusGenerator.write(new SyntheticCorpus(400, 8, 3, 4.0, SyntheticCorpus.DEFAULT_PROFILES, 100_000), "csv", test);
    }

    /** Runs a command writing into {@code name}, expects {@code code}, validates and keeps its report. */
    private static JsonNode run(String name, int code, List<String> args) throws Exception {
        var all = new ArrayList<>(args);
        Path out = dir.resolve(name);
        all.addAll(List.of("--out", out.toString()));
        var r = CliRun.run(all); // validates every report.json under OUT (ReportSchemaAssert.assertOutputValid)
        assertEquals(code, r.code(), r.err());
        Path report = Files.exists(out.resolve("report.json")) ? out.resolve("report.json")
                : out.resolve("report").resolve("report.json");
        ReportSchemaAssert.assertValid(report); // also when the run wrote it one level down (demo)
        var tree = JSON.readTree(report.toFile());
        REPORTS.put(name, tree);
        return tree;
    }

    @Test
    void auditWithEveryOptionalPart() throws Exception {
        var r = run("audit", ExitCodes.GATE_FAILED, List.of("audit", "--input", corpus.toString(), "--group", "race,gender",
                "--far", "1e-1,1e-2", "--cross-group", "--bootstrap", "20", "--group-thresholds", "--prevalence", "0.1",
                "--geometry", "--no-nmi", "--block-size", "64", "--gate", "bfar@1e-1 <= 1.0", "--gate", "/operatingPoints/0/globalFar <= 1",
                "--quiet"));
        for (String part : List.of("crossGroupImpostorPairs", "gates", "protocol", "geometry")) {
            assertTrue(r.has(part), part);
        }
        assertTrue(r.at("/groups/0").has("eerInterval"), "the bootstrap's EER interval");
    }

    @Test
    void auditSampledOfTemplatesOnACalibrationSplit() throws Exception {
        var r = run("sampled", ExitCodes.OK, List.of("audit", "--input", corpus.toString(), "--group", "race",
                "--far", "1e-1", "--impostor-sample", "0.5", "--template-col", "sample_id", "--calibrate-on", "0.5",
                "--accept", "at-or-above", "--block-size", "64", "--quiet"));
        for (String part : List.of("sampling", "templates", "protocol")) {
            assertTrue(r.has(part), part);
        }
    }

    @Test
    void pairListAudit() throws Exception {
        Path pairs = dir.resolve("pairs.csv");
        var made = CliRun.run("pairs", "--input", corpus.toString(), "--group", "race", "--per-group", "200",
                "--out", pairs.toString());
        assertEquals(ExitCodes.OK, made.code(), made.err());
        var r = run("pairs", ExitCodes.OK, List.of("audit", "--input", corpus.toString(), "--group", "race",
                "--pairs", pairs.toString(), "--far", "1e-1", "--equal-metrics", "--cross-group", "--quiet"));
        assertEquals("pair-list", r.at("/protocol/protocol").asText());
    }

    @Test
    void scoreFileOfDistancesWithFailuresToAcquire() throws Exception {
        // bob's 4-column format: claimed id, real id, test label, score; one comparison of each group without a score
        var lines = new StringBuilder();
        String[] subjects = {"p", "q", "r", "s"};
        double d = 0.05;
        for (String claimed : subjects) {
            for (String real : subjects) {
                for (int k = 0; k < 3; k++) {
                    lines.append(claimed).append(' ').append(real).append(' ').append(real).append(k).append(' ')
                            .append(claimed.equals(real) ? 0.2 + d : 0.9 - d).append('\n');
                    d += 0.01;
                }
            }
        }
        lines.append("p p p9 nan\nr s s9 nan\n");
        Path scores = dir.resolve("scores.txt");
        Files.writeString(scores, lines);
        Path meta = dir.resolve("subjects.csv");
        Files.writeString(meta, "subject,grp\np,g1\nq,g1\nr,g2\ns,g2\n");
        var r = run("scores", ExitCodes.OK, List.of("audit", "--scores", scores.toString(), "--score-format", "bob-4col",
                "--subject-metadata", meta.toString(), "--group", "grp", "--distance", "--accept", "at-or-above",
                "--far", "0.25", "--fta-in-rates", "--cross-group", "--quiet"));
        assertEquals("at-or-below", r.get("accept").asText());
        assertTrue(r.at("/protocol").has("failuresToAcquire") && r.at("/protocol").has("midpointEer"), r.toString());
    }

    @Test
    void demo() throws Exception {
        var r = run("demo", ExitCodes.OK, List.of("demo", "--samples", "600", "--dim", "8"));
        assertEquals("above", r.get("accept").asText());
    }

    @Test
    void geometryByTwoAttributes() throws Exception {
        var r = run("geometry", ExitCodes.OK, List.of("geometry", "--input", corpus.toString(), "--group", "race,gender",
                "--recall-k", "3", "--block-size", "128", "--nmi-max-labels", "20", "--quiet"));
        assertTrue(r.at("/geometry/clustering").has("byAttribute"), "intersectional groups: the per-attribute indices");
    }

    @Test
    void downstreamWithLeakageProbe() throws Exception {
        var r = run("downstream", ExitCodes.OK, List.of("downstream", "--input", corpus.toString(), "--group", "race",
                "--classifiers", "logistic", "--trees", "5", "--depth", "3", "--max-iter", "10", "--seeds", "2",
                "--min-samples", "4", "--top-k", "4", "--split-by", "sample", "--quiet"));
        assertTrue(r.at("/downstream").has("classifiers") && r.at("/downstream").has("leakage"), r.toString());
    }

    @Test
    void predictionFairness() throws Exception {
        var lines = new StringBuilder("id,y,y_hat,s\n");
        int[][] rows = {{'A', 1, 1}, {'A', 1, 0}, {'A', 0, 0}, {'A', 0, 1}, {'B', 1, 1}, {'B', 0, 0}, {'B', 0, 0}};
        for (int i = 0; i < rows.length; i++) {
            lines.append("r").append(i).append(',').append(rows[i][1]).append(',').append(rows[i][2]).append(',')
                    .append((char) rows[i][0]).append('\n');
        }
        Path predictions = dir.resolve("predictions.csv");
        Files.writeString(predictions, lines);
        var r = run("fairness", ExitCodes.OK, List.of("prediction-fairness", "--input", predictions.toString(),
                "--group", "s"));
        assertTrue(r.at("/downstream").has("predictionFairness") && !r.has("input"), r.toString());
    }

    @Test
    void associationTestAndDirection() throws Exception {
        Path sets = dir.resolve("sets.yaml");
        Files.writeString(sets, """
                tests:
                  - name: planted
                    targetX: [s0000000, s0000001]
                    targetY: [s0000002, s0000003]
                    attributeA: [s0000004, s0000005]
                    attributeB: [s0000006, s0000007]
                directions:
                  - name: first-pairs
                    pairs: [[s0000000, s0000001], [s0000002, s0000003]]
                    terms: [s0000004, s0000005]
                """);
        var r = run("associate", ExitCodes.OK, List.of("associate", "--embeddings", corpus.toString(), "--group", "race",
                "--config", sets.toString()));
        assertTrue(r.at("/association").has("directions"), r.toString());
    }

    @Test
    void mitigationEvaluated() throws Exception {
        var r = run("mitigate", ExitCodes.OK, List.of("mitigate", "--train", corpus.toString(), "--group", "race",
                "--reference", "A", "--evaluate", test.toString(), "--epochs", "1", "--batch", "128", "--far", "1e-1",
                "--bootstrap", "0", "--quiet"));
        assertTrue(r.has("mitigation") && r.has("accept"), "a mitigation report is a verification audit");
    }

    @Test
    @Order(Integer.MAX_VALUE)
    void togetherTheReportsHoldEveryTopLevelSectionAndEveryMemberIsDescribed() {
        assertEquals(COMMANDS, REPORTS.size(), "run the whole class: this test reads the reports of the others "
                + REPORTS.keySet());
        var seen = new TreeSet<String>();
        REPORTS.values().forEach(r -> r.fieldNames().forEachRemaining(seen::add));
        assertEquals(new TreeSet<>(ReportJson.topLevelKeys()), seen);
        var schema = ReportSchemaAssert.schemaTree();
        REPORTS.forEach((command, report) ->
                assertEquals(List.of(), SchemaCoverage.undescribed(schema, report), command));
    }
}
