package org.fairscore.jobs.scoring;

import org.fairscore.core.summaries.CrossGroupCounts;

/**
 * A cross-group tile (blocks of two different groups): every pair is counted at the exact global
 * thresholds. A label shared across groups is not an impostor pair and is left out; sampled pairs
 * follow the same {@link PairSampler} as intra-group impostors.
 */
final class CrossKernel {
    private CrossKernel() {
    }

    /** @return the pairs counted (for the pass's progress) */
    static long run(Tile tile, TileScorer scorer, PairSampler sampler, CrossGroupCounts counts) {
        long[] slot = counts.slot(tile.key().groupA(), tile.key().groupB());
        Block a = tile.a();
        Block b = tile.b();
        int nb = b.rows();
        boolean all = sampler.samplesAll();
        if (sampler.rate() < ImpostorKernel.GEMM_MIN_RATE) {
            long kept = 0;
            for (int i = 0; i < a.rows(); i++) {
                for (int j = 0; j < nb; j++) {
                    if (sampler.keep(a.idHashes()[i], b.idHashes()[j]) && !a.sameLabel(i, b, j)) {
                        counts.add(slot, a.dot(i, b, j));
                        kept++;
                    }
                }
            }
            return kept;
        }
        return TileChunks.forEach(tile, scorer, (s, r0, rows, c0, cols) -> {
            long kept = 0;
            for (int i = 0; i < rows; i++) {
                int ai = r0 + i;
                int base = i * cols;
                for (int j = 0; j < nb; j++) {
                    if (a.sameLabel(ai, b, j) || (!all && !sampler.keep(a.idHashes()[ai], b.idHashes()[j]))) {
                        continue;
                    }
                    counts.add(slot, s[base + j]);
                    kept++;
                }
            }
            return kept;
        });
    }
}
