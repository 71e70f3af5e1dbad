package org.fairscore.core.geometry;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

class MinimumSpanningTreeTest {
    @Test
    void pointsOnALine() {
        double[][] x = {{7}, {0}, {3}, {1}};
        assertArrayEquals(new double[] {1, 2, 4}, MinimumSpanningTree.edgeLengths(x), 1e-12);
        assertEquals(0, MinimumSpanningTree.edgeLengths(new double[][] {{1}}).length);
    }

    @Test
    void duplicatesDieAtZero() {
        double[][] x = {{0, 1}, {0, 1}, {1, 0}};
        assertArrayEquals(new double[] {0, Math.sqrt(2)}, MinimumSpanningTree.edgeLengths(x), 1e-12);
    }

    /** Kruskal over all sorted edges with union-find: an independent method. */
    private static double[] kruskal(double[][] x) {
        int n = x.length;
        var edges = new ArrayList<double[]>();
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                edges.add(new double[] {Math.sqrt(ClusteringIndices.squaredDistance(x[i], x[j])), i, j});
            }
        }
        edges.sort((a, b) -> Double.compare(a[0], b[0]));
        int[] parent = new int[n];
        for (int i = 0; i < n; i++) {
            parent[i] = i;
        }
        double[] out = new double[n - 1];
        int k = 0;
        for (double[] e : edges) {
            int a = find(parent, (int) e[1]);
            int b = find(parent, (int) e[2]);
            if (a != b) {
                parent[a] = b;
                out[k++] = e[0];
            }
        }
        return out;
    }

    private static int find(int[] p, int i) {
        while (p[i] != i) {
            i = p[i];
        }
        return i;
    }

    @Test
    void matchesKruskalOnRandomPoints() {
        var rnd = new Random(11);
        for (int trial = 0; trial < 5; trial++) {
            double[][] x = new double[40 + trial * 10][3];
            for (double[] r : x) {
                for (int k = 0; k < 3; k++) {
                    r[k] = rnd.nextGaussian();
                }
            }
            double[] expected = kruskal(x);
            Arrays.sort(expected);
            assertArrayEquals(expected, MinimumSpanningTree.edgeLengths(x), 1e-12);
        }
    }
}
