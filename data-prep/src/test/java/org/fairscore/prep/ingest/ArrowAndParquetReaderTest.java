package org.fairscore.prep.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.arrow.memory.RootAllocator;
import org.apache.arrow.vector.Float4Vector;
import org.apache.arrow.vector.VarCharVector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.complex.ListVector;
import org.apache.arrow.vector.ipc.ArrowFileWriter;
import org.apache.arrow.vector.types.FloatingPointPrecision;
import org.apache.arrow.vector.types.pojo.ArrowType;
import org.apache.arrow.vector.types.pojo.Field;
import org.apache.arrow.vector.types.pojo.FieldType;
import org.apache.arrow.vector.types.pojo.Schema;
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

    /**
     * A FixedSizeList embedding fixes the dimension in the schema, so prep validates in its first read of the files;
     * a List (each row its own length), or files of different sizes, leave it to the rows.
     */
    @Test
    void aFixedSizeListOfOneSizeFixesTheDimension(@TempDir Path dir) throws Exception {
        var three = TestCorpus.write("arrow", dir, "three", TestCorpus.standard());
        var four = TestCorpus.write("arrow", dir, "four", List.of(new TestCorpus.Sample("t1", "x", List.of("A"),
                new float[] {1, 2, 3, 4})));
        var list = listEmbeddings(dir.resolve("list.arrow"));
        var spec = new ReadSpec("sample_id", "label", List.of(TestCorpus.ATTR), "embedding");

        assertEquals(3, ArrowIpcReader.rows(spark, files(three), spec).dimension());
        assertEquals(null, ArrowIpcReader.rows(spark, files(three, four), spec).dimension());
        assertEquals(null, ArrowIpcReader.rows(spark, files(list), spec).dimension());
        assertEquals(3, Ingest.read(spark, List.of(three), null, null, spec).knownDimension());
        var c = PrepJob.prepare(spark, PrepConfig.of(List.of(list), List.of(TestCorpus.ATTR))
                .withMaxRejectFraction(0.5));
        assertEquals(2, c.manifest().dimension(), "the most common length of a List's rows");
        assertEquals(java.util.Map.of("WRONG_DIMENSION", 1L), c.manifest().rejectsByReason());
    }

    private List<SourceFile> files(String... paths) {
        return InputFiles.resolve(spark.sparkContext().hadoopConfiguration(), List.of(paths), "arrow").files();
    }

    /** An Arrow file whose embedding is a List of float32: rows of lengths 2, 2 and 3. */
    private static String listEmbeddings(Path path) throws Exception {
        var utf8 = FieldType.nullable(ArrowType.Utf8.INSTANCE);
        var element = new Field("element",
                FieldType.notNullable(new ArrowType.FloatingPoint(FloatingPointPrecision.SINGLE)), null);
        var schema = new Schema(List.of(new Field("sample_id", utf8, null), new Field("label", utf8, null),
                new Field(TestCorpus.ATTR, utf8, null),
                new Field("embedding", FieldType.nullable(ArrowType.List.INSTANCE), List.of(element))));
        float[][] rows = {{1, 2}, {2, 1}, {1, 2, 3}};
        try (var allocator = new RootAllocator();
                var root = VectorSchemaRoot.create(schema, allocator);
                var out = java.nio.channels.FileChannel.open(path, java.nio.file.StandardOpenOption.CREATE,
                        java.nio.file.StandardOpenOption.WRITE);
                var writer = new ArrowFileWriter(root, null, out)) {
            writer.start();
            var list = (ListVector) root.getVector("embedding");
            var data = (Float4Vector) list.addOrGetVector(FieldType.notNullable(
                    new ArrowType.FloatingPoint(FloatingPointPrecision.SINGLE))).getVector();
            int at = 0;
            for (int i = 0; i < rows.length; i++) {
                ((VarCharVector) root.getVector("sample_id")).setSafe(i, ("s" + i).getBytes(StandardCharsets.UTF_8));
                ((VarCharVector) root.getVector("label")).setSafe(i, ("id" + i).getBytes(StandardCharsets.UTF_8));
                ((VarCharVector) root.getVector(TestCorpus.ATTR)).setSafe(i, "A".getBytes(StandardCharsets.UTF_8));
                list.startNewValue(i);
                for (float v : rows[i]) {
                    data.setSafe(at++, v);
                }
                list.endValue(i, rows[i].length);
            }
            root.setRowCount(rows.length);
            writer.writeBatch();
            writer.end();
        }
        return path.toString();
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
