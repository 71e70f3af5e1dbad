package org.fairscore.jobs.downstream;

import static org.apache.spark.sql.functions.array_position;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.element_at;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.posexplode;

import java.util.List;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.types.DataTypes;

/** Class names ↔ the double indices MLlib trains on, and the probabilities a ROC-AUC is computed from. */
final class Targets {
    private Targets() {
    }

    /** Index (0-based, as double) of {@code value} in {@code classes}; rows of other values are dropped. */
    static Dataset<Row> indexed(Dataset<Row> rows, Column value, List<String> classes) {
        return rows.withColumn(Features.TARGET, array_position(classArray(classes), value).minus(1).cast(DataTypes.DoubleType))
                .filter(col(Features.TARGET).geq(0));
    }

    /** The class name of MLlib's prediction column. */
    static Column predictedName(List<String> classes) {
        return element_at(classArray(classes), col("prediction").cast(DataTypes.IntegerType).plus(1));
    }

    /** (class index, probability of the class, row is of the class) per test row and class, for {@link RankAuc}. */
    static Dataset<Row> scored(Dataset<Row> predictions) {
        var probabilities = MlSqlFunctions.vectorToArray(col("probability"), "float64");
        return predictions.select(col(Features.TARGET), posexplode(probabilities).as(new String[] {"c", "p"}))
                .select(col("c").as(RankAuc.CLASS), col("p").as(RankAuc.SCORE),
                        col("c").cast(DataTypes.DoubleType).equalTo(col(Features.TARGET)).as(RankAuc.POSITIVE));
    }

    static Column classArray(List<String> classes) {
        return org.apache.spark.sql.functions.array(classes.stream().map(c -> lit(c)).toArray(Column[]::new));
    }
}
