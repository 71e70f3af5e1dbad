package org.fairscore.core.geometry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** Groups X = {0, 1} and Y = {4} on a line (embedded in 2-D): every index by hand. */
class ClusteringIndicesTest {
    private static final double[][] X = {{0, 0}, {1, 0}};
    private static final double[][] Y = {{4, 0}};

    private static Map<String, Moments> moments() {
        var m = new TreeMap<String, Moments>();
        m.put("X", Moments.of(X, 2));
        m.put("Y", Moments.of(Y, 2));
        return m;
    }

    @Test
    void calinskiHarabaszByHand() {
        // μ = 5/3, μ_X = 1/2, μ_Y = 4: B = 2(1/2 − 5/3)² + (4 − 5/3)² = 49/18 + 49/9 = 49/6; W = 1/2; N − G = 1
        assertEquals((49.0 / 6) / (0.5 / 1), ClusteringIndices.calinskiHarabasz(moments()).value(), 1e-12);
    }

    @Test
    void daviesBouldinByHand() {
        // s_X = 1/2, s_Y = 0, ‖μ_X − μ_Y‖ = 7/2: R = (1/2)/(7/2) = 1/7 for both groups
        var s = Map.of("X", 0.5, "Y", 0.0);
        assertEquals(1.0 / 7, ClusteringIndices.daviesBouldin(moments(), s).value(), 1e-12);
    }

    @Test
    void silhouetteByHand() {
        // 0: a = 1, b = 4 → 3/4; 1: a = 1, b = 3 → 2/3; 4: alone in Y → 0
        var t = new NeighbourTable(2, 1, 2, new boolean[] {true, true});
        var u = new NeighbourTable(1, 1, 2, new boolean[] {true});
        double[][] all = {X[0], X[1], Y[0]};
        int[] group = {0, 0, 1};
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                if (i != j) {
                    double d = Math.sqrt(ClusteringIndices.squaredDistance(all[i], all[j]));
                    (i < 2 ? t : u).addDistance(i < 2 ? i : 0, group[j], d);
                }
            }
        }
        var names = List.of("X", "Y");
        var c = NeighbourCounts.of(t, "X", 0, names).merge(NeighbourCounts.of(u, "Y", 1, names));
        assertEquals((0.75 + 2.0 / 3) / 2, c.silhouette("X").value(), 1e-12);
        assertEquals(0.0, c.silhouette("Y").value(), 1e-12);
        assertEquals((0.75 + 2.0 / 3 + 0) / 3, c.silhouette().value(), 1e-12);
        assertEquals(0.0, Silhouette.sample(0, 0));
    }

    @Test
    void undefinedWithOneGroupOrNoDispersion() {
        var one = new TreeMap<String, Moments>(Map.of("X", Moments.of(X, 2)));
        assertFalse(ClusteringIndices.calinskiHarabasz(one).isDefined());
        assertFalse(ClusteringIndices.daviesBouldin(one, Map.of("X", 0.5)).isDefined());
        var points = new TreeMap<String, Moments>(Map.of("X", Moments.of(new double[][] {{0, 0}}, 2),
                "Y", Moments.of(Y, 2)));
        assertFalse(ClusteringIndices.calinskiHarabasz(points).isDefined()); // N = G
        var same = new TreeMap<String, Moments>(Map.of("X", Moments.of(new double[][] {{1, 0}, {-1, 0}}, 2),
                "Y", Moments.of(new double[][] {{0, 1}, {0, -1}}, 2)));
        assertFalse(ClusteringIndices.daviesBouldin(same, Map.of("X", 1.0, "Y", 1.0)).isDefined()); // equal centroids
        // a single sample in the silhouette, no other group: undefined, not 0
        var lone = new NeighbourTable(1, 1, 1, new boolean[] {true});
        assertFalse(NeighbourCounts.of(lone, "X", 0, List.of("X")).silhouette().isDefined());
    }
}
