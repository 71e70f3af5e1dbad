package org.fairscore.jobs.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.synthetic.SyntheticCorpus;
import org.fairscore.jobs.generate.CorpusGenerator;
import org.fairscore.jobs.report.ReportSchemaAssert;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** The sampling options on the command line: what the report says, and what is refused. */
@ExtendWith(LocalSpark.class)
class SamplingCliTest {

    private static int run(List<String> args, StringWriter err) {
        int code = Main.run(args.toArray(String[]::new), new PrintWriter(new StringWriter()), new PrintWriter(err));
        ReportSchemaAssert.assertOutputValid(code, args.toArray(String[]::new));
        return code;
    }

    private static List<String> audit(Path input, Path out, String... extra) {
        var args = new ArrayList<>(List.of("audit", "--input", input.toString(),
                "--group", "race", "--far", "1e-1,1e-2", "--block-size", "64", "--out", out.toString()));
        args.addAll(List.of(extra));
        return args;
    }

    @Test
    void sampledAuditSaysSoAndKeepsEveryGenuinePair(@TempDir Path dir, SparkSession spark) throws Exception {
        Path csv = dir.resolve("c.csv");
        CorpusGenerator.write(new SyntheticCorpus(300, 8, 4, 3.0, SyntheticCorpus.DEFAULT_PROFILES), "csv", csv);
        var err = new StringWriter();
        assertEquals(0, run(audit(csv, dir.resolve("full")), err), err::toString);
        assertEquals(0, run(audit(csv, dir.resolve("sampled"), "--impostor-sample", "0.25", "--seed", "3"), err),
                err::toString);
        var mapper = new ObjectMapper();
        var full = mapper.readTree(dir.resolve("full/report.json").toFile());
        var sampled = mapper.readTree(dir.resolve("sampled/report.json").toFile());
        assertTrue(full.get("sampling") == null);
        assertEquals(0.25, sampled.get("sampling").get("rate").asDouble());
        assertEquals(3, sampled.get("sampling").get("seed").asLong());
        assertTrue(sampled.get("warnings").toString().contains("estimates"));
        var fullOp = full.get("operatingPoints").get(0);
        var sampledOp = sampled.get("operatingPoints").get(0);
        assertEquals(fullOp.get("globalGenuinePairs").asLong(), sampledOp.get("globalGenuinePairs").asLong());
        long all = fullOp.get("globalImpostorPairs").asLong();
        long kept = sampledOp.get("globalImpostorPairs").asLong();
        assertEquals(0.25 * all, kept, 6 * Math.sqrt(all * 0.25 * 0.75));
    }

    /**
     * α = 1e-3 needs ⌈1/α⌉ = 1000 impostor pairs per group: each group has between 1,000 and 10,000 (C: 4,146), of
     * which --impostor-sample 0.1 scores a tenth, so the sampled audit flags every group and the full audit none.
     */
    @Test
    void resolutionIsJudgedOnTheSampledPairs(@TempDir Path dir, SparkSession spark) throws Exception {
        Path csv = dir.resolve("c.csv");
        CorpusGenerator.write(new SyntheticCorpus(300, 8, 4, 3.0, SyntheticCorpus.DEFAULT_PROFILES), "csv", csv);
        var err = new StringWriter();
        var full = audit(csv, dir.resolve("full"), "--bootstrap", "0");
        full.set(full.indexOf("1e-1,1e-2"), "1e-1,1e-3");
        var sampled = audit(csv, dir.resolve("sampled"), "--bootstrap", "0", "--impostor-sample", "0.1", "--seed", "3");
        sampled.set(sampled.indexOf("1e-1,1e-2"), "1e-1,1e-3");
        assertEquals(0, run(full, err), err::toString);
        assertEquals(0, run(sampled, err), err::toString);
        var mapper = new ObjectMapper();
        var fullReport = mapper.readTree(dir.resolve("full/report.json").toFile());
        var sampledReport = mapper.readTree(dir.resolve("sampled/report.json").toFile());
        String warnings = sampledReport.get("warnings").toString();
        for (var g : sampledReport.get("groups")) {
            String name = g.get("name").asText();
            long all = g.get("impostorPairs").asLong();
            long scored = g.get("sampledImpostorPairs").asLong();
            assertTrue(all >= 1000 && scored < 1000, name + ": " + scored + " sampled of " + all);
            var atLevel = sampledReport.get("operatingPoints").get(1).get("perGroup").get(name);
            assertEquals(scored, atLevel.get("impostorPairs").asLong(), "the rates rest on the sampled pairs");
            assertTrue(atLevel.get("belowResolution").asBoolean(), name + " flagged on its " + scored + " sampled pairs");
            assertTrue(warnings.contains("'" + name + "' (" + scored + " sampled of " + all + ")"), warnings);
            var unsampled = fullReport.get("operatingPoints").get(1).get("perGroup").get(name);
            assertTrue(!unsampled.get("belowResolution").asBoolean(), name + " resolvable on all " + all + " pairs");
        }
        assertTrue(fullReport.get("groups").get(0).get("sampledImpostorPairs") == null);
    }

    @Test
    void refusesBadSamplingOptions(@TempDir Path dir, SparkSession spark) throws Exception {
        Path csv = dir.resolve("c.csv");
        CorpusGenerator.write(new SyntheticCorpus(50, 4, 4, 3.0, SyntheticCorpus.DEFAULT_PROFILES), "csv", csv);
        for (var bad : List.of(List.of("--impostor-sample", "0"), List.of("--impostor-sample", "1.5"),
                List.of("--impostors-per-group", "0"), List.of("--impostor-sample", "0.5", "--impostors-per-group", "9"))) {
            var err = new StringWriter();
            assertEquals(ExitCodes.BAD_INPUT, run(audit(csv, dir.resolve("out"), bad.toArray(String[]::new)), err),
                    bad + ": " + err);
            assertTrue(err.toString().contains(bad.get(0).equals("--impostor-sample") && bad.size() == 2
                    ? "--impostor-sample" : "--impostor"), err.toString());
        }
    }
}
