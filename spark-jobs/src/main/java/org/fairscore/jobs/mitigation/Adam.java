package org.fairscore.jobs.mitigation;

import java.util.ArrayList;
import java.util.List;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.factory.Nd4j;
import org.nd4j.linalg.ops.transforms.Transforms;

/**
 * Adam (Kingma &amp; Ba, 2015; β₁ = 0.9, β₂ = 0.999, ε = 1e-8, bias-corrected) over a list of arrays, updated
 * in place. Written here because ND4J's {@code AdamUpdater} works on one flattened parameter view, and our
 * parameters are separate arrays (MLP weights and one centroid matrix per group); the update is six lines.
 */
public final class Adam {
    private static final double BETA1 = 0.9;
    private static final double BETA2 = 0.999;
    private static final double EPSILON = 1e-8;

    private final double learningRate;
    private final List<INDArray> m = new ArrayList<>();
    private final List<INDArray> v = new ArrayList<>();
    private long step;

    public Adam(double learningRate, List<INDArray> params) {
        this.learningRate = learningRate;
        params.forEach(p -> {
            m.add(Nd4j.zerosLike(p));
            v.add(Nd4j.zerosLike(p));
        });
    }

    /** One step: params[i] -= lr · m̂ / (√v̂ + ε). */
    public void step(List<INDArray> params, List<INDArray> grads) {
        step++;
        double c1 = 1 - Math.pow(BETA1, step);
        double c2 = 1 - Math.pow(BETA2, step);
        for (int i = 0; i < params.size(); i++) {
            INDArray g = grads.get(i);
            m.get(i).muli(BETA1).addi(g.mul(1 - BETA1));
            v.get(i).muli(BETA2).addi(g.mul(g).muli(1 - BETA2));
            INDArray denom = Transforms.sqrt(v.get(i).div(c2), false).addi(EPSILON);
            params.get(i).subi(m.get(i).div(c1).divi(denom).muli(learningRate));
        }
    }

    public long steps() {
        return step;
    }
}
