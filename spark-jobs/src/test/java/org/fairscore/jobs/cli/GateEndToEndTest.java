package org.fairscore.jobs.cli;

import static org.fairscore.jobs.cli.CliRun.run;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.synthetic.SyntheticCorpus;
import org.fairscore.jobs.generate.CorpusGenerator;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Fairness gates through the real command line: exit code 3 after report.json (with the gates) is
 * written, a byte-identical report.json on rerun with run metadata kept apart in run.json, and gate
 * errors that are configuration errors (exit 2 before any work).
 */
@ExtendWith(LocalSpark.class)
class GateEndToEndTest {
    @TempDir
    static Path dir;
    static Path corpus;


    static List<String> audit(Path out, String... extra) {
        var args = new ArrayList<>(List.of("audit", "--input", corpus.toString(),
                "--group", "race", "--far", "1e-1,1e-2", "--block-size", "64", "--quiet", "--out", out.toString()));
        args.addAll(List.of(extra));
        return args;
    }

    @BeforeAll
    static void corpus() {
        corpus = dir.resolve("corpus.csv");
        CorpusGenerator.write(new SyntheticCorpus(240, 8, 5, 3.0, SyntheticCorpus.DEFAULT_PROFILES), "csv", corpus);
    }

    @Test
    void failedGateExits3AfterWritingTheReportThatListsIt(SparkSession spark) throws Exception {
        Path out = dir.resolve("failing");
        // FAR(t_alpha) <= alpha by construction: the first gate always passes, the second never
        var r = run(audit(out, "--gate", "globalFar@1e-1 <= 0.1", "--gate", "globalFar@0.1 > 0.1",
                "--gate", "frr@1e-2 <= 1 for every group"));
        assertEquals(ExitCodes.GATE_FAILED, r.code(), r.err());
        assertTrue(Files.exists(out.resolve("_SUCCESS")), "the report is committed before exit 3");
        JsonNode gates = new ObjectMapper().readTree(out.resolve("report.json").toFile()).get("gates");
        assertEquals(3, gates.size());
        assertEquals("globalFar@1e-1 <= 0.1", gates.get(0).get("gate").asText());
        assertTrue(gates.get(0).get("passed").asBoolean());
        assertFalse(gates.get(1).get("passed").asBoolean());
        assertTrue(gates.get(1).get("reason").asText().contains("is not > 0.1"), gates.toString());
        assertTrue(gates.get(2).get("passed").asBoolean());
        assertTrue(r.out().contains("FAIL  globalFar@0.1 > 0.1"), r.out());
        assertTrue(r.err().contains("fairness gate failed: globalFar@0.1 > 0.1"), r.err());
    }

    @Test
    void passingGatesExit0(SparkSession spark) throws Exception {
        Path out = dir.resolve("passing");
        var r = run(audit(out, "--gate", "globalFar@1e-2 <= 0.01"));
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertTrue(r.out().contains("gates: 1 of 1 passed"), r.out());
    }

    @Test
    void rerunWritesByteIdenticalReportAndRunMetadataApart(SparkSession spark) throws Exception {
        Path a = dir.resolve("rerun-a");
        Path b = dir.resolve("rerun-b");
        assertEquals(ExitCodes.OK, run(audit(a, "--gate", "bfar@1e-1 <= 1000")).code());
        byte[] first = Files.readAllBytes(a.resolve("report.json"));
        String firstRun = Files.readString(a.resolve("run.json"));
        assertEquals(ExitCodes.OK, run(audit(a, "--gate", "bfar@1e-1 <= 1000")).code()); // same OUT, replaced
        assertEquals(ExitCodes.OK, run(audit(b, "--gate", "bfar@1e-1 <= 1000")).code());
        assertArrayEquals(first, Files.readAllBytes(a.resolve("report.json")));
        // a different OUT must not change report.json either: paths of outputs are not in it
        assertArrayEquals(first, Files.readAllBytes(b.resolve("report.json")));
        String json = new String(first, java.nio.charset.StandardCharsets.UTF_8);
        assertFalse(json.contains("started") || json.contains("local["), "no run metadata in report.json");

        JsonNode run = new ObjectMapper().readTree(a.resolve("run.json").toFile());
        for (String field : List.of("fairscoreVersion", "sparkVersion", "sparkMaster", "applicationId", "host",
                "started", "finished", "seconds", "commandLine")) {
            assertTrue(run.has(field), field + " in " + run);
        }
        assertEquals(spark.sparkContext().master(), run.get("sparkMaster").asText());
        assertEquals("fairscore", run.get("commandLine").get(0).asText());
        assertEquals("audit", run.get("commandLine").get(1).asText());
        assertFalse(firstRun.equals(Files.readString(a.resolve("run.json"))), "run.json records each run's times");
    }

    @Test
    void gateAtALevelNotComputedExits2BeforeAnyWork() {
        Path out = dir.resolve("level");
        var r = run(audit(out, "--gate", "bfar@1e-4 <= 2"));
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertTrue(r.err().contains("gate 'bfar@1e-4 <= 2': FAR level 0.0001 is not computed"), r.err());
        assertFalse(Files.exists(out));
    }

    @Test
    void unknownMetricExits2NamingTheGate() {
        var r = run(audit(dir.resolve("metric"), "--gate", "bfra@1e-1 <= 2"));
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertTrue(r.err().contains("gate 'bfra@1e-1 <= 2': unknown metric 'bfra'"), r.err());
    }

    @Test
    void unknownGroupExits2NamingTheGate(SparkSession spark) {
        Path out = dir.resolve("group");
        var r = run(audit(out, "--gate", "far@1e-1 <= 0.2 for group Z"));
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertTrue(r.err().contains("no group 'Z' in this audit; groups: A, B, C, D"), r.err());
        assertFalse(Files.exists(out.resolve("_SUCCESS")));
    }
}
