package org.fairscore.core.geometry;

/**
 * The silhouette of one sample (Rousseeuw 1987), groups as clusters: s = (b − a) / max(a, b), with a the
 * mean Euclidean distance to the other samples of its own group and b the smallest mean distance to the
 * samples of another group. A sample alone in its group has s = 0, and s = 0 when a = b = 0 — both as
 * scikit-learn's {@code silhouette_samples}. The corpus silhouette is the mean of s over samples.
 */
public final class Silhouette {
    private Silhouette() {
    }

    /**
     * @param own     mean distance to the own group's other samples; NaN when the sample is alone in its group
     * @param nearest smallest mean distance to another group's samples (finite: there is another group)
     */
    public static double sample(double own, double nearest) {
        if (Double.isNaN(own)) {
            return 0;
        }
        double max = Math.max(own, nearest);
        return max == 0 ? 0 : (nearest - own) / max;
    }
}
