package org.fairscore.core.geometry;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.Map;
import java.util.TreeMap;

/**
 * The clustering indices with the values of ONE attribute as clusters, when the run's groups are intersections
 * of several ({@code --group race,gender}): {@code geometry.clustering.byAttribute.<attr>}. Calinski–Harabasz and
 * Davies–Bouldin exact from the intersectional groups' moments merged by the attribute's value, and one more
 * pass for the distances to those centroids; the silhouette from the same all-pairs pass as the groups'
 * (each silhouette point's distance sums to the groups merged by value: {@link NeighbourCounts}), on the same
 * points.
 *
 * @param clusters          number of values of the attribute
 * @param silhouette        mean silhouette over the silhouette points, the values as clusters
 * @param silhouetteByValue per value: the mean silhouette of its points
 */
@JsonPropertyOrder({"clusters", "silhouette", "calinskiHarabasz", "daviesBouldin", "silhouetteByValue"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record AttributeClustering(int clusters, GeometryValue silhouette, GeometryValue calinskiHarabasz,
                                  GeometryValue daviesBouldin, Map<String, GeometryValue> silhouetteByValue) {

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
        return new AttributeClustering(moments.size(), null,
                GeometryValue.of(ClusteringIndices.calinskiHarabasz(moments)),
                GeometryValue.of(ClusteringIndices.daviesBouldin(moments, meanDistanceToCentroid)), null);
    }

    /** These indices with the attribute's silhouette from the all-pairs pass's counts. */
    public AttributeClustering withSilhouette(String attribute, NeighbourCounts counts) {
        var byValue = new TreeMap<String, GeometryValue>();
        counts.attributeSilhouetteByValue(attribute).forEach((v, m) -> byValue.put(v, GeometryValue.of(m)));
        return new AttributeClustering(clusters, GeometryValue.of(counts.attributeSilhouette(attribute)),
                calinskiHarabasz, daviesBouldin, byValue);
    }
}
