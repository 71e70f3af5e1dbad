package org.fairscore.jobs.mitigation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.nd4j.linalg.api.buffer.DataType;

/**
 * Training on a tiny planted problem: group B's identities are crowded around a shared direction (higher
 * impostor pseudo-scores than A's), so the transform asks for lower impostor cosines in B and the loss has room
 * to fall. Cheap: 2 groups × 60 samples, d = 8.
 */
class CfTrainerTest {
    private static TrainingSet planted(long seed) {
        int d = 8;
        var rng = new SplittableRandom(seed);
        double[] shared = new double[d];
        shared[0] = 1;
        var xs = new ArrayList<float[]>();
        var labels = new ArrayList<int[]>();
        var centroids = new ArrayList<float[]>();
        for (int g = 0; g < 2; g++) {
            double crowd = g == 0 ? 0.1 : 0.6;
            int k = 12;
            int per = 5;
            float[] x = new float[k * per * d];
            int[] y = new int[k * per];
            float[] c = new float[k * d];
            for (int id = 0; id < k; id++) {
                double[] centre = new double[d];
                for (int j = 0; j < d; j++) {
                    centre[j] = Math.sqrt(crowd) * shared[j] + Math.sqrt(1 - crowd) * rng.nextGaussian() / Math.sqrt(d);
                }
                for (int s = 0; s < per; s++) {
                    int i = id * per + s;
                    y[i] = id;
                    double norm = 0;
                    double[] v = new double[d];
                    for (int j = 0; j < d; j++) {
                        v[j] = centre[j] + 0.3 * rng.nextGaussian() / Math.sqrt(d);
                        norm += v[j] * v[j];
                    }
                    for (int j = 0; j < d; j++) {
                        x[i * d + j] = (float) (v[j] / Math.sqrt(norm));
                        c[id * d + j] += x[i * d + j] / per;
                    }
                }
            }
            xs.add(x);
            labels.add(y);
            centroids.add(c);
        }
        return TrainingSet.build(List.of("A", "B"), 0, d, xs, labels, centroids);
    }

    @Test
    void lossDecreasesAndProgressIsReportedPerEpoch() {
        var set = planted(3);
        var log = new StringWriter();
        var t = CfTrainer.train(set, new TrainOptions(15, 32, 1e-2, 5), new PrintWriter(log));
        assertTrue(t.initialLoss() > 0);
        assertTrue(t.finalLoss() < 0.7 * t.initialLoss(), t.initialLoss() + " -> " + t.finalLoss());
        assertEquals(15, t.lossPerEpoch().size());
        assertTrue(t.lossPerEpoch().get(14) < t.lossPerEpoch().get(0), t.lossPerEpoch().toString());
        assertEquals(15 * 4, t.steps()); // ⌈120 / 32⌉ = 4 batches per epoch
        assertTrue(log.toString().contains("epoch 15/15"), log.toString());
    }

    @Test
    void sameSeedSameModuleAndZeroEpochsIsTheIdentityWithTheInitialLoss() {
        var a = CfTrainer.train(planted(3), new TrainOptions(2, 16, 1e-3, 8), new PrintWriter(new StringWriter()));
        var b = CfTrainer.train(planted(3), new TrainOptions(2, 16, 1e-3, 8), new PrintWriter(new StringWriter()));
        assertArrayEquals(a.module().w1(), b.module().w1());
        assertArrayEquals(a.module().w2(), b.module().w2());
        var zero = CfTrainer.train(planted(3), new TrainOptions(0, 16, 1e-3, 8), new PrintWriter(new StringWriter()));
        assertArrayEquals(new float[zero.module().w2().length], zero.module().w2());
        assertEquals(zero.initialLoss(), zero.finalLoss());
    }

    @Test
    void wholeSetLossOfTheIdentityIsTheWeightedDistanceOfPseudoScoresToTargets() {
        // independent computation: pseudo-scores by plain loops, targets and weights from the set
        var set = planted(4);
        var params = FairnessModule.identity(set.dimension(), 1).params(DataType.FLOAT);
        double expected = 0;
        for (int a = 0; a < 2; a++) {
            var x = set.x().get(a);
            var m = set.centroids().get(a);
            double sum = 0;
            for (int i = 0; i < x.rows(); i++) {
                for (int k = 0; k < m.rows(); k++) {
                    double dot = 0;
                    double mm = 0;
                    double xx = 0;
                    for (int j = 0; j < set.dimension(); j++) {
                        dot += x.getDouble(i, j) * m.getDouble(k, j);
                        mm += m.getDouble(k, j) * m.getDouble(k, j);
                        xx += x.getDouble(i, j) * x.getDouble(i, j);
                    }
                    double diff = dot / Math.sqrt(mm * xx) - set.targets().get(a).getDouble(i, k);
                    sum += set.weights().get(a).getDouble(i, k) * diff * diff;
                }
            }
            expected += sum; // eq. 10: summed over every pseudo-score, no division by the group's size
        }
        double got = CfTrainer.wholeSetLoss(set, params, set.centroids());
        assertEquals(expected, got, 1e-4 * expected);
        // the reference group is mapped onto itself: its part of the loss is float rounding only
        assertTrue(expected > 0);
    }
}
