package org.fairscore.jobs.audit;

/**
 * How the scoring passes run (not what they compute): knobs for memory, parallelism and tests.
 *
 * @param blockSize       rows per scoring block (shuffled to each of its group's tiles)
 * @param chunkRows       rows of block A per GEMM call: a task holds chunkRows × blockSize scores
 * @param partitions      tile partitions, 0 for 4 × Spark's default parallelism
 * @param predictionPairs impostor pairs the prediction pass aims at; corpora with fewer than 4× this
 *                        many skip the prediction and resolve in a second pass
 */
public record ScoringOptions(int blockSize, int chunkRows, int partitions, double predictionPairs) {
    public static final int DEFAULT_CHUNK_ROWS = 1024;
    public static final double DEFAULT_PREDICTION_PAIRS = 1e7;

    public ScoringOptions {
        if (blockSize < 1 || chunkRows < 1 || partitions < 0 || !(predictionPairs > 0)) {
            throw new IllegalArgumentException("invalid scoring options: block " + blockSize + ", chunk " + chunkRows
                    + ", partitions " + partitions + ", prediction pairs " + predictionPairs);
        }
    }

    public static ScoringOptions withBlockSize(int blockSize) {
        return new ScoringOptions(blockSize, DEFAULT_CHUNK_ROWS, 0, DEFAULT_PREDICTION_PAIRS);
    }

    int tilePartitions(int parallelism) {
        return partitions > 0 ? partitions : 4 * parallelism;
    }
}
