package org.fairscore.jobs.mitigation;

import java.io.Serializable;
import java.util.SplittableRandom;
import org.nd4j.linalg.api.buffer.DataType;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.factory.Nd4j;
import org.nd4j.linalg.ops.transforms.Transforms;

/**
 * The Fairness Module of CF §3.2: g(z) = z + W₂·ReLU(W₁z + b₁) + b₂, W₁ of (2d × d), W₂ of (d × 2d), weights
 * row-major float32. Immutable and serialisable: {@code apply} broadcasts it to tasks.
 *
 * <p>Initialisation ({@link #identity}): W₁, b₁ uniform in ±1/√d (PyTorch's default for a Linear layer), W₂
 * and b₂ zero, so g is the identity bit for bit (z + 0 = z in IEEE arithmetic) while the first layer already
 * has non-degenerate features for the gradient to use.
 */
public record FairnessModule(int dimension, int hidden, float[] w1, float[] b1, float[] w2, float[] b2)
        implements Serializable {
    public FairnessModule {
        if (dimension < 1 || hidden < 1 || w1.length != (long) hidden * dimension || b1.length != hidden
                || w2.length != (long) dimension * hidden || b2.length != dimension) {
            throw new IllegalArgumentException("module shapes do not match d = " + dimension + ", hidden = " + hidden);
        }
    }

    /** g = identity, first layer seeded. */
    public static FairnessModule identity(int d, long seed) {
        int h = 2 * d;
        var rng = new SplittableRandom(seed);
        double bound = 1 / Math.sqrt(d);
        float[] w1 = new float[h * d];
        float[] b1 = new float[h];
        for (int i = 0; i < w1.length; i++) {
            w1[i] = (float) ((rng.nextDouble() * 2 - 1) * bound);
        }
        for (int i = 0; i < h; i++) {
            b1[i] = (float) ((rng.nextDouble() * 2 - 1) * bound);
        }
        return new FairnessModule(d, h, w1, b1, new float[d * h], new float[d]);
    }

    /** MLP parameters (the centroids are not part of the module). */
    public long parameters() {
        return (long) w1.length + b1.length + w2.length + b2.length;
    }

    /** The module as trainable arrays of the given type. */
    public ModuleParams params(DataType type) {
        return new ModuleParams(
                Nd4j.create(w1, new long[] {hidden, dimension}, 'c').castTo(type),
                Nd4j.create(b1, new long[] {1, hidden}, 'c').castTo(type),
                Nd4j.create(w2, new long[] {dimension, hidden}, 'c').castTo(type),
                Nd4j.create(b2, new long[] {1, dimension}, 'c').castTo(type));
    }

    /** g applied to each row of {@code x} (rows × d), in x's type. */
    public static INDArray forward(ModuleParams p, INDArray x) {
        INDArray a1 = Transforms.relu(x.mmul(p.w1().transpose()).addiRowVector(p.b1()), false);
        return a1.mmul(p.w2().transpose()).addiRowVector(p.b2()).addi(x);
    }
}
