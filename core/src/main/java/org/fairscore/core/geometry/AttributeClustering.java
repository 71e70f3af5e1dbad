package org.fairscore.core.geometry;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.Map;
import java.util.TreeMap;

/**
 * Calinski–Harabasz and Davies–Bouldin with the values of ONE attribute as clusters, when the run's groups
 * are intersections of several ({@code --group race,gender}): {@code geometry.clustering.byAttribute.<attr>}.
 * Exact from the intersectional groups' moments merged by the attribute's value, and one more pass for the
 * distances to those centroids. (The silhouette would need another all-pairs pass per attribute and is
 * reported for the run's groups only.)
 *
 * @param clusters number of values of the attribute
 */
@JsonPropertyOrder({"clusters", "calinskiHarabasz", "daviesBouldin"})
public record AttributeClustering(int clusters, GeometryValue calinskiHarabasz, GeometryValue daviesBouldin) {

    /** Moments per value of one attribute, merged from the moments of the groups (group → its value). */
    public static Map<String, Moments> mergeByValue(Map<String, Moments> groups, Map<String, String> valueOfGroup) {
        var out = new TreeMap<String, Moments>();
        groups.forEach((g, m) -> out.merge(valueOfGroup.get(g), m.copy(), Moments::merge));
        return out;
    }

    /**
     * @param moments                moments per value of the attribute
     * @param meanDistanceToCentroid per value: mean distance of its samples to the value's centroid
     */
    public static AttributeClustering of(Map<String, Moments> moments, Map<String, Double> meanDistanceToCentroid) {
        return new AttributeClustering(moments.size(),
                GeometryValue.of(ClusteringIndices.calinskiHarabasz(moments)),
                GeometryValue.of(ClusteringIndices.daviesBouldin(moments, meanDistanceToCentroid)));
    }
}
