package org.fairscore.jobs.mitigation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.nd4j.linalg.api.buffer.DataType;

/**
 * The CF loss weighs groups as eq. 10 does when groups have unequal sizes: a pseudo-score weighs 1/(N·pseudo-FAR)
 * (impostor) or 1/(N·pseudo-FRR) (genuine), N the group's count of that kind, and the loss sums weight × squared
 * error over every pseudo-score of every group — no further division by the group's size. Every expected value is
 * counted here from the pseudo-scores with plain loops, independent of {@code CfWeights} and {@code RankOrder}.
 *
 * <p>Group A: 2 identities × 3 samples (6 genuine, 6 impostor pseudo-scores); group B: 5 identities × 3 samples
 * (15 genuine, 60 impostor). Random embeddings in d = 3 give distinct pseudo-scores (checked), so pseudo-FAR and
 * pseudo-FRR have no ties to break.
 */
class CfEq10LossTest {
    private static final int D = 3;
    private static final int PER = 3;

    private static TrainingSet unequalGroups() {
        var rng = new SplittableRandom(21);
        var xs = new ArrayList<float[]>();
        var labels = new ArrayList<int[]>();
        var centroids = new ArrayList<float[]>();
        for (int identities : new int[] {2, 5}) {
            float[] x = new float[identities * PER * D];
            int[] y = new int[identities * PER];
            float[] c = new float[identities * D];
            for (int i = 0; i < y.length; i++) {
                y[i] = i / PER;
                double norm = 0;
                double[] v = new double[D];
                for (int j = 0; j < D; j++) {
                    v[j] = rng.nextGaussian();
                    norm += v[j] * v[j];
                }
                for (int j = 0; j < D; j++) {
                    x[i * D + j] = (float) (v[j] / Math.sqrt(norm));
                    c[y[i] * D + j] += x[i * D + j] / PER;
                }
            }
            xs.add(x);
            labels.add(y);
            centroids.add(c);
        }
        return TrainingSet.build(List.of("A", "B"), 0, D, xs, labels, centroids);
    }

    /** cos(x_i, μ_k) in double precision from the set's float32 embeddings and centroids. */
    private static double cosine(TrainingSet set, int a, int i, int k) {
        var x = set.x().get(a);
        var m = set.centroids().get(a);
        double dot = 0;
        double xx = 0;
        double mm = 0;
        for (int j = 0; j < D; j++) {
            dot += x.getDouble(i, j) * m.getDouble(k, j);
            xx += x.getDouble(i, j) * x.getDouble(i, j);
            mm += m.getDouble(k, j) * m.getDouble(k, j);
        }
        return dot / Math.sqrt(xx * mm);
    }

    /** Eq. 10's weight of pseudo-score (i, k) of group a, counted from the group's pseudo-scores. */
    private static double eq10Weight(TrainingSet set, int a, int i, int k) {
        int[] y = set.labels().get(a);
        boolean genuine = y[i] == k;
        double s = pseudo(set, a, i, k);
        long n = 0;
        long count = 0; // impostors: scores strictly above s (pseudo-FAR); genuines: at or below s (pseudo-FRR)
        for (int i2 = 0; i2 < y.length; i2++) {
            for (int k2 = 0; k2 < set.centroids().get(a).rows(); k2++) {
                if ((y[i2] == k2) != genuine) {
                    continue;
                }
                n++;
                double t = pseudo(set, a, i2, k2);
                if (genuine ? t <= s : t > s) {
                    count++;
                }
            }
        }
        double rate = (double) count / n;
        // the top impostor has pseudo-FAR 0: its weight is clamped to that of the second, 1/(N·(1/N)) = 1
        return rate == 0 ? 1.0 : 1.0 / (n * rate);
    }

    /** The pseudo-score as the training set computed it (float32), so that ranks match exactly. */
    private static double pseudo(TrainingSet set, int a, int i, int k) {
        return (float) cosine(set, a, i, k);
    }

    @Test
    void pseudoScoresAreDistinctSoTheHandCountHasNoTies() {
        var set = unequalGroups();
        for (int a = 0; a < 2; a++) {
            var seen = new HashSet<Double>();
            int total = 0;
            for (int i = 0; i < set.labels().get(a).length; i++) {
                for (int k = 0; k < set.centroids().get(a).rows(); k++) {
                    seen.add(pseudo(set, a, i, k));
                    total++;
                }
            }
            assertEquals(total, seen.size(), "group " + a);
        }
    }

    @Test
    void weightsAreOneOverNTimesPseudoFarOrPseudoFrrInGroupsOfUnequalSize() {
        var set = unequalGroups();
        assertEquals(6, set.x().get(0).rows());
        assertEquals(15, set.x().get(1).rows());
        for (int a = 0; a < 2; a++) {
            for (int i = 0; i < set.labels().get(a).length; i++) {
                for (int k = 0; k < set.centroids().get(a).rows(); k++) {
                    assertEquals(eq10Weight(set, a, i, k), set.weights().get(a).getDouble(i, k), 1e-6,
                            "group " + a + ", sample " + i + ", centroid " + k);
                }
            }
        }
    }

    @Test
    void wholeSetLossSumsWeightTimesSquaredErrorOverEveryGroupWithoutDividingBySize() {
        var set = unequalGroups();
        var params = FairnessModule.identity(D, 1).params(DataType.FLOAT);
        double expected = 0;
        double groupB = 0;
        for (int a = 0; a < 2; a++) {
            for (int i = 0; i < set.labels().get(a).length; i++) {
                for (int k = 0; k < set.centroids().get(a).rows(); k++) {
                    double diff = cosine(set, a, i, k) - set.targets().get(a).getDouble(i, k);
                    double term = eq10Weight(set, a, i, k) * diff * diff;
                    expected += term;
                    groupB += a == 1 ? term : 0;
                }
            }
        }
        assertTrue(groupB > 0.1 * expected, "group B (not the reference) carries the loss: " + groupB);
        assertEquals(expected, CfTrainer.wholeSetLoss(set, params, set.centroids()), 1e-5 * expected);
    }

    @Test
    void batchLossIsAnUnbiasedEstimateOfTheEq10LossAlthoughGroupsAreDrawnUniformly() {
        // one-image batches: group a drawn with probability 1/2, then row i with 1/n_a; the expectation of the
        // batch loss over every possible draw must be the whole-set loss of eq. 10 (counted here independently)
        var set = unequalGroups();
        var params = FairnessModule.identity(D, 1).params(DataType.FLOAT);
        double expectation = 0;
        double expected = 0;
        for (int a = 0; a < 2; a++) {
            int n = set.labels().get(a).length;
            for (int i = 0; i < n; i++) {
                var drawn = new ArrayList<int[]>(List.of(new int[0], new int[0]));
                drawn.set(a, new int[] {i});
                double batchLoss = CfGradient.compute(params, set.centroids(), CfTrainer.batchOf(set, drawn), 1.0).loss();
                expectation += batchLoss / (2.0 * n);
                for (int k = 0; k < set.centroids().get(a).rows(); k++) {
                    double diff = cosine(set, a, i, k) - set.targets().get(a).getDouble(i, k);
                    expected += eq10Weight(set, a, i, k) * diff * diff;
                }
            }
        }
        assertEquals(expected, expectation, 1e-5 * expected);
    }
}
