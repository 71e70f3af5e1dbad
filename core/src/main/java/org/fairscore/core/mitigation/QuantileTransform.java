package org.fairscore.core.mitigation;

import java.util.Locale;
import org.fairscore.core.model.PairKind;

/**
 * The quantile transform T_{a→r} of CF §3.1: a group's pseudo-scores mapped onto the reference group's
 * distribution of the same kind, for impostors through pseudo-FAR and for genuines through pseudo-FRR.
 *
 * <p>The score of rank j (ties broken, {@link RankOrder}) among group a's N_a scores is mapped to the
 * reference score of rank ⌈j · N_r / N_a⌉ in the same direction. Then for every t, with m the number of
 * reference scores on the error side of t, exactly ⌊m · N_a / N_r⌋ transformed scores are on that side, so
 * sup_t |FAR̄_{a→r}(t) − FAR̄_r(t)| ≤ 1/N_a (Prop. B.1; FRR alike), whatever the ties on either side. For a = r
 * the map is the identity. Departure from the paper: the paper writes T = F̄_r^{-1} ∘ F̄_a on a continuous
 * distribution; on finite samples this is its rank form, which is what the bound is about.
 */
public final class QuantileTransform {
    private QuantileTransform() {
    }

    /**
     * Targets T_{a→r}(s) for each of {@code group}'s scores, in input order.
     *
     * @param group     group a's pseudo-scores of one kind
     * @param reference the reference group's pseudo-scores of the same kind (non-empty when group is)
     */
    public static float[] targets(float[] group, float[] reference, PairKind kind) {
        if (group.length == 0) {
            return new float[0];
        }
        if (reference.length == 0) {
            throw new IllegalArgumentException("the reference group has no " + kind.name().toLowerCase(Locale.ROOT)
                    + " pseudo-scores to map onto");
        }
        float[] ref = RankOrder.sorted(reference, kind);
        int[] order = RankOrder.order(group, kind);
        long na = group.length;
        long nr = ref.length;
        float[] out = new float[group.length];
        for (int r = 0; r < order.length; r++) {
            long j = r + 1;
            long refRank = (j * nr + na - 1) / na; // ⌈j·N_r/N_a⌉ in exact integers
            out[order[r]] = ref[(int) refRank - 1];
        }
        return out;
    }
}
