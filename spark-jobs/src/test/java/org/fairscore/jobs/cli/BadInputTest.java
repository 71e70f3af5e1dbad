package org.fairscore.jobs.cli;

import static org.fairscore.jobs.cli.CliRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.spark.sql.SparkSession;
import org.fairscore.prep.io.SampleSinks;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The command line's contract for bad input: exit code 2, a message on stderr naming the file, the
 * data row and the column (or the option), nothing on stdout, and no _SUCCESS marker.
 */
@ExtendWith(LocalSpark.class)
class BadInputTest {

    /** Six good rows and one NaN embedding in data row 4, written in the given format. */
    private static Path corpusWithNan(Path dir, String format) {
        Path file = dir.resolve("bad." + format);
        try (var sink = SampleSinks.open(format, file.toString(), "sample_id", "identity", List.of("race"), 4)) {
            for (int i = 1; i <= 7; i++) {
                float[] e = {1, i, 2, 0.5f};
                if (i == 4) {
                    e[2] = Float.NaN;
                }
                sink.write("s" + i, "id" + (i % 3), List.of(i % 2 == 0 ? "A" : "B"), e);
            }
        }
        return file;
    }

    @ParameterizedTest
    @ValueSource(strings = {"csv", "npy", "parquet", "arrow"})
    void nanEmbeddingFailsWithRowAndExitCode2(String format, @TempDir Path dir, SparkSession spark) {
        Path input = corpusWithNan(dir, format);
        Path out = dir.resolve("out");
        var r = run("audit", "--input", input.toString(), "--id-col", "sample_id", "--label-col", "identity",
                "--group", "race", "--out", out.toString());
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertTrue(r.err().contains("data row 4"), r.err());
        assertTrue(r.err().contains(input.getFileName().toString()), r.err());
        assertTrue(r.err().toLowerCase().contains("nan"), r.err());
        assertFalse(Files.exists(out.resolve("_SUCCESS")));
        assertEquals("", r.out());
    }

    @Test
    void malformedCsvNumberNamesTheColumn(@TempDir Path dir, SparkSession spark) throws Exception {
        Path csv = dir.resolve("c.csv");
        Files.writeString(csv, "sample_id,identity,race,e0,e1\ns1,a,A,1,0\ns2,a,A,0.5,x7\ns3,b,A,0,1\n");
        Path out = dir.resolve("out");
        var r = run("prep", "--input", csv.toString(), "--label-col", "identity", "--group", "race", "--out", out.toString());
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertTrue(r.err().contains("data row 2"), r.err());
        assertTrue(r.err().contains("'e1'"), r.err());
        assertFalse(Files.exists(out.resolve("_SUCCESS")));
    }

    @Test
    void maxRejectFractionGoesOnAndCountsRejects(@TempDir Path dir, SparkSession spark) throws Exception {
        Path input = corpusWithNan(dir, "csv");
        Path out = dir.resolve("out");
        var r = run("audit", "--input", input.toString(), "--label-col", "identity", "--group", "race",
                "--max-reject-fraction", "0.2", "--far", "0.1", "--out", out.toString());
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertTrue(Files.exists(out.resolve("_SUCCESS")));
        assertTrue(Files.isDirectory(out.resolve("rejects")));
        String json = Files.readString(out.resolve("report.json"));
        assertTrue(json.contains("\"rejected\" : 1"), json);
        assertTrue(json.contains("rows were rejected"), json);
    }

    @ParameterizedTest
    @ValueSource(strings = {"--far=2", "--far=0", "--far=abc", "--accept=sometimes", "--differential-weight=1.5"})
    void badOptionValueExits2NamingTheOption(String option, @TempDir Path dir, SparkSession spark) {
        Path input = corpusWithNan(dir, "csv");
        var args = new ArrayList<>(Arrays.asList("audit", "--input", input.toString(), "--label-col", "identity",
                "--group", "race", "--out", dir.resolve("out").toString()));
        args.add(option);
        var r = run(args.toArray(String[]::new));
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertTrue(r.err().contains(option.substring(0, option.indexOf('='))), r.err());
    }

    @Test
    void missingRequiredOptionExits2(@TempDir Path dir) {
        var r = run("audit", "--out", dir.toString());
        assertEquals(ExitCodes.BAD_INPUT, r.code());
        assertTrue(r.err().contains("--input"), r.err());
    }

    /** Spark's own "path does not exist", from any reader that did not check its path first, is the user's: exit 2. */
    @Test
    void sparksPathNotFoundIsBadInput(@TempDir Path dir, SparkSession spark) {
        var missing = dir.resolve("missing.csv").toString();
        var e = org.junit.jupiter.api.Assertions.assertThrows(Exception.class, () -> spark.read().csv(missing));
        var bad = ExitCodes.findInvalidInput(new RuntimeException("wrapped", e));
        org.junit.jupiter.api.Assertions.assertNotNull(bad, e.toString());
        assertTrue(bad.getMessage().contains("missing.csv"), bad.getMessage());
        org.junit.jupiter.api.Assertions.assertNull(ExitCodes.findInvalidInput(new IllegalStateException("a bug")));
    }
}
