package org.fairscore.jobs.scoring;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import org.apache.spark.Partitioner;

/**
 * Balances tiles across partitions by their expected pair count (a diagonal tile has half the pairs of
 * a full one): longest-processing-time-first greedy, which is within 4/3 of the best makespan. Built on
 * the driver from the block counts alone (tiles, not rows, are assigned).
 */
public final class TilePartitioner extends Partitioner {
    private static final long serialVersionUID = 1L;

    private final int partitions;
    private final HashMap<TileKey, Integer> assignment;

    private TilePartitioner(int partitions, HashMap<TileKey, Integer> assignment) {
        this.partitions = partitions;
        this.assignment = assignment;
    }

    /** @param costs expected pairs per tile */
    public static TilePartitioner balance(Map<TileKey, Double> costs, int partitions) {
        int p = Math.max(1, Math.min(partitions, costs.size()));
        List<Map.Entry<TileKey, Double>> tiles = new ArrayList<>(costs.entrySet());
        tiles.sort(Map.Entry.<TileKey, Double>comparingByValue().reversed()
                .thenComparing(Map.Entry.comparingByKey(TileKey.ORDER)));
        var load = new PriorityQueue<double[]>(Comparator.<double[]>comparingDouble(x -> x[0]).thenComparingDouble(x -> x[1]));
        for (int i = 0; i < p; i++) {
            load.add(new double[] {0.0, i});
        }
        var assignment = new HashMap<TileKey, Integer>();
        for (var t : tiles) {
            double[] least = load.poll();
            assignment.put(t.getKey(), (int) least[1]);
            least[0] += t.getValue();
            load.add(least);
        }
        return new TilePartitioner(p, assignment);
    }

    @Override
    public int numPartitions() {
        return partitions;
    }

    @Override
    public int getPartition(Object key) {
        Integer p = assignment.get((TileKey) key);
        if (p == null) {
            throw new IllegalStateException("tile not planned: " + key);
        }
        return p;
    }

    public int tiles() {
        return assignment.size();
    }

    /** Per partition, the sum of {@code costs} over its tiles (a tile missing from costs counts 0). */
    public double[] loads(Map<TileKey, Double> costs) {
        double[] out = new double[partitions];
        assignment.forEach((tile, p) -> out[p] += costs.getOrDefault(tile, 0.0));
        return out;
    }
}
