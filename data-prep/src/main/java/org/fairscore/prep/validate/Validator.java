package org.fairscore.prep.validate;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.concat;
import static org.apache.spark.sql.functions.first;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.row_number;
import static org.apache.spark.sql.functions.when;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.expressions.Window;
import org.apache.spark.sql.types.DataTypes;
import org.fairscore.core.model.RejectReason;
import org.fairscore.prep.ingest.RawColumns;
import org.fairscore.prep.ingest.ReadSpec;

/**
 * Applies every rule to every row, distributed: per-row rules in {@link RowValidator}, then
 * DUPLICATE_ID with a window over equal ids.
 *
 * <p>Duplicates are judged among rows that passed every other rule (DUPLICATE_ID is the last reason):
 * the first occurrence in (file, data row) order is kept and each later one is rejected, naming the
 * row it duplicates. So a row whose twin was rejected for, say, a NaN is kept — the id is then unique
 * in the prepared corpus.
 */
public final class Validator {
    private Validator() {
    }

    public static Dataset<Row> validate(Dataset<Row> raw, ReadSpec spec, int dim) {
        var checked = raw.map(new RowValidator(spec, dim), Encoders.row(ValidatedColumns.SCHEMA));
        var byId = Window.partitionBy(col(RawColumns.ID), col(ValidatedColumns.REASON).isNull())
                .orderBy(col(RawColumns.META_SOURCE), col(RawColumns.ROW));
        var duplicate = col(ValidatedColumns.REASON).isNull().and(col("_rank").gt(1));
        return checked
                .withColumn("_rank", row_number().over(byId))
                .withColumn("_first_file", first(col(RawColumns.META_SOURCE)).over(byId))
                .withColumn("_first_row", first(col(RawColumns.ROW)).over(byId))
                .select(
                        col(RawColumns.SOURCE),
                        col(RawColumns.META_SOURCE),
                        col(RawColumns.ROW),
                        col(RawColumns.ID),
                        col(RawColumns.LABEL),
                        col(RawColumns.ATTRS),
                        when(duplicate, lit(null).cast(DataTypes.StringType)).otherwise(col(ValidatedColumns.GROUP))
                                .as(ValidatedColumns.GROUP),
                        when(duplicate, lit(null)).otherwise(col(ValidatedColumns.EMBEDDING))
                                .as(ValidatedColumns.EMBEDDING),
                        when(duplicate, lit(RejectReason.DUPLICATE_ID.name())).otherwise(col(ValidatedColumns.REASON))
                                .as(ValidatedColumns.REASON),
                        when(duplicate, col(RawColumns.META_SOURCE)).otherwise(col(ValidatedColumns.REJECT_FILE))
                                .as(ValidatedColumns.REJECT_FILE),
                        when(duplicate, lit(spec.idCol())).otherwise(col(ValidatedColumns.REJECT_COLUMN))
                                .as(ValidatedColumns.REJECT_COLUMN),
                        when(duplicate, concat(lit("'"), col(RawColumns.ID), lit("' (first seen at "),
                                col("_first_file"), lit(", data row "), col("_first_row").cast(DataTypes.StringType),
                                lit(")")))
                                .otherwise(col(ValidatedColumns.DETAIL)).as(ValidatedColumns.DETAIL));
    }
}
