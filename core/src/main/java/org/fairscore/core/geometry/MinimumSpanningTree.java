package org.fairscore.core.geometry;

import java.util.Arrays;

/**
 * Edge lengths of the Euclidean minimum spanning tree of a point set — the death times of the H0
 * persistence diagram of its Vietoris–Rips filtration (every component is born at 0 and dies when the
 * MST edge joining it is added; Edelsbrunner &amp; Harer, Computational Topology, VII.1).
 *
 * <p>Why hand-written: neither commons-math3, MLlib nor ND4J has a minimum spanning tree, and the graph
 * here is complete, where Prim's algorithm on a dense distance row is optimal — O(n²·d) time and O(n)
 * extra memory, distances computed on the fly (no n×n matrix), where Kruskal would sort n² edges.
 */
public final class MinimumSpanningTree {
    private MinimumSpanningTree() {
    }

    /** The n − 1 edge lengths, ascending (empty for fewer than two points). */
    public static double[] edgeLengths(double[][] points) {
        int n = points.length;
        if (n < 2) {
            return new double[0];
        }
        double[] best = new double[n];
        boolean[] inTree = new boolean[n];
        Arrays.fill(best, Double.POSITIVE_INFINITY);
        double[] edges = new double[n - 1];
        int current = 0;
        inTree[0] = true;
        for (int e = 0; e < n - 1; e++) {
            double[] p = points[current];
            int next = -1;
            for (int j = 0; j < n; j++) {
                if (inTree[j]) {
                    continue;
                }
                double d = squaredDistance(p, points[j]);
                if (d < best[j]) {
                    best[j] = d;
                }
                if (next < 0 || best[j] < best[next]) {
                    next = j;
                }
            }
            inTree[next] = true;
            edges[e] = Math.sqrt(best[next]);
            current = next;
        }
        Arrays.sort(edges);
        return edges;
    }

    private static double squaredDistance(double[] x, double[] y) {
        double s = 0;
        for (int k = 0; k < x.length; k++) {
            double t = x[k] - y[k];
            s += t * t;
        }
        return s;
    }
}
