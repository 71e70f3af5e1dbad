package org.fairscore.jobs.geometry;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Random;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.geometry.AlignmentSums;
import org.fairscore.core.synthetic.SyntheticCorpus;
import org.fairscore.prep.SampleRow;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The geometry summaries of doubles come out bit for bit the same whatever the order Spark's tasks finish in
 * (docs/reports.md: a rerun writes a byte-identical report.json). Floating-point addition is not
 * associative, so a merge in completion order ((p0 + p1) + p2 vs (p1 + p2) + p0) changes last bits; the
 * test makes some partitions' tasks slow, differently in two runs, and compares the exact bits.
 */
@ExtendWith(LocalSpark.class)
class GeometryDeterminismTest {
    private static final int DIM = 8;
    private static final int PARTITIONS = 4; // ≤ 4: treeReduce(depth 2) then merges every partial on the driver

    private static List<SampleRow> corpus() {
        var rows = new ArrayList<SampleRow>();
        new SyntheticCorpus(1200, DIM, 3, 4.0, SyntheticCorpus.DEFAULT_PROFILES).forEach(s ->
                rows.add(new SampleRow(s.sampleId(), s.label(), s.race(), s.embedding())));
        return rows;
    }

    /** The rows in {@code PARTITIONS} partitions, partition i's task sleeping {@code delays[i]} ms each time. */
    private static JavaRDD<SampleRow> slowed(JavaSparkContext jsc, List<SampleRow> rows, long[] delays) {
        return jsc.parallelize(rows, PARTITIONS).mapPartitionsWithIndex((i, it) -> {
            Thread.sleep(delays[i]);
            return it;
        }, true);
    }

    /** Every double of the pair-free summaries, as exact bits. */
    private static String fingerprint(JavaRDD<SampleRow> rows, List<String> groups) {
        var sb = new StringBuilder();
        var sums = SummaryPasses.groupSums(rows, DIM);
        var centroids = new HashMap<String, double[]>();
        sums.moments().forEach((g, m) -> {
            centroids.put(g, m.centroid());
            sb.append(g).append(" moments ").append(bits(m.sum())).append(Double.toHexString(m.sumSq())).append('\n');
        });
        sums.gramians().forEach((g, m) -> {
            for (double[] row : m.matrix(false)) {
                sb.append(g).append(" gramian ").append(bits(row)).append('\n');
            }
        });
        AlignmentSums a = SummaryPasses.alignment(rows, DIM, 3);
        for (String g : groups) {
            sb.append(g).append(" alignment ").append(Double.toHexString(a.squaredDistanceSum(g))).append('\n');
        }
        var jsc = JavaSparkContext.fromSparkContext(rows.context());
        SummaryPasses.centroidDistances(rows, jsc.broadcast(centroids)).forEach((g, h) -> sb.append(g)
                .append(" centroid distances ").append(Double.toHexString(h.mean()))
                .append(Double.toHexString(h.variance())).append('\n'));
        return sb.toString();
    }

    private static String bits(double[] v) {
        var sb = new StringBuilder();
        for (double x : v) {
            sb.append(Double.toHexString(x)).append(' ');
        }
        return sb.toString();
    }

    @Test
    void summariesDoNotDependOnTaskCompletionOrder(SparkSession spark) {
        var jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        var rows = corpus();
        var groups = rows.stream().map(SampleRow::group).distinct().sorted().toList();
        // two task slots: partitions finish 0, 1, 2, 3 in the first run and 1, 2, 3, 0 in the second
        String first = fingerprint(slowed(jsc, rows, new long[] {0, 300, 600, 900}), groups);
        String second = fingerprint(slowed(jsc, rows, new long[] {1500, 800, 0, 0}), groups);
        assertEquals(first, second);
    }

    @Test
    void alignmentDoesNotDependOnInputPartitioning(SparkSession spark) {
        var jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        var rows = corpus();
        var shuffled = new ArrayList<>(rows);
        Collections.shuffle(shuffled, new Random(7));
        var groups = rows.stream().map(SampleRow::group).distinct().sorted().toList();
        AlignmentSums a = SummaryPasses.alignment(jsc.parallelize(rows, 3), DIM, 3);
        AlignmentSums b = SummaryPasses.alignment(jsc.parallelize(shuffled, 5), DIM, 3);
        for (String g : groups) {
            assertEquals(Double.toHexString(a.squaredDistanceSum(g)), Double.toHexString(b.squaredDistanceSum(g)), g);
            assertEquals(a.pairs(g), b.pairs(g), g);
        }
    }
}
