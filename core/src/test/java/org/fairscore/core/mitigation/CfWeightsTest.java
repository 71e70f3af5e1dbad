package org.fairscore.core.mitigation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.fairscore.core.model.PairKind;
import org.junit.jupiter.api.Test;

class CfWeightsTest {
    @Test
    void impostorWeightIsOneOverScoresAboveWithTheTopClamped() {
        // ranks from the top: 0.9→1, 0.7→2, 0.5→3, 0.5→4 (tie broken by index), 0.1→5
        float[] s = {0.5f, 0.9f, 0.1f, 0.5f, 0.7f};
        assertArrayEquals(new float[] {1f / 2, 1f, 1f / 4, 1f / 3, 1f}, CfWeights.of(s, PairKind.IMPOSTOR));
    }

    @Test
    void genuineWeightIsOneOverScoresAtOrBelow() {
        float[] s = {0.5f, 0.9f, 0.1f};
        assertArrayEquals(new float[] {1f / 2, 1f / 3, 1f}, CfWeights.of(s, PairKind.GENUINE));
    }

    @Test
    void everyDecadeWeighsAboutTheSame() {
        // 10^5 distinct impostors: the weight of ranks in (10^k, 10^(k+1)] is a harmonic sum ≈ ln 10
        int n = 100_000;
        float[] s = new float[n];
        for (int i = 0; i < n; i++) {
            s[i] = i;
        }
        float[] w = CfWeights.of(s, PairKind.IMPOSTOR);
        for (int k = 1; k <= 4; k++) {
            double decade = 0;
            for (int i = 0; i < n; i++) {
                int rank = n - i; // rank from the top
                if (rank - 1 > Math.pow(10, k - 1) && rank - 1 <= Math.pow(10, k)) {
                    decade += w[i];
                }
            }
            assertEquals(Math.log(10), decade, 0.5 / Math.pow(10, k - 1) + 1e-3, "decade " + k);
        }
    }
}
