package org.fairscore.core.geometry;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.fairscore.core.verification.MetricValue;

/**
 * Calinski–Harabasz and Davies–Bouldin indices with the groups as clusters (as the FaceNet
 * verification audit uses them), Euclidean distance on the embeddings. Both come from per-group
 * {@link Moments} (and, for Davies–Bouldin, each group's mean distance to its centroid), never from pairs.
 *
 * <p>Calinski–Harabasz (1974): CH = [B / (G − 1)] / [W / (N − G)], B = Σ_a n_a ‖μ_a − μ‖², W = Σ_a Σ_{i∈a}
 * ‖x_i − μ_a‖². Davies–Bouldin (1979): DB = (1/G) Σ_a max_{b≠a} (s_a + s_b) / ‖μ_a − μ_b‖, s_a the mean
 * distance of a's samples to μ_a. Where scikit-learn returns 1 (W = 0) or treats a zero centroid distance
 * as infinite, these are undefined with the reason. Empty groups are ignored.
 */
public final class ClusteringIndices {
    private ClusteringIndices() {
    }

    public static MetricValue calinskiHarabasz(Map<String, Moments> groups) {
        var present = nonEmpty(groups);
        int g = present.size();
        if (g < 2) {
            return MetricValue.undefined("needs at least two non-empty groups, got " + g);
        }
        Moments total = null;
        long n = 0;
        for (Moments m : present) {
            total = total == null ? m.copy() : total.merge(m);
            n += m.count();
        }
        if (n == g) {
            return MetricValue.undefined("every group has one sample: no within-group dispersion (N = G)");
        }
        double[] mu = total.centroid();
        double between = 0;
        double within = 0;
        for (Moments m : present) {
            between += m.count() * squaredDistance(m.centroid(), mu);
            within += m.scatter();
        }
        if (within == 0) {
            return MetricValue.undefined("the within-group dispersion is 0 (each group is a single point)");
        }
        return MetricValue.of((between / (g - 1)) / (within / (n - g)));
    }

    /**
     * @param meanDistanceToCentroid per group: the mean of ‖x_i − μ_a‖ over its samples
     */
    public static MetricValue daviesBouldin(Map<String, Moments> groups, Map<String, Double> meanDistanceToCentroid) {
        var names = new ArrayList<String>();
        groups.forEach((k, m) -> {
            if (m.count() > 0) {
                names.add(k);
            }
        });
        if (names.size() < 2) {
            return MetricValue.undefined("needs at least two non-empty groups, got " + names.size());
        }
        double total = 0;
        for (String a : names) {
            double worst = 0;
            for (String b : names) {
                if (a.equals(b)) {
                    continue;
                }
                double m = Math.sqrt(squaredDistance(groups.get(a).centroid(), groups.get(b).centroid()));
                if (m == 0) {
                    return MetricValue.undefined("groups '" + a + "' and '" + b + "' have the same centroid");
                }
                worst = Math.max(worst, (meanDistanceToCentroid.get(a) + meanDistanceToCentroid.get(b)) / m);
            }
            total += worst;
        }
        return MetricValue.of(total / names.size());
    }

    static double squaredDistance(double[] x, double[] y) {
        double s = 0;
        for (int k = 0; k < x.length; k++) {
            double t = x[k] - y[k];
            s += t * t;
        }
        return s;
    }

    private static List<Moments> nonEmpty(Map<String, Moments> groups) {
        return groups.values().stream().filter(m -> m.count() > 0).toList();
    }
}
