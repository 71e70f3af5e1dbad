package org.fairscore.prep.ingest;

import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.apache.arrow.flatbuf.Message;
import org.apache.arrow.flatbuf.MessageHeader;
import org.apache.arrow.flatbuf.RecordBatch;
import org.apache.arrow.memory.OutOfMemoryException;
import org.apache.arrow.memory.RootAllocator;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.Float4Vector;
import org.apache.arrow.vector.Float8Vector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.complex.FixedSizeListVector;
import org.apache.arrow.vector.complex.ListVector;
import org.apache.arrow.vector.ipc.ArrowFileReader;
import org.apache.arrow.vector.ipc.InvalidArrowFileException;
import org.apache.arrow.vector.ipc.ReadChannel;
import org.apache.arrow.vector.ipc.message.ArrowBlock;
import org.apache.arrow.vector.ipc.message.MessageSerializer;
import org.apache.arrow.vector.types.FloatingPointPrecision;
import org.apache.arrow.vector.types.pojo.ArrowType;
import org.apache.arrow.vector.types.pojo.Field;
import org.apache.arrow.vector.types.pojo.Schema;
import org.apache.arrow.vector.util.ValueVectorUtility;
import org.apache.arrow.vector.validate.ValidateUtil;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.apache.spark.api.java.JavaSparkContext;
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
        return batches(conf, file, spec).counts().stream().mapToLong(b -> b[1]).sum();
    }

    /**
     * Arrow IPC files as raw Java rows in {@link RawColumns#SCHEMA}'s order (embeddings as double[]), before any
     * conversion to Spark's rows, with the
     * dimension the schemas fix: the embedding a FixedSizeList of one size in every file (a row's values are that
     * many, or it is rejected); a List leaves it to the rows.
     */
    public static ReaderRows rows(SparkSession spark, List<SourceFile> files, ReadSpec spec) {
        var jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        var batches = new ArrayList<Batch>();
        var sizes = new ArrayList<Integer>();
        for (var file : files) {
            long first = 0;
            var read = batches(jsc.hadoopConfiguration(), file, spec);
            sizes.add(read.fixedSize());
            var counts = read.counts();
            for (int i = 0; i < counts.size(); i++) {
                batches.add(new Batch(file, i, first));
                first += counts.get(i)[1];
            }
        }
        var conf = new SerializableConf(jsc.hadoopConfiguration());
        return ReaderRows.of(jsc.parallelize(batches, Math.max(1, batches.size()))
                .flatMap(b -> readBatch(conf.get(), b, spec).iterator()), sizes);
    }

    /**
     * The columns prep stores besides the configured ones ({@link StoredColumns}), from each file's schema (a footer
     * read on the driver; a file that cannot be parsed is reported as {@link #rows} would).
     */
    public static List<String> storedColumns(Configuration conf, List<SourceFile> files, ReadSpec spec) {
        var headers = new ArrayList<List<String>>();
        for (var file : files) {
            try (var channel = open(conf, file);
                    var allocator = new RootAllocator(allocationLimit(channel.size()));
                    var reader = new ArrowFileReader(channel, allocator)) {
                try {
                    headers.add(reader.getVectorSchemaRoot().getSchema().getFields().stream().map(Field::getName)
                            .toList());
                } catch (RuntimeException e) {
                    throw malformed(e) || e instanceof UnsupportedOperationException ? corrupt(conf, file, null, e) : e;
                }
            } catch (IOException e) {
                throw corrupt(conf, file, null, e);
            }
        }
        return StoredColumns.of(headers, spec);
    }

    /**
     * One file's record batches, from its footer and message headers.
     *
     * @param counts    per batch: {index, rows}
     * @param fixedSize the embedding's FixedSizeList size; null for a List
     */
    private record FileBatches(List<long[]> counts, Integer fixedSize) {
    }

    /** Per batch: {index, rows}, from the message headers; checks the schema first. */
    private static FileBatches batches(Configuration conf, SourceFile file, ReadSpec spec) {
        try (var channel = open(conf, file);
                var allocator = new RootAllocator(allocationLimit(channel.size()));
                var reader = new ArrowFileReader(channel, allocator)) {
            try {
                var schema = reader.getVectorSchemaRoot().getSchema();
                checkSchema(file, schema, spec);
                var out = new ArrayList<long[]>();
                var blocks = reader.getRecordBlocks();
                for (int i = 0; i < blocks.size(); i++) {
                    out.add(new long[] {i, batchRows(channel, file, blocks.get(i), i)});
                }
                return new FileBatches(out, schema.findField(spec.embeddingCol()).getType()
                        instanceof ArrowType.FixedSizeList fixed ? (Integer) fixed.getListSize() : null);
            } catch (RuntimeException e) {
                // here, and only here, Arrow turns the footer's flatbuffers into a schema: an unknown type id
                // ("Unsupported type: 110") is damage or a type this Arrow cannot read, either way the file's
                throw malformed(e) || e instanceof UnsupportedOperationException ? corrupt(conf, file, null, e) : e;
            }
        } catch (IOException e) {
            throw corrupt(conf, file, null, e);
        }
    }

    /**
     * The row count of batch {@code i}, from its message header alone. The block's extent is checked against the
     * file first and the header is parsed from a buffer of the block's own length, so a corrupt footer or length
     * prefix is reported, never followed into an allocation larger than the file.
     */
    private static long batchRows(HadoopSeekableChannel channel, SourceFile file, ArrowBlock block, int i)
            throws IOException {
        long size = channel.size();
        String where = file.display() + ": corrupt Arrow IPC file: record batch " + i;
        if (block.getOffset() < 8 || block.getMetadataLength() < 8 || block.getBodyLength() < 0
                || block.getOffset() > size - block.getMetadataLength()
                || block.getBodyLength() > size - block.getOffset() - block.getMetadataLength()) {
            throw new InvalidInputException(where + " lies outside the file (offset " + block.getOffset()
                    + ", metadata " + block.getMetadataLength() + " bytes, body " + block.getBodyLength()
                    + " bytes; the file has " + size + ")");
        }
        var meta = ByteBuffer.allocate(block.getMetadataLength()).order(ByteOrder.LITTLE_ENDIAN);
        channel.position(block.getOffset());
        new ReadChannel(channel).readFully(meta);
        if (meta.hasRemaining()) {
            throw new InvalidInputException(where + ": the file ends inside its header");
        }
        // an encapsulated message: [0xFFFFFFFF] int32 length, then the flatbuffer Message
        int prefix = meta.getInt(0) == MessageSerializer.IPC_CONTINUATION_TOKEN ? 8 : 4;
        int length = meta.getInt(prefix - 4);
        if (length <= 0 || length > meta.capacity() - prefix) {
            throw new InvalidInputException(where + ": header length " + length + " does not fit its "
                    + meta.capacity() + "-byte block");
        }
        var message = Message.getRootAsMessage(meta.position(prefix).limit(prefix + length).slice()
                .order(ByteOrder.LITTLE_ENDIAN));
        if (message.headerType() != MessageHeader.RecordBatch) {
            throw new InvalidInputException(where + " is not a record batch message (type "
                    + message.headerType() + ")");
        }
        long rows = ((RecordBatch) message.header(new RecordBatch())).length();
        if (rows < 0) {
            throw new InvalidInputException(where + " has a negative row count " + rows);
        }
        return rows;
    }

    /**
     * Arrow allocates a batch's body, and a validity bitmap for a column without nulls, from lengths in the file;
     * a legitimate file never needs more than about its own size, so a corrupt length fails as an Arrow
     * OutOfMemoryException under this limit instead of exhausting the heap (which takes the executor down).
     */
    private static long allocationLimit(long fileSize) {
        return 2 * fileSize + (64L << 20);
    }

    /**
     * What Arrow throws on bytes that do not form a valid IPC file. Only calls that parse the file are wrapped in
     * this test, so an exception of these types there is the file's fault, not a bug of ours.
     */
    private static boolean malformed(RuntimeException e) {
        return e instanceof InvalidArrowFileException
                || e instanceof ValidateUtil.ValidateException
                || e instanceof OutOfMemoryException
                || e instanceof IndexOutOfBoundsException
                || e instanceof IllegalArgumentException
                || e instanceof BufferUnderflowException;
    }

    /**
     * Arrow's full validation of the vectors read: buffer sizes, and offsets within their data. Arrow 18's
     * {@code validateFull} does not support a FixedSizeList (it asks it for an offset buffer, which it has not), so
     * that one gets the buffer checks, its values the full ones, and the length check the buffer checks omit.
     * Columns not read are not validated: damage there changes nothing read.
     */
    private static void validate(VectorSchemaRoot root, ReadSpec spec) {
        var read = new ArrayList<String>(List.of(spec.idCol(), spec.labelCol(), spec.embeddingCol()));
        read.addAll(spec.attributeCols());
        for (var name : read) {
            validate(root.getVector(name));
        }
    }

    private static void validate(FieldVector v) {
        if (v instanceof FixedSizeListVector fsl) {
            ValueVectorUtility.validate(fsl);
            if (fsl.getDataVector().getValueCount() < (long) fsl.getListSize() * fsl.getValueCount()) {
                throw new ValidateUtil.ValidateException("column " + v.getName() + " holds "
                        + fsl.getDataVector().getValueCount() + " values for " + fsl.getValueCount()
                        + " lists of " + fsl.getListSize());
            }
            validate(fsl.getDataVector());
        } else {
            ValueVectorUtility.validateFull(v);
        }
    }

    /** The message for a file Arrow could not parse: bad magic, a stream instead of a file, or damage. */
    private static InvalidInputException corrupt(Configuration conf, SourceFile file, Integer batch, Exception e) {
        String what = batch == null ? "" : " (record batch " + batch + ")";
        String detail = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        String head = head(conf, file);
        String message;
        if (head == null) {
            message = "not a readable Arrow IPC file" + what + ": " + detail;
        } else if (head.startsWith("ARROW1")) {
            message = "truncated or corrupt Arrow IPC file" + what + ": " + detail;
        } else if (head.startsWith("\u00ff\u00ff\u00ff\u00ff")) {
            message = "an Arrow IPC stream, not an Arrow IPC file (only the file format, with its footer, is read): "
                    + "write it with the file writer (pyarrow.ipc.new_file / RecordBatchFileWriter)";
        } else {
            message = "not an Arrow IPC file (bad magic)";
        }
        // the cause is a plain copy: Arrow's OutOfMemoryException holds an Optional, which is not serialisable, and a
        // task exception that cannot be serialised reaches the driver without its type, so exit 2 would be lost
        var cause = new IOException(e.toString());
        cause.setStackTrace(e.getStackTrace());
        return new InvalidInputException(file.display() + ": " + message, cause);
    }

    /** The file's first 6 bytes as ISO-8859-1, or null when they cannot be read. */
    private static String head(Configuration conf, SourceFile file) {
        var path = new Path(file.path());
        try (var in = path.getFileSystem(conf).open(path)) {
            var b = new byte[6];
            int n = in.read(b, 0, 6);
            return new String(b, 0, Math.max(0, n), StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            return null;
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
        required.addAll(spec.attributeCols());
        required.add(spec.embeddingCol());
        for (var col : required) {
            if (!names.contains(col)) {
                throw MissingColumn.of(file.display(), col, spec, names);
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
        try (var channel = open(conf, batch.file());
                var allocator = new RootAllocator(allocationLimit(channel.size()));
                var reader = new ArrowFileReader(channel, allocator)) {
            VectorSchemaRoot root;
            try {
                root = reader.getVectorSchemaRoot();
                reader.loadRecordBatch(reader.getRecordBlocks().get(batch.index()));
                // offsets and lengths inside the body are not checked by loading: a corrupt one would read past a
                // buffer or size a huge string below, in code that cannot tell damage from a bug
                validate(root, spec);
            } catch (RuntimeException e) {
                throw malformed(e) ? corrupt(conf, batch.file(), batch.index(), e) : e;
            } catch (IOException e) {
                throw corrupt(conf, batch.file(), batch.index(), e);
            }
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
        for (var col : spec.attributeCols()) {
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
