package org.fairscore.core.geometry;

import java.util.HashMap;
import java.util.Map;
import org.fairscore.core.verification.MetricValue;

/**
 * Normalised mutual information of labels Y and cluster assignments C (finDML; Strehl &amp; Ghosh's
 * arithmetic normalisation): NMI = 2·I(Y; C) / (H(Y) + H(C)), from the contingency counts n_{y,c} of one
 * group's samples. Conventions, as scikit-learn's {@code normalized_mutual_info_score}: one class and one
 * cluster (H(Y) = H(C) = 0, identical partitions) gives 1; one class with several clusters, or one cluster
 * with several classes, gives 0 (I = 0). No samples: undefined.
 */
public final class Nmi {
    private Nmi() {
    }

    /** @param counts n_{y,c}: label → cluster → count */
    public static MetricValue of(Map<String, Map<Integer, Long>> counts) {
        long n = 0;
        Map<Integer, Long> clusters = new HashMap<>();
        Map<String, Long> labels = new HashMap<>();
        for (var e : counts.entrySet()) {
            for (var c : e.getValue().entrySet()) {
                n += c.getValue();
                clusters.merge(c.getKey(), c.getValue(), Long::sum);
                labels.merge(e.getKey(), c.getValue(), Long::sum);
            }
        }
        if (n == 0) {
            return MetricValue.undefined("no samples");
        }
        double hy = entropy(labels, n);
        double hc = entropy(clusters, n);
        double mi = 0;
        for (var e : counts.entrySet()) {
            long ny = labels.get(e.getKey());
            for (var c : e.getValue().entrySet()) {
                long nyc = c.getValue();
                if (nyc > 0) {
                    mi += (double) nyc / n * Math.log((double) n * nyc / ((double) ny * clusters.get(c.getKey())));
                }
            }
        }
        return fromEntropies(mi, hy, hc, n);
    }

    /** NMI from I(Y; C), H(Y), H(C) (nats) of n samples: what the distributed job aggregates. */
    public static MetricValue fromEntropies(double mi, double hy, double hc, long n) {
        if (n == 0) {
            return MetricValue.undefined("no samples");
        }
        if (hy + hc <= 0) {
            return MetricValue.of(1.0); // one class, one cluster: the partitions agree
        }
        return MetricValue.of(Math.min(1.0, Math.max(0.0, 2 * mi / (hy + hc))));
    }

    private static <K> double entropy(Map<K, Long> counts, long n) {
        double h = 0;
        for (long c : counts.values()) {
            if (c > 0) {
                double p = (double) c / n;
                h -= p * Math.log(p);
            }
        }
        return h;
    }
}
