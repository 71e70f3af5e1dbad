package org.fairscore.jobs.geometry;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.HashPartitioner;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.fairscore.core.model.CorpusColumns;
import org.fairscore.prep.SampleRow;
import scala.Tuple2;

/**
 * The corpus in an order that depends on the corpus alone: {@link #partitions} partitions chosen by a hash of
 * the sample id, each sorted by sample id. The geometry passes that fold rows into sums of doubles (moments,
 * Gramians, distances to centroids, per-attribute sums) and k-means then add the same values in the same order
 * whatever the input's partitioning (file splits follow the cluster's cores) and merge the partials in partition
 * order ({@code InOrder}) — so report.json is byte-identical on a rerun, on any machine. Cost: one shuffle of the
 * corpus (N × d floats) and a sort that spills to disk.
 */
final class CanonicalOrder {
    /** Rows per partition: a partition count fixed by N (not by the cluster), with enough partitions to spread work. */
    static final long ROWS_PER_PARTITION = 20_000;

    private CanonicalOrder() {
    }

    /** ⌈N / {@link #ROWS_PER_PARTITION}⌉, at least 1. */
    static int partitions(long samples) {
        return (int) Math.max(1, (samples + ROWS_PER_PARTITION - 1) / ROWS_PER_PARTITION);
    }

    /** The rows by hash of the sample id (String.hashCode: the same in every JVM), sorted by id in each partition. */
    static JavaRDD<SampleRow> rows(JavaRDD<SampleRow> rows, long samples) {
        return rows.mapToPair(r -> new Tuple2<>(r.id(), r))
                .repartitionAndSortWithinPartitions(new HashPartitioner(partitions(samples))).values();
    }

    /** The samples by Murmur3 hash of the sample id (Spark's hash partitioning), sorted by id in each partition. */
    static Dataset<Row> samples(Dataset<Row> samples, long count) {
        return samples.repartition(partitions(count), col(CorpusColumns.SAMPLE_ID))
                .sortWithinPartitions(CorpusColumns.SAMPLE_ID);
    }
}
