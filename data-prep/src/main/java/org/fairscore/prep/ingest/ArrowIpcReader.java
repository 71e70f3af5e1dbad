package org.fairscore.prep.ingest;

import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.arrow.flatbuf.RecordBatch;
import org.apache.arrow.memory.RootAllocator;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.Float4Vector;
import org.apache.arrow.vector.Float8Vector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.complex.FixedSizeListVector;
import org.apache.arrow.vector.complex.ListVector;
import org.apache.arrow.vector.ipc.ArrowFileReader;
import org.apache.arrow.vector.ipc.ReadChannel;
import org.apache.arrow.vector.ipc.message.MessageSerializer;
import org.apache.arrow.vector.types.FloatingPointPrecision;
import org.apache.arrow.vector.types.pojo.ArrowType;
import org.apache.arrow.vector.types.pojo.Field;
import org.apache.arrow.vector.types.pojo.Schema;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.model.InvalidInputException;

/**
 * Reads Arrow IPC <em>files</em> (the random-access format with a footer; not the stream format),
 * one task per record batch. A batch's first data row is the sum of earlier batches' row counts,
 * which the driver reads from each batch's message header alone (no batch body is read on the driver).
 *
 * <p>The embedding column must be FixedSizeList or List of float32 or float64; other columns are read
 * as strings ({@code toString} of the Arrow value).
 */
public final class ArrowIpcReader {
    private ArrowIpcReader() {
    }

    /** One record batch of one file, with the 0-based index of its first row in the file. */
    record Batch(SourceFile file, int index, long firstRow) implements Serializable {
    }

    /** Data rows per file, for the manifest; also validates each file's schema. */
    public static long rows(Configuration conf, SourceFile file, ReadSpec spec) {
        return batches(conf, file, spec).stream().mapToLong(b -> b[1]).sum();
    }

    public static Dataset<Row> read(SparkSession spark, List<SourceFile> files, ReadSpec spec) {
        return spark.createDataFrame(rows(spark, files, spec), RawColumns.SCHEMA);
    }

    /** {@link #read} as raw Java rows (embeddings as double[]), before any conversion to Spark's rows. */
    public static JavaRDD<Row> rows(SparkSession spark, List<SourceFile> files, ReadSpec spec) {
        var jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        var batches = new ArrayList<Batch>();
        for (var file : files) {
            long first = 0;
            var counts = batches(jsc.hadoopConfiguration(), file, spec);
            for (int i = 0; i < counts.size(); i++) {
                batches.add(new Batch(file, i, first));
                first += counts.get(i)[1];
            }
        }
        var conf = new SerializableConf(jsc.hadoopConfiguration());
        return jsc.parallelize(batches, Math.max(1, batches.size()))
                .flatMap(b -> readBatch(conf.get(), b, spec).iterator());
    }

    /** Per batch: {index, rows}, from the message headers; checks the schema first. */
    private static List<long[]> batches(Configuration conf, SourceFile file, ReadSpec spec) {
        try (var allocator = new RootAllocator();
                var channel = open(conf, file);
                var reader = new ArrowFileReader(channel, allocator)) {
            checkSchema(file, reader.getVectorSchemaRoot().getSchema(), spec);
            var out = new ArrayList<long[]>();
            var blocks = reader.getRecordBlocks();
            for (int i = 0; i < blocks.size(); i++) {
                channel.position(blocks.get(i).getOffset());
                var meta = MessageSerializer.readMessage(new ReadChannel(channel));
                var batch = (RecordBatch) meta.getMessage().header(new RecordBatch());
                out.add(new long[] {i, batch.length()});
            }
            return out;
        } catch (IOException e) {
            throw new InvalidInputException(file.display() + ": not a readable Arrow IPC file: " + e.getMessage(), e);
        }
    }

    private static HadoopSeekableChannel open(Configuration conf, SourceFile file) throws IOException {
        var path = new Path(file.path());
        var fs = path.getFileSystem(conf);
        return new HadoopSeekableChannel(fs.open(path), fs.getFileStatus(path).getLen());
    }

    private static void checkSchema(SourceFile file, Schema schema, ReadSpec spec) {
        var names = new ArrayList<String>();
        schema.getFields().forEach(f -> names.add(f.getName()));
        var required = new ArrayList<String>(List.of(spec.idCol(), spec.labelCol()));
        required.addAll(spec.groupCols());
        required.add(spec.embeddingCol());
        for (var col : required) {
            if (!names.contains(col)) {
                throw new InvalidInputException(file.display() + ": no column '" + col + "'; columns: " + names);
            }
        }
        Field emb = schema.findField(spec.embeddingCol());
        var type = emb.getType();
        boolean list = type instanceof ArrowType.FixedSizeList || type instanceof ArrowType.List;
        boolean floats = emb.getChildren().size() == 1
                && emb.getChildren().get(0).getType() instanceof ArrowType.FloatingPoint fp
                && fp.getPrecision() != FloatingPointPrecision.HALF;
        if (!list || !floats) {
            throw new InvalidInputException(file.display() + ", column '" + spec.embeddingCol()
                    + "': expected FixedSizeList or List of float32/float64, found " + emb);
        }
    }

    private static List<Row> readBatch(Configuration conf, Batch batch, ReadSpec spec) throws IOException {
        try (var allocator = new RootAllocator();
                var channel = open(conf, batch.file());
                var reader = new ArrowFileReader(channel, allocator)) {
            var root = reader.getVectorSchemaRoot();
            reader.loadRecordBatch(reader.getRecordBlocks().get(batch.index()));
            var rows = new ArrayList<Row>(root.getRowCount());
            for (int i = 0; i < root.getRowCount(); i++) {
                rows.add(toRow(root, i, batch, spec));
            }
            return rows;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + batch.file().display() + " batch " + batch.index(), e);
        }
    }

    private static Row toRow(VectorSchemaRoot root, int i, Batch batch, ReadSpec spec) {
        var file = batch.file().display();
        long dataRow = batch.firstRow() + i + 1;
        var attrs = new ArrayList<String>();
        for (var col : spec.groupCols()) {
            attrs.add(string(root.getVector(col), i));
        }
        String id = string(root.getVector(spec.idCol()), i);
        String label = string(root.getVector(spec.labelCol()), i);
        FieldVector emb = root.getVector(spec.embeddingCol());
        FieldVector data;
        int start;
        int end;
        if (emb instanceof FixedSizeListVector fsl) {
            data = fsl.getDataVector();
            start = i * fsl.getListSize();
            end = start + fsl.getListSize();
        } else {
            var lv = (ListVector) emb;
            data = lv.getDataVector();
            start = lv.getElementStartIndex(i);
            end = lv.getElementEndIndex(i);
        }
        if (emb.isNull(i)) {
            return RawColumns.row(file, file, dataRow, id, label, attrs, null, false, spec.embeddingCol(),
                    "(missing embedding)");
        }
        var values = new double[end - start];
        for (int j = 0; j < values.length; j++) {
            if (data.isNull(start + j)) {
                return RawColumns.row(file, file, dataRow, id, label, attrs, null, false,
                        spec.embeddingCol() + "[" + j + "]", "(missing value)");
            }
            values[j] = data instanceof Float4Vector f4 ? f4.get(start + j) : ((Float8Vector) data).get(start + j);
        }
        return RawColumns.row(file, file, dataRow, id, label, attrs, values, false, null, null);
    }

    private static String string(FieldVector v, int i) {
        return v.isNull(i) ? null : v.getObject(i).toString();
    }
}
