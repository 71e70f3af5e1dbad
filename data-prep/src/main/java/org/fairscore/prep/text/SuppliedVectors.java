package org.fairscore.prep.text;

import static org.apache.spark.sql.functions.col;

import java.util.Arrays;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.fairscore.core.model.InvalidInputException;

/**
 * User-supplied review vectors (e.g. from a sentence encoder): a Parquet file or directory with the id column and
 * an array&lt;float|double&gt; embedding column, left-joined to the reviews by id with a Spark join. A review without
 * a vector is rejected ("missing embedding"); an id listed twice in the vectors duplicates its review, which is then
 * rejected as a duplicate id.
 */
final class SuppliedVectors {
    static final String VECTOR = "_vector";
    private static final String VECTOR_ID = "_vector_id";

    private SuppliedVectors() {
    }

    static Dataset<Row> join(SparkSession spark, Dataset<Row> reviews, TextConfig cfg) {
        var prep = cfg.prep();
        var vectors = spark.read().parquet(cfg.vectors());
        for (var c : new String[] {prep.idCol(), prep.embeddingCol()}) {
            if (!Arrays.asList(vectors.columns()).contains(c)) {
                throw new InvalidInputException(cfg.vectors() + ": no column '" + c + "' (columns: "
                        + String.join(", ", vectors.columns()) + ")");
            }
        }
        var v = vectors.select(col("`" + prep.idCol() + "`").cast(DataTypes.StringType).as(VECTOR_ID),
                col("`" + prep.embeddingCol() + "`").cast(DataTypes.createArrayType(DataTypes.DoubleType)).as(VECTOR));
        return reviews.join(v, reviews.col(TextColumns.ID).equalTo(v.col(VECTOR_ID)), "left");
    }
}
