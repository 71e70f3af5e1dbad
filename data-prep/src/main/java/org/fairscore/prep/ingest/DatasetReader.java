package org.fairscore.prep.ingest;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;

import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.fairscore.core.model.InvalidInputException;

/**
 * Reads a caller's {@code Dataset<Row>} (the library API) into the raw rows every file reader produces, with the
 * column rules of {@link ParquetReader}: the embedding is {@code array<float>} or {@code array<double>}; id, label and
 * attributes of any primitive type are cast to strings; every other column is stored.
 *
 * <p>A Dataset has no file: row errors name {@code source} (a name the caller chose) as the file, and as the data row
 * the 1-based position of the row in the Dataset (partition by partition, as {@code zipWithIndex} counts, one Spark
 * job). The positions are only meaningful for a Dataset whose order is deterministic (one read from files is).
 */
public final class DatasetReader {
    /** The column the row positions are held in while reading; refused as a column of the caller's Dataset. */
    static final String POSITION = "__fairscore_row";

    private DatasetReader() {
    }

    /** The raw rows of {@code df}, and the spec read ({@code configured} storing every other column). */
    public static ParquetReader.Read read(Dataset<Row> df, String source, ReadSpec configured) {
        var names = List.of(df.schema().fieldNames());
        if (names.contains(POSITION)) {
            throw new InvalidInputException(source + ": column '" + POSITION + "' is reserved (it holds the row "
                    + "positions while reading); rename it");
        }
        ParquetReader.checkSchema(source, df.schema(), configured);
        var spec = configured.storing(StoredColumns.of(List.of(names), configured));
        var schema = df.schema().add(POSITION, DataTypes.LongType, false);
        // each row with its position: no row leaves its executor
        var numbered = df.javaRDD().zipWithIndex().map(t -> {
            var r = t._1();
            var values = new Object[r.size() + 1];
            for (int i = 0; i < r.size(); i++) {
                values[i] = r.get(i);
            }
            values[r.size()] = t._2() + 1;
            return RowFactory.create(values);
        });
        var withRows = df.sparkSession().createDataFrame(numbered, schema);
        return new ParquetReader.Read(ParquetReader.select(withRows, spec, lit(source), col(POSITION)), spec);
    }
}
