package org.fairscore.jobs.mitigation;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.fairscore.core.model.CorpusColumns;
import scala.Tuple2;

/**
 * Identity centroids μ_k = mean of the identity's (already L2-normalised) embeddings, not renormalised (CF eq.
 * 7), computed distributed: per (group, label) a sum of d doubles and a count, reduced by key; the driver
 * receives K × d values (the model's own size), never a sample. Sums in double so the mean does not depend
 * on the order Spark adds rows in beyond double rounding.
 */
public final class CentroidPass {
    private CentroidPass() {
    }

    /** Per group (sorted), its centroids with labels sorted. */
    public static Map<String, GroupCentroids> compute(Dataset<Row> samples, int d) {
        JavaPairRDD<Tuple2<String, String>, double[]> sums = samples
                .select(CorpusColumns.GROUP, CorpusColumns.LABEL, CorpusColumns.EMBEDDING).javaRDD()
                .mapToPair(r -> {
                    List<Float> e = r.getList(2);
                    double[] s = new double[d + 1];
                    for (int j = 0; j < d; j++) {
                        s[j] = e.get(j);
                    }
                    s[d] = 1;
                    return new Tuple2<>(new Tuple2<>(r.getString(0), r.getString(1)), s);
                })
                .reduceByKey((a, b) -> {
                    for (int j = 0; j < a.length; j++) {
                        a[j] += b[j];
                    }
                    return a;
                });
        var byGroup = new TreeMap<String, TreeMap<String, double[]>>();
        for (var t : sums.collect()) {
            byGroup.computeIfAbsent(t._1()._1(), g -> new TreeMap<>()).put(t._1()._2(), t._2());
        }
        var out = new TreeMap<String, GroupCentroids>();
        byGroup.forEach((g, labels) -> {
            float[] c = new float[labels.size() * d];
            int k = 0;
            for (double[] s : labels.values()) {
                for (int j = 0; j < d; j++) {
                    c[k * d + j] = (float) (s[j] / s[d]);
                }
                k++;
            }
            out.put(g, new GroupCentroids(g, new ArrayList<>(labels.keySet()), c, d));
        });
        return out;
    }
}
