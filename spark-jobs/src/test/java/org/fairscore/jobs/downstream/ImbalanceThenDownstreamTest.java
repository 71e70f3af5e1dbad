package org.fairscore.jobs.downstream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.spark.sql.SparkSession;
import org.fairscore.jobs.cli.ExitCodes;
import org.fairscore.jobs.cli.Main;
import org.fairscore.jobs.report.ReportSchemaAssert;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** The research loop the issue describes: prep --imbalance, then downstream on a draw with the original split. */
@ExtendWith(LocalSpark.class)
class ImbalanceThenDownstreamTest {
    private static int run(StringWriter err, String... args) {
        int code = Main.run(args, new PrintWriter(new StringWriter()), new PrintWriter(err));
        ReportSchemaAssert.assertOutputValid(code, args);
        return code;
    }

    @Test
    void downstreamTrainsOnTheDrawsRemainingTrainingRows(@TempDir Path dir, SparkSession spark) throws Exception {
        Path csv = DownstreamCorpus.write(dir.resolve("c.csv"), 600, true, 9);
        Path draws = dir.resolve("draws");
        var err = new StringWriter();
        int code = run(err, "prep", "--input", csv.toString(), "--label-col", "identity", "--group", "race",
                "--out", draws.toString(), "--imbalance", "--imbalance-classes", "1", "--imbalance-fraction", "0.5",
                "--imbalance-split-col", "split");
        assertEquals(ExitCodes.OK, code, err.toString());
        var json = new ObjectMapper();
        var info = json.readTree(draws.resolve("seed-1/imbalance.json").toFile());
        String lost = info.get("classes").get(0).asText();
        long trainBefore = info.get("trainBefore").get(lost).asLong();
        assertEquals(trainBefore / 2, info.get("dropped").get(lost).asLong());

        Path out = dir.resolve("out");
        code = run(err, "downstream", "--input", draws.resolve("seed-1").toString(), "--columns-from", csv.toString(),
                "--split-col", "split", "--min-samples", "50", "--classifiers", "logistic", "--max-iter", "10",
                "--no-leakage", "--quiet", "--out", out.toString());
        assertEquals(ExitCodes.OK, code, err.toString());
        var task = json.readTree(out.resolve("report.json").toFile()).get("downstream").get("task");
        long csvTrain = Files.readAllLines(csv).stream().skip(1).filter(l -> l.split(",")[3].equals("train")).count();
        assertEquals(csvTrain - trainBefore / 2, task.get("trainRows").asLong());
        assertEquals(600 / 5, task.get("testRows").asLong());

        var bad = new StringWriter();
        assertEquals(ExitCodes.BAD_INPUT, run(bad, "prep", "--input", csv.toString(), "--label-col", "identity",
                "--group", "race", "--out", dir.resolve("x").toString(), "--imbalance", "--imbalance-fraction", "ninety"));
        assertTrue(bad.toString().contains("imbalance-fraction"), bad.toString());
    }
}
