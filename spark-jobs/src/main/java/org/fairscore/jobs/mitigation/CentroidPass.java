package org.fairscore.jobs.mitigation;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.fairscore.core.model.CorpusColumns;
import org.fairscore.jobs.scoring.InOrder;
import scala.Tuple2;

/**
 * Identity centroids μ_k = mean of the identity's (already L2-normalised) embeddings, not renormalised (CF eq.
 * 7), computed distributed: per (group, label) a sum of d doubles and a count, reduced by key; the driver
 * receives K × d values (the model's own size), never a sample. Sums in double, and each identity's rows added
 * in sample-id order (a sort shuffle on (group, label, sample id), {@link InOrder#byKey}, not reduceByKey's
 * fetch order): floating-point addition is not associative, and module.json must be the same bit for bit on a
 * rerun. Memory per task: one identity's sum (d + 1 doubles); the shuffle carries every row's embedding (the
 * sort spills to disk) instead of map-side partial sums.
 */
public final class CentroidPass {
    /** (group, label), then sample id: ids are unique, so the order is total. */
    private static final InOrder.KeyOrder<Tuple2<String, String>, String> GROUP_LABEL_ID = (a, b) -> {
        int c = a._1()._1().compareTo(b._1()._1());
        if (c == 0) {
            c = a._1()._2().compareTo(b._1()._2());
        }
        return c != 0 ? c : a._2().compareTo(b._2());
    };

    private CentroidPass() {
    }

    private static float[] floats(List<Float> e, int d) {
        float[] f = new float[d];
        for (int j = 0; j < d; j++) {
            f[j] = e.get(j);
        }
        return f;
    }

    private static double[] add(double[] s, float[] e, int d) {
        for (int j = 0; j < d; j++) {
            s[j] += e[j];
        }
        s[d]++;
        return s;
    }

    /** Per group (sorted), its centroids with labels sorted. */
    public static Map<String, GroupCentroids> compute(Dataset<Row> samples, int d) {
        JavaRDD<Row> rows = samples
                .select(CorpusColumns.GROUP, CorpusColumns.LABEL, CorpusColumns.EMBEDDING, CorpusColumns.SAMPLE_ID)
                .javaRDD();
        JavaRDD<Tuple2<Tuple2<String, String>, double[]>> sums = InOrder.byKey(rows.mapToPair(r ->
                        new Tuple2<>(new Tuple2<>(new Tuple2<>(r.getString(0), r.getString(1)), r.getString(3)),
                                floats(r.<Float>getList(2), d))),
                GROUP_LABEL_ID, rows.getNumPartitions(),
                e -> add(new double[d + 1], e, d),
                (s, e) -> add(s, e, d));
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
