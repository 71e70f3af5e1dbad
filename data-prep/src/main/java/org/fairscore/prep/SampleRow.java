package org.fairscore.prep;

import java.io.Serializable;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.fairscore.core.model.CorpusColumns;

/**
 * One kept sample, compact: what scoring blocks and the geometry passes are built from.
 *
 * @param embedding unit L2 norm, float32
 */
public record SampleRow(String id, String label, String group, float[] embedding) implements Serializable {
    /**
     * A prepared corpus's samples as compact rows. Why Spark's internal rows: the public Row API boxes every embedding
     * value into a java.lang.Float, and shuffling boxed arrays with Java serialisation is two orders of magnitude
     * slower than shuffling a float[].
     */
    public static JavaRDD<SampleRow> of(Dataset<Row> samples) {
        return samples.select(CorpusColumns.SAMPLE_ID, CorpusColumns.LABEL, CorpusColumns.GROUP, CorpusColumns.EMBEDDING)
                .queryExecution().toRdd().toJavaRDD()
                .map(r -> new SampleRow(r.getUTF8String(0).toString(), r.getUTF8String(1).toString(),
                        r.getUTF8String(2).toString(), r.getArray(3).toFloatArray()));
    }
}
