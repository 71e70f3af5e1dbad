package org.fairscore.prep.partition;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.apache.spark.HashPartitioner;
import org.apache.spark.Partitioner;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.fairscore.core.model.RejectReason;
import org.fairscore.prep.ingest.RawColumns;
import org.fairscore.prep.validate.ValidatedColumns;
import scala.Tuple2;

/**
 * Builds a {@link PrepTally} from the checked rows in one Spark job of two stages: each row becomes at most three
 * small keys — (source, reason), its id and (label, group), the latter two only for kept rows — counted per partition,
 * then summed after one shuffle in which every key of a label lands in one partition; each partition then folds its counts into a tally
 * and the driver merges one tally per partition. Exact (no accumulators, so a retried task counts once), and only the
 * few columns it needs are read from the caller's cache: never an embedding.
 */
public final class PrepTallies {
    private PrepTallies() {
    }

    /** What a count is of: the first part decides the partition, so a label's groups meet. */
    record Key(int kind, String first, String second) implements Serializable {
        static final int SOURCE = 0;
        static final int ID = 1;
        static final int LABEL = 2;
    }

    /** Hashes a key's kind and first part only. */
    static final class FirstPartPartitioner extends Partitioner {
        private static final long serialVersionUID = 1L;
        private final HashPartitioner hash;

        FirstPartPartitioner(int partitions) {
            this.hash = new HashPartitioner(partitions);
        }

        @Override
        public int numPartitions() {
            return hash.numPartitions();
        }

        @Override
        public int getPartition(Object key) {
            var k = (Key) key;
            return hash.getPartition(Objects.hash(k.kind(), k.first()));
        }
    }

    /**
     * @param checked rows in {@link ValidatedColumns#SCHEMA} after the per-row rules (before DUPLICATE_ID), persisted
     *                by the caller: this is usually the action that first reads them
     */
    public static PrepTally of(Dataset<Row> checked) {
        var rows = checked.select(RawColumns.SOURCE, ValidatedColumns.REASON, RawColumns.ID, RawColumns.LABEL,
                ValidatedColumns.GROUP).javaRDD();
        return of(rows, checked.sparkSession().sparkContext().defaultParallelism());
    }

    /**
     * {@link #of(Dataset)} of rows already holding just the five columns it reads, in the order it selects them:
     * source, reason, id, label, group (a reader's cached rows, {@link org.fairscore.prep.validate.ValidatedBatch}).
     */
    public static PrepTally of(JavaRDD<Row> rows, int parallelism) {
        int partitions = Math.max(1, parallelism);
        // counted in plain hash maps on both sides of a shuffle without an aggregator: Spark's own combining maps
        // estimate their size by walking the objects, which cost more than the counting (profiled)
        return rows.mapPartitionsToPair(PrepTallies::counts)
                .partitionBy(new FirstPartPartitioner(partitions))
                .mapPartitions(counts -> List.of(tally(counts)).iterator())
                .fold(PrepTally.empty(), PrepTally::merge);
    }

    /** A partition's rows as counts per key. */
    private static Iterator<Tuple2<Key, Long>> counts(Iterator<Row> rows) {
        var counts = new HashMap<Key, long[]>();
        while (rows.hasNext()) {
            var r = rows.next();
            add(counts, new Key(Key.SOURCE, r.getString(0), r.getString(1)), 1);
            if (r.isNullAt(1)) {
                add(counts, new Key(Key.ID, r.getString(2), null), 1);
                add(counts, new Key(Key.LABEL, r.getString(3), r.getString(4)), 1);
            }
        }
        var out = new ArrayList<Tuple2<Key, Long>>(counts.size());
        counts.forEach((k, n) -> out.add(new Tuple2<>(k, n[0])));
        return out.iterator();
    }

    private static void add(Map<Key, long[]> counts, Key key, long n) {
        counts.computeIfAbsent(key, k -> new long[1])[0] += n;
    }

    /** The partial counts of the keys of one partition (every key of a label among them) as one tally. */
    private static PrepTally tally(Iterator<Tuple2<Key, Long>> partials) {
        var totals = new HashMap<Key, long[]>();
        while (partials.hasNext()) {
            var p = partials.next();
            add(totals, p._1(), p._2());
        }
        var tally = PrepTally.empty();
        Map<String, Map<String, Long>> labels = new HashMap<>();
        for (var e : totals.entrySet()) {
            var k = e.getKey();
            long n = e.getValue()[0];
            switch (k.kind()) {
                case Key.SOURCE -> tally.addRows(k.first(), k.second() == null ? null : RejectReason.valueOf(k.second()), n);
                case Key.ID -> tally.addId(n);
                default -> labels.computeIfAbsent(k.first(), x -> new HashMap<>()).put(k.second(), n);
            }
        }
        labels.forEach(tally::addIdentity);
        return tally;
    }
}
