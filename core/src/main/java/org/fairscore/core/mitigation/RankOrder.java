package org.fairscore.core.mitigation;

import java.util.Arrays;
import org.fairscore.core.model.PairKind;
import org.fairscore.core.summaries.ScoreKey;

/**
 * The rank of every pseudo-score inside its group, with ties broken by position, in the direction its error
 * rate counts: impostors from the top (FAR counts scores above t), genuines from the bottom (FRR counts scores
 * at or below t). Rank 1 is the highest impostor or the lowest genuine.
 *
 * <p>Why ties are broken: Prop. B.1 of the CF paper bounds the transformed curve's distance to the reference
 * by 1/|Ī_a| only if every pseudo-score has its own rank; mapping a tie group to one target would move the
 * transformed FAR by the whole tie at once. Ties are broken by the index in the input array (deterministic).
 * Cost: one sort of n longs (score key and index packed in one primitive, no boxing).
 */
public final class RankOrder {
    private RankOrder() {
    }

    /** Indices of {@code scores} in rank order (position 0 holds the index of rank 1). */
    public static int[] order(float[] scores, PairKind kind) {
        int n = scores.length;
        long[] packed = new long[n];
        for (int i = 0; i < n; i++) {
            long key = ScoreKey.of(scores[i]) & 0xFFFFFFFFL;
            long directed = kind == PairKind.IMPOSTOR ? (~key & 0xFFFFFFFFL) : key;
            // unsigned (key, index) order made signed by flipping the top bit
            packed[i] = ((directed << 32) | i) ^ Long.MIN_VALUE;
        }
        Arrays.sort(packed);
        int[] order = new int[n];
        for (int r = 0; r < n; r++) {
            order[r] = (int) (packed[r] & 0xFFFFFFFFL);
        }
        return order;
    }

    /** The 1-based rank of every score, by input index. */
    public static int[] ranks(float[] scores, PairKind kind) {
        int[] order = order(scores, kind);
        int[] ranks = new int[order.length];
        for (int r = 0; r < order.length; r++) {
            ranks[order[r]] = r + 1;
        }
        return ranks;
    }

    /** The scores sorted in rank order. */
    public static float[] sorted(float[] scores, PairKind kind) {
        int[] order = order(scores, kind);
        float[] out = new float[order.length];
        for (int r = 0; r < order.length; r++) {
            out[r] = scores[order[r]];
        }
        return out;
    }
}
