package org.fairscore.prep.io;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.memory.RootAllocator;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.Float4Vector;
import org.apache.arrow.vector.VarCharVector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.complex.FixedSizeListVector;
import org.apache.arrow.vector.ipc.ArrowFileWriter;
import org.apache.arrow.vector.types.FloatingPointPrecision;
import org.apache.arrow.vector.types.pojo.ArrowType;
import org.apache.arrow.vector.types.pojo.Field;
import org.apache.arrow.vector.types.pojo.FieldType;
import org.apache.arrow.vector.types.pojo.Schema;
import org.fairscore.core.model.CorpusColumns;

/**
 * An Arrow IPC <em>file</em> (random access, with footer): string columns for id, label and
 * attributes, and {@code embedding} as FixedSizeList&lt;float32&gt;(d), in record batches of
 * {@value #BATCH_ROWS} rows so memory stays constant.
 */
final class ArrowSampleSink implements SampleSink {
    static final int BATCH_ROWS = 4096;

    private final SinkColumns columns;
    private final String path;
    private final BufferAllocator allocator;
    private final VectorSchemaRoot root;
    private final FileChannel channel;
    private final ArrowFileWriter writer;
    private final List<VarCharVector> strings = new ArrayList<>();
    private final FixedSizeListVector embedding;
    private int batchRows;

    ArrowSampleSink(String path, SinkColumns columns) {
        this.columns = columns;
        this.path = path;
        this.allocator = new RootAllocator();
        this.root = VectorSchemaRoot.create(schema(columns), allocator);
        for (var v : root.getFieldVectors()) {
            if (v instanceof VarCharVector s) {
                strings.add(s);
            }
        }
        this.embedding = (FixedSizeListVector) root.getVector(CorpusColumns.EMBEDDING);
        try {
            channel = FileChannel.open(Path.of(path), StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING);
            writer = new ArrowFileWriter(root, null, channel);
            writer.start();
        } catch (IOException e) {
            root.close();
            allocator.close();
            throw new UncheckedIOException("cannot create " + path, e);
        }
        root.allocateNew();
    }

    private static Schema schema(SinkColumns columns) {
        var fields = new ArrayList<Field>();
        var utf8 = FieldType.nullable(ArrowType.Utf8.INSTANCE);
        fields.add(new Field(columns.idCol(), utf8, null));
        fields.add(new Field(columns.labelCol(), utf8, null));
        for (var attr : columns.attrCols()) {
            fields.add(new Field(attr, utf8, null));
        }
        var element = new Field("element",
                FieldType.notNullable(new ArrowType.FloatingPoint(FloatingPointPrecision.SINGLE)), null);
        fields.add(new Field(CorpusColumns.EMBEDDING,
                FieldType.notNullable(new ArrowType.FixedSizeList(columns.dim())), List.of(element)));
        return new Schema(fields);
    }

    @Override
    public void write(String sampleId, String label, List<String> attributeValues, float[] values) {
        columns.check(attributeValues, values);
        var cells = new ArrayList<String>(strings.size());
        cells.add(sampleId);
        cells.add(label);
        cells.addAll(attributeValues);
        for (int c = 0; c < strings.size(); c++) {
            var cell = cells.get(c);
            if (cell == null) {
                strings.get(c).setNull(batchRows);
            } else {
                strings.get(c).setSafe(batchRows, cell.getBytes(StandardCharsets.UTF_8));
            }
        }
        var data = (Float4Vector) embedding.getDataVector();
        embedding.setNotNull(batchRows);
        int base = batchRows * columns.dim();
        for (int j = 0; j < values.length; j++) {
            data.setSafe(base + j, values[j]);
        }
        batchRows++;
        if (batchRows == BATCH_ROWS) {
            flushBatch();
        }
    }

    private void flushBatch() {
        root.setRowCount(batchRows);
        try {
            writer.writeBatch();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + path, e);
        }
        for (FieldVector v : root.getFieldVectors()) {
            v.reset();
        }
        batchRows = 0;
    }

    @Override
    public void close() {
        try {
            if (batchRows > 0) {
                flushBatch();
            }
            writer.end();
            writer.close();
            channel.close();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot finish " + path, e);
        } finally {
            root.close();
            allocator.close();
        }
    }
}
