package org.fairscore.jobs.mitigation;

import java.io.Serializable;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One group's identity centroids μ_k (CF eq. 7): labels in sorted order and their centroids row-major
 * (K × d float32, not renormalised). Broadcast to tasks for the pseudo-score pass: K·d floats per group.
 */
public record GroupCentroids(String group, List<String> labels, float[] centroids, int dimension) implements Serializable {
    public int size() {
        return labels.size();
    }

    /** Label → row, built where needed (a task builds it once per partition). */
    public Map<String, Integer> index() {
        var m = new HashMap<String, Integer>();
        for (int i = 0; i < labels.size(); i++) {
            m.put(labels.get(i), i);
        }
        return m;
    }

    /** Rows scaled to unit norm, for cosines: cos(x, μ) = x · μ/‖μ‖ for a unit x. */
    public float[] unitRows() {
        float[] out = new float[centroids.length];
        for (int k = 0; k < size(); k++) {
            double s = 0;
            for (int j = 0; j < dimension; j++) {
                double v = centroids[k * dimension + j];
                s += v * v;
            }
            double n = Math.sqrt(s);
            for (int j = 0; j < dimension; j++) {
                out[k * dimension + j] = (float) (centroids[k * dimension + j] / n);
            }
        }
        return out;
    }
}
