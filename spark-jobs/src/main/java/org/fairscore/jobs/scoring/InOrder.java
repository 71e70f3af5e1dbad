package org.fairscore.jobs.scoring;

import java.io.Serializable;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.function.BinaryOperator;
import org.apache.spark.Partitioner;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.function.Function;
import org.apache.spark.api.java.function.Function0;
import org.apache.spark.api.java.function.Function2;
import org.apache.spark.storage.StorageLevel;
import scala.Tuple2;

/**
 * Reductions whose merge order does not depend on timing, for summaries of doubles that must come out bit
 * for bit the same on a rerun (docs/reports.md: same input and options, byte-identical report.json).
 *
 * <p>Why: floating-point addition is not associative, and Spark merges in an order that depends on timing —
 * {@code fold}/{@code reduce} merge task results on the driver in completion order; {@code treeReduce} /
 * {@code treeAggregate} also combine partials with a shuffle (fetch order); {@code reduceByKey},
 * {@code combineByKey} and {@code aggregateByKey} merge the map-side values of a key in shuffle-fetch order.
 * So a sum of the same doubles can differ in the last bit from run to run. Integer-only summaries are exact
 * and need none of this.
 *
 * <p>What is deterministic: the order of rows within a partition of an RDD read from a file or a cached
 * dataset, the partition index, and the order of a sorted shuffle ({@code repartitionAndSortWithinPartitions}
 * with a total order on the keys). So:
 * <ul>
 * <li>{@link #aggregate}/{@link #reduce}: fold each partition in its row order; persist the partials and
 * materialise them in parallel (one {@code count} job); then merge them on the driver in partition-index
 * order via {@code toLocalIterator()}, and unpersist. Driver memory: the accumulator plus one partition's
 * partials (one partial when each partition yields one) at a time — never all partials at once. Cost: one
 * small job per partition to fetch it (sequential, from cache).</li>
 * <li>{@link #byKey}: instead of {@code combineByKey}, a sort shuffle on a composite key (key, sort key) with
 * a partitioner hashing the key only, then one sequential pass per partition that merges a key's values in
 * sort-key order. Memory per task: one accumulator and one value at a time; the sort buffer spills to disk
 * like any shuffle sort. The sort keys must be unique within a key (e.g. a sample id, a partition index), or
 * equal sort keys must carry equal values.</li>
 * </ul>
 */
public final class InOrder {
    private InOrder() {
    }

    /**
     * Merges all elements of {@code partials} in partition-index order, then element order within a partition.
     * Throws {@link UnsupportedOperationException} when there are none (as {@code reduce} does).
     */
    public static <P> P reduce(JavaRDD<P> partials, BinaryOperator<P> merge) {
        partials.persist(StorageLevel.MEMORY_AND_DISK());
        try {
            partials.count(); // all partitions computed in parallel; the iterator below then reads the cache
            Iterator<P> it = partials.toLocalIterator();
            if (!it.hasNext()) {
                throw new UnsupportedOperationException("empty collection");
            }
            P acc = it.next();
            while (it.hasNext()) {
                acc = merge.apply(acc, it.next()); // partials arrive serialized: merging into acc leaves the cache alone
            }
            return acc;
        } finally {
            partials.unpersist(false);
        }
    }

    /** Folds each partition from {@code zero} in row order, then merges the partials as {@link #reduce} does. */
    public static <T, A> A aggregate(JavaRDD<T> rows, Function0<A> zero, Function2<A, T, A> add, BinaryOperator<A> merge) {
        return reduce(rows.mapPartitions(it -> {
            A acc = zero.call();
            while (it.hasNext()) {
                acc = add.call(acc, it.next());
            }
            return List.of(acc).iterator();
        }), merge);
    }

    /** A serializable total order for {@link #byKey}'s composite keys. */
    public interface KeyOrder<K, S> extends Comparator<Tuple2<K, S>>, Serializable {
    }

    /**
     * Per key, {@code create} on its first value and {@code add} for the others, the values taken in sort-key
     * order (the deterministic replacement of {@code combineByKey}). Output: one (key, accumulator) per key, in
     * key order within each of {@code partitions} partitions; keys are placed by {@code key.hashCode()}.
     */
    public static <K, S, V, A> JavaRDD<Tuple2<K, A>> byKey(JavaPairRDD<Tuple2<K, S>, V> pairs, KeyOrder<K, S> order,
                                                          int partitions, Function<V, A> create, Function2<A, V, A> add) {
        return pairs.repartitionAndSortWithinPartitions(new KeyHash(partitions), order)
                .mapPartitions(it -> new Grouping<>(it, create, add));
    }

    /** Hash partitioner on the first component of a {@link Tuple2} key. */
    private static final class KeyHash extends Partitioner {
        private static final long serialVersionUID = 1L;
        private final int partitions;

        KeyHash(int partitions) {
            this.partitions = Math.max(1, partitions);
        }

        @Override
        public int numPartitions() {
            return partitions;
        }

        @Override
        public int getPartition(Object key) {
            return Math.floorMod(((Tuple2<?, ?>) key)._1().hashCode(), partitions);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof KeyHash k && k.partitions == partitions;
        }

        @Override
        public int hashCode() {
            return partitions;
        }
    }

    /** Streams runs of equal keys of a sorted partition as one accumulator each. */
    private static final class Grouping<K, S, V, A> implements Iterator<Tuple2<K, A>> {
        private final Iterator<Tuple2<Tuple2<K, S>, V>> in;
        private final Function<V, A> create;
        private final Function2<A, V, A> add;
        private Tuple2<Tuple2<K, S>, V> next;

        Grouping(Iterator<Tuple2<Tuple2<K, S>, V>> in, Function<V, A> create, Function2<A, V, A> add) {
            this.in = in;
            this.create = create;
            this.add = add;
            this.next = in.hasNext() ? in.next() : null;
        }

        @Override
        public boolean hasNext() {
            return next != null;
        }

        @Override
        public Tuple2<K, A> next() {
            if (next == null) {
                throw new NoSuchElementException();
            }
            K key = next._1()._1();
            try {
                A acc = create.call(next._2());
                next = null;
                while (in.hasNext()) {
                    var t = in.next();
                    if (!t._1()._1().equals(key)) {
                        next = t;
                        break;
                    }
                    acc = add.call(acc, t._2());
                }
                return new Tuple2<>(key, acc);
            } catch (RuntimeException e) {
                throw e;
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
    }
}
