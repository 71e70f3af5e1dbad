package org.fairscore.jobs.geometry;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.fairscore.core.geometry.AttributeClustering;
import org.fairscore.core.geometry.Moments;
import org.fairscore.core.model.CorpusColumns;
import org.fairscore.prep.SampleRow;
import org.fairscore.jobs.scoring.InOrder;

/**
 * With intersectional groups, the clustering indices of each single attribute: the attribute value of
 * every group (one row per group reaches the driver), the groups' moments merged by value, and one scan
 * of the rows for the distances to the values' centroids. Memory: attributes × groups centroids (d
 * doubles each), broadcast; per task and on the driver, a sum and a count per attribute value (on the driver
 * for the accumulator and one partition's partial: the sums are merged in partition order, {@link InOrder}).
 */
final class AttributePass {
    private AttributePass() {
    }

    static Map<String, AttributeClustering> run(JavaSparkContext jsc, Dataset<Row> samples, JavaRDD<SampleRow> rows,
                                                Map<String, Moments> groupMoments, List<String> attributes) {
        var valueOf = new HashMap<String, HashMap<String, String>>(); // attribute → group → value
        for (Row r : samples.select(CorpusColumns.GROUP, CorpusColumns.ATTRIBUTES).dropDuplicates(CorpusColumns.GROUP)
                .collectAsList()) {
            Map<String, String> values = r.getJavaMap(1);
            for (String a : attributes) {
                valueOf.computeIfAbsent(a, x -> new HashMap<>()).put(r.getString(0), values.get(a));
            }
        }
        var moments = new TreeMap<String, Map<String, Moments>>();
        var centroidOfGroup = new HashMap<String, HashMap<String, double[]>>(); // attribute → group → its value's centroid
        for (String a : attributes) {
            var merged = AttributeClustering.mergeByValue(groupMoments, valueOf.get(a));
            moments.put(a, merged);
            var c = new HashMap<String, double[]>();
            valueOf.get(a).forEach((g, v) -> c.put(g, merged.get(v).centroid()));
            centroidOfGroup.put(a, c);
        }
        var centroids = jsc.broadcast(centroidOfGroup);
        var values = jsc.broadcast(valueOf);
        Map<String, Map<String, double[]>> sums = InOrder.reduce(rows.mapPartitions(it -> {
            var out = new TreeMap<String, Map<String, double[]>>();
            while (it.hasNext()) {
                SampleRow r = it.next();
                for (String a : attributes) {
                    double[] mu = centroids.value().get(a).get(r.group());
                    double s = 0;
                    for (int k = 0; k < mu.length; k++) {
                        double t = r.embedding()[k] - mu[k];
                        s += t * t;
                    }
                    double[] acc = out.computeIfAbsent(a, x -> new TreeMap<>())
                            .computeIfAbsent(values.value().get(a).get(r.group()), x -> new double[2]);
                    acc[0] += Math.sqrt(s);
                    acc[1]++;
                }
            }
            return List.<Map<String, Map<String, double[]>>>of(out).iterator();
        }), (x, y) -> {
            y.forEach((a, byValue) -> byValue.forEach((v, acc) -> x.computeIfAbsent(a, k -> new TreeMap<>())
                    .merge(v, acc, (p, q) -> new double[] {p[0] + q[0], p[1] + q[1]})));
            return x;
        });
        var out = new TreeMap<String, AttributeClustering>();
        for (String a : attributes) {
            var means = new TreeMap<String, Double>();
            sums.getOrDefault(a, Map.of()).forEach((v, acc) -> means.put(v, acc[0] / acc[1]));
            out.put(a, AttributeClustering.of(moments.get(a), means));
        }
        return out;
    }
}
