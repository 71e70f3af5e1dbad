package org.fairscore.core.verification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.TreeMap;
import org.fairscore.core.summaries.CoarseHistogram;
import org.fairscore.core.summaries.FineHistogram;
import org.fairscore.core.summaries.ScoreKey;
import org.junit.jupiter.api.Test;

/** EER by the interpolation stated in {@link Eer}'s javadoc, worked out by hand. */
class EerTest {
    private static final double TOL = 1e-12;

    /** A distribution with every bucket resolved. */
    static ExactDistribution exact(float... scores) {
        var coarse = CoarseHistogram.empty();
        var fine = new TreeMap<Integer, FineHistogram>();
        for (float s : scores) {
            int key = ScoreKey.of(s);
            coarse.addKey(key);
            fine.computeIfAbsent(ScoreKey.bucket(key), FineHistogram::empty).addKey(key);
        }
        return new ExactDistribution(coarse, fine);
    }

    private static void assertEer(double eer, double threshold, EerResult r) {
        assertTrue(r.eer().isDefined(), () -> r.eer().reasonOrNull());
        assertEquals(eer, r.eer().value(), TOL);
        assertEquals(threshold, r.threshold(), TOL);
    }

    @Test
    void aboveCrossesExactlyAtACandidate() {
        // genuine {0.9, 0.8, 0.7}, impostor {0.1, 0.2, 0.75}; accept s > t
        // t = −∞: FAR 1, FRR 0, d = 1;  0.1: 2/3, 0, d = 2/3;  0.2: 1/3, 0, d = 1/3;
        // 0.7: FAR 1/3 (0.75), FRR 1/3 (0.7 ≤ t) → d = 0 → EER 1/3 at 0.7
        var r = Eer.compute(exact(0.9f, 0.8f, 0.7f), exact(0.1f, 0.2f, 0.75f), AcceptanceRule.ABOVE);
        assertEer(1.0 / 3, 0.7f, r);
    }

    @Test
    void atOrAboveCrossesExactlyAtACandidate() {
        // accept s ≥ t: 0.1: FAR 1, FRR 0;  0.2: 2/3, 0;  0.7: 1/3, 0 (nothing below 0.7), d = 1/3;
        // 0.75: FAR 1/3 (0.75 ≥ t), FRR 1/3 (0.7 < t) → d = 0 → EER 1/3 at 0.75
        var r = Eer.compute(exact(0.9f, 0.8f, 0.7f), exact(0.1f, 0.2f, 0.75f), AcceptanceRule.AT_OR_ABOVE);
        assertEer(1.0 / 3, 0.75f, r);
    }

    @Test
    void aboveInterpolatesBetweenCandidates() {
        // genuine {0.9, 0.8, 0.6}, impostor {0.1, 0.7}; accept s > t
        // 0.6: FAR 1/2 (0.7), FRR 1/3 → d = 1/6;  0.7: FAR 0, FRR 1/3 → d = −1/3
        // λ = (1/6)/(1/6 + 1/3) = 1/3; EER = 1/2 + (0 − 1/2)/3 = 1/3; t = 0.6 + (0.7 − 0.6)/3
        var r = Eer.compute(exact(0.9f, 0.8f, 0.6f), exact(0.1f, 0.7f), AcceptanceRule.ABOVE);
        assertEer(1.0 / 3, (double) 0.6f + ((double) 0.7f - (double) 0.6f) / 3, r);
    }

    @Test
    void atOrAboveInterpolatesBetweenCandidates() {
        // accept s ≥ t: 0.7: FAR 1/2, FRR 1/3 (0.6 < t) → d = 1/6;  0.8: FAR 0, FRR 1/3 → d = −1/3
        var r = Eer.compute(exact(0.9f, 0.8f, 0.6f), exact(0.1f, 0.7f), AcceptanceRule.AT_OR_ABOVE);
        assertEer(1.0 / 3, (double) 0.7f + ((double) 0.8f - (double) 0.7f) / 3, r);
    }

    @Test
    void segmentFromMinusInfinityTakesTheFiniteEnd() {
        // genuine {0.1, 0.1}, impostor {0.1, 0.9}, above: −∞: FAR 1, FRR 0, d = 1;
        // 0.1: FAR 1/2, FRR 1 → d = −1/2; λ = 2/3; EER = 1 + 2/3·(1/2 − 1) = 2/3 at 0.1
        var r = Eer.compute(exact(0.1f, 0.1f), exact(0.1f, 0.9f), AcceptanceRule.ABOVE);
        assertEer(2.0 / 3, 0.1f, r);
    }

    @Test
    void segmentToPlusInfinityTakesTheFiniteEnd() {
        // genuine {0.9, 0.9}, impostor {0.1, 0.9}, at-or-above: 0.9: FAR 1/2, FRR 0 → d = 1/2;
        // +∞: FAR 0, FRR 1, d = −1; λ = 1/3; EER = 1/2 − 1/6 = 1/3 at 0.9
        var r = Eer.compute(exact(0.9f, 0.9f), exact(0.1f, 0.9f), AcceptanceRule.AT_OR_ABOVE);
        assertEer(1.0 / 3, 0.9f, r);
    }

    @Test
    void perfectSeparationHasEerZero() {
        // above: t = 0.4 → FAR 0 (no impostor > 0.4), FRR 0 → d = 0 at the largest impostor score
        assertEer(0.0, 0.4f, Eer.compute(exact(0.8f, 0.9f), exact(0.2f, 0.4f), AcceptanceRule.ABOVE));
        // at-or-above: t = 0.8 → FAR 0, FRR 0 → d = 0 at the smallest genuine score
        assertEer(0.0, 0.8f, Eer.compute(exact(0.8f, 0.9f), exact(0.2f, 0.4f), AcceptanceRule.AT_OR_ABOVE));
    }

    @Test
    void eerWithoutPairsOfAKindIsUndefined() {
        var noGenuine = Eer.compute(exact(), exact(0.1f), AcceptanceRule.ABOVE);
        assertFalse(noGenuine.eer().isDefined());
        assertTrue(noGenuine.eer().reasonOrNull().contains("no genuine pairs"));
        assertNull(noGenuine.threshold());
        var noImpostor = Eer.compute(exact(0.9f), exact(), AcceptanceRule.AT_OR_ABOVE);
        assertFalse(noImpostor.eer().isDefined());
        assertTrue(noImpostor.eer().reasonOrNull().contains("no impostor pairs"));
    }

    @Test
    void planNamesTheBucketsHoldingTheCrossing() {
        // genuine in [0.9, 1), impostor in [−0.5, −0.4) and one at 0.95: crossing near 0.9..0.95
        var g = CoarseHistogram.empty();
        var i = CoarseHistogram.empty();
        for (float s : new float[] {0.9f, 0.91f, 0.99f}) {
            g.add(s);
        }
        for (float s : new float[] {-0.5f, -0.45f, 0.95f}) {
            i.add(s);
        }
        for (var rule : AcceptanceRule.AUDITED) {
            var planned = Eer.plan(g, i, rule);
            // resolving only the planned buckets must give the same EER as resolving everything
            var gFine = new TreeMap<Integer, FineHistogram>();
            var iFine = new TreeMap<Integer, FineHistogram>();
            for (int b : planned) {
                gFine.put(b, FineHistogram.empty(b));
                iFine.put(b, FineHistogram.empty(b));
            }
            for (float s : new float[] {0.9f, 0.91f, 0.99f}) {
                var f = gFine.get(ScoreKey.bucketOf(s));
                if (f != null) {
                    f.addKey(ScoreKey.of(s));
                }
            }
            for (float s : new float[] {-0.5f, -0.45f, 0.95f}) {
                var f = iFine.get(ScoreKey.bucketOf(s));
                if (f != null) {
                    f.addKey(ScoreKey.of(s));
                }
            }
            var partial = Eer.compute(new ExactDistribution(g, gFine), new ExactDistribution(i, iFine), rule);
            var full = Eer.compute(exact(0.9f, 0.91f, 0.99f), exact(-0.5f, -0.45f, 0.95f), rule);
            assertEquals(full, partial, rule.toString());
            assertTrue(planned.size() <= (rule == AcceptanceRule.ABOVE ? 2 : 3), planned::toString);
        }
    }
}
