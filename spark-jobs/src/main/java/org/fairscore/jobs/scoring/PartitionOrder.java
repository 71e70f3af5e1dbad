package org.fairscore.jobs.scoring;

import java.io.Serializable;
import java.util.Comparator;
import java.util.stream.IntStream;
import org.apache.spark.Partition;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.rdd.PartitionCoalescer;
import org.apache.spark.rdd.PartitionGroup;
import org.apache.spark.rdd.RDD;
import scala.Option;

/**
 * An RDD's partitions in another order, through a narrow dependency (nothing is moved or recomputed: each new
 * partition is one parent partition, and the scheduler places it where that one is cached). Why: Spark starts a
 * stage's tasks in partition order as cores free up, so ordering partitions by expected cost, longest first, makes
 * the stage's schedule the longest-processing-time-first one.
 */
public final class PartitionOrder {
    private PartitionOrder() {
    }

    /** {@code rdd} whose partition i is its partition {@code order[i]}; order is a permutation of its partitions. */
    public static <T> JavaRDD<T> of(JavaRDD<T> rdd, int[] order) {
        RDD<T> r = rdd.rdd().coalesce(order.length, false, Option.<PartitionCoalescer>apply(new Permutation(order)),
                null);
        return new JavaRDD<>(r, rdd.classTag());
    }

    /** Partition indices by load, largest first (ties by index): Spark then schedules longest first. */
    public static int[] longestFirst(double[] loads) {
        return IntStream.range(0, loads.length).boxed()
                .sorted(Comparator.<Integer>comparingDouble(i -> -loads[i]).thenComparingInt(i -> i))
                .mapToInt(Integer::intValue).toArray();
    }

    private record Permutation(int[] order) implements PartitionCoalescer, Serializable {
        @Override
        public PartitionGroup[] coalesce(int maxPartitions, RDD<?> parent) {
            Partition[] parts = parent.partitions();
            if (order.length != parts.length) {
                throw new IllegalArgumentException("order of " + order.length + " partitions for " + parts.length);
            }
            var out = new PartitionGroup[order.length];
            for (int i = 0; i < order.length; i++) {
                // no place of its own: the scheduler then takes the parent partition's (where its cached block
                // lies) through the narrow dependency, as it did for the parent
                out[i] = new PartitionGroup(Option.empty());
                out[i].partitions().$plus$eq(parts[order[i]]);
            }
            return out;
        }
    }
}
