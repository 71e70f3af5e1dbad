package org.fairscore.jobs.cli;

import static org.fairscore.jobs.cli.CliRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.spark.sql.SparkSession;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** The first commands a newcomer types: generate, then audit with the default column names. */
@ExtendWith(LocalSpark.class)
class GeneratedCorpusDefaultsTest {
    private static String header(Path csv) throws IOException {
        try (BufferedReader r = Files.newBufferedReader(csv)) {
            return r.readLine();
        }
    }

    @Test
    void theGeneratorWritesTheLabelColumnTheAuditReadsByDefault(@TempDir Path dir, SparkSession spark) throws IOException {
        Path csv = dir.resolve("corpus.csv");
        var g = run("generate", "--out", csv.toString(), "--samples", "120", "--dim", "4", "--seed", "5");
        assertEquals(ExitCodes.OK, g.code(), g.err());
        assertTrue(header(csv).startsWith("sample_id,label,race,gender,e0,e1"), header(csv));

        Path npy = dir.resolve("emb.npy");
        assertEquals(ExitCodes.OK, run("generate", "--out", npy.toString(), "--samples", "20", "--dim", "4").code());
        assertTrue(header(dir.resolve("emb.meta.csv")).startsWith("sample_id,label,"), header(dir.resolve("emb.meta.csv")));

        Path out = dir.resolve("out");
        var a = run("audit", "--input", csv.toString(), "--group", "race", "--far", "0.1", "--bootstrap", "0", "--quiet",
                "--out", out.toString());
        assertEquals(ExitCodes.OK, a.code(), a.err());
        assertTrue(Files.exists(out.resolve("_SUCCESS")));

        // the old habit on the new corpus: exit 2, the column to use, not the 130 header names
        Path old = dir.resolve("old");
        var o = run("audit", "--input", csv.toString(), "--label-col", "identity", "--group", "race", "--out", old.toString());
        assertEquals(ExitCodes.BAD_INPUT, o.code(), o.err());
        assertTrue(o.err().contains(csv + ": no column 'identity'; did you mean 'label' (--label-col label)?"), o.err());
        assertFalse(o.err().contains("e3"), o.err());
        assertFalse(Files.exists(old.resolve("_SUCCESS")));
    }
}
