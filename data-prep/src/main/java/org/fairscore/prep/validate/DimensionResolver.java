package org.fairscore.prep.validate;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.size;

import java.util.HashMap;
import java.util.Map;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.prep.ingest.RawColumns;

/**
 * Decides the embedding dimension d: the configured one, or else the most common length among rows
 * whose embedding could be read (ties → the smaller d, so the choice does not depend on row order).
 * Only (length, count) pairs reach the driver.
 */
public final class DimensionResolver {
    private DimensionResolver() {
    }

    /** d, or 0 when no row has a readable embedding (every row is then rejected anyway). */
    public static int resolve(Dataset<Row> raw, Integer configured) {
        if (configured != null) {
            if (configured < 1) {
                throw new InvalidInputException("dim: must be at least 1, got " + configured);
            }
            return configured;
        }
        var counts = new HashMap<Integer, Long>();
        raw.filter(col(RawColumns.EMBEDDING).isNotNull())
                .groupBy(size(col(RawColumns.EMBEDDING)).as("d"))
                .count()
                .collectAsList()
                .forEach(r -> counts.put(r.getInt(0), r.getLong(1)));
        return mostCommon(counts);
    }

    /** {@link #resolve} over a reader's own Java rows (embeddings as double[] or float[]). */
    public static int resolve(JavaRDD<Row> raw, Integer configured) {
        if (configured != null) {
            return resolve((Dataset<Row>) null, configured);
        }
        int index = RawColumns.SCHEMA.fieldIndex(RawColumns.EMBEDDING);
        var counts = new HashMap<Integer, Long>();
        raw.filter(r -> !r.isNullAt(index))
                .map(r -> r.get(index) instanceof float[] f ? f.length : ((double[]) r.get(index)).length).countByValue()
                .forEach(counts::put);
        return mostCommon(counts);
    }

    private static int mostCommon(Map<Integer, Long> counts) {
        int best = 0;
        long bestCount = -1;
        for (var e : counts.entrySet()) {
            int d = e.getKey();
            long n = e.getValue();
            if (n > bestCount || (n == bestCount && d < best)) {
                best = d;
                bestCount = n;
            }
        }
        return best;
    }
}
