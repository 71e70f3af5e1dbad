package org.fairscore.prep.ingest;

import static org.apache.spark.sql.functions.array;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.exists;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.when;

import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.api.java.UDF1;
import org.apache.spark.sql.expressions.UserDefinedFunction;
import org.apache.spark.sql.functions;
import org.apache.spark.sql.types.ArrayType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.DoubleType;
import org.apache.spark.sql.types.FloatType;
import org.apache.spark.sql.types.StructType;
import org.fairscore.core.model.InvalidInputException;

/**
 * Reads Parquet with Spark's Parquet source. Exact per-file row numbers come from the hidden file
 * metadata columns {@code _metadata.file_path} and {@code _metadata.row_index} (0-based position of
 * the row in its file, available for Parquet since Spark 3.5; data row = row_index + 1).
 *
 * <p>The embedding must be {@code array<float>} or {@code array<double>}; id, label and attributes
 * of any primitive type are cast to strings.
 */
public final class ParquetReader {
    private static final UserDefinedFunction DISPLAY =
            functions.udf((UDF1<String, String>) SourcePaths::displayUri, DataTypes.StringType);

    private ParquetReader() {
    }

    public static Dataset<Row> read(SparkSession spark, List<SourceFile> files, ReadSpec spec) {
        var paths = files.stream().map(SourceFile::path).toArray(String[]::new);
        var df = spark.read().parquet(paths);
        checkSchema(files.get(0).display(), df.schema(), spec);
        var attrs = new ArrayList<Column>();
        for (var a : spec.groupCols()) {
            attrs.add(quoted(a).cast(DataTypes.StringType));
        }
        var embedding = quoted(spec.embeddingCol());
        var missingValue = exists(embedding, Column::isNull);
        var source = DISPLAY.apply(col("_metadata.file_path"));
        return df.select(
                source.as(RawColumns.SOURCE),
                source.as(RawColumns.META_SOURCE),
                col("_metadata.row_index").plus(1).cast(DataTypes.LongType).as(RawColumns.ROW),
                quoted(spec.idCol()).cast(DataTypes.StringType).as(RawColumns.ID),
                quoted(spec.labelCol()).cast(DataTypes.StringType).as(RawColumns.LABEL),
                array(attrs.toArray(new Column[0])).as(RawColumns.ATTRS),
                when(embedding.isNull().or(missingValue), lit(null))
                        .otherwise(embedding.cast(DataTypes.createArrayType(DataTypes.DoubleType, true)))
                        .as(RawColumns.EMBEDDING),
                lit(false).as(RawColumns.EMB_SPLIT),
                when(embedding.isNull().or(missingValue), lit(spec.embeddingCol())).as(RawColumns.PARSE_COLUMN),
                when(embedding.isNull(), lit("(missing embedding)"))
                        .when(missingValue, lit("(missing value)")).as(RawColumns.PARSE_DETAIL),
                lit(null).cast(DataTypes.StringType).as(RawColumns.READ_ERROR));
    }

    private static Column quoted(String name) {
        return col("`" + name + "`");
    }

    private static void checkSchema(String file, StructType schema, ReadSpec spec) {
        var names = List.of(schema.fieldNames());
        var required = new ArrayList<String>(List.of(spec.idCol(), spec.labelCol()));
        required.addAll(spec.groupCols());
        required.add(spec.embeddingCol());
        for (var c : required) {
            if (!names.contains(c)) {
                throw new InvalidInputException(file + ": no column '" + c + "'; columns: " + names);
            }
        }
        var type = schema.apply(spec.embeddingCol()).dataType();
        if (!(type instanceof ArrayType at)
                || !(at.elementType() instanceof FloatType || at.elementType() instanceof DoubleType)) {
            throw new InvalidInputException(file + ", column '" + spec.embeddingCol()
                    + "': expected array<float> or array<double>, found " + type.simpleString());
        }
    }
}
