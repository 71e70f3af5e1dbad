package org.fairscore.jobs.audit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.fairscore.prep.CorpusLayout;
import scala.collection.immutable.Map$;
import scala.jdk.javaapi.CollectionConverters;

/**
 * One sample of a hand-built corpus for the scoring tests, whose oracles score pairs with {@link #dot} in float,
 * as the scoring kernels do, and hand the corpus to the audit as prepared samples ({@link #dataset}).
 */
record Sample(String id, String label, String group, float[] e) {
    /** The float dot product, summed in index order. */
    static float dot(float[] a, float[] b) {
        float s = 0;
        for (int i = 0; i < a.length; i++) {
            s += a[i] * b[i];
        }
        return s;
    }

    /** The samples as a prepared corpus' rows ({@link CorpusLayout#SAMPLES}: no stored attributes). */
    static Dataset<Row> dataset(SparkSession spark, List<Sample> samples) {
        var rows = new ArrayList<Row>();
        for (var s : samples) {
            Float[] boxed = new Float[s.e().length];
            for (int i = 0; i < boxed.length; i++) {
                boxed[i] = s.e()[i];
            }
            rows.add(RowFactory.create(s.id(), s.label(), s.group(), Map$.MODULE$.empty(),
                    CollectionConverters.asScala(Arrays.asList(boxed)).toSeq()));
        }
        return spark.createDataFrame(rows, CorpusLayout.SAMPLES);
    }
}
