package org.fairscore.core.geometry;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

class MomentsTest {
    private static double bruteForcePairs(double[][] x) {
        double s = 0;
        for (int i = 0; i < x.length; i++) {
            for (int j = i + 1; j < x.length; j++) {
                s += ClusteringIndices.squaredDistance(x[i], x[j]);
            }
        }
        return s;
    }

    @Test
    void pairSumOfThreeHandPoints() {
        // (0,0), (1,0), (0,2): squared distances 1, 4, 5 → 10
        var m = Moments.of(new double[][] {{0, 0}, {1, 0}, {0, 2}}, 2);
        assertEquals(10.0, m.pairSquaredDistanceSum(), 1e-12);
        assertEquals(3, m.pairs());
        assertArrayEquals(new double[] {1.0 / 3, 2.0 / 3}, m.centroid(), 1e-12);
        // scatter: Σ‖x − μ‖² = Q − ‖S‖²/n = 5 − 5/3
        assertEquals(5 - 5.0 / 3, m.scatter(), 1e-12);
    }

    @Test
    void mergeEqualsMomentsOfTheUnionAndMinusUndoesIt() {
        var rnd = new Random(7);
        double[][] a = new double[13][4];
        double[][] b = new double[9][4];
        for (double[] r : a) {
            for (int k = 0; k < 4; k++) {
                r[k] = rnd.nextGaussian();
            }
        }
        for (double[] r : b) {
            for (int k = 0; k < 4; k++) {
                r[k] = rnd.nextGaussian();
            }
        }
        double[][] all = new double[22][];
        System.arraycopy(a, 0, all, 0, 13);
        System.arraycopy(b, 0, all, 13, 9);
        var merged = Moments.of(a, 4).merge(Moments.of(b, 4));
        assertEquals(22, merged.count());
        assertEquals(bruteForcePairs(all), merged.pairSquaredDistanceSum(), 1e-9);
        assertEquals(bruteForcePairs(a), merged.minus(Moments.of(b, 4)).pairSquaredDistanceSum(), 1e-9);
        assertEquals(0.0, Moments.empty(4).merge(Moments.empty(4)).pairSquaredDistanceSum());
    }
}
