package org.fairscore.jobs.protocol;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.udf;

import org.apache.spark.api.java.function.FilterFunction;
import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.api.java.UDF1;
import org.apache.spark.sql.types.DataTypes;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.jobs.audit.CalibrationSpec;

/**
 * Splits comparison rows by identity for {@code --calibrate-on} with a pair list or score file: a comparison is
 * in the calibration part when both its identities (label_a, label_b) are calibration identities, in the test
 * part when neither is, and in neither (counted) otherwise — so no identity contributes to both parts.
 */
final class CalibrationParts {
    private CalibrationParts() {
    }

    record Parts(Dataset<Row> calibration, Dataset<Row> test, long mixed) {
    }

    static Parts split(SparkSession spark, Dataset<Row> rows, CalibrationSpec spec) {
        long unlabelled = rows.filter(col(Comparisons.LABEL_A).isNull().or(col(Comparisons.LABEL_B).isNull())).limit(1).count();
        if (unlabelled > 0) {
            throw new InvalidInputException("--calibrate-on splits identities: the comparisons need identity labels on "
                    + "both sides (pair lists; score tables with label columns; bob-4col/5col)");
        }
        Dataset<Row> flagged;
        if (spec.split() != null) {
            var split = spec.split();
            var isCal = udf((UDF1<String, Boolean>) split::isCalibration, DataTypes.BooleanType);
            flagged = rows.withColumn("cal_a", isCal.apply(col(Comparisons.LABEL_A)))
                    .withColumn("cal_b", isCal.apply(col(Comparisons.LABEL_B)));
        } else {
            var ids = spark.read().textFile(spec.file()).map((MapFunction<String, String>) String::strip, Encoders.STRING())
                    .filter((FilterFunction<String>) x -> !x.isEmpty()).toDF("id").distinct();
            var a = ids.select(col("id").as("cal_id_a"), lit(true).as("cal_a"));
            var b = ids.select(col("id").as("cal_id_b"), lit(true).as("cal_b"));
            flagged = rows.join(a, rows.col(Comparisons.LABEL_A).equalTo(a.col("cal_id_a")), "left")
                    .join(b, rows.col(Comparisons.LABEL_B).equalTo(b.col("cal_id_b")), "left")
                    .withColumn("cal_a", org.apache.spark.sql.functions.coalesce(col("cal_a"), lit(false)))
                    .withColumn("cal_b", org.apache.spark.sql.functions.coalesce(col("cal_b"), lit(false)));
        }
        var layout = Comparisons.SCHEMA.fieldNames();
        Column[] cols = new Column[layout.length];
        for (int i = 0; i < layout.length; i++) {
            cols[i] = col(layout[i]);
        }
        var cal = flagged.filter(col("cal_a").and(col("cal_b"))).select(cols);
        var test = flagged.filter(org.apache.spark.sql.functions.not(col("cal_a").or(col("cal_b")))).select(cols);
        long mixed = flagged.filter(col("cal_a").notEqual(col("cal_b"))).count();
        return new Parts(cal, test, mixed);
    }
}
