package org.fairscore.jobs.scoring;

import org.fairscore.core.bootstrap.IdentityErrorCounts;

/**
 * Per-identity error counts at the exact global thresholds, for the identity bootstrap: every kept
 * impostor pair of an intra-group tile is attributed to both of its identities (pairs and false
 * accepts at each threshold); every genuine pair of an identity block to its identity (pairs and false
 * rejects). Counts are kept per tile row and handed to {@link IdentityErrorCounts} once per row, so the
 * hot loop only compares a score with the lowest threshold.
 */
final class IdentityKernel {
    private IdentityKernel() {
    }

    @FunctionalInterface
    private interface PairVisitor {
        void accept(int i, int j, float score);
    }

    /**
     * @param thresholds global thresholds, one per FAR level (any order)
     * @param inclusive  true for "accept iff s ≥ t"
     */
    static void impostors(Tile tile, TileScorer scorer, PairSampler sampler, float[] thresholds, boolean inclusive,
                          IdentityErrorCounts counts) {
        Block a = tile.a();
        Block b = tile.b();
        boolean diagonal = tile.key().diagonal();
        int levels = thresholds.length;
        long[] pairsA = new long[a.rows()];
        long[][] acceptedA = new long[a.rows()][levels];
        long[] pairsB = diagonal ? pairsA : new long[b.rows()];
        long[][] acceptedB = diagonal ? acceptedA : new long[b.rows()][levels];
        boolean all = sampler.samplesAll();
        boolean sparse = sampler.rate() < ImpostorKernel.GEMM_MIN_RATE;
        float lowest = Float.POSITIVE_INFINITY;
        for (float t : thresholds) {
            lowest = Math.min(lowest, t);
        }
        int nb = b.rows();
        float lowestThreshold = lowest;
        // one sampled pair (ai, j) with its score: if an impostor pair, counted for both identities
        PairVisitor visit = (ai, j, score) -> {
            if (a.sameLabel(ai, b, j)) {
                return;
            }
            pairsA[ai]++;
            pairsB[j]++;
            if (inclusive ? score >= lowestThreshold : score > lowestThreshold) {
                for (int t = 0; t < levels; t++) {
                    if (inclusive ? score >= thresholds[t] : score > thresholds[t]) {
                        acceptedA[ai][t]++;
                        acceptedB[j][t]++;
                    }
                }
            }
        };
        if (sparse) {
            // as ImpostorKernel scores sampled pairs below its GEMM rate: by dot products
            for (int ai = 0; ai < a.rows(); ai++) {
                for (int j = diagonal ? ai + 1 : 0; j < nb; j++) {
                    if (all || sampler.keep(a.idHashes()[ai], b.idHashes()[j])) {
                        visit.accept(ai, j, a.dot(ai, b, j));
                    }
                }
            }
        } else {
            TileChunks.forEach(tile, scorer, (s, r0, rows, c0, cols) -> {
                for (int i = 0; i < rows; i++) {
                    int ai = r0 + i;
                    int base = i * cols - c0;
                    for (int j = diagonal ? ai + 1 : 0; j < nb; j++) {
                        if (all || sampler.keep(a.idHashes()[ai], b.idHashes()[j])) {
                            visit.accept(ai, j, s[base + j]);
                        }
                    }
                }
                return 0;
            });
        }
        for (int i = 0; i < a.rows(); i++) {
            if (pairsA[i] > 0) {
                counts.addImpostor(a.group(), a.labels()[i], pairsA[i], acceptedA[i]);
            }
        }
        if (!diagonal) {
            for (int j = 0; j < nb; j++) {
                if (pairsB[j] > 0) {
                    counts.addImpostor(b.group(), b.labels()[j], pairsB[j], acceptedB[j]);
                }
            }
        }
    }

    /**
     * Genuine pairs of one identity block and its false rejects at each threshold, scored exactly as
     * {@link GenuineKernel} scores them (same kernel choice and chunking, so the same float values).
     */
    static void genuine(Block identity, TileScorer scorer, float[] thresholds, boolean inclusive,
                        IdentityErrorCounts counts) {
        int levels = thresholds.length;
        long[] rejected = new long[levels];
        long pairs = GenuineKernel.forEachScore(identity, scorer, score -> {
            for (int t = 0; t < levels; t++) {
                if (!(inclusive ? score >= thresholds[t] : score > thresholds[t])) {
                    rejected[t]++;
                }
            }
        });
        counts.addGenuine(identity.group(), identity.labels()[0], pairs, rejected);
    }
}
