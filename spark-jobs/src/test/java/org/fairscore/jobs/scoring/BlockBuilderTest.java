package org.fairscore.jobs.scoring;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import org.fairscore.prep.SampleBatch;
import org.fairscore.prep.SampleRow;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Blocks do not depend on how the samples were packed: the same rows in batches of 1, 3 or all rows of a partition
 * give the same blocks, each holding its rows sorted by id with their embeddings, every identity whole in one block.
 */
@ExtendWith(LocalSpark.class)
class BlockBuilderTest {

    private static List<SampleRow> rows() {
        var rnd = new Random(3);
        var out = new ArrayList<SampleRow>();
        for (int i = 0; i < 90; i++) {
            float[] e = {(float) rnd.nextGaussian(), (float) rnd.nextGaussian()};
            // ids not in label order, so the sort inside a block is seen
            out.add(new SampleRow(String.format("s%03d", (i * 37) % 90), "id" + rnd.nextInt(25), "G" + (i % 2), e));
        }
        return out;
    }

    private static Map<String, Long> sizes(List<SampleRow> rows) {
        var sizes = new TreeMap<String, Long>();
        rows.forEach(r -> sizes.merge(r.group(), 1L, Long::sum));
        return sizes;
    }

    private static Map<BlockBuilder.BlockId, Block> blocks(SparkSession spark, List<SampleRow> rows, int perBatch) {
        var jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        var sizes = sizes(rows);
        var blocksPerGroup = BlockBuilder.blocksPerGroup(sizes, 20);
        var built = BlockBuilder.build(SampleBatch.pack(jsc.parallelize(rows, 3), perBatch), blocksPerGroup,
                BlockPartitioner.balance(blocksPerGroup, sizes, 2));
        return new HashMap<>(built.collectAsMap());
    }

    @Test
    void blocksAreTheSameHoweverTheRowsWerePacked(SparkSession spark) {
        var rows = rows();
        var whole = blocks(spark, rows, 0);
        assertTrue(whole.size() >= 4, "several blocks a group");
        int total = 0;
        var labelsSeen = new HashSet<String>();
        for (var b : whole.values()) {
            total += b.rows();
            var labelsHere = new HashSet<String>();
            for (int i = 0; i < b.rows(); i++) {
                labelsHere.add(b.labels()[i]);
                if (i > 0) {
                    assertTrue(b.idHashes()[i] != b.idHashes()[i - 1], "distinct ids");
                }
            }
            labelsHere.forEach(l -> assertTrue(labelsSeen.add(b.group() + "/" + l), "identity " + l + " in one block"));
        }
        assertEquals(rows.size(), total);

        for (int perBatch : new int[] {1, 3}) {
            var cut = blocks(spark, rows, perBatch);
            assertEquals(whole.keySet(), cut.keySet(), perBatch + " a batch");
            assertSameBlocks(whole, cut, perBatch + " a batch");
        }
    }

    @Test
    void aBlockHoldsItsRowsSortedByIdWithTheirEmbeddings(SparkSession spark) {
        var rows = rows();
        var byIdHash = new TreeMap<Long, SampleRow>();
        rows.forEach(r -> byIdHash.put(BlockBuilder.hash64(r.id()), r));
        for (var b : blocks(spark, rows, 3).values()) {
            String previous = "";
            for (int i = 0; i < b.rows(); i++) {
                var r = byIdHash.get(b.idHashes()[i]);
                assertTrue(r.id().compareTo(previous) > 0, "sorted by id");
                previous = r.id();
                assertEquals(r.label(), b.labels()[i]);
                assertEquals(r.group(), b.group());
                assertArrayEquals(r.embedding(), Arrays.copyOfRange(b.embeddings(), i * 2, i * 2 + 2));
            }
        }
    }

    /**
     * The blocks gathered from the batches without a shuffle are the shuffle's, row for row, each in the partition its
     * placement gives it (the diagonal tiles are scored where the blocks lie).
     */
    @Test
    void gatheredBlocksAreTheShufflesInTheirPlacedPartitions(SparkSession spark) {
        var jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        var rows = rows();
        var sizes = sizes(rows);
        var blocksPerGroup = BlockBuilder.blocksPerGroup(sizes, 20);
        var placed = BlockPartitioner.balance(blocksPerGroup, sizes, 3);
        for (int perBatch : new int[] {0, 1, 3}) {
            var batches = SampleBatch.pack(jsc.parallelize(rows, 4), perBatch).cache();
            var shuffled = new HashMap<>(BlockBuilder.build(batches, blocksPerGroup, placed).collectAsMap());
            var gathered = BlockBuilder.gather(batches, blocksPerGroup, placed);
            assertEquals(placed.numPartitions(), gathered.getNumPartitions());
            List<List<scala.Tuple2<BlockBuilder.BlockId, Block>>> parts = gathered.glom().collect();
            var seen = new HashMap<BlockBuilder.BlockId, Block>();
            for (int p = 0; p < parts.size(); p++) {
                for (var t : parts.get(p)) {
                    assertEquals(placed.getPartition(t._1()), p, t._1() + " in its placed partition");
                    assertEquals(null, seen.put(t._1(), t._2()), t._1() + " once");
                }
            }
            assertEquals(shuffled.keySet(), seen.keySet(), perBatch + " a batch");
            assertSameBlocks(shuffled, seen, "gathered, " + perBatch + " a batch");
            batches.unpersist();
        }
    }

    private static void assertSameBlocks(Map<BlockBuilder.BlockId, Block> expected,
                                         Map<BlockBuilder.BlockId, Block> actual, String how) {
        for (var id : expected.keySet()) {
            var a = expected.get(id);
            var b = actual.get(id);
            assertEquals(a.rows(), b.rows(), id + ", " + how);
            assertEquals(a.index(), b.index());
            assertArrayEquals(a.embeddings(), b.embeddings(), id + ", " + how);
            assertArrayEquals(a.labels(), b.labels());
            assertArrayEquals(a.idHashes(), b.idHashes());
            assertArrayEquals(a.labelHashes(), b.labelHashes());
        }
    }
}
