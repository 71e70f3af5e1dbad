package org.fairscore.jobs.scoring;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import scala.Tuple2;

/**
 * Replicates blocks to the tiles that need them and joins each tile's blocks in one task. Intra-group:
 * the upper triangle (i ≤ j) of each group's block grid, so block i travels to its group's nb tiles.
 * Cross-group: every block of group a against every block of each group b &gt; a. Shuffled data: each
 * sample nb times (intra) or (total blocks − own group's blocks) times (cross).
 */
public final class TileGrid {
    private TileGrid() {
    }

    public static JavaRDD<Tile> intraGroup(JavaPairRDD<BlockBuilder.BlockId, Block> blocks,
                                           Map<String, Integer> blocksPerGroup, int partitions) {
        var counts = Map.copyOf(blocksPerGroup);
        return join(blocks.flatMapToPair(t -> {
            var id = t._1();
            int nb = counts.get(id.group());
            List<Tuple2<TileKey, Block>> out = new ArrayList<>(nb);
            for (int j = 0; j < nb; j++) {
                out.add(new Tuple2<>(TileKey.of(id.group(), id.index(), id.group(), j), t._2()));
            }
            return out.iterator();
        }), partitions);
    }

    public static JavaRDD<Tile> crossGroup(JavaPairRDD<BlockBuilder.BlockId, Block> blocks,
                                           Map<String, Integer> blocksPerGroup, int partitions) {
        var counts = Map.copyOf(blocksPerGroup);
        return join(blocks.flatMapToPair(t -> {
            var id = t._1();
            List<Tuple2<TileKey, Block>> out = new ArrayList<>();
            counts.forEach((other, nb) -> {
                if (!other.equals(id.group())) {
                    for (int j = 0; j < nb; j++) {
                        out.add(new Tuple2<>(TileKey.of(id.group(), id.index(), other, j), t._2()));
                    }
                }
            });
            return out.iterator();
        }), partitions);
    }

    private static JavaRDD<Tile> join(JavaPairRDD<TileKey, Block> replicated, int partitions) {
        return replicated.groupByKey(partitions).flatMap(t -> toTile(t._1(), t._2()).iterator());
    }

    /** The tile, or nothing when one of its blocks received no sample (hashing left it empty). */
    private static List<Tile> toTile(TileKey key, Iterable<Block> blocks) {
        Iterator<Block> it = blocks.iterator();
        Block first = it.next();
        if (key.diagonal()) {
            return List.of(new Tile(key, first, first));
        }
        if (!it.hasNext()) {
            return List.of();
        }
        Block second = it.next();
        boolean firstIsA = first.group().equals(key.groupA()) && first.index() == key.blockA();
        return List.of(firstIsA ? new Tile(key, first, second) : new Tile(key, second, first));
    }
}
