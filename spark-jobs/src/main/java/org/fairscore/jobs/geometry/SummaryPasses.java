package org.fairscore.jobs.geometry;

import java.io.Serializable;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.broadcast.Broadcast;
import org.fairscore.core.geometry.AlignmentSums;
import org.fairscore.core.geometry.DistributionHistogram;
import org.fairscore.core.geometry.Gramian;
import org.fairscore.core.geometry.MinimumSpanningTree;
import org.fairscore.core.geometry.Moments;
import org.fairscore.prep.SampleRow;
import org.fairscore.jobs.scoring.InOrder;
import scala.Tuple2;

/**
 * The geometry passes that need no pairs, each one scan of the rows reduced into mergeable summaries:
 * per-group moments and Gramians; per-label moments reduced to alignment sums; distances to the group
 * centroids; and per group the minimum spanning tree of a bounded sample. Sums of doubles are merged in a
 * fixed order ({@link InOrder}), so a rerun gives the same bits.
 */
final class SummaryPasses {
    record GroupSums(TreeMap<String, Moments> moments, TreeMap<String, Gramian> gramians) implements Serializable {
        GroupSums merge(GroupSums o) {
            o.moments.forEach((g, m) -> moments.merge(g, m, Moments::merge));
            o.gramians.forEach((g, m) -> gramians.merge(g, m, Gramian::merge));
            return this;
        }
    }

    private SummaryPasses() {
    }

    /**
     * Moments and Gramian per group, merged in partition order. Memory per task: groups × (d² + d) doubles; on
     * the driver twice that (the accumulator and one partition's partial).
     */
    static GroupSums groupSums(JavaRDD<SampleRow> rows, int dim) {
        return InOrder.reduce(rows.mapPartitions(it -> {
            var out = new GroupSums(new TreeMap<>(), new TreeMap<>());
            while (it.hasNext()) {
                SampleRow r = it.next();
                out.moments().computeIfAbsent(r.group(), g -> Moments.empty(dim)).add(r.embedding());
                out.gramians().computeIfAbsent(r.group(), g -> Gramian.empty(dim)).add(r.embedding());
            }
            return List.of(out).iterator();
        }), GroupSums::merge);
    }

    /** Composite key (label, sample id): sample ids are unique, so the order is total. */
    private static final InOrder.KeyOrder<String, String> LABEL_THEN_ID = (a, b) -> {
        int c = a._1().compareTo(b._1());
        return c != 0 ? c : a._2().compareTo(b._2());
    };

    /**
     * Alignment sums: per label, moments per group, then reduced. The rows are shuffled sorted by (label,
     * sample id) into {@code partitions} partitions placed by label, and each label's moments are summed in
     * sample-id order in one sequential pass ({@link InOrder#byKey}); each partition folds its labels in label
     * order and the partials are merged in partition order ({@link InOrder#aggregate}) — so the sums are the
     * same bit for bit on every run. Memory per task: one label's moments (its groups × d doubles) and the
     * partition's alignment sums (groups × 2 doubles); the sort spills to disk. The shuffle carries every row
     * (N × d floats) instead of map-side partial moments. Driver: groups × 2 doubles plus one partial.
     */
    static AlignmentSums alignment(JavaRDD<SampleRow> rows, int dim, int partitions) {
        var perLabel = InOrder.byKey(rows.mapToPair(r -> new Tuple2<>(new Tuple2<>(r.label(), r.id()), r)),
                LABEL_THEN_ID, partitions,
                r -> {
                    var m = new TreeMap<String, Moments>();
                    m.put(r.group(), Moments.empty(dim).add(r.embedding()));
                    return m;
                },
                (m, r) -> {
                    m.computeIfAbsent(r.group(), g -> Moments.empty(dim)).add(r.embedding());
                    return m;
                });
        return InOrder.aggregate(perLabel, AlignmentSums::empty, (acc, t) -> acc.merge(AlignmentSums.ofLabel(t._2())),
                AlignmentSums::merge);
    }

    /** Histogram of Euclidean distances to the group centroid, per group. */
    static Map<String, DistributionHistogram> centroidDistances(JavaRDD<SampleRow> rows,
                                                                Broadcast<HashMap<String, double[]>> centroids) {
        return InOrder.reduce(rows.mapPartitions(it -> {
            var out = new TreeMap<String, DistributionHistogram>();
            var c = centroids.value();
            while (it.hasNext()) {
                SampleRow r = it.next();
                double[] mu = c.get(r.group());
                double s = 0;
                for (int k = 0; k < mu.length; k++) {
                    double t = r.embedding()[k] - mu[k];
                    s += t * t;
                }
                out.computeIfAbsent(r.group(), g -> DistributionHistogram.empty()).add(Math.sqrt(s));
            }
            return List.of(out).iterator();
        }), (x, y) -> {
            y.forEach((g, h) -> x.merge(g, h, DistributionHistogram::merge));
            return x;
        });
    }

    /** One group's H0 death times and how many samples they came from. */
    record H0(DistributionHistogram histogram, long points) implements Serializable {
    }

    /**
     * Per group, the MST edge lengths of a seeded bottom-k sample of at most {@code max} samples (all of them
     * when the group is smaller), computed in one task per group: O(max² · d) time, max × d floats of memory.
     */
    static Map<String, H0> h0(JavaRDD<SampleRow> rows, int max, long seed, int partitions) {
        var sampled = rows.mapToPair(r -> new Tuple2<>(r.group(), r))
                .aggregateByKey(new BottomKSample(max), partitions,
                        (s, r) -> s.add(SampleHash.uniform(SampleHash.of(r.id()), seed), r.embedding()),
                        BottomKSample::merge)
                .mapValues(s -> {
                    List<float[]> points = s.rows();
                    double[][] x = new double[points.size()][];
                    for (int i = 0; i < x.length; i++) {
                        float[] f = points.get(i);
                        x[i] = new double[f.length];
                        for (int k = 0; k < f.length; k++) {
                            x[i][k] = f[k];
                        }
                    }
                    var h = DistributionHistogram.empty();
                    for (double e : MinimumSpanningTree.edgeLengths(x)) {
                        h.add(e);
                    }
                    return new H0(h, x.length);
                });
        return new TreeMap<>(sampled.collectAsMap()); // one histogram per group: bounded by the group count
    }
}
