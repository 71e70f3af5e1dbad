package org.fairscore.prep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.model.CorpusManifest.GroupStats;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.prep.testing.LocalSpark;
import org.fairscore.prep.testing.TestCorpus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** --max-reject-fraction: within it the run goes on and rejects are written and counted; beyond it, it stops. */
@ExtendWith(LocalSpark.class)
class RejectFractionTest {
    private final SparkSession spark;

    RejectFractionTest(SparkSession spark) {
        this.spark = spark;
    }

    private static String corpusWithOneNaN(Path dir) {
        var rows = new ArrayList<>(TestCorpus.standard());
        rows.set(2, rows.get(2).withEmbedding(new float[] {1, Float.NaN, 2}));
        return TestCorpus.write("csv", dir, "corpus", rows);
    }

    @Test
    void withinTheFractionRejectsAreWrittenWithReasonsAndCounted(@TempDir Path dir) throws Exception {
        var csv = corpusWithOneNaN(dir);
        var out = dir.resolve("prepped").toString();
        var alone = dir.resolve("audit-rejects");

        var c = PrepJob.prepare(spark, PrepConfig.of(List.of(csv), List.of(TestCorpus.ATTR)).withMaxRejectFraction(0.1));
        PrepJob.write(c, out);
        PrepJob.writeRejects(c, alone.toString());
        var loaded = PrepJob.load(spark, out);

        assertEquals(9, c.manifest().samples());
        assertEquals(1, c.manifest().rejected());
        assertEquals(Map.of("NON_FINITE", 1L), c.manifest().rejectsByReason());
        // group A lost s3 (identity a1): identities of sizes 2, 2, 1 → genuine 1 + 1 = 2, impostor C(5,2) − 2 = 8
        assertEquals(new GroupStats("A", 5, 3, 2, 8), c.manifest().groups().get(0));
        assertEquals(10, c.manifest().inputs().get(0).rows());
        assertTrue(Files.exists(Path.of(out, "_SUCCESS")));
        var reject = loaded.rejects().collectAsList();
        assertEquals(1, reject.size());
        assertEquals(csv, reject.get(0).getAs("file"));
        assertEquals(3L, (long) reject.get(0).getAs("data_row"));
        assertEquals("e1", reject.get(0).getAs("column"));
        assertEquals("NON_FINITE", reject.get(0).getAs("reason"));
        assertEquals("s3", reject.get(0).getAs("sample_id"));
        assertEquals(9, loaded.samples().count());
        assertEquals(rejectsText(Path.of(out, CorpusLayout.REJECTS)), rejectsText(alone));
        assertTrue(rejectsText(alone).startsWith("file,data_row,column,reason,detail,sample_id\n" + csv
                + ",3,e1,NON_FINITE,(NaN),s3"), rejectsText(alone));
    }

    private static String rejectsText(Path dir) throws Exception {
        try (var parts = Files.list(dir)) {
            var text = new StringBuilder();
            for (var p : parts.filter(p -> p.toString().endsWith(".csv")).sorted().toList()) {
                text.append(Files.readString(p));
            }
            return text.toString();
        }
    }

    @Test
    void beyondTheFractionTheRunStopsAndSaysSo(@TempDir Path dir) {
        var csv = corpusWithOneNaN(dir);
        var out = dir.resolve("prepped");

        var e = assertThrows(InvalidInputException.class, () -> PrepJob.write(PrepJob.prepare(spark,
                PrepConfig.of(List.of(csv), List.of(TestCorpus.ATTR)).withMaxRejectFraction(0.09)), out.toString()));

        assertTrue(e.getMessage().startsWith("1 of 10 rows are invalid, more than the allowed fraction 0.09"),
                e.getMessage());
        assertTrue(e.getMessage().contains(csv + ", data row 3, column 'e1'"), e.getMessage());
        assertFalse(Files.exists(out.resolve("_SUCCESS")));
    }

    @Test
    void everyRowRejectedStopsEvenAtFractionOne(@TempDir Path dir) {
        var rows = new ArrayList<>(TestCorpus.standard());
        rows.replaceAll(r -> r.withEmbedding(new float[] {0, 0, 0}));
        var csv = TestCorpus.write("csv", dir, "corpus", rows);

        var e = assertThrows(InvalidInputException.class, () -> PrepJob.prepare(spark,
                PrepConfig.of(List.of(csv), List.of(TestCorpus.ATTR)).withMaxRejectFraction(1.0)));

        assertTrue(e.getMessage().startsWith("10 of 10 rows are invalid: every row, so nothing is left to audit"),
                e.getMessage());
        assertTrue(e.getMessage().contains("rejected rows by reason: ZERO_VECTOR=10"), e.getMessage());
    }
}
