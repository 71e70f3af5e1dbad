package org.fairscore.jobs.mitigation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.nd4j.linalg.api.buffer.DataType;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.factory.Nd4j;
import org.junit.jupiter.api.Test;

/**
 * The hand-derived backpropagation against central finite differences of the same loss, in double precision,
 * on a tiny module (d = 3, hidden = 5, two groups with 2 and 3 centroids) whose second layer is non-zero so
 * that every path carries gradient. Tolerance: central differences with step ε have error O(ε²·f''') ≈ 1e-10
 * here, far below 1e-6 relative.
 */
class CfGradientTest {
    private static INDArray random(SplittableRandom rng, int rows, int cols) {
        double[] v = new double[rows * cols];
        for (int i = 0; i < v.length; i++) {
            v[i] = rng.nextDouble() * 2 - 1;
        }
        return Nd4j.create(v, new long[] {rows, cols}, DataType.DOUBLE);
    }

    private static INDArray unitRows(SplittableRandom rng, int rows, int cols) {
        var x = random(rng, rows, cols);
        return x.divColumnVector(x.norm2(1).reshape(rows, 1));
    }

    @Test
    void gradientsMatchCentralFiniteDifferences() {
        var rng = new SplittableRandom(11);
        int d = 3;
        int h = 5;
        var p = new ModuleParams(random(rng, h, d), random(rng, 1, h), random(rng, d, h).muli(0.5), random(rng, 1, d).muli(0.1));
        var centroids = new ArrayList<>(List.of(random(rng, 2, d), random(rng, 3, d)));
        var batch = List.of(
                new GroupBatch(0, unitRows(rng, 4, d), random(rng, 4, 2), random(rng, 4, 2).addi(1.5)),
                new GroupBatch(1, unitRows(rng, 3, d), random(rng, 3, 3), random(rng, 3, 3).addi(1.5)));
        double scale = 1.0 / 7;
        var analytic = CfGradient.compute(p, centroids, batch, scale);
        var params = new ArrayList<INDArray>(List.of(p.w1(), p.b1(), p.w2(), p.b2()));
        params.addAll(centroids);
        var grads = new ArrayList<INDArray>(List.of(analytic.grad().w1(), analytic.grad().b1(), analytic.grad().w2(),
                analytic.grad().b2()));
        grads.addAll(analytic.centroidGrads());
        double eps = 1e-6;
        int checked = 0;
        for (int t = 0; t < params.size(); t++) {
            INDArray a = params.get(t);
            for (long i = 0; i < a.length(); i++) {
                double keep = a.getDouble(i);
                a.putScalar(i, keep + eps);
                double up = CfGradient.compute(p, centroids, batch, scale).loss();
                a.putScalar(i, keep - eps);
                double down = CfGradient.compute(p, centroids, batch, scale).loss();
                a.putScalar(i, keep);
                double numeric = (up - down) / (2 * eps);
                double g = grads.get(t).getDouble(i);
                assertEquals(numeric, g, 1e-6 * Math.max(1, Math.abs(numeric)), "tensor " + t + " element " + i);
                checked++;
            }
        }
        assertEquals(h * d + h + d * h + d + 2 * d + 3 * d, checked);
        assertTrue(analytic.loss() > 0);
    }

    @Test
    void lossIsTheWeightedSquaredDistanceOfCosinesToTargets() {
        // identity module (W2 = b2 = 0), one row x = e1, one centroid (2, 0): cos = 1; target 0.25, weight 3
        var p = FairnessModule.identity(2, 1).params(DataType.DOUBLE);
        var x = Nd4j.create(new double[] {1, 0}, new long[] {1, 2}, DataType.DOUBLE);
        var m = Nd4j.create(new double[] {2, 0}, new long[] {1, 2}, DataType.DOUBLE);
        var b = new GroupBatch(0, x, Nd4j.create(new double[] {0.25}, new long[] {1, 1}, DataType.DOUBLE),
                Nd4j.create(new double[] {3}, new long[] {1, 1}, DataType.DOUBLE));
        assertEquals(3 * 0.75 * 0.75 / 2, CfGradient.compute(p, List.of(m), List.of(b), 0.5).loss(), 1e-15);
    }
}
