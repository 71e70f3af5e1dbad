package org.fairscore.core.mitigation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.TreeSet;
import org.fairscore.core.model.PairKind;
import org.junit.jupiter.api.Test;

class QuantileTransformTest {
    /** FAR(t) = #{s > t}/n, FRR(t) = #{s ≤ t}/n, counted directly. */
    private static double rate(float[] s, double t, PairKind kind) {
        long c = 0;
        for (float v : s) {
            if (kind == PairKind.IMPOSTOR ? v > t : v <= t) {
                c++;
            }
        }
        return (double) c / s.length;
    }

    /** sup over every score value of either side (and one below all): where the step functions change. */
    private static double supDistance(float[] transformed, float[] reference, PairKind kind) {
        var ts = new TreeSet<Double>();
        for (float v : transformed) {
            ts.add((double) v);
        }
        for (float v : reference) {
            ts.add((double) v);
        }
        ts.add(ts.first() - 1);
        double sup = 0;
        for (double t : ts) {
            sup = Math.max(sup, Math.abs(rate(transformed, t, kind) - rate(reference, t, kind)));
        }
        return sup;
    }

    /** Scores from a handful of values: nearly every score is tied with many others. */
    private static float[] heavyTies(SplittableRandom rng, int n, int distinct) {
        float[] s = new float[n];
        for (int i = 0; i < n; i++) {
            s[i] = rng.nextInt(distinct) / (float) distinct;
        }
        return s;
    }

    @Test
    void propB1BoundHoldsWithHeavyTiesForBothKinds() {
        var rng = new SplittableRandom(3);
        for (int trial = 0; trial < 50; trial++) {
            int na = 1 + rng.nextInt(300);
            int nr = 1 + rng.nextInt(300);
            float[] a = heavyTies(rng, na, 1 + rng.nextInt(6));
            float[] r = heavyTies(rng, nr, 1 + rng.nextInt(6));
            for (PairKind kind : PairKind.values()) {
                float[] t = QuantileTransform.targets(a, r, kind);
                double sup = supDistance(t, r, kind);
                assertTrue(sup <= 1.0 / na + 1e-12, kind + " trial " + trial + ": sup " + sup + " > 1/" + na);
            }
        }
    }

    @Test
    void mappingTiesToOneTargetWouldBreakTheBound() {
        // why ties are broken: 10 tied impostors mapped by value would move FAR̄ by 10/10 at one step
        float[] a = new float[10];
        float[] r = {0.1f, 0.2f, 0.3f, 0.4f, 0.5f, 0.6f, 0.7f, 0.8f, 0.9f, 1.0f};
        float[] t = QuantileTransform.targets(a, r, PairKind.IMPOSTOR);
        // rank j maps to reference rank ⌈j·10/10⌉ = j from the top: the tie is spread over every reference value
        float[] sorted = t.clone();
        java.util.Arrays.sort(sorted);
        assertArrayEquals(r, sorted);
        assertEquals(1.0f, t[0]); // index 0 has rank 1 (ties broken by index): the top reference score
        assertTrue(supDistance(t, r, PairKind.IMPOSTOR) <= 0.1 + 1e-12);
    }

    @Test
    void handCountedTargetsWithUnequalSizes() {
        // a: 4 impostors, r: 2. Rank j (from the top) → reference rank ⌈j·2/4⌉: 1,1,2,2
        float[] a = {0.5f, 0.9f, 0.1f, 0.7f};
        float[] r = {0.3f, 0.8f};
        assertArrayEquals(new float[] {0.3f, 0.8f, 0.3f, 0.8f}, QuantileTransform.targets(a, r, PairKind.IMPOSTOR));
        // genuines ranked from the bottom: 0.1→1, 0.5→2, 0.7→3, 0.9→4 → reference ascending ranks 1,1,2,2
        assertArrayEquals(new float[] {0.3f, 0.8f, 0.3f, 0.8f}, QuantileTransform.targets(a, r, PairKind.GENUINE));
        // a: 2, r: 4. Rank j → ⌈j·4/2⌉ = 2, 4
        assertArrayEquals(new float[] {0.7f, 0.3f},
                QuantileTransform.targets(new float[] {0.9f, 0.1f}, new float[] {0.9f, 0.7f, 0.5f, 0.3f}, PairKind.IMPOSTOR));
    }

    @Test
    void referenceOntoItselfIsTheIdentity() {
        var rng = new SplittableRandom(5);
        float[] r = heavyTies(rng, 200, 7);
        for (PairKind kind : PairKind.values()) {
            assertArrayEquals(r, QuantileTransform.targets(r, r, kind));
        }
    }

    @Test
    void emptyGroupAndEmptyReference() {
        assertEquals(0, QuantileTransform.targets(new float[0], new float[0], PairKind.GENUINE).length);
        assertThrows(IllegalArgumentException.class,
                () -> QuantileTransform.targets(new float[] {1f}, new float[0], PairKind.IMPOSTOR));
    }
}
