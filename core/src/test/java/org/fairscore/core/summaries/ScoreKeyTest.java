package org.fairscore.core.summaries;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ScoreKeyTest {

    /** Random finite and infinite floats (every bit pattern but NaN) plus the edge values. */
    static float[] sampleFloats(int randomCount, long seed) {
        var out = new ArrayList<Float>(List.of(-0.0f, 0.0f, Float.MIN_VALUE, -Float.MIN_VALUE, Float.MIN_NORMAL,
                -Float.MIN_NORMAL, Math.nextDown(Float.MIN_NORMAL), -Math.nextDown(Float.MIN_NORMAL), 1.0f, -1.0f,
                Math.nextUp(1.0f), Math.nextDown(1.0f), Math.nextUp(-1.0f), Math.nextDown(-1.0f), Float.MAX_VALUE,
                -Float.MAX_VALUE, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, 0.5f, -0.5f, 0.7f, 1e-30f));
        var rng = new SplittableRandom(seed);
        while (out.size() < randomCount) {
            float f = rng.nextBoolean() ? Float.intBitsToFloat(rng.nextInt()) : (float) (2 * rng.nextDouble() - 1);
            if (!Float.isNaN(f)) {
                out.add(f);
            }
        }
        float[] a = new float[out.size()];
        for (int i = 0; i < a.length; i++) {
            a[i] = out.get(i);
        }
        return a;
    }

    @Test
    void keyOrderEqualsFloatOrderForEveryPair() {
        float[] f = sampleFloats(1500, 7);
        for (float a : f) {
            for (float b : f) {
                int expected = a < b ? -1 : a > b ? 1 : 0;
                int actual = Integer.signum(Integer.compareUnsigned(ScoreKey.of(a), ScoreKey.of(b)));
                if (expected != actual) {
                    assertEquals(expected, actual, "order of " + a + " vs " + b);
                }
            }
        }
    }

    @Test
    void sortingByUnsignedKeySortsTheFloats() {
        float[] f = sampleFloats(20000, 11);
        for (int i = 0; i < f.length; i++) {
            if (f[i] == 0.0f) {
                f[i] = 0.0f; // Arrays.sort puts −0 before +0; the key equates them
            }
        }
        float[] expected = f.clone();
        Arrays.sort(expected);
        long[] keys = new long[f.length];
        for (int i = 0; i < f.length; i++) {
            keys[i] = Integer.toUnsignedLong(ScoreKey.of(f[i]));
        }
        Arrays.sort(keys);
        float[] actual = new float[f.length];
        for (int i = 0; i < f.length; i++) {
            actual[i] = ScoreKey.value((int) keys[i]);
        }
        assertArrayEquals(expected, actual);
    }

    @Test
    void valueOfKeyGivesTheScoreBack() {
        for (float x : sampleFloats(50000, 3)) {
            if (x != 0.0f) {
                float back = ScoreKey.value(ScoreKey.of(x));
                if (Float.floatToRawIntBits(back) != Float.floatToRawIntBits(x)) {
                    assertEquals(x, back, "round trip of " + x);
                }
            }
        }
    }

    @Test
    void negativeZeroFoldsToPositiveZero() {
        assertEquals(ScoreKey.of(0.0f), ScoreKey.of(-0.0f));
        assertEquals(Float.floatToRawIntBits(0.0f), Float.floatToRawIntBits(ScoreKey.value(ScoreKey.of(-0.0f))));
    }

    @Test
    void adjacentFloatsHaveAdjacentKeysAcrossZero() {
        // −MIN_VALUE → ~0x80000001 = 0x7FFFFFFE; −0's slot 0x7FFFFFFF is unused since −0 folds to +0 = 0x80000000
        assertEquals(ScoreKey.of(-Float.MIN_VALUE) + 2, ScoreKey.of(0.0f));
        assertEquals(ScoreKey.of(0.0f) + 1, ScoreKey.of(Float.MIN_VALUE));
        assertEquals(ScoreKey.of(0.5f) + 1, ScoreKey.of(Math.nextUp(0.5f)));
        assertEquals(ScoreKey.of(-0.5f) + 1, ScoreKey.of(Math.nextUp(-0.5f)));
    }

    @Test
    void bucketAndLowComposeBackToTheKey() {
        for (float x : sampleFloats(5000, 5)) {
            int key = ScoreKey.of(x);
            assertEquals(key, ScoreKey.compose(ScoreKey.bucket(key), ScoreKey.low(key)));
            assertEquals(ScoreKey.bucket(key), ScoreKey.bucketOf(x));
        }
        // +inf: bits 0x7F800000 with the sign bit set → 0xFF800000; −inf: ~0xFF800000 = 0x007FFFFF
        assertEquals(0xFF80, ScoreKey.bucketOf(Float.POSITIVE_INFINITY));
        assertEquals(0x007F, ScoreKey.bucketOf(Float.NEGATIVE_INFINITY));
        // 0.5f = 0x3F000000 → key 0xBF000000; 1.0f = 0x3F800000 → 0xBF800000
        assertEquals(0xBF00, ScoreKey.bucketOf(0.5f));
        assertEquals(0xBF80, ScoreKey.bucketOf(1.0f));
    }
}
