package org.fairscore.jobs.downstream;

import static org.apache.spark.sql.functions.coalesce;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.when;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.expressions.Window;
import org.fairscore.core.classification.OneVsRestAuc;

/**
 * Exact one-vs-rest ROC-AUC of every class in one distributed query, from counts per (class, score):
 * concordant = Σ_score positives(score) · (negatives below score + ½ negatives at score). Rows are never
 * paired and never reach the driver: it receives one row per class.
 *
 * <p>Memory: the window sorts each class's distinct scores within one task (Spark's external sort spills),
 * so a task holds at most one class's distinct scores of the test rows.
 */
final class RankAuc {
    static final String CLASS = "auc_class";
    static final String SCORE = "auc_score";
    static final String POSITIVE = "auc_positive";

    private RankAuc() {
    }

    /**
     * @param scored rows of (CLASS int index, SCORE double, POSITIVE boolean): one per test row and class
     * @param classes class names by index
     */
    static Map<String, OneVsRestAuc.ClassCounts> perClass(Dataset<Row> scored, List<String> classes) {
        var counts = scored.groupBy(col(CLASS), col(SCORE)).agg(
                sum(when(col(POSITIVE), lit(1L)).otherwise(lit(0L))).as("p"),
                sum(when(col(POSITIVE), lit(0L)).otherwise(lit(1L))).as("n"));
        var below = Window.partitionBy(col(CLASS)).orderBy(col(SCORE))
                .rowsBetween(Window.unboundedPreceding(), -1);
        var rows = counts.withColumn("n_below", coalesce(sum(col("n")).over(below), lit(0L)))
                .groupBy(col(CLASS)).agg(
                        sum(col("p").multiply(col("n_below").plus(col("n").divide(2.0)))).as("concordant"),
                        sum(col("p")).as("positives"), sum(col("n")).as("negatives"))
                .collectAsList();
        var out = new TreeMap<String, OneVsRestAuc.ClassCounts>();
        for (Row r : rows) {
            out.put(classes.get(r.getInt(0)), new OneVsRestAuc.ClassCounts(r.getDouble(1), r.getLong(2), r.getLong(3)));
        }
        for (String c : classes) {
            out.putIfAbsent(c, new OneVsRestAuc.ClassCounts(0, 0, 0));
        }
        return out;
    }
}
