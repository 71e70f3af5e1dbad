package org.fairscore.prep.validate;

import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.fairscore.prep.ingest.RawColumns;

/**
 * Schema of a raw row after validation: provenance, values, the group name, the normalised embedding,
 * and — for a rejected row — the reason with the file and column it is about.
 */
public final class ValidatedColumns {
    public static final String GROUP = "group";
    /** array&lt;float&gt;: L2-normalised; null for rejected rows. */
    public static final String EMBEDDING = "embedding";
    /** string: {@link org.fairscore.core.model.RejectReason} name, null when the row is kept. */
    public static final String REASON = "reason";
    /** string: the file the reason is about (the metadata CSV for id/label/attribute reasons of .npy). */
    public static final String REJECT_FILE = "reject_file";
    public static final String REJECT_COLUMN = "reject_column";
    /** string: what was found, e.g. {@code 'abc'} or {@code (has 3 values, expected 4)}. */
    public static final String DETAIL = "detail";

    public static final StructType SCHEMA = new StructType()
            .add(RawColumns.SOURCE, DataTypes.StringType, false)
            .add(RawColumns.META_SOURCE, DataTypes.StringType, false)
            .add(RawColumns.ROW, DataTypes.LongType, false)
            .add(RawColumns.ID, DataTypes.StringType, true)
            .add(RawColumns.LABEL, DataTypes.StringType, true)
            .add(RawColumns.ATTRS, DataTypes.createArrayType(DataTypes.StringType, true), false)
            .add(GROUP, DataTypes.StringType, true)
            .add(EMBEDDING, DataTypes.createArrayType(DataTypes.FloatType, false), true)
            .add(REASON, DataTypes.StringType, true)
            .add(REJECT_FILE, DataTypes.StringType, true)
            .add(REJECT_COLUMN, DataTypes.StringType, true)
            .add(DETAIL, DataTypes.StringType, true);

    private ValidatedColumns() {
    }
}
