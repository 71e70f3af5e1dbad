package org.fairscore.core.summaries;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * ScoreSums is exact for every finite float32: its mean and standard deviation equal those computed from the
 * scores' exact decimal values (BigDecimal, an independent brute force) rounded the same way, whatever the
 * scale, order or merge tree.
 */
class ScoreSumsTest {

    /** Brute force: exact Σs and Σs² in BigDecimal; the same final roundings (DECIMAL128, then double). */
    private static double[] exactMoments(float[] x) {
        BigDecimal sum = BigDecimal.ZERO;
        BigDecimal sumSq = BigDecimal.ZERO;
        for (float v : x) {
            var d = new BigDecimal(v); // exact: a float is a dyadic rational
            sum = sum.add(d);
            sumSq = sumSq.add(d.multiply(d));
        }
        var n = BigDecimal.valueOf(x.length);
        double mean = sum.divide(n, MathContext.DECIMAL128).doubleValue();
        var num = n.multiply(sumSq).subtract(sum.multiply(sum));
        double std = num.signum() <= 0 ? 0.0 : Math.sqrt(num.divide(n.multiply(n), MathContext.DECIMAL128).doubleValue());
        return new double[] {mean, std};
    }

    private static ScoreSums of(float... x) {
        var s = ScoreSums.empty();
        for (float v : x) {
            s.add(v);
        }
        return s;
    }

    /** Any finite float32: every exponent from the subnormals to the largest, both signs. */
    private static float[] anyFinite(int n, long seed) {
        var r = new SplittableRandom(seed);
        float[] x = new float[n];
        for (int i = 0; i < n; i++) {
            int bits;
            do {
                bits = r.nextInt();
            } while (((bits >>> 23) & 0xFF) == 0xFF);
            x[i] = Float.intBitsToFloat(bits);
        }
        return x;
    }

    @Test
    void momentsEqualTheExactMomentsOnEveryScale() {
        var sets = new float[][] {
            Scores.uniform(5000, -1, 1, 1),
            Scores.uniform(5000, 0, 100, 2), // vendor 0–100 scores
            Scores.uniform(5000, 4.3, 7.9, 3), // bob.measure's Iris scores
            Scores.uniform(5000, -1e6, 3e7, 4), // log-likelihood ratios, distances
            Scores.uniform(5000, 1e-40, 1e-38, 5), // subnormal and smallest normal
            anyFinite(5000, 6),
        };
        for (float[] x : sets) {
            var s = of(x);
            double[] exact = exactMoments(x);
            assertEquals(x.length, s.count());
            assertEquals(exact[0], s.mean());
            assertEquals(exact[1], s.stdDev());
        }
    }

    @Test
    void handComputedExtremes() {
        // {MAX, −MAX}: mean 0, deviations ±MAX, so std = MAX exactly
        var s = of(Float.MAX_VALUE, -Float.MAX_VALUE);
        assertEquals(0.0, s.mean());
        assertEquals(Float.MAX_VALUE, s.stdDev());
        // {0, 2^-149}: mean 2^-150, std 2^-150
        var tiny = of(0f, Float.MIN_VALUE);
        assertEquals(0x1p-150, tiny.mean());
        assertEquals(0x1p-150, tiny.stdDev());
        // {90, 100, 110}: mean 100, variance (100 + 0 + 100)/3
        var vendor = of(90f, 100f, 110f);
        assertEquals(100.0, vendor.mean());
        assertEquals(Math.sqrt(200.0 / 3), vendor.stdDev(), Math.ulp(Math.sqrt(200.0 / 3)));
    }

    @Test
    void identicalScoresHaveZeroSpreadAtAnyScaleAcrossFolds() {
        // 2^15 + 7 scores: at least one fold; largest significand (2^24 − 1) so ΣM² is as large as it gets
        for (float v : new float[] {Math.nextDown(2f), -Math.nextDown(Float.MAX_VALUE), 7.9f, 1e-40f, -63.5f}) {
            var s = ScoreSums.empty();
            for (int i = 0; i < (1 << 15) + 7; i++) {
                s.add(v);
            }
            assertEquals((double) v, s.mean(), "mean of " + v);
            assertEquals(0.0, s.stdDev(), "std of " + v);
        }
    }

    @Test
    void mergeOrderAndTreeDoNotChangeAnyBit() {
        float[] x = anyFinite(70_000, 9); // past two folds
        var whole = of(x);
        var parts = new ScoreSums[5];
        for (int p = 0; p < parts.length; p++) {
            parts[p] = ScoreSums.empty();
        }
        var r = new SplittableRandom(10);
        for (float v : x) {
            parts[r.nextInt(parts.length)].add(v);
        }
        var merged = parts[3].merge(parts[1]).merge(parts[4].merge(parts[0])).merge(parts[2]);
        double[] exact = exactMoments(x);
        assertEquals(exact[0], whole.mean());
        assertEquals(exact[1], whole.stdDev());
        assertEquals(whole.count(), merged.count());
        assertEquals(whole.mean(), merged.mean());
        assertEquals(whole.stdDev(), merged.stdDev());
    }

    @Test
    void serialisedHalfwayItKeepsCounting() throws Exception {
        float[] x = Scores.uniform(1000, -50, 50, 12);
        var s = ScoreSums.empty();
        for (int i = 0; i < 500; i++) {
            s.add(x[i]);
        }
        var bytes = new ByteArrayOutputStream();
        try (var out = new ObjectOutputStream(bytes)) {
            out.writeObject(s);
        }
        ScoreSums back;
        try (var in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            back = (ScoreSums) in.readObject();
        }
        for (int i = 500; i < x.length; i++) {
            back.add(x[i]);
        }
        double[] exact = exactMoments(x);
        assertEquals(exact[0], back.mean());
        assertEquals(exact[1], back.stdDev());
    }

    @Test
    void aNonFiniteScoreIsRefusedNotSummed() {
        var s = ScoreSums.empty();
        assertThrows(IllegalArgumentException.class, () -> s.add(Float.POSITIVE_INFINITY));
        assertThrows(IllegalArgumentException.class, () -> s.add(Float.NaN));
        assertEquals(0, s.count());
    }
}
