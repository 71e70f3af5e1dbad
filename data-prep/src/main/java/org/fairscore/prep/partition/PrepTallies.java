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
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.fairscore.core.model.RejectReason;
import org.fairscore.prep.ingest.RawColumns;
import org.fairscore.prep.validate.ValidatedColumns;
import scala.Tuple2;

/**
 * Builds a {@link PrepTally} from the checked rows in one Spark job of two stages: each row becomes at most three
 * small keys — (source, reason), its id and (label, group), the latter two only for kept rows — counted by one
 * shuffle in which every key of a label lands in one partition; each partition then folds its counts into a tally
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
        int partitions = Math.max(1, checked.sparkSession().sparkContext().defaultParallelism());
        return rows.flatMapToPair(PrepTallies::keys)
                .reduceByKey(new FirstPartPartitioner(partitions), Long::sum)
                .mapPartitions(counts -> List.of(tally(counts)).iterator())
                .fold(PrepTally.empty(), PrepTally::merge);
    }

    private static Iterator<Tuple2<Key, Long>> keys(Row r) {
        var out = new ArrayList<Tuple2<Key, Long>>(3);
        out.add(new Tuple2<>(new Key(Key.SOURCE, r.getString(0), r.getString(1)), 1L));
        if (r.isNullAt(1)) {
            out.add(new Tuple2<>(new Key(Key.ID, r.getString(2), null), 1L));
            out.add(new Tuple2<>(new Key(Key.LABEL, r.getString(3), r.getString(4)), 1L));
        }
        return out.iterator();
    }

    private static PrepTally tally(Iterator<Tuple2<Key, Long>> counts) {
        var tally = PrepTally.empty();
        Map<String, Map<String, Long>> labels = new HashMap<>();
        while (counts.hasNext()) {
            var c = counts.next();
            var k = c._1();
            switch (k.kind()) {
                case Key.SOURCE -> tally.addRows(k.first(), k.second() == null ? null : RejectReason.valueOf(k.second()),
                        c._2());
                case Key.ID -> tally.addId(c._2());
                default -> labels.computeIfAbsent(k.first(), x -> new HashMap<>()).put(k.second(), c._2());
            }
        }
        labels.forEach(tally::addIdentity);
        return tally;
    }
}
