package org.fairscore.jobs.mitigation;

import java.util.ArrayList;
import java.util.List;
import org.fairscore.core.mitigation.CfWeights;
import org.fairscore.core.mitigation.QuantileTransform;
import org.fairscore.core.model.PairKind;
import org.nd4j.linalg.api.buffer.DataType;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.factory.Nd4j;

/**
 * The training data on the driver, per group: embeddings X_a (n_a × d), each row's identity as a column index
 * into the group's centroids M_a (K_a × d, CF eq. 7), and for every (sample, centroid) pair the transformed
 * target T_{a→r}(s̄) and the eq. 10 weight (n_a × K_a each).
 *
 * <p>Memory: 4·n·d bytes of embeddings, 4·K·d of centroids, 8 bytes per pseudo-score (target and weight) held
 * through training, and while building 16 bytes per pseudo-score at the peak (scores, their split by kind, and
 * the targets). That is why the training set is bounded ({@code --max-train-samples},
 * {@code --max-pseudo-scores}).
 *
 * @param groups     group names, in order
 * @param reference  index of the reference group r
 * @param x          per group, the embeddings
 * @param labels     per group, each row's centroid index
 * @param centroids  per group, the initial centroids μ_k (not renormalised)
 * @param targets    per group, T_{a→r}(s̄_ik)
 * @param weights    per group, w_ik
 */
public record TrainingSet(List<String> groups, int reference, List<INDArray> x, List<int[]> labels,
                          List<INDArray> centroids, List<INDArray> targets, List<INDArray> weights) {

    public int dimension() {
        return (int) x.get(0).columns();
    }

    public long samples() {
        return x.stream().mapToLong(INDArray::rows).sum();
    }

    public long pseudoScores() {
        long n = 0;
        for (int a = 0; a < groups.size(); a++) {
            n += x.get(a).rows() * centroids.get(a).rows();
        }
        return n;
    }

    /** Pseudo-scores s̄ = cos(x_i, μ_k) of one group's rows (n_a × K_a, float32). */
    public static INDArray pseudoScores(INDArray x, INDArray centroids) {
        INDArray hat = centroids.divColumnVector(centroids.norm2(1).reshape(centroids.rows(), 1));
        return x.mmul(hat.transpose()); // rows of x are unit vectors (prep normalised them)
    }

    /**
     * @param x         per group, row-major float32 embeddings (n_a × d), L2-normalised
     * @param labels    per group, each row's centroid index
     * @param centroids per group, row-major centroids (K_a × d)
     */
    public static TrainingSet build(List<String> groups, int reference, int d, List<float[]> x, List<int[]> labels,
                                    List<float[]> centroids) {
        int g = groups.size();
        var xs = new ArrayList<INDArray>();
        var ms = new ArrayList<INDArray>();
        var genuine = new ArrayList<float[]>();
        var impostor = new ArrayList<float[]>();
        var scores = new ArrayList<float[]>();
        for (int a = 0; a < g; a++) {
            int n = labels.get(a).length;
            int k = centroids.get(a).length / d;
            xs.add(Nd4j.create(x.get(a), new long[] {n, d}, 'c'));
            ms.add(Nd4j.create(centroids.get(a), new long[] {k, d}, 'c'));
            float[] s = pseudoScores(xs.get(a), ms.get(a)).castTo(DataType.FLOAT).dup('c').data().asFloat();
            float[] gen = new float[n];
            float[] imp = new float[n * (k - 1)];
            int[] y = labels.get(a);
            for (int i = 0, j = 0; i < n; i++) {
                for (int c = 0; c < k; c++) {
                    if (c == y[i]) {
                        gen[i] = s[i * k + c];
                    } else {
                        imp[j++] = s[i * k + c];
                    }
                }
            }
            scores.add(s);
            genuine.add(gen);
            impostor.add(imp);
        }
        var ts = new ArrayList<INDArray>();
        var ws = new ArrayList<INDArray>();
        for (int a = 0; a < g; a++) {
            int n = labels.get(a).length;
            int k = centroids.get(a).length / d;
            float[] tGen = QuantileTransform.targets(genuine.get(a), genuine.get(reference), PairKind.GENUINE);
            float[] tImp = QuantileTransform.targets(impostor.get(a), impostor.get(reference), PairKind.IMPOSTOR);
            float[] wGen = CfWeights.of(genuine.get(a), PairKind.GENUINE);
            float[] wImp = CfWeights.of(impostor.get(a), PairKind.IMPOSTOR);
            float[] t = scores.get(a); // reused: the scores are not needed any more
            float[] w = new float[n * k];
            int[] y = labels.get(a);
            for (int i = 0, j = 0; i < n; i++) {
                for (int c = 0; c < k; c++) {
                    if (c == y[i]) {
                        t[i * k + c] = tGen[i];
                        w[i * k + c] = wGen[i];
                    } else {
                        t[i * k + c] = tImp[j];
                        w[i * k + c] = wImp[j++];
                    }
                }
            }
            ts.add(Nd4j.create(t, new long[] {n, k}, 'c'));
            ws.add(Nd4j.create(w, new long[] {n, k}, 'c'));
        }
        return new TrainingSet(List.copyOf(groups), reference, xs, labels, ms, ts, ws);
    }
}
