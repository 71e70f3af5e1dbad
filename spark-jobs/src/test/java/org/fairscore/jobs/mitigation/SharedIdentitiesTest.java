package org.fairscore.jobs.mitigation;

import static org.fairscore.jobs.cli.CliRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.model.CorpusColumns;
import org.fairscore.jobs.cli.ExitCodes;
import org.fairscore.prep.io.SampleSinks;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * mitigate --evaluate refuses an evaluation corpus that shares identity labels with the training corpus (exit 2,
 * naming how many and the first few), and with --allow-shared-identities runs and warns in report.json and on
 * stderr. Corpora written here: training identities p00–p23; evaluation p17–p23 (7 shared) and q00–q16; a
 * disjoint one q00–q23.
 */
@ExtendWith(LocalSpark.class)
class SharedIdentitiesTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    @TempDir
    static Path dir;
    static Path train;
    static Path evaluate;
    static Path disjoint;

    @BeforeAll
    static void corpora() {
        var trainIds = new ArrayList<String>();
        for (int i = 0; i < 24; i++) {
            trainIds.add(String.format("p%02d", i));
        }
        var otherIds = new ArrayList<String>();
        for (int i = 0; i < 24; i++) {
            otherIds.add(String.format("q%02d", i));
        }
        var evalIds = new ArrayList<>(trainIds.subList(17, 24));
        evalIds.addAll(otherIds.subList(0, 17));
        train = write("train", trainIds);
        evaluate = write("evaluate", evalIds);
        disjoint = write("disjoint", otherIds);
    }

    /** 3 samples of each identity, race A or B alternating, d = 8. */
    private static Path write(String name, List<String> identities) {
        Path csv = dir.resolve(name + ".csv");
        var random = new SplittableRandom(name.hashCode());
        try (var sink = SampleSinks.open("csv", csv.toString(), "sample_id", "label", List.of("race"), 8)) {
            int k = 0;
            for (int id = 0; id < identities.size(); id++) {
                float[] centre = new float[8];
                for (int j = 0; j < 8; j++) {
                    centre[j] = (float) random.nextGaussian();
                }
                for (int s = 0; s < 3; s++, k++) {
                    float[] e = new float[8];
                    for (int j = 0; j < 8; j++) {
                        e[j] = centre[j] + (float) (0.5 * random.nextGaussian());
                    }
                    sink.write(name + "-s" + k, identities.get(id), List.of(id % 2 == 0 ? "A" : "B"), e);
                }
            }
        }
        return csv;
    }

    private static List<String> mitigate(Path out, Path evaluation, String... more) {
        var args = new ArrayList<>(List.of("mitigate", "--train", train.toString(), "--evaluate", evaluation.toString(),
                "--group", "race", "--reference", "A", "--epochs", "0", "--far", "1e-1", "--bootstrap", "0",
                "--out", out.toString()));
        args.addAll(List.of(more));
        return args;
    }

    private static Dataset<Row> labels(SparkSession spark, String... labels) {
        return spark.createDataset(List.of(labels), Encoders.STRING()).toDF(CorpusColumns.LABEL);
    }

    @Test
    void countsDistinctSharedLabelsAndNamesTheSmallestFew(SparkSession spark) {
        // repeats on both sides count once; shared: b, c, e, f, g, h (6), in string order
        var shared = SharedIdentities.between(labels(spark, "h", "a", "b", "b", "c", "e", "f", "g", "z"),
                labels(spark, "g", "c", "c", "h", "y", "b", "e", "f", "x"), 5);
        assertEquals(6, shared.count());
        assertEquals(List.of("b", "c", "e", "f", "g"), shared.examples());
        assertEquals("6 identity labels (e.g. b, c, e, f, g, ...)", shared.describe());
        var one = SharedIdentities.between(labels(spark, "a", "b"), labels(spark, "b", "c"), 5);
        assertEquals("1 identity label (e.g. b)", one.describe());
        var none = SharedIdentities.between(labels(spark, "a", "b"), labels(spark, "c"), 5);
        assertFalse(none.any());
        assertEquals(List.of(), none.examples());
    }

    @Test
    void sharedIdentitiesAreRefusedWithTheirCountAndExamples() {
        var r = run(mitigate(dir.resolve("refused"), evaluate));
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertTrue(r.err().contains("--evaluate " + evaluate + ": shares 7 identity labels (e.g. p17, p18, p19, p20, "
                + "p21, ...) with the training corpus"), r.err());
        assertTrue(r.err().contains("--allow-shared-identities"), r.err());
        assertFalse(Files.exists(dir.resolve("refused").resolve("_SUCCESS")));
    }

    @Test
    void allowedSharedIdentitiesWarnInTheReportAndOnStderrEvenQuiet() throws Exception {
        Path out = dir.resolve("allowed");
        var r = run(mitigate(out, evaluate, "--allow-shared-identities", "--quiet"));
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertTrue(r.err().contains("warning: --allow-shared-identities: the evaluation corpus (--evaluate " + evaluate
                + ") shares 7 identity labels (e.g. p17, p18, p19, p20, p21, ...)"), r.err());
        var warnings = JSON.readTree(out.resolve("report.json").toFile()).get("warnings");
        assertTrue(warnings.get(0).asText().startsWith("--allow-shared-identities: the evaluation corpus"),
                warnings.toString());
        assertTrue(warnings.get(0).asText().contains("shares 7 identity labels"), warnings.toString());
    }

    @Test
    void disjointIdentitiesRunWithoutWarningAndTheFlagNeedsEvaluate() throws Exception {
        Path out = dir.resolve("disjoint-run");
        var r = run(mitigate(out, disjoint));
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertFalse(r.err().contains("warning:"), r.err());
        var warnings = JSON.readTree(out.resolve("report.json").toFile()).get("warnings").toString();
        assertFalse(warnings.contains("shares"), warnings);
        var trainOnly = run("mitigate", "--train", train.toString(), "--group", "race", "--reference", "A",
                "--epochs", "0", "--allow-shared-identities", "--out", dir.resolve("train-only").toString());
        assertEquals(ExitCodes.BAD_INPUT, trainOnly.code(), trainOnly.err());
        assertTrue(trainOnly.err().contains("--allow-shared-identities"), trainOnly.err());
    }
}
