package org.fairscore.core.geometry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.apache.commons.math3.linear.MatrixUtils;
import org.apache.commons.math3.linear.SingularValueDecomposition;
import org.junit.jupiter.api.Test;

class SpectralUniformityTest {
    private static Gramian gramian(double[][] rows) {
        var g = Gramian.empty(rows[0].length);
        for (double[] r : rows) {
            g.add(r);
        }
        return g;
    }

    @Test
    void isotropicSetIsZero() {
        // the 4 standard basis vectors: every singular value is 1
        double[][] x = new double[4][4];
        for (int i = 0; i < 4; i++) {
            x[i][i] = 1;
        }
        assertEquals(0.0, SpectralUniformity.of(gramian(x), false, false).value(), 1e-12);
    }

    @Test
    void rankOneSetIsUndefined() {
        double[][] x = {{0.6, 0.8}, {0.6, 0.8}, {0.6, 0.8}};
        var v = SpectralUniformity.of(gramian(x), false, false);
        assertFalse(v.isDefined());
        assertTrue(v.reasonOrNull().contains("zero singular value"), v.reasonOrNull());
        // dropping the top value leaves one zero value: still undefined; centring leaves nothing
        assertFalse(SpectralUniformity.of(gramian(x), true, false).isDefined());
    }

    @Test
    void twoToOneSpectrumByHand() {
        // rows e1, e1, e2: XᵀX = diag(2, 1), σ = (√2, 1), p = σ / (1 + √2)
        double[][] x = {{1, 0}, {1, 0}, {0, 1}};
        double total = 1 + Math.sqrt(2);
        double expected = -Math.log(2) - 0.5 * (Math.log(Math.sqrt(2) / total) + Math.log(1 / total));
        assertEquals(expected, SpectralUniformity.of(gramian(x), false, false).value(), 1e-12);
        // dropping the top value leaves one value: uniform over one, 0
        assertEquals(0.0, SpectralUniformity.of(gramian(x), false, true).value(), 1e-12);
    }

    @Test
    void matchesSvdOfTheMatrixCentredAndNot() {
        var rnd = new Random(5);
        double[][] x = new double[30][6];
        for (double[] r : x) {
            for (int k = 0; k < 6; k++) {
                r[k] = (float) (rnd.nextGaussian() * (k + 1)); // float values: the Gramian adds floats
            }
        }
        for (boolean centred : new boolean[] {false, true}) {
            double[][] m = new double[30][];
            double[] mean = new double[6];
            for (double[] r : x) {
                for (int k = 0; k < 6; k++) {
                    mean[k] += r[k] / 30;
                }
            }
            for (int i = 0; i < 30; i++) {
                m[i] = x[i].clone();
                for (int k = 0; k < 6 && centred; k++) {
                    m[i][k] -= mean[k];
                }
            }
            double[] sigma = new SingularValueDecomposition(MatrixUtils.createRealMatrix(m)).getSingularValues();
            double total = 0;
            for (double s : sigma) {
                total += s;
            }
            double expected = -Math.log(6);
            for (double s : sigma) {
                expected -= Math.log(s / total) / 6;
            }
            assertEquals(expected, SpectralUniformity.of(gramian(x), centred, false).value(), 1e-9, "centred " + centred);
        }
    }

    @Test
    void fewerSamplesThanDimensionsUseMinNd() {
        // two orthonormal rows in d = 3: m = 2 equal singular values → 0 (the third, zero, is not used)
        double[][] x = {{1, 0, 0}, {0, 1, 0}};
        assertEquals(0.0, SpectralUniformity.of(gramian(x), false, false).value(), 1e-12);
        assertEquals(2, SpectralUniformity.spectrumSize(2, 3, false, false));
    }
}
