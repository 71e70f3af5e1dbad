package org.fairscore.core.geometry;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.Map;

/**
 * Clustering indices with the groups as clusters, Euclidean distance on the L2-normalised embeddings.
 *
 * @param silhouettePoints  samples whose silhouette was averaged (all, or the seeded sample)
 * @param silhouetteSampled whether the corpus exceeded the exact-silhouette limit and was sampled
 * @param byAttribute       with intersectional groups: the indices with each single attribute's values as
 *                          clusters (null with one attribute)
 */
@JsonPropertyOrder({"silhouette", "calinskiHarabasz", "daviesBouldin", "silhouettePoints", "silhouetteSampled",
        "byAttribute"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ClusteringReport(GeometryValue silhouette, GeometryValue calinskiHarabasz, GeometryValue daviesBouldin,
                               long silhouettePoints, boolean silhouetteSampled,
                               Map<String, AttributeClustering> byAttribute) {
}
