package org.fairscore.prep.io;

import com.univocity.parsers.csv.CsvWriter;
import com.univocity.parsers.csv.CsvWriterSettings;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * CSV with header {@code id,label,attrs...,e0..e{d-1}}. Floats are printed with {@link Float#toString},
 * the shortest decimal that parses back to the same float, so values round-trip exactly. With
 * {@code withEmbedding = false} it writes the metadata CSV that accompanies a .npy file.
 */
final class CsvSampleSink implements SampleSink {
    private final SinkColumns columns;
    private final boolean withEmbedding;
    private final CsvWriter writer;

    CsvSampleSink(String path, SinkColumns columns) {
        this(path, columns, true);
    }

    CsvSampleSink(String path, SinkColumns columns, boolean withEmbedding) {
        this.columns = columns;
        this.withEmbedding = withEmbedding;
        try {
            var settings = new CsvWriterSettings();
            settings.setNullValue("");
            settings.setEmptyValue("\"\"");
            settings.getFormat().setLineSeparator("\n");
            writer = new CsvWriter(Files.newBufferedWriter(Path.of(path), StandardCharsets.UTF_8), settings);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + path, e);
        }
        var header = new ArrayList<String>();
        header.add(columns.idCol());
        header.add(columns.labelCol());
        header.addAll(columns.attrCols());
        if (withEmbedding) {
            for (int i = 0; i < columns.dim(); i++) {
                header.add("e" + i);
            }
        }
        writer.writeRow(header);
    }

    @Override
    public void write(String sampleId, String label, List<String> attributeValues, float[] embedding) {
        if (withEmbedding) {
            columns.check(attributeValues, embedding);
        }
        var row = new ArrayList<String>(2 + attributeValues.size() + columns.dim());
        row.add(sampleId);
        row.add(label);
        row.addAll(attributeValues);
        if (withEmbedding) {
            for (float v : embedding) {
                row.add(Float.toString(v));
            }
        }
        writer.writeRow(row);
    }

    @Override
    public void close() {
        writer.close();
    }
}
