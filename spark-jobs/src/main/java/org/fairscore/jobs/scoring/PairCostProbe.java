package org.fairscore.jobs.scoring;

import org.fairscore.core.summaries.BulkScoreCounter;
import org.fairscore.core.summaries.PairTypeSummary;

/**
 * What one pair costs inside a scoring task, measured on one core: the float32 GEMM with the copy of
 * its output to the heap ({@link TileScorer}), then the exact binning of the score
 * ({@link BulkScoreCounter}) — the impostor pass's own classes, chunk shape and block size (the GEMM
 * streams the whole block for every chunk, so a smaller block would flatter it), over the first chunks
 * of a diagonal tile, with nothing of Spark around them.
 *
 * <p>Why: the bench's kernel ratio sets the whole audit against a bare GEMM. These two figures say how
 * much of the gap is per-pair work that exact counting needs, and so bound the ratio any all-pairs pass
 * can reach on the machine: a pair costs 2d flops at the kernel rate, and at least GEMM + binning here.
 */
public final class PairCostProbe {
    private PairCostProbe() {
    }

    /**
     * @param pairs      pairs scored and binned while measuring
     * @param scoreNanos GEMM and copy, per pair
     * @param binNanos   exact binning, per pair
     */
    public record Cost(long pairs, double scoreNanos, double binNanos) {
        /** The best ratio to the kernel a pass made of only this work could reach, given a pair's cost at the kernel rate. */
        public double ceiling(double kernelNanosPerPair) {
            return kernelNanosPerPair / (scoreNanos + binNanos);
        }
    }

    /**
     * Scores and bins the chunks of {@code block}'s diagonal tile in order — the first one to warm up,
     * then the next ones (starting over after the last) until {@code seconds} have passed, at least one —
     * on the calling thread, native BLAS limited to one thread.
     */
    public static Cost measure(Block block, int chunkRows, double seconds) {
        return measure(block, chunkRows, seconds, PairTypeSummary.empty());
    }

    /** {@link #measure}, binning into {@code into} (the warm-up chunk too). */
    static Cost measure(Block block, int chunkRows, double seconds, PairTypeSummary into) {
        NativeThreads.limit(1);
        var counter = new BulkScoreCounter();
        counter.target(into, null);
        int n = block.rows();
        try (var scorer = new TileScorer(chunkRows)) {
            int step = scorer.rowsPerChunk(block.rows());
            chunk(block, 0, scorer, counter, new long[3]);
            long[] totals = new long[3]; // pairs, scoring ns, binning ns
            int r0 = step;
            long start = System.nanoTime();
            do {
                if (!TileChunks.hasColumns(block, true, r0)) {
                    r0 = 0;
                }
                chunk(block, r0, scorer, counter, totals);
                r0 += step;
            } while (System.nanoTime() - start < seconds * 1e9);
            counter.flush();
            return new Cost(totals[0], (double) totals[1] / totals[0], (double) totals[2] / totals[0]);
        }
    }

    /** The diagonal tile's chunk starting at row r0, cut by {@link TileChunks} as the impostor pass cuts it. */
    private static void chunk(Block b, int r0, TileScorer scorer, BulkScoreCounter counter, long[] totals) {
        long t0 = System.nanoTime();
        TileChunks.at(b, b, true, scorer, r0, (s, first, rows, c0, cols) -> {
            long t1 = System.nanoTime();
            for (int i = 0; i < rows; i++) {
                int from = first + i + 1 - c0; // row first + i against the columns after it
                if (from < cols) {
                    counter.add(s, i * cols + from, (i + 1) * cols);
                    totals[0] += cols - from;
                }
            }
            totals[1] += t1 - t0;
            totals[2] += System.nanoTime() - t1;
            return 0;
        });
    }
}
