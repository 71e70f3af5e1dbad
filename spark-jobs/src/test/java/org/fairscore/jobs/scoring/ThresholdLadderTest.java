package org.fairscore.jobs.scoring;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Counts through ranks and one suffix sum per row equal a direct comparison of every score with every threshold. */
class ThresholdLadderTest {

    private static long[] direct(float[] scores, float[] thresholds, boolean inclusive) {
        long[] out = new long[thresholds.length];
        for (float s : scores) {
            for (int t = 0; t < thresholds.length; t++) {
                out[t] += (inclusive ? s >= thresholds[t] : s > thresholds[t]) ? 1 : 0;
            }
        }
        return out;
    }

    private static long[] viaLadder(float[] scores, float[] thresholds, boolean inclusive) {
        var ladder = new ThresholdLadder(thresholds, inclusive);
        int[] hist = new int[3 + ladder.bins()]; // at an offset, as a row of a tile's flat histogram
        for (float s : scores) {
            if (ladder.acceptedAtLowest(s)) {
                hist[3 + ladder.rank(s)]++;
            }
        }
        long[] out = new long[thresholds.length];
        ladder.accepted(hist, 3, out);
        long[] longHist = new long[ladder.bins()];
        for (float s : scores) {
            longHist[ladder.rank(s)]++;
        }
        long[] viaLong = new long[thresholds.length];
        ladder.accepted(longHist, viaLong);
        assertArrayEquals(out, viaLong, "int and long histograms agree");
        return out;
    }

    @Test
    void tiesDuplicatesInfinitiesAndSignedZeroCountAsDirectComparison() {
        float[] thresholds = {0.5f, -0.0f, 0.25f, 0.5f, Float.NEGATIVE_INFINITY, 0.0f, Float.POSITIVE_INFINITY, -0.25f};
        float[] scores = {0.5f, 0.5f, 0.0f, -0.0f, 0.25f, -0.25f, -1f, 1f, 0.75f, 0.2500001f, 0.4999999f};
        for (boolean inclusive : new boolean[] {true, false}) {
            assertArrayEquals(direct(scores, thresholds, inclusive), viaLadder(scores, thresholds, inclusive),
                    "inclusive = " + inclusive);
        }
    }

    @Test
    void randomQuantisedScoresAgainstDirectCounts() {
        var rng = new SplittableRandom(3);
        for (int trial = 0; trial < 200; trial++) {
            int levels = 1 + rng.nextInt(45);
            float[] thresholds = new float[levels];
            for (int t = 0; t < levels; t++) {
                thresholds[t] = (float) (Math.rint((rng.nextDouble() * 2 - 1) * 16) / 16);
            }
            float[] scores = new float[rng.nextInt(300)];
            for (int i = 0; i < scores.length; i++) {
                scores[i] = (float) (Math.rint((rng.nextDouble() * 2 - 1) * 16) / 16);
            }
            boolean inclusive = rng.nextBoolean();
            assertArrayEquals(direct(scores, thresholds, inclusive), viaLadder(scores, thresholds, inclusive),
                    "trial " + trial);
        }
    }

    @Test
    void rankIsTheNumberOfAcceptingThresholds() {
        var ladder = new ThresholdLadder(new float[] {0.3f, 0.1f, 0.2f, 0.2f}, true);
        assertEquals(4, ladder.bins(), "three distinct thresholds");
        assertEquals(0, ladder.rank(0.05f));
        assertEquals(2, ladder.rank(0.2f), "0.1 and 0.2 accept 0.2 under s >= t");
        assertEquals(3, ladder.rank(0.9f));
        assertEquals(1, new ThresholdLadder(new float[] {0.3f, 0.1f, 0.2f}, false).rank(0.2f), "only 0.1 under s > t");
        assertThrows(IllegalArgumentException.class, () -> new ThresholdLadder(new float[] {Float.NaN}, true));
    }
}
