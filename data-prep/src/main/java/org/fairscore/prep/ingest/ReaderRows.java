package org.fairscore.prep.ingest;

import java.util.List;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.sql.Row;

/**
 * A reader's own Java rows (in {@link RawColumns#SCHEMA} order), and the dimension its files fix without a read of the
 * rows: the headers or schemas the reader read anyway, so that prep validates in its first pass over the rows instead
 * of reading them once more to find the most common dimension.
 *
 * @param dimension every row's dimension when each file fixes one and all fix the same (every row that has an
 *                  embedding then has that many values); null, and the rows tell, otherwise
 */
public record ReaderRows(JavaRDD<Row> rows, Integer dimension) {
    /** @param perFile the dimension each file fixes, null for one that does not */
    static ReaderRows of(JavaRDD<Row> rows, List<Integer> perFile) {
        Integer dim = null;
        for (Integer d : perFile) {
            if (d == null || (dim != null && !dim.equals(d))) {
                return new ReaderRows(rows, null);
            }
            dim = d;
        }
        return new ReaderRows(rows, dim);
    }
}
