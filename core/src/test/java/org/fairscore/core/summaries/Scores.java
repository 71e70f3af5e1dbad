package org.fairscore.core.summaries;

import java.util.SplittableRandom;

/** Seeded score sets for summary tests. */
final class Scores {
    private Scores() {
    }

    /** Uniform on [lo, hi), rounded to float32. */
    static float[] uniform(int n, double lo, double hi, long seed) {
        var rng = new SplittableRandom(seed);
        float[] out = new float[n];
        for (int i = 0; i < n; i++) {
            out[i] = (float) (lo + (hi - lo) * rng.nextDouble());
        }
        return out;
    }

    /** Scores spread over many coarse buckets: mixed magnitudes and signs in [−1, 1], plus ±1 and 0. */
    static float[] spread(int n, long seed) {
        var rng = new SplittableRandom(seed);
        float[] out = new float[n];
        for (int i = 0; i < n; i++) {
            double mag = Math.pow(10, -6 * rng.nextDouble());
            out[i] = (float) (rng.nextBoolean() ? mag : -mag);
        }
        out[0] = 1.0f;
        out[1] = -1.0f;
        out[2] = 0.0f;
        return out;
    }

    /** A random partition of {@code all}: element i goes to part 0 or 1. */
    static boolean[] split(int n, long seed) {
        var rng = new SplittableRandom(seed);
        boolean[] inFirst = new boolean[n];
        for (int i = 0; i < n; i++) {
            inFirst[i] = rng.nextBoolean();
        }
        return inFirst;
    }
}
