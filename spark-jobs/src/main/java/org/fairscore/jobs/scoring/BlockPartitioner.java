package org.fairscore.jobs.scoring;

import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.spark.Partitioner;

/**
 * Places scoring blocks so that their diagonal tiles — scored where the blocks lie, without a shuffle —
 * are balanced across partitions: the {@link TilePartitioner} of the diagonal tiles, keyed by block.
 */
public final class BlockPartitioner extends Partitioner {
    private static final long serialVersionUID = 1L;

    private final TilePartitioner diagonal;

    private BlockPartitioner(TilePartitioner diagonal) {
        this.diagonal = diagonal;
    }

    public static BlockPartitioner balance(Map<String, Integer> blocksPerGroup, Map<String, Long> groupSizes,
                                           int partitions) {
        var costs = new LinkedHashMap<TileKey, Double>();
        TileGrid.intraGroupTiles(blocksPerGroup, groupSizes).forEach((k, cost) -> {
            if (k.diagonal()) {
                costs.put(k, cost);
            }
        });
        return new BlockPartitioner(TilePartitioner.balance(costs, partitions));
    }

    /** The diagonal tiles' placement: block (g, i) lies in the partition of tile (g, i, g, i). */
    public TilePartitioner diagonalTiles() {
        return diagonal;
    }

    @Override
    public int numPartitions() {
        return diagonal.numPartitions();
    }

    @Override
    public int getPartition(Object key) {
        var id = (BlockBuilder.BlockId) key;
        return diagonal.getPartition(TileKey.of(id.group(), id.index(), id.group(), id.index()));
    }
}
