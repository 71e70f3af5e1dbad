package org.fairscore.prep;

import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.fairscore.core.model.CorpusColumns;

/** Names and schemas of a prepared-corpus directory, shared by {@link PrepJob#write} and {@link PrepJob#load}. */
public final class CorpusLayout {
    /** Parquet partitioned by {@code group}. */
    public static final String CORPUS = "corpus";
    public static final String MANIFEST = "manifest.json";
    /** CSV with header, present only when rows were rejected. */
    public static final String REJECTS = "rejects";

    public static final StructType SAMPLES = new StructType()
            .add(CorpusColumns.SAMPLE_ID, DataTypes.StringType, true)
            .add(CorpusColumns.LABEL, DataTypes.StringType, true)
            .add(CorpusColumns.GROUP, DataTypes.StringType, true)
            .add(CorpusColumns.ATTRIBUTES, DataTypes.createMapType(DataTypes.StringType, DataTypes.StringType, true), true)
            .add(CorpusColumns.EMBEDDING, DataTypes.createArrayType(DataTypes.FloatType, true), true);

    /** Rejected rows: where (file, 1-based data row, column), why (reason name and detail), which id. */
    public static final StructType REJECT_ROWS = new StructType()
            .add("file", DataTypes.StringType, true)
            .add("data_row", DataTypes.LongType, true)
            .add("column", DataTypes.StringType, true)
            .add("reason", DataTypes.StringType, true)
            .add("detail", DataTypes.StringType, true)
            .add("sample_id", DataTypes.StringType, true);

    private CorpusLayout() {
    }
}
