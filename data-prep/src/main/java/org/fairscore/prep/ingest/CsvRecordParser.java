package org.fairscore.prep.ingest;

import java.io.Serializable;
import java.util.ArrayList;
import org.apache.spark.sql.Row;

/**
 * Turns one CSV record into a raw row, or into a row the validator rejects with the reader's reason: a record
 * with broken quoting or another number of cells than the header is MALFORMED_ROW (an unquoted decimal comma
 * {@code 0,25} adds a cell, so it lands here instead of shifting the columns after it), a cell that is not UTF-8
 * is INVALID_UTF8 naming its column. One instance per task; the decoder inside is built lazily.
 */
final class CsvRecordParser implements Serializable {
    private static final long serialVersionUID = 1L;
    private final String source;
    private final String metaSource;
    private final CsvLayout layout;
    private final String embeddingCol;
    private final boolean withEmbedding;
    private transient CsvRecords.Checker checker;

    CsvRecordParser(String source, String metaSource, CsvLayout layout, String embeddingCol, boolean withEmbedding) {
        this.source = source;
        this.metaSource = metaSource;
        this.layout = layout;
        this.embeddingCol = embeddingCol;
        this.withEmbedding = withEmbedding;
    }

    Row parse(CsvRecord record) {
        if (checker == null) {
            checker = new CsvRecords.Checker(layout.names());
        }
        var checked = checker.check(record);
        if (!checked.ok()) {
            return RawColumns.unreadable(source, metaSource, record.dataRow(), layout.attrIndex().length,
                    checked.reason(), checked.column(), checked.detail());
        }
        String[] values = checked.cells();
        var attrs = new ArrayList<String>(layout.attrIndex().length);
        for (int i : layout.attrIndex()) {
            attrs.add(values[i]);
        }
        long dataRow = record.dataRow();
        String id = values[layout.idIndex()];
        String label = values[layout.labelIndex()];
        if (!withEmbedding) {
            return RawColumns.row(source, metaSource, dataRow, id, label, attrs, null, false, null, null);
        }
        return layout.split()
                ? splitEmbedding(dataRow, values, id, label, attrs)
                : singleEmbedding(dataRow, values, id, label, attrs);
    }

    private Row splitEmbedding(long dataRow, String[] cells, String id, String label, ArrayList<String> attrs) {
        int[] idx = layout.componentIndex();
        var values = new double[idx.length];
        for (int j = 0; j < idx.length; j++) {
            var text = cells[idx[j]];
            Double v = NumberParsing.parse(text);
            if (v == null) {
                return RawColumns.row(source, metaSource, dataRow, id, label, attrs, null, true, "e" + j, quote(text));
            }
            values[j] = v;
        }
        return RawColumns.row(source, metaSource, dataRow, id, label, attrs, values, true, null, null);
    }

    private Row singleEmbedding(long dataRow, String[] cells, String id, String label, ArrayList<String> attrs) {
        var text = cells[layout.embeddingIndex()];
        var parts = text.isBlank() ? new String[0] : text.strip().split("\\s+");
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

    private static String quote(String text) {
        return text.isEmpty() ? "(empty)" : "'" + text + "'";
    }
}
