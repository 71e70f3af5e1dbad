package org.fairscore.core.geometry;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * Clustering indices with the groups as clusters, Euclidean distance on the L2-normalised embeddings.
 *
 * @param silhouettePoints  samples whose silhouette was averaged (all, or the seeded sample)
 * @param silhouetteSampled whether the corpus exceeded the exact-silhouette limit and was sampled
 */
@JsonPropertyOrder({"silhouette", "calinskiHarabasz", "daviesBouldin", "silhouettePoints", "silhouetteSampled"})
public record ClusteringReport(GeometryValue silhouette, GeometryValue calinskiHarabasz, GeometryValue daviesBouldin,
                               long silhouettePoints, boolean silhouetteSampled) {
}
