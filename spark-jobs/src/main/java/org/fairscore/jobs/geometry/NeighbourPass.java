package org.fairscore.jobs.geometry;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.storage.StorageLevel;
import org.fairscore.core.geometry.AttributeGrouping;
import org.fairscore.core.geometry.NeighbourCounts;
import org.fairscore.core.geometry.NeighbourTable;
import org.fairscore.core.geometry.PairDistances;
import org.fairscore.jobs.scoring.Block;
import org.fairscore.jobs.scoring.BlockBuilder;
import org.fairscore.jobs.scoring.InOrder;
import org.fairscore.jobs.scoring.NativeThreads;
import org.fairscore.jobs.scoring.TileGrid;
import org.fairscore.jobs.scoring.TilePartitioner;
import org.fairscore.jobs.scoring.TileScorer;
import scala.Tuple2;

/**
 * The one all-pairs pass of the geometry family: every unordered pair of the corpus, intra-group tiles
 * (upper triangle of each group's block grid) and cross-group tiles, scored once by GEMM. It yields
 * recall@1 and recall@k with the whole corpus as gallery, the silhouette (with intersectional groups also
 * with each single attribute's values as clusters, from the same distance sums), and the intra-group pair
 * distance histograms and RBF sums.
 *
 * <p>A task keeps one {@link NeighbourTable} per block its tiles touch, fills it from all of them and
 * emits it once, keyed by (block, partition index); tables of one block from different tasks are merged in
 * partition-index order (a sort shuffle, {@link InOrder#byKey}, instead of reduceByKey's fetch order, since
 * the tables hold sums of doubles) and then reduced to per-group counts, merged in partition order as are the
 * pair distances ({@link InOrder}) — so a rerun gives the same bits.
 *
 * <p>Memory: per task two blocks, chunkRows × blockSize scores and one table (blockSize × (13k + 24G) bytes)
 * per block touched — at most every block of the corpus, ⌈N / blockSize⌉; the shuffle carries one table per (block, task) — per sample, k neighbours and
 * G distance sums, never a pair; a merging task holds two tables at a time (the sort spills to disk). The
 * driver receives per-group counts and histograms only, one partition's partial at a time.
 */
final class NeighbourPass {
    /** Block (group, index), then the index of the partition that emitted the table: unique per table. */
    private static final InOrder.KeyOrder<BlockBuilder.BlockId, Integer> BLOCK_THEN_PARTITION = (a, b) -> {
        int c = a._1().group().compareTo(b._1().group());
        if (c == 0) {
            c = Integer.compare(a._1().index(), b._1().index());
        }
        return c != 0 ? c : Integer.compare(a._2(), b._2());
    };

    /** What a partition emits: a block's table, or (once per partition) its pair distances. */
    private record Part(BlockBuilder.BlockId block, NeighbourTable table, PairDistances pairs) implements Serializable {
    }

    record Result(NeighbourCounts counts, PairDistances pairs, boolean silhouetteSampled) {
    }

    private NeighbourPass() {
    }

    static Result run(JavaPairRDD<BlockBuilder.BlockId, Block> blocks, Map<String, Integer> blocksPerGroup,
                      Map<String, Long> sizes, List<AttributeGrouping> attributes, int k, double rbfT,
                      long silhouetteMax, long seed, int chunkRows, int tilePartitions) {
        List<String> groups = new ArrayList<>(sizes.keySet());
        var groupIndex = new HashMap<String, Integer>();
        groups.forEach(g -> groupIndex.put(g, groupIndex.size()));
        long total = sizes.values().stream().mapToLong(Long::longValue).sum();
        boolean sampled = total > silhouetteMax;
        double fraction = sampled ? (double) silhouetteMax / total : 1.0;

        var tiles = TileGrid.intraGroup(blocks, blocksPerGroup, sizes, tilePartitions);
        if (groups.size() > 1) {
            var cross = TileGrid.crossGroupTiles(blocksPerGroup, sizes);
            tiles = tiles.union(TileGrid.crossGroup(blocks, blocksPerGroup, TilePartitioner.balance(cross, tilePartitions)));
        }
        int g = groups.size();
        JavaRDD<Part> parts = tiles.mapPartitions(it -> {
            NativeThreads.limitToTask();
            // one table per block the partition touches, filled by all its tiles, emitted once at the end
            var tables = new LinkedHashMap<BlockBuilder.BlockId, NeighbourTable>();
            var pairs = new PairDistances(rbfT);
            try (var scorer = new TileScorer(chunkRows)) {
                while (it.hasNext()) {
                    var tile = it.next();
                    var ta = tables.computeIfAbsent(new BlockBuilder.BlockId(tile.a().group(), tile.a().index()),
                            id -> table(tile.a(), k, g, sampled, fraction, seed));
                    var tb = tables.computeIfAbsent(new BlockBuilder.BlockId(tile.b().group(), tile.b().index()),
                            id -> table(tile.b(), k, g, sampled, fraction, seed));
                    NeighbourKernel.run(tile, scorer, ta, tb, groupIndex, pairs);
                }
            }
            var out = new ArrayList<Part>(tables.size() + 1);
            tables.forEach((id, t) -> out.add(new Part(id, t, null)));
            out.add(new Part(null, null, pairs));
            return out.iterator();
        }).persist(StorageLevel.MEMORY_AND_DISK());
        try {
            // a block's tables merged in the order of the partitions that emitted them, not in fetch order
            var perBlock = InOrder.byKey(parts.mapPartitionsWithIndex((index, it) -> {
                var out = new ArrayList<Tuple2<Tuple2<BlockBuilder.BlockId, Integer>, NeighbourTable>>();
                it.forEachRemaining(p -> {
                    if (p.table() != null) {
                        out.add(new Tuple2<>(new Tuple2<>(p.block(), index), p.table()));
                    }
                });
                return out.iterator();
            }, true).mapToPair(t -> t), BLOCK_THEN_PARTITION, tilePartitions, t -> t, NeighbourTable::merge);
            var counts = InOrder.aggregate(perBlock, NeighbourCounts::empty, (acc, t) -> acc.merge(
                    NeighbourCounts.of(t._2(), t._1().group(), groupIndex.get(t._1().group()), groups, attributes)),
                    NeighbourCounts::merge);
            var pairs = InOrder.reduce(parts.filter(p -> p.pairs() != null).map(Part::pairs), PairDistances::merge);
            return new Result(counts, pairs, sampled);
        } finally {
            parts.unpersist(false);
        }
    }

    private static NeighbourTable table(Block b, int k, int groups, boolean sampled, double fraction, long seed) {
        boolean[] in = new boolean[b.rows()];
        for (int i = 0; i < in.length; i++) {
            in[i] = !sampled || SampleHash.uniform(b.idHashes()[i], seed) < fraction;
        }
        return new NeighbourTable(b.rows(), k, groups, in);
    }
}
