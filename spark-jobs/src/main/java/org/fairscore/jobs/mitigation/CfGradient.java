package org.fairscore.jobs.mitigation;

import java.util.ArrayList;
import java.util.List;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.factory.Nd4j;
import org.nd4j.linalg.ops.transforms.Transforms;

/**
 * The CF loss of a batch and its gradient with respect to the MLP's weights and the centroids, by hand-derived
 * backpropagation in ND4J (SameDiff would do it too; the derivation is short and the finite-difference test
 * checks it in double precision).
 *
 * <p>L = scale · Σ_i Σ_k w_ik (c_ik − T_ik)², c_ik = cos(g(x_i), μ_k), summed over both kinds at once (the
 * genuine column of a row holds its FRR target and weight, the others their FAR ones: L_CF = L_FAR + L_FRR).
 * With ĥ = h/‖h‖ and μ̂ = μ/‖μ‖: ∂c/∂h = (μ̂ − c ĥ)/‖h‖, ∂c/∂μ = (ĥ − c μ̂)/‖μ‖; then through
 * h = x + W₂ a + b₂, a = ReLU(W₁x + b₁). Rows with ‖h‖ = 0 or centroids with ‖μ‖ = 0 cannot occur on
 * normalised data near the identity and are not guarded.
 */
public final class CfGradient {
    /** Loss and gradients, shaped like the parameters. */
    public record Result(double loss, ModuleParams grad, List<INDArray> centroidGrads) {
    }

    private CfGradient() {
    }

    public static Result compute(ModuleParams p, List<INDArray> centroids, List<GroupBatch> batch, double scale) {
        var gW1 = Nd4j.zerosLike(p.w1());
        var gB1 = Nd4j.zerosLike(p.b1());
        var gW2 = Nd4j.zerosLike(p.w2());
        var gB2 = Nd4j.zerosLike(p.b2());
        var gM = new ArrayList<INDArray>();
        centroids.forEach(m -> gM.add(Nd4j.zerosLike(m)));
        double loss = 0;
        for (GroupBatch b : batch) {
            INDArray x = b.x();
            INDArray z1 = x.mmul(p.w1().transpose()).addiRowVector(p.b1());
            INDArray a1 = Transforms.relu(z1, true);
            INDArray h = a1.mmul(p.w2().transpose()).addiRowVector(p.b2()).addi(x);
            INDArray hNorm = h.norm2(1).reshape(h.rows(), 1);
            INDArray hHat = h.divColumnVector(hNorm);
            INDArray m = centroids.get(b.group());
            INDArray mNorm = m.norm2(1).reshape(m.rows(), 1);
            INDArray mHat = m.divColumnVector(mNorm);
            INDArray c = hHat.mmul(mHat.transpose());
            INDArray diff = c.sub(b.targets());
            INDArray weighted = diff.mul(b.weights());
            loss += scale * weighted.mul(diff).sumNumber().doubleValue();
            INDArray r = weighted.muli(2 * scale); // ∂L/∂c

            INDArray gHHat = r.mmul(mHat);
            INDArray gH = gHHat.sub(hHat.mulColumnVector(gHHat.mul(hHat).sum(1).reshape(h.rows(), 1)))
                    .diviColumnVector(hNorm);
            INDArray gMHat = r.transpose().mmul(hHat);
            gM.get(b.group()).addi(gMHat.sub(mHat.mulColumnVector(gMHat.mul(mHat).sum(1).reshape(m.rows(), 1)))
                    .diviColumnVector(mNorm));

            gW2.addi(gH.transpose().mmul(a1));
            gB2.addi(gH.sum(0).reshape(1, h.columns()));
            INDArray gZ1 = gH.mmul(p.w2()).muli(z1.gt(0.0).castTo(z1.dataType()));
            gW1.addi(gZ1.transpose().mmul(x));
            gB1.addi(gZ1.sum(0).reshape(1, z1.columns()));
        }
        return new Result(loss, new ModuleParams(gW1, gB1, gW2, gB2), gM);
    }
}
