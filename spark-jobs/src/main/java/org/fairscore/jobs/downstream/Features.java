package org.fairscore.jobs.downstream;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.ml.functions;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.types.DataTypes;
import org.fairscore.core.model.CorpusColumns;

/** Column names the downstream jobs add to a prepared corpus, and the embedding as an MLlib feature vector. */
final class Features {
    /** ml Vector: the L2-normalised embedding, in double. */
    static final String FEATURES = "features";
    /** boolean: the row is a test row. */
    static final String IS_TEST = "is_test";
    /** string: the downstream class (the label, or the task column). */
    static final String TASK = "task_class";
    /** double: index of the target class, what MLlib trains on. */
    static final String TARGET = "target";

    private Features() {
    }

    /** MLlib trains on double vectors; the embedding is float32. */
    static Column vector() {
        return functions.array_to_vector(col(CorpusColumns.EMBEDDING)
                .cast(DataTypes.createArrayType(DataTypes.DoubleType))).as(FEATURES);
    }
}
