package org.fairscore.jobs.scoring;

import java.util.Map;

/**
 * How the scoring passes run (not what they compute): knobs for memory, parallelism and tests.
 *
 * @param blockSize       rows per scoring block (shuffled to each of its group's off-diagonal tiles); 0 to
 *                        choose it from the corpus ({@link #autoBlockSize})
 * @param chunkRows       rows of block A per GEMM call: a task holds chunkRows × blockSize scores
 * @param partitions      tile partitions, 0 for 4 × Spark's default parallelism
 * @param predictionPairs impostor pairs the prediction pass aims at; corpora with fewer than 4× this
 *                        many skip the prediction and resolve in a second pass
 */
public record ScoringOptions(int blockSize, int chunkRows, int partitions, double predictionPairs) {
    public static final int DEFAULT_CHUNK_ROWS = 1024;
    public static final double DEFAULT_PREDICTION_PAIRS = 1e7;
    static final int MIN_AUTO_BLOCK = 1024;

    public ScoringOptions {
        if (blockSize < 0 || chunkRows < 1 || partitions < 0 || !(predictionPairs > 0)) {
            throw new IllegalArgumentException("invalid scoring options: block " + blockSize + ", chunk " + chunkRows
                    + ", partitions " + partitions + ", prediction pairs " + predictionPairs);
        }
    }

    public static ScoringOptions withBlockSize(int blockSize) {
        return new ScoringOptions(blockSize, DEFAULT_CHUNK_ROWS, 0, DEFAULT_PREDICTION_PAIRS);
    }

    /**
     * These options with the block size chosen when it was left at 0: as large as 2^24 / d rows (64 MiB
     * of float32 per block, so a task holds about 256 MiB with both blocks and their native copies) —
     * fewer blocks per group mean less replication and more diagonal tiles scored where they lie — but
     * small enough that the tiles give every core work: at most √(Σ n_g² / cores) rows.
     */
    public ScoringOptions resolved(int dim, Map<String, Long> groupSizes, int parallelism) {
        return blockSize > 0 ? this
                : new ScoringOptions(autoBlockSize(dim, groupSizes, parallelism), chunkRows, partitions, predictionPairs);
    }

    public static int autoBlockSize(int dim, Map<String, Long> groupSizes, int parallelism) {
        int cap = Math.max(MIN_AUTO_BLOCK, (1 << 24) / Math.max(1, dim));
        double squares = groupSizes.values().stream().mapToDouble(n -> (double) n * n).sum();
        long balanced = (long) Math.ceil(Math.sqrt(squares / Math.max(1, parallelism)));
        return (int) Math.max(MIN_AUTO_BLOCK, Math.min(cap, balanced));
    }

    public int tilePartitions(int parallelism) {
        return partitions > 0 ? partitions : 4 * parallelism;
    }
}
