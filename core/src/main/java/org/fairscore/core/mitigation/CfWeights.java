package org.fairscore.core.mitigation;

import org.fairscore.core.model.PairKind;

/**
 * The loss weights of CF eq. 10: a pseudo-score at pseudo-FAR level α weighs 1/(N·α), so every decade of
 * FAR carries the same total weight (about ln 10) in every group, and likewise for FRR; without them the
 * loss would be spent on the bulk of the distribution and ignore the low-FAR tail where thresholds sit.
 *
 * <p>With ranks from {@link RankOrder}: an impostor of rank j has FAR̄ = (j − 1)/N (scores strictly above it),
 * so weight 1/(j − 1); the top impostor (j = 1) has FAR̄ = 0 and an infinite weight, which is clamped to
 * that of rank 2 (weight 1). A genuine of rank j has FRR̄ = j/N (scores at or below it), weight 1/j.
 *
 * <p>The 1/N inside the weight is eq. 10's only normalisation by group size: a group's weights sum to about ln N
 * per kind, so groups of any size weigh alike, and the loss sums w·(…)² over every pseudo-score of every group
 * without dividing by the group's size again (the trainer's batches correct their uniform-per-group draws by
 * importance weights, so they estimate this sum).
 */
public final class CfWeights {
    private CfWeights() {
    }

    /** Weight of each score, in input order. */
    public static float[] of(float[] scores, PairKind kind) {
        int[] ranks = RankOrder.ranks(scores, kind);
        float[] w = new float[scores.length];
        for (int i = 0; i < w.length; i++) {
            long j = ranks[i];
            w[i] = kind == PairKind.IMPOSTOR ? 1.0f / Math.max(j - 1, 1) : 1.0f / j;
        }
        return w;
    }
}
