package org.fairscore.jobs.downstream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.spark.sql.SparkSession;
import org.fairscore.jobs.cli.CliRun;
import org.fairscore.jobs.cli.ExitCodes;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** The split column, rebalancing, a task column, and bad options (exit code 2, nothing committed). */
@ExtendWith(LocalSpark.class)
class DownstreamOptionsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static CliRun run(Path input, Path out, String... more) {
        var args = new java.util.ArrayList<>(List.of("downstream", "--input", input.toString(), "--label-col", "identity",
                "--group", "race", "--out", out.toString(), "--max-iter", "10",
                "--classifiers", "logistic", "--no-leakage", "--quiet"));
        args.addAll(List.of(more));
        if (!args.contains("--min-samples") && !args.contains("--task-label")) { // --min-samples: the default task's
            args.addAll(List.of("--min-samples", "50"));
        }
        return CliRun.run(args);
    }

    /** Train rows per group as the CSV says (split column 'train'). */
    private static long trainRows(Path csv, String group) throws Exception {
        return Files.readAllLines(csv).stream().skip(1).map(l -> l.split(","))
                .filter(f -> f[2].equals(group) && f[3].equals("train")).count();
    }

    @Test
    void splitColumnAndRebalancingToTheLargestGroup(@TempDir Path dir, SparkSession spark) throws Exception {
        // A holds two thirds of every 45-row period, so A has exactly twice B's training rows: factor 2 for B
        Path input = DownstreamCorpus.write(dir.resolve("c.csv"), 900, true, 2, i -> (i / 3) % 3 != 2);
        long a = trainRows(input, "A");
        long b = trainRows(input, "B");
        assertEquals(a, 2 * b, "fixture: an integral oversampling factor");
        Path out = dir.resolve("out");
        var r = run(input, out, "--split-col", "split", "--rebalance");
        assertEquals(ExitCodes.OK, r.code(), r.err());
        var task = JSON.readTree(out.resolve("report.json").toFile()).get("downstream").get("task");
        assertEquals(a + b, task.get("trainRows").asLong());
        assertEquals(900 / 5, task.get("testRows").asLong());
        assertEquals(2 * a, task.get("rebalanced").asLong());
        assertTrue(task.get("split").asText().contains("'split' column"));
        var methods = JSON.readTree(out.resolve("report.json").toFile()).get("methods");
        assertTrue(methods.has("downstreamRebalance"));
    }

    @Test
    void taskColumnReplacesTheLabel(@TempDir Path dir, SparkSession spark) throws Exception {
        Path input = DownstreamCorpus.write(dir.resolve("c.csv"), 300, true, 3);
        Path out = dir.resolve("out");
        // the split column has two values: a 2-class task
        var r = run(input, out, "--task-label", "split");
        assertEquals(ExitCodes.OK, r.code(), r.err());
        var task = JSON.readTree(out.resolve("report.json").toFile()).get("downstream").get("task");
        assertEquals(List.of("test", "train"), JSON.convertValue(task.get("classes"), List.class));
    }

    @Test
    void badSplitValueNamesFileColumnAndSample(@TempDir Path dir, SparkSession spark) throws Exception {
        Path input = DownstreamCorpus.write(dir.resolve("c.csv"), 300, true, 4);
        var lines = Files.readAllLines(input);
        lines.set(8, lines.get(8).replace(",train,", ",validation,"));
        Files.write(input, lines);
        Path out = dir.resolve("out");
        var r = run(input, out, "--split-col", "split");
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertTrue(r.err().contains("c.csv") && r.err().contains("'split'") && r.err().contains("'validation'")
                && r.err().contains("s00007"), r.err());
        assertFalse(Files.exists(out.resolve("_SUCCESS")));
        assertEquals("", r.out());
    }

    @Test
    void tooFewFrequentLabelsAndUnknownClassifierExit2(@TempDir Path dir, SparkSession spark) throws Exception {
        Path input = DownstreamCorpus.write(dir.resolve("c.csv"), 300, true, 5);
        var r = run(input, dir.resolve("o1"), "--min-samples", "1000");
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertTrue(r.err().contains("have at least 1000 samples") && r.err().contains("--min-samples"), r.err());
        var bad = run(input, dir.resolve("o2"), "--classifiers", "kNN");
        assertEquals(ExitCodes.BAD_INPUT, bad.code(), bad.err());
        assertTrue(bad.err().contains("kNN"), bad.err());
        var missing = run(input, dir.resolve("o3"), "--split-col", "fold");
        assertEquals(ExitCodes.BAD_INPUT, missing.code(), missing.err());
        assertTrue(missing.err().contains("no column 'fold'"), missing.err());
    }
}
