package org.fairscore.core.geometry;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * What the geometry family computes, and how (report.json repeats it as {@code geometry.settings}).
 *
 * @param k                    recall@k's k (recall@1 is always reported)
 * @param rbfT                 t of the RBF uniformity log E exp(−t‖u − v‖²)
 * @param centred              U_KL on the centred matrix (default: uncentred)
 * @param dropTop              U_KL without the largest singular value
 * @param silhouetteMaxSamples exact silhouette up to this corpus size; beyond, a seeded sample of about this size
 * @param mstMaxSamples        exact H0 death times for groups up to this size; beyond, a seeded subsample
 * @param nmi                  compute NMI (MLlib k-means)
 * @param nmiMaxLabels         k-means with k = number of labels up to this; beyond, on a seeded sample of this many labels
 * @param kmeansIterations     MLlib k-means maximum iterations
 * @param seed                 seed of every sample and of k-means
 */
@JsonPropertyOrder({"k", "rbfT", "centred", "dropTop", "silhouetteMaxSamples", "mstMaxSamples", "nmi", "nmiMaxLabels",
        "kmeansIterations", "seed"})
public record GeometrySettings(int k, double rbfT, boolean centred, boolean dropTop, long silhouetteMaxSamples,
                               int mstMaxSamples, boolean nmi, int nmiMaxLabels, int kmeansIterations, long seed) {
    public static final int DEFAULT_SILHOUETTE_MAX = 50_000;
    public static final int DEFAULT_MST_MAX = 5_000;
    public static final int DEFAULT_NMI_MAX_LABELS = 200;

    public GeometrySettings {
        if (k < 1) {
            throw new IllegalArgumentException("k must be at least 1, got " + k);
        }
        if (!(rbfT > 0) || Double.isInfinite(rbfT)) {
            throw new IllegalArgumentException("t must be positive and finite, got " + rbfT);
        }
        if (silhouetteMaxSamples < 2 || mstMaxSamples < 2 || nmiMaxLabels < 1 || kmeansIterations < 1) {
            throw new IllegalArgumentException("sample limits must be at least 2 and iterations at least 1");
        }
    }

    public static GeometrySettings defaults() {
        return new GeometrySettings(1, 2.0, false, false, DEFAULT_SILHOUETTE_MAX, DEFAULT_MST_MAX, true,
                DEFAULT_NMI_MAX_LABELS, 20, 1L);
    }
}
