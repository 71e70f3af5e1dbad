package org.fairscore.prep.ingest;

import com.univocity.parsers.csv.CsvParser;
import com.univocity.parsers.csv.CsvParserSettings;
import java.io.Serializable;
import java.util.ArrayList;
import org.apache.spark.sql.Row;

/**
 * Turns one CSV line into a raw row. One per task (the univocity parser is not serializable, so it is
 * built lazily). Cells missing at the end of a short line read as empty; extra cells are ignored.
 */
final class CsvLineParser implements Serializable {
    private static final long serialVersionUID = 1L;
    private final String source;
    private final String metaSource;
    private final CsvLayout layout;
    private final String embeddingCol;
    private final boolean withEmbedding;
    private transient CsvParser parser;

    CsvLineParser(String source, String metaSource, CsvLayout layout, String embeddingCol, boolean withEmbedding) {
        this.source = source;
        this.metaSource = metaSource;
        this.layout = layout;
        this.embeddingCol = embeddingCol;
        this.withEmbedding = withEmbedding;
    }

    static CsvParser newParser() {
        var settings = new CsvParserSettings();
        settings.setNullValue(null);
        settings.setEmptyValue("");
        settings.setMaxColumns(1 << 20);
        settings.setMaxCharsPerColumn(-1);
        settings.getFormat().setLineSeparator("\n");
        return new CsvParser(settings);
    }

    Row parse(long dataRow, String line) {
        if (parser == null) {
            parser = newParser();
        }
        String[] cells = line.isEmpty() ? new String[0] : parser.parseLine(line);
        var attrs = new ArrayList<String>(layout.attrIndex().length);
        for (int i : layout.attrIndex()) {
            attrs.add(cell(cells, i));
        }
        String id = cell(cells, layout.idIndex());
        String label = cell(cells, layout.labelIndex());
        if (!withEmbedding) {
            return RawColumns.row(source, metaSource, dataRow, id, label, attrs, null, false, null, null);
        }
        return layout.split()
                ? splitEmbedding(dataRow, cells, id, label, attrs)
                : singleEmbedding(dataRow, cells, id, label, attrs);
    }

    private Row splitEmbedding(long dataRow, String[] cells, String id, String label, ArrayList<String> attrs) {
        int[] idx = layout.componentIndex();
        var values = new double[idx.length];
        for (int j = 0; j < idx.length; j++) {
            var text = cell(cells, idx[j]);
            Double v = NumberParsing.parse(text);
            if (v == null) {
                return RawColumns.row(source, metaSource, dataRow, id, label, attrs, null, true, "e" + j, quote(text));
            }
            values[j] = v;
        }
        return RawColumns.row(source, metaSource, dataRow, id, label, attrs, values, true, null, null);
    }

    private Row singleEmbedding(long dataRow, String[] cells, String id, String label, ArrayList<String> attrs) {
        var text = cell(cells, layout.embeddingIndex());
        var parts = text == null || text.isBlank() ? new String[0] : text.strip().split("\\s+");
        if (parts.length == 0) {
            return RawColumns.row(source, metaSource, dataRow, id, label, attrs, null, false, embeddingCol, quote(text));
        }
        var values = new double[parts.length];
        for (int j = 0; j < parts.length; j++) {
            Double v = NumberParsing.parse(parts[j]);
            if (v == null) {
                return RawColumns.row(source, metaSource, dataRow, id, label, attrs, null, false, embeddingCol,
                        quote(parts[j]) + " (component " + j + ")");
            }
            values[j] = v;
        }
        return RawColumns.row(source, metaSource, dataRow, id, label, attrs, values, false, null, null);
    }

    private static String cell(String[] cells, int i) {
        return i < cells.length ? cells[i] : null;
    }

    private static String quote(String text) {
        return text == null || text.isEmpty() ? "(empty)" : "'" + text + "'";
    }
}
