package org.fairscore.prep.ingest;

import java.util.List;
import org.fairscore.core.model.RejectReason;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * The one schema every reader produces, whatever the format, so validation is written once.
 *
 * <p>A raw row keeps where it came from (file and 1-based data row, exact per file) and what could be
 * read, unvalidated: id, label and attribute values as strings (null when absent), the embedding as
 * {@code array<double>} (null when it could not be parsed), and, when a number could not be parsed,
 * the column and the offending text. A reader that could not read the row at all (a CSV record whose cells do
 * not match its header, bytes that are not UTF-8) says why in {@link #READ_ERROR}, with the column and detail
 * in the parse columns.
 */
public final class RawColumns {
    /** string: file the embedding came from (display form, see {@link SourcePaths}). */
    public static final String SOURCE = "source";
    /** string: file the id, label and attributes came from (the metadata CSV for .npy, else = source). */
    public static final String META_SOURCE = "meta_source";
    /** long: 1-based data row in both files (header excluded). */
    public static final String ROW = "row";
    public static final String ID = "sample_id";
    public static final String LABEL = "label";
    /** array&lt;string&gt;: attribute values in the configured group-column order. */
    public static final String ATTRS = "attrs";
    /** array&lt;double&gt;: raw embedding, null when unparseable. */
    public static final String EMBEDDING = "embedding";
    /** boolean: embedding components are separate columns e0..e{d-1} (names used in messages). */
    public static final String EMB_SPLIT = "emb_split";
    /** string: column holding a malformed number, null when parsing succeeded. */
    public static final String PARSE_COLUMN = "parse_column";
    /** string: the malformed text, quoted. */
    public static final String PARSE_DETAIL = "parse_detail";
    /**
     * string: the {@link org.fairscore.core.model.RejectReason} name of a row the reader could not read, null
     * otherwise (a parse column alone means a malformed number).
     */
    public static final String READ_ERROR = "read_error";

    public static final StructType SCHEMA = new StructType()
            .add(SOURCE, DataTypes.StringType, false)
            .add(META_SOURCE, DataTypes.StringType, false)
            .add(ROW, DataTypes.LongType, false)
            .add(ID, DataTypes.StringType, true)
            .add(LABEL, DataTypes.StringType, true)
            .add(ATTRS, DataTypes.createArrayType(DataTypes.StringType, true), false)
            .add(EMBEDDING, DataTypes.createArrayType(DataTypes.DoubleType, true), true)
            .add(EMB_SPLIT, DataTypes.BooleanType, false)
            .add(PARSE_COLUMN, DataTypes.StringType, true)
            .add(PARSE_DETAIL, DataTypes.StringType, true)
            .add(READ_ERROR, DataTypes.StringType, true);

    private RawColumns() {
    }

    /** Builds a raw row in {@link #SCHEMA} order. */
    public static Row row(String source, String metaSource, long row, String id, String label,
            List<String> attrs, double[] embedding, boolean split, String parseColumn, String parseDetail) {
        return RowFactory.create(source, metaSource, row, id, label, attrs.toArray(new String[0]), embedding,
                split, parseColumn, parseDetail, null);
    }

    /**
     * {@code raw} with a float[] embedding (a float32 .npy's rows) widened to double[], as {@link #SCHEMA} types it:
     * for a Dataset of a reader's own rows. Exact: every float is a double.
     */
    public static Row widened(Row raw) {
        int at = SCHEMA.fieldIndex(EMBEDDING);
        if (!(raw.get(at) instanceof float[] f)) {
            return raw;
        }
        var d = new double[f.length];
        for (int j = 0; j < f.length; j++) {
            d[j] = f[j];
        }
        Object[] cells = new Object[raw.length()];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = raw.get(i);
        }
        cells[at] = d;
        return RowFactory.create(cells);
    }

    /** A row the reader could not read: why ({@code reason}), where ({@code column}) and what it found. */
    public static Row unreadable(String source, String metaSource, long row, int attrCount, RejectReason reason,
            String column, String detail) {
        return RowFactory.create(source, metaSource, row, null, null, new String[attrCount], null, false, column,
                detail, reason.name());
    }
}
