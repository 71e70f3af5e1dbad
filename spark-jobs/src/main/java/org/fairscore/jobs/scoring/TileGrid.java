package org.fairscore.jobs.scoring;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import scala.Tuple2;

/**
 * Replicates blocks to the tiles that need them and assembles each tile in one task. Intra-group: the
 * upper triangle (i ≤ j) of each group's block grid; a diagonal tile is scored where its block lies,
 * so a block travels to its group's nb − 1 off-diagonal tiles.
 * Cross-group: every block of group a against every block of each group b &gt; a. Shuffled data: each
 * sample nb − 1 times (intra) or (total blocks − own blocks) times (cross) — the reason blocks are large
 * and GEMM works on chunks of them. Partitions are balanced by {@link TilePartitioner}; inside one,
 * tiles arrive sorted, so consecutive tiles share block A.
 */
public final class TileGrid {
    private TileGrid() {
    }

    /** Tiles of one layout with their expected pair counts, from block counts and group sizes. */
    public static Map<TileKey, Double> intraGroupTiles(Map<String, Integer> blocksPerGroup, Map<String, Long> groupSizes) {
        var out = new LinkedHashMap<TileKey, Double>();
        blocksPerGroup.forEach((g, nb) -> {
            double rows = (double) groupSizes.get(g) / nb;
            for (int i = 0; i < nb; i++) {
                for (int j = i; j < nb; j++) {
                    out.put(TileKey.of(g, i, g, j), i == j ? rows * (rows - 1) / 2 : rows * rows);
                }
            }
        });
        return out;
    }

    public static Map<TileKey, Double> crossGroupTiles(Map<String, Integer> blocksPerGroup, Map<String, Long> groupSizes) {
        var out = new LinkedHashMap<TileKey, Double>();
        var groups = new ArrayList<>(blocksPerGroup.keySet());
        for (int x = 0; x < groups.size(); x++) {
            for (int y = x + 1; y < groups.size(); y++) {
                String a = groups.get(x);
                String b = groups.get(y);
                double ra = (double) groupSizes.get(a) / blocksPerGroup.get(a);
                double rb = (double) groupSizes.get(b) / blocksPerGroup.get(b);
                for (int i = 0; i < blocksPerGroup.get(a); i++) {
                    for (int j = 0; j < blocksPerGroup.get(b); j++) {
                        out.put(TileKey.of(a, i, b, j), ra * rb);
                    }
                }
            }
        }
        return out;
    }

    /**
     * The intra-group tiles: diagonal tiles where their block lies (no shuffle; {@link BlockPartitioner}
     * balanced them), off-diagonal tiles assembled by a shuffle balanced by {@link TilePartitioner}.
     */
    public static JavaRDD<Tile> intraGroup(JavaPairRDD<BlockBuilder.BlockId, Block> blocks,
                                           Map<String, Integer> blocksPerGroup, Map<String, Long> groupSizes,
                                           int partitions) {
        return intraGroup(blocks, null, blocksPerGroup, groupSizes, partitions, Map.of());
    }

    /**
     * {@link #intraGroup(JavaPairRDD, Map, Map, int)} with each tile's cost its pairs times its group's weight (1 when
     * not given): off-diagonal tiles are balanced by that cost and, when {@code placed} (the partitioner that placed
     * {@code blocks}) is given, the partitions are ordered by their cost, longest first ({@link PartitionOrder}).
     */
    public static JavaRDD<Tile> intraGroup(JavaPairRDD<BlockBuilder.BlockId, Block> blocks, BlockPartitioner placed,
                                           Map<String, Integer> blocksPerGroup, Map<String, Long> groupSizes,
                                           int partitions, Map<String, Double> weights) {
        JavaRDD<Tile> diagonal = blocks.map(t -> new Tile(
                TileKey.of(t._1().group(), t._1().index(), t._1().group(), t._1().index()), t._2(), t._2()));
        var costs = new LinkedHashMap<TileKey, Double>();
        var offDiagonal = new LinkedHashMap<TileKey, Double>();
        intraGroupTiles(blocksPerGroup, groupSizes).forEach((k, pairs) -> {
            double cost = pairs * weights.getOrDefault(k.groupA(), 1.0);
            costs.put(k, cost);
            if (!k.diagonal()) {
                offDiagonal.put(k, cost);
            }
        });
        JavaRDD<Tile> tiles = diagonal;
        double[] loads = placed == null ? null : placed.diagonalTiles().loads(costs);
        if (!offDiagonal.isEmpty()) {
            var counts = Map.copyOf(blocksPerGroup);
            var replicated = blocks.flatMapToPair(t -> {
                var id = t._1();
                int nb = counts.get(id.group());
                List<Tuple2<TileKey, Block>> out = new ArrayList<>(nb);
                for (int j = 0; j < nb; j++) {
                    if (j != id.index()) {
                        out.add(new Tuple2<>(TileKey.of(id.group(), id.index(), id.group(), j), t._2()));
                    }
                }
                return out.iterator();
            });
            var partitioner = TilePartitioner.balance(offDiagonal, partitions);
            tiles = diagonal.union(assemble(replicated, partitioner));
            loads = loads == null ? null : concat(loads, partitioner.loads(costs));
        }
        return loads == null ? tiles : PartitionOrder.of(tiles, PartitionOrder.longestFirst(loads));
    }

    private static double[] concat(double[] x, double[] y) {
        double[] out = Arrays.copyOf(x, x.length + y.length);
        System.arraycopy(y, 0, out, x.length, y.length);
        return out;
    }

    public static JavaRDD<Tile> crossGroup(JavaPairRDD<BlockBuilder.BlockId, Block> blocks,
                                           Map<String, Integer> blocksPerGroup, TilePartitioner partitioner) {
        var counts = Map.copyOf(blocksPerGroup);
        return assemble(blocks.flatMapToPair(t -> {
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
        }), partitioner);
    }

    private static JavaRDD<Tile> assemble(JavaPairRDD<TileKey, Block> replicated, TilePartitioner partitioner) {
        return replicated.repartitionAndSortWithinPartitions(partitioner, TileKey.ORDER)
                .mapPartitions(TileIterator::new);
    }

    /** Streams sorted (key, block) records as tiles; a tile whose other block received no sample is dropped. */
    private static final class TileIterator implements Iterator<Tile> {
        private final Iterator<Tuple2<TileKey, Block>> in;
        private Tuple2<TileKey, Block> pending;
        private Tile next;

        TileIterator(Iterator<Tuple2<TileKey, Block>> in) {
            this.in = in;
            this.pending = in.hasNext() ? in.next() : null;
            advance();
        }

        private void advance() {
            next = null;
            while (next == null && pending != null) {
                TileKey key = pending._1();
                Block first = pending._2();
                Block second = null;
                pending = in.hasNext() ? in.next() : null;
                if (pending != null && pending._1().equals(key)) {
                    second = pending._2();
                    pending = in.hasNext() ? in.next() : null;
                }
                if (key.diagonal()) {
                    next = new Tile(key, first, first);
                } else if (second != null) {
                    boolean firstIsA = first.group().equals(key.groupA()) && first.index() == key.blockA();
                    next = firstIsA ? new Tile(key, first, second) : new Tile(key, second, first);
                }
            }
        }

        @Override
        public boolean hasNext() {
            return next != null;
        }

        @Override
        public Tile next() {
            if (next == null) {
                throw new NoSuchElementException();
            }
            Tile t = next;
            advance();
            return t;
        }
    }
}
