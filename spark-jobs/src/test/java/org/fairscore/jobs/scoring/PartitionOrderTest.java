package org.fairscore.jobs.scoring;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.Test;

/** Reordering an RDD's partitions without moving data, and the longest-first order the impostor pass uses. */
class PartitionOrderTest {
    private static JavaRDD<Integer> fivePartitions() {
        var jsc = JavaSparkContext.fromSparkContext(LocalSpark.session().sparkContext());
        return jsc.parallelize(IntStream.range(0, 20).boxed().toList(), 5);
    }

    @Test
    void partitionIHoldsWhatParentPartitionOrderIHeld() {
        var rdd = fivePartitions();
        List<List<Integer>> before = rdd.glom().collect();
        int[] order = {3, 0, 4, 1, 2};
        var reordered = PartitionOrder.of(rdd, order);
        assertEquals(5, reordered.getNumPartitions());
        List<List<Integer>> after = reordered.glom().collect();
        for (int i = 0; i < order.length; i++) {
            assertEquals(before.get(order[i]), after.get(i), "partition " + i);
        }
        assertEquals(rdd.collect().stream().sorted().toList(), reordered.collect().stream().sorted().toList());
    }

    @Test
    void aReorderedPartitionIsPlacedWhereItsParentPartitionIsCached() {
        var rdd = fivePartitions().persist(org.apache.spark.storage.StorageLevel.MEMORY_ONLY());
        rdd.count(); // cached: the scheduler now places each partition's task where its block lies
        rdd.count(); // (the scheduler refreshes its view of the cached blocks when a job is submitted)
        int[] order = {4, 2, 0, 1, 3};
        var reordered = PartitionOrder.of(rdd, order);
        var scheduler = LocalSpark.session().sparkContext().dagScheduler();
        for (int i = 0; i < order.length; i++) {
            var parent = scheduler.getPreferredLocs(rdd.rdd(), order[i]);
            assertEquals(1, parent.size(), "the cached partition has a place");
            assertEquals(parent, scheduler.getPreferredLocs(reordered.rdd(), i), "partition " + i);
        }
        rdd.unpersist(true);
    }

    @Test
    void anOrderThatIsNotOfTheRddsPartitionsIsRefused() {
        var e = assertThrows(IllegalArgumentException.class,
                () -> PartitionOrder.of(fivePartitions(), new int[] {0, 1}).collect());
        assertEquals("order of 2 partitions for 5", e.getMessage());
    }

    @Test
    void longestFirstOrdersByLoadDescendingAndTiesByIndex() {
        assertArrayEquals(new int[] {1, 2, 0, 3}, PartitionOrder.longestFirst(new double[] {2, 5, 5, 1}));
        assertArrayEquals(new int[] {0}, PartitionOrder.longestFirst(new double[] {0}));
        assertArrayEquals(new int[0], PartitionOrder.longestFirst(new double[0]));
    }

    @Test
    void aPartitionsLoadIsTheSumOfItsTilesCosts() {
        var a = TileKey.of("g", 0, "g", 1);
        var b = TileKey.of("g", 0, "g", 2);
        var c = TileKey.of("g", 1, "g", 2);
        // LPT by cost: a (9) alone, then b (4) and c (3) on the other partition
        var partitioner = TilePartitioner.balance(Map.of(a, 9.0, b, 4.0, c, 3.0), 2);
        double[] loads = partitioner.loads(Map.of(a, 9.0, b, 4.0, c, 3.0));
        assertEquals(9.0, loads[partitioner.getPartition(a)]);
        assertEquals(7.0, loads[partitioner.getPartition(b)]);
        assertEquals(partitioner.getPartition(b), partitioner.getPartition(c));
        double[] other = partitioner.loads(Map.of(c, 1.5));
        assertEquals(0.0, other[partitioner.getPartition(a)], "a tile without a cost counts 0");
        assertEquals(1.5, other[partitioner.getPartition(c)]);
    }
}
