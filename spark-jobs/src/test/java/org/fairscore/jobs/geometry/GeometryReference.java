package org.fairscore.jobs.geometry;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.commons.math3.linear.MatrixUtils;
import org.apache.commons.math3.linear.SingularValueDecomposition;
import org.fairscore.core.geometry.MinimumSpanningTree;

/**
 * The geometry metrics computed on one machine, in double precision, by the definitions — every pair
 * enumerated, the SVD of X_a taken directly — as the independent check of the distributed job.
 */
final class GeometryReference {
    record Sample(String id, String label, String group, double[] x) {
    }

    private final List<Sample> all;
    final Map<String, List<Sample>> byGroup = new TreeMap<>();

    GeometryReference(List<Sample> samples) {
        this.all = samples;
        samples.forEach(s -> byGroup.computeIfAbsent(s.group(), g -> new ArrayList<>()).add(s));
    }

    static double dot(double[] a, double[] b) {
        double s = 0;
        for (int k = 0; k < a.length; k++) {
            s += a[k] * b[k];
        }
        return s;
    }

    static double dist2(double[] a, double[] b) {
        double s = 0;
        for (int k = 0; k < a.length; k++) {
            double t = a[k] - b[k];
            s += t * t;
        }
        return s;
    }

    /** {hits, ambiguous}: queries whose k-th and (k+1)-th similarities are within eps could go either way. */
    long[] recall(String group, int k, double eps) {
        long hits = 0;
        long ambiguous = 0;
        for (Sample q : byGroup.get(group)) {
            var others = new ArrayList<double[]>(); // {similarity, same label}
            for (Sample s : all) {
                if (s != q) {
                    others.add(new double[] {dot(q.x(), s.x()), s.label().equals(q.label()) ? 1 : 0});
                }
            }
            others.sort((a, b) -> Double.compare(b[0], a[0]));
            boolean hit = false;
            for (int i = 0; i < k; i++) {
                hit |= others.get(i)[1] == 1;
            }
            hits += hit ? 1 : 0;
            if (others.size() > k && others.get(k - 1)[0] - others.get(k)[0] < eps) {
                ambiguous++;
            }
        }
        return new long[] {hits, ambiguous};
    }

    double alignment(String group, boolean positive) {
        double s = 0;
        long n = 0;
        for (int i = 0; i < all.size(); i++) {
            for (int j = i + 1; j < all.size(); j++) {
                Sample a = all.get(i);
                Sample b = all.get(j);
                if (a.label().equals(b.label()) == positive && (a.group().equals(group) || b.group().equals(group))) {
                    s += dist2(a.x(), b.x());
                    n++;
                }
            }
        }
        return s / n;
    }

    double uniformityKL(String group) {
        var rows = byGroup.get(group).stream().map(Sample::x).toArray(double[][]::new);
        double[] sigma = new SingularValueDecomposition(MatrixUtils.createRealMatrix(rows)).getSingularValues();
        int m = Math.min(rows.length, rows[0].length);
        double total = 0;
        for (int i = 0; i < m; i++) {
            total += sigma[i];
        }
        double u = -Math.log(m);
        for (int i = 0; i < m; i++) {
            u -= Math.log(sigma[i] / total) / m;
        }
        return u;
    }

    /** Intra-group pair distances: all, genuine, impostor. */
    double[][] pairDistances(String group) {
        var g = byGroup.get(group);
        var all = new ArrayList<Double>();
        var gen = new ArrayList<Double>();
        var imp = new ArrayList<Double>();
        for (int i = 0; i < g.size(); i++) {
            for (int j = i + 1; j < g.size(); j++) {
                double d = Math.sqrt(dist2(g.get(i).x(), g.get(j).x()));
                all.add(d);
                (g.get(i).label().equals(g.get(j).label()) ? gen : imp).add(d);
            }
        }
        return new double[][] {unbox(all), unbox(gen), unbox(imp)};
    }

    double rbf(String group, double t) {
        double s = 0;
        double[] d = pairDistances(group)[0];
        for (double v : d) {
            s += Math.exp(-t * v * v);
        }
        return Math.log(s / d.length);
    }

    double[] centroid(String group) {
        var g = byGroup.get(group);
        double[] c = new double[g.get(0).x().length];
        for (Sample s : g) {
            for (int k = 0; k < c.length; k++) {
                c[k] += s.x()[k] / g.size();
            }
        }
        return c;
    }

    double[] centroidDistances(String group) {
        double[] c = centroid(group);
        return byGroup.get(group).stream().mapToDouble(s -> Math.sqrt(dist2(s.x(), c))).toArray();
    }

    double[] mstEdges(String group) {
        return MinimumSpanningTree.edgeLengths(byGroup.get(group).stream().map(Sample::x).toArray(double[][]::new));
    }

    /** Mean silhouette over all samples (own group: mean distance to its other samples). */
    double silhouette() {
        double total = 0;
        for (Sample q : all) {
            var sums = new TreeMap<String, double[]>();
            for (Sample s : all) {
                if (s != q) {
                    sums.computeIfAbsent(s.group(), g -> new double[2]);
                    sums.get(s.group())[0] += Math.sqrt(dist2(q.x(), s.x()));
                    sums.get(s.group())[1]++;
                }
            }
            double[] own = sums.get(q.group());
            double b = Double.POSITIVE_INFINITY;
            for (var e : sums.entrySet()) {
                if (!e.getKey().equals(q.group())) {
                    b = Math.min(b, e.getValue()[0] / e.getValue()[1]);
                }
            }
            if (own != null) {
                double a = own[0] / own[1];
                total += (b - a) / Math.max(a, b);
            }
        }
        return total / all.size();
    }

    double calinskiHarabasz() {
        double[] mu = new double[all.get(0).x().length];
        for (Sample s : all) {
            for (int k = 0; k < mu.length; k++) {
                mu[k] += s.x()[k] / all.size();
            }
        }
        double between = 0;
        double within = 0;
        for (String g : byGroup.keySet()) {
            double[] c = centroid(g);
            between += byGroup.get(g).size() * dist2(c, mu);
            for (Sample s : byGroup.get(g)) {
                within += dist2(s.x(), c);
            }
        }
        int groups = byGroup.size();
        return (between / (groups - 1)) / (within / (all.size() - groups));
    }

    double daviesBouldin() {
        double total = 0;
        for (String a : byGroup.keySet()) {
            double worst = 0;
            for (String b : byGroup.keySet()) {
                if (!a.equals(b)) {
                    double r = (mean(centroidDistances(a)) + mean(centroidDistances(b)))
                            / Math.sqrt(dist2(centroid(a), centroid(b)));
                    worst = Math.max(worst, r);
                }
            }
            total += worst;
        }
        return total / byGroup.size();
    }

    static double mean(double[] v) {
        return Arrays.stream(v).average().orElseThrow();
    }

    static double sd(double[] v) {
        double m = mean(v);
        return Math.sqrt(Arrays.stream(v).map(x -> (x - m) * (x - m)).sum() / (v.length - 1));
    }

    private static double[] unbox(List<Double> v) {
        return v.stream().mapToDouble(Double::doubleValue).toArray();
    }
}
