package org.fairscore.jobs.mitigation;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.nd4j.linalg.api.buffer.DataType;
import org.nd4j.linalg.api.memory.MemoryWorkspace;
import org.nd4j.linalg.api.memory.conf.WorkspaceConfiguration;
import org.nd4j.linalg.api.memory.enums.AllocationPolicy;
import org.nd4j.linalg.api.memory.enums.LearningPolicy;
import org.nd4j.linalg.api.memory.enums.ResetPolicy;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.factory.Nd4j;

/**
 * Trains the Fairness Module and the centroids on a {@link TrainingSet} with the CF loss (§3.3): minibatch Adam
 * on the driver, which is sequential by nature. Seeded: the same set, options and seed give the same module bit for
 * bit (one thread of arithmetic order per run: ND4J's GEMM is deterministic for fixed shapes and thread count).
 *
 * <p>The loss is CF eq. 10, L = Σ_a Σ_{i∈a} Σ_k w_ik (cos(g(x_i), μ_k) − T_ik)², with the weights of
 * {@code CfWeights} (core; 1/(N·pseudo-FAR) for impostors, 1/(N·pseudo-FRR) for genuines,
 * N the group's count of that kind). Those weights already normalise each group: every group's FAR and FRR decades
 * weigh about ln 10 whatever its size. So nothing else divides by a group's size: an earlier version also averaged
 * over each group's samples, which normalised twice and made a sample of a small group weigh more than one of a
 * large group.
 *
 * <p>Batches: each image is drawn with replacement, a group uniformly, then a sample of it uniformly (so every
 * batch holds every group, however small), i.e. sample i of group a with probability p_i = 1/(G·n_a). Each drawn
 * row's weights are multiplied by 1/p_i = G·n_a and the batch loss is (1/|B|) Σ_{draws} (1/p_i) Σ_k w_ik (…)²,
 * an unbiased estimate of L (importance weighting), as is its gradient. Why not draw samples uniformly instead:
 * under eq. 10 a group's weights total about ln N_a whatever its size, so a sample of group a carries about
 * ln N_a / n_a of L; drawing ∝ 1/n_a is close to drawing ∝ contribution, the low-variance choice, and leaves the
 * weighted terms G·n_a·w of similar size in every group.
 */
public final class CfTrainer {
    /** Rows per chunk when the whole-set loss is evaluated (bounds the n_a × K_a intermediates). */
    static final int EVAL_CHUNK = 4096;

    /** The trained module, its centroids and the loss history. */
    public record Trained(FairnessModule module, List<INDArray> centroids, List<Double> lossPerEpoch,
                          double initialLoss, double finalLoss, long steps, double seconds) {
    }

    private CfTrainer() {
    }

    public static Trained train(TrainingSet set, TrainOptions o, PrintWriter progress) {
        long started = System.nanoTime();
        var params = FairnessModule.identity(set.dimension(), o.seed()).params(DataType.FLOAT);
        var centroids = new ArrayList<INDArray>();
        set.centroids().forEach(m -> centroids.add(m.dup()));
        double initial = wholeSetLoss(set, params, centroids);
        var all = new ArrayList<INDArray>(List.of(params.w1(), params.b1(), params.w2(), params.b2()));
        all.addAll(centroids);
        var adam = new Adam(o.learningRate(), all);
        var rng = new SplittableRandom(o.seed() ^ 0x5DEECE66DL);
        int groups = set.groups().size();
        long n = set.samples();
        long batchesPerEpoch = Math.max(1, (n + o.batchSize() - 1) / o.batchSize());
        var history = new ArrayList<Double>();
        for (int epoch = 1; epoch <= o.epochs(); epoch++) {
            double sum = 0;
            for (long step = 0; step < batchesPerEpoch; step++) {
                try (MemoryWorkspace ignored = stepWorkspace()) {
                    var batch = sample(set, rng, o.batchSize(), groups);
                    var r = CfGradient.compute(params, centroids, batch, 1.0 / o.batchSize());
                    sum += r.loss();
                    var grads = new ArrayList<INDArray>(List.of(r.grad().w1(), r.grad().b1(), r.grad().w2(), r.grad().b2()));
                    grads.addAll(r.centroidGrads());
                    adam.step(all, grads); // updates params, centroids and Adam's moments in place: nothing escapes
                }
            }
            history.add(sum / batchesPerEpoch);
            progress.printf(Locale.ROOT, "mitigate: epoch %d/%d: mean batch loss %.6g (%d steps, %.1f s)%n", epoch,
                    o.epochs(), sum / batchesPerEpoch, adam.steps(), (System.nanoTime() - started) / 1e9);
            progress.flush();
        }
        double fin = wholeSetLoss(set, params, centroids);
        return new Trained(params.toModule(), centroids, history, initial, fin, adam.steps(),
                (System.nanoTime() - started) / 1e9);
    }

    /** A batch: per group, the rows drawn for it (groups drawn uniformly, rows uniformly within). */
    static List<GroupBatch> sample(TrainingSet set, SplittableRandom rng, int size, int groups) {
        var chosen = new ArrayList<List<Integer>>();
        for (int a = 0; a < groups; a++) {
            chosen.add(new ArrayList<>());
        }
        for (int i = 0; i < size; i++) {
            int a = rng.nextInt(groups);
            chosen.get(a).add(rng.nextInt((int) set.x().get(a).rows()));
        }
        var drawn = new ArrayList<int[]>();
        chosen.forEach(rows -> drawn.add(rows.stream().mapToInt(Integer::intValue).toArray()));
        return batchOf(set, drawn);
    }

    /**
     * The batch of the drawn rows (per group, the row indices drawn, repeats allowed), each row's eq. 10 weights
     * multiplied by the inverse of its draw probability, G·n_a (see the class comment).
     */
    static List<GroupBatch> batchOf(TrainingSet set, List<int[]> drawn) {
        var batch = new ArrayList<GroupBatch>();
        for (int a = 0; a < drawn.size(); a++) {
            int[] rows = drawn.get(a);
            if (rows.length > 0) {
                batch.add(new GroupBatch(a, rows(set.x().get(a), rows), rows(set.targets().get(a), rows),
                        rows(set.weights().get(a), rows).muli(inverseDrawProbability(set, a))));
            }
        }
        return batch;
    }

    /** 1/p for a sample of group a: G·n_a (a group drawn with probability 1/G, then a row with 1/n_a). */
    static double inverseDrawProbability(TrainingSet set, int a) {
        return (double) set.groups().size() * set.x().get(a).rows();
    }

    /** The eq. 10 loss Σ_a Σ_{i∈a} Σ_k w_ik (cos(g(x_i), μ_k) − T_ik)², in chunks of {@link #EVAL_CHUNK} rows. */
    public static double wholeSetLoss(TrainingSet set, ModuleParams params, List<INDArray> centroids) {
        double total = 0;
        for (int a = 0; a < set.groups().size(); a++) {
            int n = (int) set.x().get(a).rows();
            for (int r0 = 0; r0 < n; r0 += EVAL_CHUNK) {
                int[] rows = IntStream.range(r0, Math.min(n, r0 + EVAL_CHUNK)).toArray();
                try (MemoryWorkspace ignored = stepWorkspace()) {
                    var chunk = new GroupBatch(a, rows(set.x().get(a), rows), rows(set.targets().get(a), rows),
                            rows(set.weights().get(a), rows));
                    total += CfGradient.compute(params, centroids, List.of(chunk), 1.0).loss();
                }
            }
        }
        return total;
    }

    /**
     * The given rows of a matrix, copied. Why not {@code INDArray.getRows}: it copies row by row, one native call
     * each, and took about 100 ms for 1,024 rows of a 4,000 × 785 target matrix, most of a training step;
     * {@code Nd4j.pullRows} gathers them in one call (about 10 ms), with the same values.
     */
    static INDArray rows(INDArray matrix, int[] rows) {
        return Nd4j.pullRows(matrix, 1, rows);
    }

    /**
     * The scope of one step's temporaries (batch, activations, gradients): a workspace reused from step to step.
     * Why: without it every step allocates ~100 MB off-heap that JavaCPP frees only after a garbage collection, and
     * the process of the 16k-sample demo training grew to 15.8 GB resident.
     */
    private static MemoryWorkspace stepWorkspace() {
        return Nd4j.getWorkspaceManager().getAndActivateWorkspace(STEP, "cf-step");
    }

    private static final WorkspaceConfiguration STEP = WorkspaceConfiguration.builder()
            .policyAllocation(AllocationPolicy.OVERALLOCATE).overallocationLimit(0.2)
            .policyLearning(LearningPolicy.FIRST_LOOP).policyReset(ResetPolicy.BLOCK_LEFT).build();
}
