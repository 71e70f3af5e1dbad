package org.fairscore.core.geometry;

import java.io.Serializable;
import java.util.List;
import java.util.TreeMap;
import org.fairscore.core.summaries.Mergeable;
import org.fairscore.core.verification.MetricValue;

/**
 * Per group: queries, recall hits at 1 and at k, and the sum and count of silhouette values. What one
 * {@link NeighbourTable} of finished rows reduces to; mergeable (counts add).
 */
public final class NeighbourCounts implements Mergeable<NeighbourCounts>, Serializable {
    private static final long serialVersionUID = 1L;

    /** queries, hits@1, hits@k, queries short of k neighbours, silhouette points. */
    private final TreeMap<String, long[]> counts = new TreeMap<>();
    private final TreeMap<String, Double> silhouetteSums = new TreeMap<>();

    public static NeighbourCounts empty() {
        return new NeighbourCounts();
    }

    /**
     * Reduces a finished table whose rows all belong to {@code group} (index {@code groupIndex} of
     * {@code groupNames}).
     */
    public static NeighbourCounts of(NeighbourTable t, String group, int groupIndex, List<String> groupNames) {
        var out = empty();
        long[] c = new long[5];
        double silhouette = 0;
        for (int r = 0; r < t.rows(); r++) {
            c[0]++;
            if (t.found(r) < t.k()) {
                c[3]++;
            } else {
                c[1] += t.hit(r, 1) ? 1 : 0;
                c[2] += t.hit(r, t.k()) ? 1 : 0;
            }
            if (t.inSilhouette(r)) {
                double nearest = Double.POSITIVE_INFINITY;
                for (int g = 0; g < groupNames.size(); g++) {
                    double m = t.meanDistance(r, g);
                    if (g != groupIndex && !Double.isNaN(m)) {
                        nearest = Math.min(nearest, m);
                    }
                }
                if (nearest != Double.POSITIVE_INFINITY) {
                    silhouette += Silhouette.sample(t.meanDistance(r, groupIndex), nearest);
                    c[4]++;
                }
            }
        }
        out.counts.put(group, c);
        out.silhouetteSums.put(group, silhouette);
        return out;
    }

    @Override
    public NeighbourCounts merge(NeighbourCounts o) {
        o.counts.forEach((g, c) -> counts.merge(g, c.clone(), (x, y) -> {
            for (int i = 0; i < x.length; i++) {
                x[i] += y[i];
            }
            return x;
        }));
        o.silhouetteSums.forEach((g, s) -> silhouetteSums.merge(g, s, Double::sum));
        return this;
    }

    public long queries(String group) {
        return get(group)[0];
    }

    /** Recall@1 (j = 1) or recall@k (j = k) of the group's queries. */
    public MetricValue recall(String group, boolean atK, int k) {
        long[] c = get(group);
        if (c[0] == 0) {
            return MetricValue.undefined("group '" + group + "' has no samples");
        }
        if (c[3] > 0) {
            return MetricValue.undefined("the corpus has fewer than " + (atK ? k : 1) + " other samples to search");
        }
        return MetricValue.of((double) c[atK ? 2 : 1] / c[0]);
    }

    /** Mean silhouette of the group's silhouette points. */
    public MetricValue silhouette(String group) {
        long[] c = get(group);
        if (c[4] == 0) {
            return MetricValue.undefined("no silhouette point in group '" + group
                    + "' (it has no samples in the silhouette sample, or there is only one group)");
        }
        return MetricValue.of(silhouetteSums.get(group) / c[4]);
    }

    /** Mean silhouette over all points of all groups. */
    public MetricValue silhouette() {
        long n = 0;
        double s = 0;
        for (var e : counts.entrySet()) {
            n += e.getValue()[4];
            s += silhouetteSums.getOrDefault(e.getKey(), 0.0);
        }
        return n == 0 ? MetricValue.undefined("no silhouette point: the silhouette needs at least two non-empty groups")
                : MetricValue.of(s / n);
    }

    public long silhouettePoints() {
        return counts.values().stream().mapToLong(c -> c[4]).sum();
    }

    private long[] get(String group) {
        return counts.getOrDefault(group, new long[5]);
    }
}
