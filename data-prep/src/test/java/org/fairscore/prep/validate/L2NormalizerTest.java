package org.fairscore.prep.validate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The norm against the textbook scaled formula (largest magnitude by Math.max), bit for bit, and its edge cases. */
class L2NormalizerTest {
    private static double reference(double[] v) {
        double scale = 0;
        for (double x : v) {
            scale = Math.max(scale, Math.abs(x));
        }
        if (scale == 0) {
            return 0;
        }
        double sum = 0;
        for (double x : v) {
            sum += (x / scale) * (x / scale);
        }
        return scale * Math.sqrt(sum);
    }

    @Test
    void theNormIsTheScaledFormulasBitForBit() {
        var rnd = new SplittableRandom(5);
        for (int t = 0; t < 200; t++) {
            int d = 1 + rnd.nextInt(600);
            double[] v = new double[d];
            float[] f = new float[d];
            double magnitude = Math.pow(10, rnd.nextInt(-30, 30));
            for (int i = 0; i < d; i++) {
                f[i] = (float) (rnd.nextGaussian() * magnitude);
                v[i] = f[i];
            }
            v[0] = -0.0;
            f[0] = -0.0f;
            assertEquals(Double.doubleToLongBits(reference(v)), Double.doubleToLongBits(L2Normalizer.norm(v)));
            assertEquals(Double.doubleToLongBits(reference(v)), Double.doubleToLongBits(L2Normalizer.norm(f)));
        }
    }

    /**
     * The normalised vector written where a packed batch wants it (the read's path) is each value divided by the norm
     * and rounded to float, for float and double input alike, and nothing outside its place is written.
     */
    @Test
    void normalisingIntoABatchWritesEachQuotientInItsPlaceOnly() {
        var rnd = new SplittableRandom(9);
        for (int t = 0; t < 50; t++) {
            int d = 1 + rnd.nextInt(70);
            int at = rnd.nextInt(5);
            float[] f = new float[d];
            double[] v = new double[d];
            for (int i = 0; i < d; i++) {
                v[i] = rnd.nextGaussian() * Math.pow(10, rnd.nextInt(-5, 5));
                f[i] = (float) v[i];
            }
            double nf = L2Normalizer.norm(f);
            double nv = L2Normalizer.norm(v);
            float[] outF = new float[at + d + 3];
            float[] outV = new float[at + d + 3];
            Arrays.fill(outF, 7f);
            Arrays.fill(outV, 7f);
            L2Normalizer.normalizeInto(f, nf, outF, at);
            L2Normalizer.normalizeInto(v, nv, outV, at);
            for (int i = 0; i < outF.length; i++) {
                boolean inside = i >= at && i < at + d;
                float wantF = inside ? (float) ((double) f[i - at] / nf) : 7f;
                float wantV = inside ? (float) (v[i - at] / nv) : 7f;
                assertEquals(Float.floatToRawIntBits(wantF), Float.floatToRawIntBits(outF[i]), "float input, " + i);
                assertEquals(Float.floatToRawIntBits(wantV), Float.floatToRawIntBits(outV[i]), "double input, " + i);
            }
            // a float vector gives what the double path gives for the same values widened
            double[] widened = new double[d];
            for (int i = 0; i < d; i++) {
                widened[i] = f[i];
            }
            float[] whole = new float[d];
            L2Normalizer.normalizeInto(widened, nf, whole, 0);
            for (int i = 0; i < d; i++) {
                assertEquals(Float.floatToRawIntBits(outF[at + i]), Float.floatToRawIntBits(whole[i]));
            }
        }
    }

    @Test
    void largeValuesDoNotOverflowAndZeroVectorsHaveNormZero() {
        assertEquals(Math.sqrt(2) * 1e300, L2Normalizer.norm(new double[] {1e300, -1e300}), 1e285);
        assertEquals(5.0, L2Normalizer.norm(new float[] {3f, -4f}));
        assertEquals(0.0, L2Normalizer.norm(new double[] {0.0, -0.0}));
        assertEquals(0.0, L2Normalizer.norm(new float[] {-0.0f, 0.0f, -0.0f}));
    }
}
