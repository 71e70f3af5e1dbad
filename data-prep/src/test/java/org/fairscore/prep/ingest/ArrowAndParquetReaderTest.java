package org.fairscore.prep.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.prep.PrepConfig;
import org.fairscore.prep.PrepJob;
import org.fairscore.prep.testing.LocalSpark;
import org.fairscore.prep.testing.TestCorpus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** Arrow and Parquet specifics: row numbers across record batches, double and null-element embeddings. */
@ExtendWith(LocalSpark.class)
class ArrowAndParquetReaderTest {
    private final SparkSession spark;

    ArrowAndParquetReaderTest(SparkSession spark) {
        this.spark = spark;
    }

    @Test
    void arrowRowNumbersAccumulateAcrossRecordBatches(@TempDir Path dir) {
        var rows = new ArrayList<TestCorpus.Sample>();
        for (int i = 1; i <= 9000; i++) {
            var emb = i == 8500 ? new float[] {0, 0, 0} : new float[] {1, i, 0};
            rows.add(new TestCorpus.Sample("s" + i, "l" + (i % 5), List.of("A"), emb));
        }
        var arrow = TestCorpus.write("arrow", dir, "big", rows);

        var e = assertThrows(InvalidInputException.class, () -> PrepJob.prepare(spark,
                PrepConfig.of(List.of(arrow), List.of(TestCorpus.ATTR))));

        assertTrue(e.getMessage().contains(arrow + ", data row 8500, column 'embedding': zero vector"), e.getMessage());
        assertTrue(e.getMessage().startsWith("1 of 9000 rows"), e.getMessage());
    }

    @Test
    void parquetDoubleEmbeddingsAreReadAndNullElementsAreMalformed(@TempDir Path dir) {
        var schema = new StructType()
                .add("sample_id", DataTypes.StringType)
                .add("label", DataTypes.StringType)
                .add("race", DataTypes.StringType)
                .add("embedding", DataTypes.createArrayType(DataTypes.DoubleType, true));
        var data = List.of(
                RowFactory.create("s1", "a", "A", new Double[] {3.0, 4.0}),
                RowFactory.create("s2", "a", "A", new Double[] {1.0, null}),
                RowFactory.create("s3", "b", "A", null));
        var out = dir.resolve("d").toString();
        spark.createDataFrame(data, schema).coalesce(1).write().parquet(out);

        var e = assertThrows(InvalidInputException.class, () -> PrepJob.prepare(spark,
                PrepConfig.of(List.of(out), List.of("race"))));
        var kept = PrepJob.prepare(spark, PrepConfig.of(List.of(out), List.of("race")).withMaxRejectFraction(1.0));

        assertTrue(e.getMessage().contains(", data row 2, column 'embedding': malformed number (missing value)"),
                e.getMessage());
        assertTrue(e.getMessage().contains(", data row 3, column 'embedding': malformed number (missing embedding)"),
                e.getMessage());
        assertEquals(List.of(0.6f, 0.8f), kept.samples().first().getList(4));
        assertEquals(2, kept.manifest().rejected());
    }
}
