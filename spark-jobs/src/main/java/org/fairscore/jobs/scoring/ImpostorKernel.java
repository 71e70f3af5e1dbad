package org.fairscore.jobs.scoring;

import org.fairscore.core.summaries.BulkScoreCounter;
import org.fairscore.core.summaries.FineHistogram;
import org.fairscore.core.summaries.PairTypeSummary;
import org.fairscore.core.summaries.ScoreKey;

/**
 * The hot loop over one tile's impostor pairs: pairs with the same label are skipped (genuine pairs
 * are scored per identity, {@link GenuineKernel}), sampled pairs are kept by {@link PairSampler}, and each
 * kept score goes into the pass-1 summary and, when its bucket is planned, into the fine table (and, with an
 * {@link IdentityTally}, into its identities' counts for the bootstrap).
 * With a sampling rate below {@link #GEMM_MIN_RATE} the tile is not multiplied out: only kept pairs
 * are scored, by dot products, so cost follows the sample.
 */
final class ImpostorKernel {
    /** Below this rate, per-pair dot products (≈ 20× less efficient per flop than GEMM) are cheaper. */
    static final double GEMM_MIN_RATE = 0.05;

    private ImpostorKernel() {
    }

    /**
     * @param impostors pass-1 summary to fill, or null in a resolution-only pass
     * @param table     fine table from BucketResolution.newTable, or null
     * @return impostor pairs kept
     */
    static long run(Tile tile, TileScorer scorer, BulkScoreCounter counter, PairSampler sampler,
                    PairTypeSummary impostors, FineHistogram[] table) {
        return run(tile, scorer, counter, sampler, impostors, table, null);
    }

    /**
     * @param sides the tile's per-identity tally ({@link IdentityTally#begin}), or null; only when every pair is
     *              kept (the tally follows the bulk path's runs)
     */
    static long run(Tile tile, TileScorer scorer, BulkScoreCounter counter, PairSampler sampler,
                    PairTypeSummary impostors, FineHistogram[] table, IdentityTally.Sides sides) {
        return run(tile, scorer, counter, sampler, impostors, table, sides, SpareCores.NONE);
    }

    /**
     * @param spare where a helper thread may find a core for the tile's remaining chunks ({@link ChunkHelper}; every
     *              pair kept only)
     */
    static long run(Tile tile, TileScorer scorer, BulkScoreCounter counter, PairSampler sampler,
                    PairTypeSummary impostors, FineHistogram[] table, IdentityTally.Sides sides,
                    SpareCores.Source spare) {
        if (sides != null && !sampler.samplesAll()) {
            throw new IllegalArgumentException("the identity tally needs every impostor pair kept");
        }
        if (sampler.rate() < GEMM_MIN_RATE) {
            return sparse(tile, sampler, impostors, table);
        }
        return sampler.samplesAll()
                ? all(tile, scorer, counter, impostors, table, sides, spare)
                : dense(tile, scorer, sampler, impostors, table);
    }

    /**
     * Every impostor pair of the tile: each row's scores are counted in bulk, run by run between the
     * row's genuine columns ({@link ImpostorRuns}), so the hot loop has no per-pair test. The chunks are taken one at
     * a time; once a core is spare, a helper thread takes them too ({@link ChunkHelper}).
     */
    private static long all(Tile tile, TileScorer scorer, BulkScoreCounter counter, PairTypeSummary impostors,
                            FineHistogram[] table, IdentityTally.Sides sides, SpareCores.Source spare) {
        var runs = ImpostorRuns.of(tile);
        counter.target(impostors, table);
        var queue = new ChunkQueue(tile, scorer);
        var counting = counting(runs, counter, sides);
        // one helper once a core is spare: a counter, a fine table and tally sides of its own
        var scored = queue.scoreAll(scorer, counting, spare, () -> {
            var helperSides = sides == null ? null : sides.helper(tile);
            return ChunkHelper.start(queue, scorer, impostors != null, table, helperSides,
                    c -> counting(runs, c, helperSides), spare);
        });
        var helper = scored.helper();
        return helper == null ? scored.total() : scored.total() + helper.joinInto(impostors, table, sides);
    }

    /** Counts one chunk's runs into {@code counter} and, with sides, into the identity tally. */
    private static TileChunks.Chunk counting(ImpostorRuns runs, BulkScoreCounter counter, IdentityTally.Sides sides) {
        return (s, r0, rows, c0, cols) -> runs.inChunk(r0, rows, c0, cols,
                sides != null
                        ? (ai, base, from, to) -> sides.countAndAdd(counter, s, base + from, base + to, ai, base)
                        : (ai, base, from, to) -> counter.add(s, base + from, base + to));
    }

    /** Sampled impostor pairs of a GEMM-scored tile: each pair is tested against the sample. */
    private static long dense(Tile tile, TileScorer scorer, PairSampler sampler, PairTypeSummary impostors,
                              FineHistogram[] table) {
        Block a = tile.a();
        Block b = tile.b();
        boolean diagonal = tile.key().diagonal();
        int nb = b.rows();
        long[] bLabels = b.labelHashes();
        return TileChunks.forEach(tile, scorer, (s, r0, rows, c0, cols) -> {
            long kept = 0;
            for (int i = 0; i < rows; i++) {
                int ai = r0 + i;
                long label = a.labelHashes()[ai];
                int base = i * cols - c0;
                for (int j = diagonal ? ai + 1 : 0; j < nb; j++) {
                    if (bLabels[j] == label && a.labels()[ai].equals(b.labels()[j])) {
                        continue;
                    }
                    if (!sampler.keep(a.idHashes()[ai], b.idHashes()[j])) {
                        continue;
                    }
                    record(s[base + j], impostors, table);
                    kept++;
                }
            }
            return kept;
        });
    }

    private static long sparse(Tile tile, PairSampler sampler, PairTypeSummary impostors, FineHistogram[] table) {
        Block a = tile.a();
        Block b = tile.b();
        boolean diagonal = tile.key().diagonal();
        long kept = 0;
        for (int i = 0; i < a.rows(); i++) {
            for (int j = diagonal ? i + 1 : 0; j < b.rows(); j++) {
                if (!sampler.keep(a.idHashes()[i], b.idHashes()[j]) || a.sameLabel(i, b, j)) {
                    continue;
                }
                record(a.dot(i, b, j), impostors, table);
                kept++;
            }
        }
        return kept;
    }

    /** One kept impostor score: into the pass-1 summary and, when its bucket is planned, the fine table. */
    private static void record(float score, PairTypeSummary impostors, FineHistogram[] table) {
        int key = ScoreKey.of(score);
        if (impostors != null) {
            impostors.addKeyed(score, key);
        }
        if (table != null) {
            FineHistogram f = table[key >>> 16];
            if (f != null) {
                f.addKey(key);
            }
        }
    }
}
