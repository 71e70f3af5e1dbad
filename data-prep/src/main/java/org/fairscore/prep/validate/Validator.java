package org.fairscore.prep.validate;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.concat;
import static org.apache.spark.sql.functions.broadcast;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.min;
import static org.apache.spark.sql.functions.struct;
import static org.apache.spark.sql.functions.when;

import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.storage.StorageLevel;
import org.apache.spark.sql.types.DataTypes;
import org.fairscore.core.model.RejectReason;
import org.fairscore.prep.ingest.RawColumns;
import org.fairscore.prep.ingest.ReadSpec;

/**
 * Applies every rule to every row, distributed: per-row rules in {@link RowValidator} ({@link #check}),
 * then DUPLICATE_ID ({@link #withDuplicates}).
 *
 * <p>Duplicates are judged among rows that passed every other rule (DUPLICATE_ID is the last reason):
 * the first occurrence in (file, data row) order is kept and each later one is rejected, naming the
 * row it duplicates. So a row whose twin was rejected for, say, a NaN is kept — the id is then unique
 * in the prepared corpus. Why an aggregate and a broadcast join rather than a window over ids: the
 * window would shuffle every row with its embedding (several times the corpus); the aggregate shuffles
 * only (id, file, row) and keeps just the ids seen twice, which are few.
 */
public final class Validator {
    private Validator() {
    }

    /** The per-row rules: one output row per input row in {@link ValidatedColumns#SCHEMA}. */
    public static Dataset<Row> check(Dataset<Row> raw, ReadSpec spec, int dim) {
        return raw.map(new RowValidator(spec, dim), Encoders.row(ValidatedColumns.SCHEMA));
    }

    /** {@link #check} on a reader's own Java rows: no conversion of the raw embeddings to Spark's rows and back. */
    public static Dataset<Row> check(SparkSession spark, JavaRDD<Row> raw, ReadSpec spec, int dim) {
        var validator = new RowValidator(spec, dim);
        return spark.createDataFrame(raw.map(validator::call), ValidatedColumns.SCHEMA);
    }

    /**
     * {@code checked} (the output of {@link #check}, which the caller should persist: it is read twice)
     * with DUPLICATE_ID applied. The duplicated ids are persisted here (a small table) and released
     * with {@code checked} by the caller's session.
     */
    public static Dataset<Row> withDuplicates(Dataset<Row> checked, ReadSpec spec) {
        var firsts = checked.filter(col(ValidatedColumns.REASON).isNull())
                .groupBy(col(RawColumns.ID).as("_dup_id"))
                .agg(count(lit(1)).as("_n"), min(struct(col(RawColumns.META_SOURCE).as("file"),
                        col(RawColumns.ROW).as("row"))).as("_first"))
                .filter(col("_n").gt(1))
                .select(col("_dup_id"), col("_first"))
                .persist(StorageLevel.MEMORY_AND_DISK());
        var joined = checked.join(broadcast(firsts), checked.col(RawColumns.ID).equalTo(firsts.col("_dup_id"))
                .and(checked.col(ValidatedColumns.REASON).isNull()), "left");
        var duplicate = col("_dup_id").isNotNull().and(col(RawColumns.META_SOURCE).notEqual(col("_first.file"))
                .or(col(RawColumns.ROW).notEqual(col("_first.row"))));
        return joined.select(
                checked.col(RawColumns.SOURCE),
                checked.col(RawColumns.META_SOURCE),
                checked.col(RawColumns.ROW),
                checked.col(RawColumns.ID),
                checked.col(RawColumns.LABEL),
                checked.col(RawColumns.ATTRS),
                when(duplicate, lit(null).cast(DataTypes.StringType)).otherwise(checked.col(ValidatedColumns.GROUP))
                        .as(ValidatedColumns.GROUP),
                when(duplicate, lit(null)).otherwise(checked.col(ValidatedColumns.EMBEDDING))
                        .as(ValidatedColumns.EMBEDDING),
                when(duplicate, lit(RejectReason.DUPLICATE_ID.name())).otherwise(checked.col(ValidatedColumns.REASON))
                        .as(ValidatedColumns.REASON),
                when(duplicate, checked.col(RawColumns.META_SOURCE)).otherwise(checked.col(ValidatedColumns.REJECT_FILE))
                        .as(ValidatedColumns.REJECT_FILE),
                when(duplicate, lit(spec.idCol())).otherwise(checked.col(ValidatedColumns.REJECT_COLUMN))
                        .as(ValidatedColumns.REJECT_COLUMN),
                when(duplicate, concat(lit("'"), checked.col(RawColumns.ID), lit("' (first seen at "),
                        col("_first.file"), lit(", data row "), col("_first.row").cast(DataTypes.StringType),
                        lit(")")))
                        .otherwise(checked.col(ValidatedColumns.DETAIL)).as(ValidatedColumns.DETAIL));
    }
}
