package org.fairscore.prep.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.model.CorpusManifest.GroupStats;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.prep.PrepConfig;
import org.fairscore.prep.PrepJob;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** CSV specifics: malformed numbers, the single-column embedding, exact row numbers across splits. */
@ExtendWith(LocalSpark.class)
class CsvReaderTest {
    private final SparkSession spark;

    CsvReaderTest(SparkSession spark) {
        this.spark = spark;
    }

    @Test
    void malformedNumbersAreCitedByTheirColumnInBothEmbeddingLayouts(@TempDir Path dir) throws Exception {
        var split = dir.resolve("split.csv");
        Files.writeString(split, "sample_id,label,race,e0,e1,e2\n"
                + "s1,a,A,1,2,3\n"
                + "s2,a,A,1,abc,3\n"
                + "s3,b,A,1,,3\n");
        var single = dir.resolve("single.csv");
        Files.writeString(single, "sample_id,label,race,embedding\n"
                + "s1,a,A,1 2 x\n"
                + "s2,a,A,1 2\n");

        var e1 = assertThrows(InvalidInputException.class, () -> PrepJob.prepare(spark,
                PrepConfig.of(List.of(split.toString()), List.of("race"))));
        var e2 = assertThrows(InvalidInputException.class, () -> PrepJob.prepare(spark,
                PrepConfig.of(List.of(single.toString()), List.of("race")).withDim(3)));

        assertTrue(e1.getMessage().contains(split + ", data row 2, column 'e1': malformed number 'abc'"),
                e1.getMessage());
        assertTrue(e1.getMessage().contains(split + ", data row 3, column 'e1': malformed number (empty)"),
                e1.getMessage());
        assertTrue(e2.getMessage().contains(single + ", data row 1, column 'embedding': malformed number 'x'"),
                e2.getMessage());
        assertTrue(e2.getMessage().contains(
                single + ", data row 2, column 'embedding': wrong embedding dimension (has 2 values, expected 3)"),
                e2.getMessage());
    }

    @Test
    void intersectionalGroupsFromSpaceSeparatedEmbeddings(@TempDir Path dir) throws Exception {
        var csv = dir.resolve("c.csv");
        Files.writeString(csv, "id,who,race,gender,vec\n"
                + "x1,p,A,F,3 4\n"
                + "x2,p,A,F,0 -2\n"
                + "x3,q,A,M,1 0\n");

        var c = PrepJob.prepare(spark, PrepConfig.of(List.of(csv.toString()), List.of("race", "gender"))
                .withColumns("id", "who", "vec"));

        assertEquals(List.of(new GroupStats("race=A|gender=F", 2, 1, 1, 0),
                new GroupStats("race=A|gender=M", 1, 1, 0, 0)), c.manifest().groups());
        var x1 = c.samples().filter("sample_id = 'x1'").first();
        assertEquals(List.of(0.6f, 0.8f), x1.getList(4));
        assertEquals(java.util.Map.of("race", "A", "gender", "F"), x1.getJavaMap(3));
    }

    @Test
    void rowNumbersStayExactWhenAFileIsReadInManySplits(@TempDir Path dir) throws Exception {
        var csv = dir.resolve("big.csv");
        var sb = new StringBuilder("sample_id,label,race,e0,e1\n");
        for (int i = 1; i <= 3000; i++) {
            sb.append("s").append(i).append(",l").append(i % 7).append(",A,")
                    .append(i == 2345 ? "oops" : "1").append(",2\n");
        }
        Files.writeString(csv, sb.toString());
        var conf = spark.sparkContext().hadoopConfiguration();
        conf.setLong("mapreduce.input.fileinputformat.split.maxsize", 4096);
        try {
            var e = assertThrows(InvalidInputException.class, () -> PrepJob.prepare(spark,
                    PrepConfig.of(List.of(csv.toString()), List.of("race"))));
            assertTrue(e.getMessage().contains(csv + ", data row 2345, column 'e0': malformed number 'oops'"),
                    e.getMessage());
            assertTrue(e.getMessage().startsWith("1 of 3000 rows"), e.getMessage());
        } finally {
            conf.unset("mapreduce.input.fileinputformat.split.maxsize");
        }
    }

    @Test
    void theMostCommonDimensionWinsAndTiesGoToTheSmaller(@TempDir Path dir) throws Exception {
        var csv = dir.resolve("tie.csv");
        Files.writeString(csv, "sample_id,label,race,embedding\n"
                + "s1,a,A,1 2 3\n"
                + "s2,a,A,1 2\n"
                + "s3,b,A,1 2 3\n"
                + "s4,b,A,2 1\n");

        var c = PrepJob.prepare(spark, PrepConfig.of(List.of(csv.toString()), List.of("race"))
                .withMaxRejectFraction(0.5));

        assertEquals(2, c.manifest().dimension());
        assertEquals(java.util.Map.of("WRONG_DIMENSION", 2L), c.manifest().rejectsByReason());
        assertEquals(List.of(1L, 3L), c.rejects().orderBy("data_row").select("data_row").as(
                org.apache.spark.sql.Encoders.LONG()).collectAsList());
    }
}
