package org.fairscore.jobs.downstream;

import static org.apache.spark.sql.functions.array;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.isnan;

import java.util.ArrayList;
import java.util.List;

import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.types.DataTypes;
import org.fairscore.core.model.CorpusColumns;
import org.fairscore.core.model.InvalidInputException;

/** Column names the downstream jobs add to a prepared corpus, and the embedding as an MLlib feature vector. */
final class Features {
    /** ml Vector: the L2-normalised embedding, in double. */
    static final String FEATURES = "features";
    /** ml Vector: the baseline's raw tabular features (with --baseline-cols). */
    static final String BASELINE = "baseline_features";
    /** boolean: the row is a test row. */
    static final String IS_TEST = "is_test";
    /** string: the downstream class (the label, or the task column). */
    static final String TASK = "task_class";
    /** double: index of the target class, what MLlib trains on. */
    static final String TARGET = "target";

    private Features() {
    }

    /** The joined side column holding baseline column i. */
    static String baselineColumn(int i) {
        return "baseline_" + i;
    }

    /**
     * Adds {@link #BASELINE}: the baseline columns (joined by {@link org.fairscore.prep.side.SideColumns}) as
     * doubles; a value that is not a number fails the run naming the file, the column and the sample.
     */
    static Dataset<Row> withBaseline(Dataset<Row> rows, String file, List<String> columns) {
        var values = new ArrayList<Column>();
        for (int i = 0; i < columns.size(); i++) {
            var v = col(baselineColumn(i)).cast(DataTypes.DoubleType);
            var bad = rows.filter(v.isNull().or(isnan(v))).select(col(CorpusColumns.SAMPLE_ID), col(baselineColumn(i)))
                    .limit(1).collectAsList();
            if (!bad.isEmpty()) {
                throw new InvalidInputException(file + ", column '" + columns.get(i) + "': not a number: '"
                        + bad.get(0).getString(1) + "' for sample " + bad.get(0).getString(0));
            }
            values.add(v);
        }
        return rows.withColumn(BASELINE, MlSqlFunctions.arrayToVector(array(values.toArray(Column[]::new))));
    }

    /** MLlib trains on double vectors; the embedding is float32. */
    static Column vector() {
        return MlSqlFunctions.arrayToVector(col(CorpusColumns.EMBEDDING)
                .cast(DataTypes.createArrayType(DataTypes.DoubleType))).as(FEATURES);
    }
}
