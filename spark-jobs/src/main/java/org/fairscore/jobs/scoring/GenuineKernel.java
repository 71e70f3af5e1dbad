package org.fairscore.jobs.scoring;

import org.fairscore.core.summaries.FineHistogram;
import org.fairscore.core.summaries.PairTypeSummary;
import org.fairscore.core.summaries.ScoreKey;

/**
 * All pairs i &lt; j inside one identity block: the genuine pairs, at a cost of Σ n_k² over identities
 * (never N²), so they are complete even when impostor pairs are sampled. Small identities use dot
 * products (a GEMM call costs more than a few hundred flops); large ones chunked GEMM.
 */
final class GenuineKernel {
    static final int GEMM_MIN_ROWS = 48;

    private GenuineKernel() {
    }

    /** Receives scores without boxing. */
    @FunctionalInterface
    interface ScoreConsumer {
        void accept(float score);
    }

    static long run(Block identity, TileScorer scorer, PairTypeSummary genuine, FineHistogram[] table) {
        return forEachScore(identity, scorer, score -> add(score, genuine, table));
    }

    /** {@link #run}, each score also handed to {@code also} (genuine pass 2 keeping them: {@link GenuineScores}). */
    static long run(Block identity, TileScorer scorer, PairTypeSummary genuine, FineHistogram[] table,
                    ScoreConsumer also) {
        return forEachScore(identity, scorer, score -> {
            add(score, genuine, table);
            also.accept(score);
        });
    }

    /**
     * {@link #run} for the identity whose rows are {@code rows} of {@code block}, with the same scores in the same
     * order as for {@code BlockBuilder.select(block, 0, rows)}: a small identity's dot products are taken on the block's
     * rows where they lie (the same floats, so the same scores) instead of on a copy — cutting every identity out of
     * its block copied the whole corpus once more in genuine pass 1 (docs/performance.md, eleventh round); a large
     * one, scored by GEMM, is still copied into a block of its own.
     */
    static long run(Block block, int[] rows, TileScorer scorer, PairTypeSummary genuine, FineHistogram[] table) {
        ScoreConsumer sink = score -> add(score, genuine, table);
        int n = rows.length;
        if (n >= GEMM_MIN_ROWS) {
            return forEachScore(BlockBuilder.select(block, 0, rows), scorer, sink);
        }
        long pairs = 0;
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                sink.accept(block.dot(rows[i], block, rows[j]));
                pairs++;
            }
        }
        return pairs;
    }

    /** Calls {@code sink} with the score of every pair i &lt; j of the block; returns the number of pairs. */
    static long forEachScore(Block identity, TileScorer scorer, ScoreConsumer sink) {
        int n = identity.rows();
        if (n < 2) {
            return 0;
        }
        long pairs = 0;
        if (n < GEMM_MIN_ROWS) {
            for (int i = 0; i < n; i++) {
                for (int j = i + 1; j < n; j++) {
                    sink.accept(identity.dot(i, identity, j));
                    pairs++;
                }
            }
            return pairs;
        }
        return TileChunks.forEach(identity, identity, true, scorer, (s, r0, rows, c0, cols) -> {
            long count = 0;
            for (int i = 0; i < rows; i++) {
                int ai = r0 + i;
                int base = i * cols - c0;
                for (int j = ai + 1; j < n; j++) {
                    sink.accept(s[base + j]);
                    count++;
                }
            }
            return count;
        });
    }

    private static void add(float score, PairTypeSummary genuine, FineHistogram[] table) {
        int key = ScoreKey.of(score);
        if (genuine != null) {
            genuine.addKeyed(score, key);
        }
        if (table != null) {
            FineHistogram f = table[key >>> 16];
            if (f != null) {
                f.addKey(key);
            }
        }
    }
}
