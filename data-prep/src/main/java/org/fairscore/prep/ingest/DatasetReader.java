package org.fairscore.prep.ingest;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.monotonically_increasing_id;
import static org.apache.spark.sql.functions.shiftrightunsigned;

import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.api.java.UDF1;
import org.apache.spark.sql.functions;
import org.apache.spark.sql.types.DataTypes;
import org.fairscore.core.model.InvalidInputException;

/**
 * Reads a caller's {@code Dataset<Row>} (the library API) into the raw rows every file reader produces, with the
 * column rules of {@link ParquetReader}: the embedding is {@code array<float>} or {@code array<double>}; id, label and
 * attributes of any primitive type are cast to strings; every other column is stored.
 *
 * <p>A Dataset has no file: row errors name {@code source} (a name the caller chose) as the file, and as the data row
 * the 1-based position of the row in the Dataset, partition by partition. Spark's {@code monotonically_increasing_id}
 * is the partition index in its upper 31 bits and the position within the partition in its lower 33; one small job
 * counts the rows of each partition (a long per partition reaches the driver), whose running sums turn it into the
 * position. The rows stay in Spark's own format throughout. The positions are only meaningful for a Dataset whose
 * partitions and their order are deterministic (one read from files is).
 */
public final class DatasetReader {
    /** The column the row ids are held in while reading; refused as a column of the caller's Dataset. */
    static final String POSITION = "__fairscore_row";
    /** {@code monotonically_increasing_id}: the record number within its partition is in the lower 33 bits. */
    private static final int PARTITION_SHIFT = 33;
    private static final long WITHIN_PARTITION = (1L << PARTITION_SHIFT) - 1;

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
        var ids = df.withColumn(POSITION, monotonically_increasing_id());
        long[] offsets = partitionOffsets(ids);
        var position = functions.udf((UDF1<Long, Long>) id -> offsets[(int) (id >>> PARTITION_SHIFT)]
                + (id & WITHIN_PARTITION) + 1, DataTypes.LongType);
        return new ParquetReader.Read(ParquetReader.select(ids, spec, lit(source), position.apply(col(POSITION))), spec);
    }

    /** Rows before each partition (index: the partition), from the row count of each. */
    private static long[] partitionOffsets(Dataset<Row> ids) {
        var counts = ids.groupBy(shiftrightunsigned(col(POSITION), PARTITION_SHIFT).cast(DataTypes.IntegerType)
                .as("partition")).count().collectAsList();
        int partitions = counts.stream().mapToInt(r -> r.getInt(0) + 1).max().orElse(0);
        long[] rows = new long[partitions];
        for (Row r : counts) {
            rows[r.getInt(0)] = r.getLong(1);
        }
        long[] offsets = new long[partitions];
        for (int p = 1; p < partitions; p++) {
            offsets[p] = offsets[p - 1] + rows[p - 1];
        }
        return offsets;
    }
}
