package org.fairscore.prep.text;

import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/** One review as read, before any check: where it came from (file, 1-based data row) and its raw values. */
public final class TextColumns {
    public static final String SOURCE = "source";
    public static final String ROW = "row";
    public static final String ID = "sample_id";
    public static final String LABEL = "label";
    /** array&lt;string&gt;: attribute values in the configured group-column order. */
    public static final String ATTRS = "attrs";
    public static final String TEXT = "text";
    /** string: the RejectReason name of a row the reader could not read (a malformed CSV record), else null. */
    public static final String READ_ERROR = "read_error";
    /** string: the column a read error names. */
    public static final String READ_COLUMN = "read_column";
    /** string: what the reader found, for the message. */
    public static final String READ_DETAIL = "read_detail";

    public static final StructType SCHEMA = new StructType()
            .add(SOURCE, DataTypes.StringType, false)
            .add(ROW, DataTypes.LongType, false)
            .add(ID, DataTypes.StringType, true)
            .add(LABEL, DataTypes.StringType, true)
            .add(ATTRS, DataTypes.createArrayType(DataTypes.StringType, true), false)
            .add(TEXT, DataTypes.StringType, true)
            .add(READ_ERROR, DataTypes.StringType, true)
            .add(READ_COLUMN, DataTypes.StringType, true)
            .add(READ_DETAIL, DataTypes.StringType, true);

    private TextColumns() {
    }
}
