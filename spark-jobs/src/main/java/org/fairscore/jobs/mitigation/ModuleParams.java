package org.fairscore.jobs.mitigation;

import org.nd4j.linalg.api.buffer.DataType;
import org.nd4j.linalg.api.ndarray.INDArray;

/**
 * The MLP's arrays while training: W₁ (hidden × d), b₁ (1 × hidden), W₂ (d × hidden), b₂ (1 × d). Mutable
 * arrays (Adam updates them in place); {@link #toModule} freezes them as float32.
 */
public record ModuleParams(INDArray w1, INDArray b1, INDArray w2, INDArray b2) {
    public FairnessModule toModule() {
        int d = (int) w1.columns();
        int h = (int) w1.rows();
        return new FairnessModule(d, h, floats(w1), floats(b1), floats(w2), floats(b2));
    }

    private static float[] floats(INDArray a) {
        return a.castTo(DataType.FLOAT).dup('c').data().asFloat();
    }
}
