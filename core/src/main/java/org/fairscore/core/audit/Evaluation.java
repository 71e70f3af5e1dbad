package org.fairscore.core.audit;

import java.util.List;
import java.util.Map;
import org.fairscore.core.verification.ExactDistribution;
import org.fairscore.core.verification.Threshold;

/**
 * Exact thresholds (one per level) and every group's exact genuine and impostor distributions.
 *
 * @param thresholds per level, in settings order
 * @param genuine    group → exact genuine distribution
 * @param impostor   group → exact impostor distribution
 */
public record Evaluation(List<Threshold> thresholds, Map<String, ExactDistribution> genuine,
                         Map<String, ExactDistribution> impostor) {

    /** Threshold values for pass 3; an undefined threshold becomes +∞ (nothing is accepted). */
    public float[] thresholdValues() {
        float[] out = new float[thresholds.size()];
        for (int i = 0; i < out.length; i++) {
            var t = thresholds.get(i);
            out[i] = t.isDefined() ? t.value() : Float.POSITIVE_INFINITY;
        }
        return out;
    }
}
