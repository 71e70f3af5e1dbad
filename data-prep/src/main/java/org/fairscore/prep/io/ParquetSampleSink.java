package org.fairscore.prep.io;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.SimpleGroupFactory;
import org.apache.parquet.hadoop.ParquetFileWriter;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.example.ExampleParquetWriter;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.io.LocalOutputFile;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName;
import org.apache.parquet.schema.Types;
import org.fairscore.core.model.CorpusColumns;

/**
 * A Parquet file written row by row with parquet-hadoop's example writer (no Spark). The embedding is
 * the standard three-level LIST of FLOAT ({@code embedding (LIST) { repeated group list { required
 * float element } }}), which Spark reads as {@code array<float>}.
 */
final class ParquetSampleSink implements SampleSink {
    private final SinkColumns columns;
    private final String path;
    private final SimpleGroupFactory factory;
    private final ParquetWriter<Group> writer;

    ParquetSampleSink(String path, SinkColumns columns) {
        this.columns = columns;
        this.path = path;
        var schema = schema(columns);
        this.factory = new SimpleGroupFactory(schema);
        try {
            writer = ExampleParquetWriter.builder(new LocalOutputFile(Path.of(path)))
                    .withType(schema)
                    .withWriteMode(ParquetFileWriter.Mode.OVERWRITE)
                    .withCompressionCodec(CompressionCodecName.SNAPPY)
                    .build();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + path, e);
        }
    }

    private static MessageType schema(SinkColumns columns) {
        var builder = Types.buildMessage();
        builder.optional(PrimitiveTypeName.BINARY).as(LogicalTypeAnnotation.stringType()).named(columns.idCol());
        builder.optional(PrimitiveTypeName.BINARY).as(LogicalTypeAnnotation.stringType()).named(columns.labelCol());
        for (var attr : columns.attrCols()) {
            builder.optional(PrimitiveTypeName.BINARY).as(LogicalTypeAnnotation.stringType()).named(attr);
        }
        builder.requiredGroup().as(LogicalTypeAnnotation.listType())
                .repeatedGroup().required(PrimitiveTypeName.FLOAT).named("element").named("list")
                .named(CorpusColumns.EMBEDDING);
        return builder.named("corpus");
    }

    @Override
    public void write(String sampleId, String label, List<String> attributeValues, float[] embedding) {
        columns.check(attributeValues, embedding);
        var row = factory.newGroup();
        if (sampleId != null) {
            row.append(columns.idCol(), sampleId);
        }
        if (label != null) {
            row.append(columns.labelCol(), label);
        }
        for (int i = 0; i < attributeValues.size(); i++) {
            if (attributeValues.get(i) != null) {
                row.append(columns.attrCols().get(i), attributeValues.get(i));
            }
        }
        var list = row.addGroup(CorpusColumns.EMBEDDING);
        for (float v : embedding) {
            list.addGroup("list").append("element", v);
        }
        try {
            writer.write(row);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + path, e);
        }
    }

    @Override
    public void close() {
        try {
            writer.close();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot finish " + path, e);
        }
    }
}
