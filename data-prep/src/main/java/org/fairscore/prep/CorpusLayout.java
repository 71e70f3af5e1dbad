package org.fairscore.prep;

import static org.apache.spark.sql.functions.concat;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.regexp_replace;
import static org.apache.spark.sql.functions.sha2;
import static org.apache.spark.sql.functions.substring;

import org.apache.spark.sql.Column;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.fairscore.core.model.CorpusColumns;

/** Names and schemas of a prepared-corpus directory, shared by {@link PrepJob#write} and {@link PrepJob#load}. */
public final class CorpusLayout {
    /** Parquet, one folder per group ({@link #PART}), the group's name a column of the files. */
    public static final String CORPUS = "corpus";
    /**
     * The partition column of {@link #CORPUS}: a path-safe key of the group name, up to 32 characters of the name
     * with everything but {@code [A-Za-z0-9.-]} replaced by '_' (for people browsing the folder), then '-' and 16
     * hex digits of the name's SHA-256. Corpora of earlier versions, partitioned by {@code group} itself, read the
     * same way.
     */
    public static final String PART = "group_key";
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

    /** {@link #PART} of a group-name column. */
    public static Column partKey(Column group) {
        return concat(regexp_replace(substring(group, 1, 32), "[^A-Za-z0-9.-]", "_"), lit("-"),
                substring(sha2(group, 256), 1, 16));
    }
}
