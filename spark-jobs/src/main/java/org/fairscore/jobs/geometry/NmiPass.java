package org.fairscore.jobs.geometry;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.log;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.udf;

import java.io.PrintWriter;
import java.math.BigDecimal;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.ml.clustering.KMeans;
import org.apache.spark.ml.linalg.SQLDataTypes;
import org.apache.spark.ml.linalg.Vectors;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.api.java.UDF1;
import org.apache.spark.sql.expressions.UserDefinedFunction;
import org.fairscore.core.geometry.GeometrySettings;
import org.fairscore.core.geometry.Nmi;
import org.fairscore.core.model.CorpusColumns;
import org.fairscore.core.verification.MetricValue;
import scala.Tuple2;

/**
 * NMI per group (finDML): one Spark MLlib k-means run on the whole corpus with k = the number of labels
 * (seeded, random initialisation: k samples), cluster assignments restricted to each group, NMI from the
 * group's contingency counts. The entropies are aggregated in Spark (counts per (group, label,
 * cluster), then per group, the terms summed exactly), so the driver receives three numbers per group.
 *
 * <p>Limit: k-means costs O(N·k·d) per iteration and holds k centres (k × d doubles) on the driver and in
 * every task, so with more than {@code nmiMaxLabels} labels it runs on the samples of a seeded sample of
 * about that many labels (by a hash of the label), and NMI describes that subset; the report says so.
 * MLlib needs k ≥ 2: a corpus with one label has one cluster, and NMI is 1 by convention.
 */
final class NmiPass {
    record Result(Map<String, MetricValue> perGroup, String note) {
    }

    private NmiPass() {
    }

    static Result run(Dataset<Row> samples, GeometrySettings s, PrintWriter log) {
        long t0 = System.nanoTime();
        long labels = samples.select(CorpusColumns.LABEL).distinct().count();
        Dataset<Row> input = samples;
        String note;
        if (labels > s.nmiMaxLabels()) {
            double fraction = (double) s.nmiMaxLabels() / labels;
            long seed = s.seed();
            UserDefinedFunction keep = udf((UDF1<String, Boolean>) l ->
                    SampleHash.uniform(SampleHash.of(l), seed) < fraction, org.apache.spark.sql.types.DataTypes.BooleanType);
            input = samples.filter(keep.apply(col(CorpusColumns.LABEL)));
            labels = input.select(CorpusColumns.LABEL).distinct().count();
            note = "the corpus has more labels than --nmi-max-labels (" + s.nmiMaxLabels() + "): k-means ran on the "
                    + "samples of a seeded sample of " + labels + " labels, k = " + labels;
        } else {
            note = "k = " + labels + " (every label)";
        }
        UserDefinedFunction toVector = udf((UDF1<scala.collection.Seq<Float>, org.apache.spark.ml.linalg.Vector>) seq -> {
            double[] v = new double[seq.size()];
            var it = seq.iterator();
            int i = 0;
            while (it.hasNext()) {
                v[i++] = it.next();
            }
            return Vectors.dense(v);
        }, SQLDataTypes.VectorType());
        var features = input.select(col(CorpusColumns.GROUP), col(CorpusColumns.LABEL),
                toVector.apply(col(CorpusColumns.EMBEDDING)).as("features"));
        Dataset<Row> assigned;
        if (labels >= 2) {
            // random initialisation (k samples), as faiss k-means in finDML: k-means|| with k in the thousands spends
            // minutes in its driver-side k-means++ over the candidates (measured: 104 s of a 3-minute run at k = 1000)
            var model = new KMeans().setK((int) labels).setSeed(s.seed()).setMaxIter(s.kmeansIterations()).setInitMode("random")
                    .setFeaturesCol("features").setPredictionCol("cluster").fit(features);
            assigned = model.transform(features);
            log.printf(Locale.ROOT, "geometry: k-means, k = %d: %d iterations, %.1f s%n", labels,
                    model.summary().numIter(), (System.nanoTime() - t0) / 1e9);
            log.flush();
        } else {
            assigned = features.withColumn("cluster", lit(0));
        }
        return new Result(entropies(assigned), note);
    }

    /** Per group: I(Y; C), H(Y), H(C) in nats, aggregated from counts in Spark. */
    private static Map<String, MetricValue> entropies(Dataset<Row> assigned) {
        String g = CorpusColumns.GROUP;
        String y = CorpusColumns.LABEL;
        // the contingency counts are small (at most one row per sample): cached, as four aggregations read them
        var t = assigned.groupBy(g, y, "cluster").count().withColumnRenamed("count", "nyc").cache();
        var ny = t.groupBy(g, y).agg(sum("nyc").as("ny"));
        var nc = t.groupBy(g, "cluster").agg(sum("nyc").as("nc"));
        var n = t.groupBy(g).agg(sum("nyc").as("n"));
        // each term is a function of integer counts; only the sums depend on order, so they are exact (below)
        var mi = exactSums(t.join(ny, new String[] {g, y}).join(nc, new String[] {g, "cluster"}).join(n, g)
                .select(col(g), col("nyc").divide(col("n"))
                        .multiply(log(col("n").multiply(col("nyc")).divide(col("ny").multiply(col("nc"))))).as("term")));
        var hy = exactSums(ny.join(n, g).select(col(g), col("ny").divide(col("n"))
                .multiply(log(col("ny").divide(col("n")))).multiply(-1).as("term")));
        var hc = exactSums(nc.join(n, g).select(col(g), col("nc").divide(col("n"))
                .multiply(log(col("nc").divide(col("n")))).multiply(-1).as("term")));
        var out = new TreeMap<String, MetricValue>();
        try {
            for (Row r : n.collectAsList()) { // one row per group
                String group = r.getAs(g);
                out.put(group, Nmi.fromEntropies(mi.getOrDefault(group, 0.0), hy.getOrDefault(group, 0.0),
                        hc.getOrDefault(group, 0.0), r.<Long>getAs("n")));
            }
        } finally {
            t.unpersist();
        }
        return out;
    }

    /**
     * Per group (column 0), the sum of the terms (column 1) as an exact BigDecimal — addition of BigDecimals is
     * exact, so the order Spark merges the rows in (which follows the partitioning) does not change the bits
     * (a SQL {@code sum} of doubles does: measured in the last digits of NMI). One row per contingency cell
     * is summed; the driver receives one number per group.
     */
    private static Map<String, Double> exactSums(Dataset<Row> terms) {
        var out = new TreeMap<String, Double>();
        terms.javaRDD().mapToPair(r -> new Tuple2<>(r.getString(0), new BigDecimal(r.getDouble(1))))
                .reduceByKey(BigDecimal::add).collectAsMap().forEach((g, v) -> out.put(g, v.doubleValue()));
        return out;
    }
}
