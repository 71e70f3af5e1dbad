package org.fairscore.core.geometry;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class AttributeClusteringTest {
    @Test
    void indicesOfOneAttributeFromIntersectionalGroups() {
        // race=A|gender=F {0}, race=A|gender=M {1}, race=B|gender=F {4}: by race, A = {0, 1} and B = {4} —
        // the line of ClusteringIndicesTest, so CH = (49/6)/(1/2) and DB = 1/7
        var groups = new TreeMap<String, Moments>();
        groups.put("race=A|gender=F", Moments.of(new double[][] {{0, 0}}, 2));
        groups.put("race=A|gender=M", Moments.of(new double[][] {{1, 0}}, 2));
        groups.put("race=B|gender=F", Moments.of(new double[][] {{4, 0}}, 2));
        var race = AttributeClustering.mergeByValue(groups,
                Map.of("race=A|gender=F", "A", "race=A|gender=M", "A", "race=B|gender=F", "B"));
        assertEquals(2, race.get("A").count());
        var c = AttributeClustering.of(race, Map.of("A", 0.5, "B", 0.0));
        assertEquals(2, c.clusters());
        assertEquals((49.0 / 6) / 0.5, c.calinskiHarabasz().value(), 1e-12);
        assertEquals(1.0 / 7, c.daviesBouldin().value(), 1e-12);
        // by gender, F = {0, 4} and M = {1}: μ = 5/3, μ_F = 2, μ_M = 1; B = 2(1/3)² + (2/3)² = 2/3; W = 8
        var gender = AttributeClustering.mergeByValue(groups,
                Map.of("race=A|gender=F", "F", "race=A|gender=M", "M", "race=B|gender=F", "F"));
        assertEquals((2.0 / 3) / (8.0 / 1), AttributeClustering.of(gender, Map.of("F", 2.0, "M", 0.0))
                .calinskiHarabasz().value(), 1e-12);
    }
}
