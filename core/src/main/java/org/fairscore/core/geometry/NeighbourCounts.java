package org.fairscore.core.geometry;

import java.io.Serializable;
import java.util.Arrays;
import java.util.List;
import java.util.TreeMap;
import org.fairscore.core.summaries.FixedPointSums;
import org.fairscore.core.summaries.Mergeable;
import org.fairscore.core.verification.MetricValue;

/**
 * Per group: queries, recall hits at 1 and at k, and the sum and count of silhouette values; with
 * intersectional groups also per attribute and value, the sum and count of the silhouette values with that
 * attribute's values as clusters ({@link AttributeGrouping}). What one {@link NeighbourTable} of finished rows
 * reduces to; mergeable (counts add).
 */
public final class NeighbourCounts implements Mergeable<NeighbourCounts>, Serializable {
    private static final long serialVersionUID = 1L;

    /** queries, hits@1, hits@k, queries short of k neighbours, silhouette points. */
    private final TreeMap<String, long[]> counts = new TreeMap<>();
    /** Per group Σ silhouette, exact ({@link FixedPointSums}): blocks' counts are merged in the tasks' order. */
    private final TreeMap<String, long[]> silhouetteSums = new TreeMap<>();
    /** attribute → value → Σ silhouette (exact), the attribute's values as clusters. */
    private final TreeMap<String, TreeMap<String, long[]>> byAttribute = new TreeMap<>();
    /** attribute → value → silhouette points. */
    private final TreeMap<String, TreeMap<String, Long>> attributePoints = new TreeMap<>();

    public static NeighbourCounts empty() {
        return new NeighbourCounts();
    }

    /**
     * Reduces a finished table whose rows all belong to {@code group} (index {@code groupIndex} of
     * {@code groupNames}).
     */
    public static NeighbourCounts of(NeighbourTable t, String group, int groupIndex, List<String> groupNames) {
        return of(t, group, groupIndex, groupNames, List.of());
    }

    /** As {@link #of(NeighbourTable, String, int, List)}, plus the silhouette of every attribute grouping. */
    public static NeighbourCounts of(NeighbourTable t, String group, int groupIndex, List<String> groupNames,
                                     List<AttributeGrouping> attributes) {
        var out = empty();
        for (AttributeGrouping a : attributes) {
            long[] sum = FixedPointSums.zeros(1);
            long points = attributeSilhouette(t, groupIndex, a, sum);
            String value = a.values().get(a.valueOfGroup()[groupIndex]);
            out.byAttribute.computeIfAbsent(a.attribute(), x -> new TreeMap<>()).put(value, sum);
            out.attributePoints.computeIfAbsent(a.attribute(), x -> new TreeMap<>()).put(value, points);
        }
        long[] c = new long[5];
        long[] silhouette = FixedPointSums.zeros(1);
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
                    FixedPointSums.add(silhouette, 0, Silhouette.sample(t.meanDistance(r, groupIndex), nearest));
                    c[4]++;
                }
            }
        }
        out.counts.put(group, c);
        out.silhouetteSums.put(group, silhouette);
        return out;
    }

    /**
     * Adds to {@code sum} the silhouette of the table's silhouette rows, the attribute's values as clusters, and
     * returns how many rows it added (all belong to the value of the table's group) — a = the mean distance to
     * the reference samples of the row's value (all groups with it; the row itself is never among them),
     * b = the smallest mean distance to another value's.
     */
    private static long attributeSilhouette(NeighbourTable t, int groupIndex, AttributeGrouping a, long[] silhouette) {
        int values = a.values().size();
        int own = a.valueOfGroup()[groupIndex];
        double[] sum = new double[values];
        long[] count = new long[values];
        long points = 0;
        for (int r = 0; r < t.rows(); r++) {
            if (!t.inSilhouette(r)) {
                continue;
            }
            Arrays.fill(sum, 0);
            Arrays.fill(count, 0);
            for (int g = 0; g < a.valueOfGroup().length; g++) {
                sum[a.valueOfGroup()[g]] += t.distanceSum(r, g);
                count[a.valueOfGroup()[g]] += t.distanceCount(r, g);
            }
            double nearest = Double.POSITIVE_INFINITY;
            for (int v = 0; v < values; v++) {
                if (v != own && count[v] > 0) {
                    nearest = Math.min(nearest, sum[v] / count[v]);
                }
            }
            if (nearest != Double.POSITIVE_INFINITY) {
                FixedPointSums.add(silhouette, 0, Silhouette.sample(count[own] == 0 ? Double.NaN : sum[own] / count[own], nearest));
                points++;
            }
        }
        return points;
    }

    @Override
    public NeighbourCounts merge(NeighbourCounts o) {
        o.counts.forEach((g, c) -> counts.merge(g, c.clone(), (x, y) -> {
            for (int i = 0; i < x.length; i++) {
                x[i] += y[i];
            }
            return x;
        }));
        o.silhouetteSums.forEach((g, s) -> silhouetteSums.merge(g, s.clone(), NeighbourCounts::add));
        o.byAttribute.forEach((a, byValue) -> byValue.forEach((v, s) -> byAttribute
                .computeIfAbsent(a, x -> new TreeMap<>()).merge(v, s.clone(), NeighbourCounts::add)));
        o.attributePoints.forEach((a, byValue) -> byValue.forEach((v, n) -> attributePoints
                .computeIfAbsent(a, x -> new TreeMap<>()).merge(v, n, Long::sum)));
        return this;
    }

    /** The attributes whose silhouette was computed (intersectional groups), sorted. */
    public List<String> silhouetteAttributes() {
        return List.copyOf(byAttribute.keySet());
    }

    /** Mean silhouette over all points, the values of {@code attribute} as clusters. */
    public MetricValue attributeSilhouette(String attribute) {
        long[] s = FixedPointSums.zeros(1);
        byAttribute.getOrDefault(attribute, new TreeMap<>()).values().forEach(v -> FixedPointSums.merge(s, v));
        long n = attributePoints.getOrDefault(attribute, new TreeMap<>()).values().stream().mapToLong(Long::longValue).sum();
        return n == 0 ? MetricValue.undefined("no silhouette point: the silhouette by '" + attribute
                + "' needs at least two of its values with samples") : MetricValue.of(FixedPointSums.value(s, 0) / n);
    }

    /** Per value of {@code attribute}: the mean silhouette of its points, the attribute's values as clusters. */
    public TreeMap<String, MetricValue> attributeSilhouetteByValue(String attribute) {
        var out = new TreeMap<String, MetricValue>();
        var points = attributePoints.getOrDefault(attribute, new TreeMap<>());
        byAttribute.getOrDefault(attribute, new TreeMap<>()).forEach((v, s) -> out.put(v, points.get(v) == 0
                ? MetricValue.undefined("no silhouette point with " + attribute + " = '" + v + "' (no other value has samples)")
                : MetricValue.of(FixedPointSums.value(s, 0) / points.get(v))));
        return out;
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
        return MetricValue.of(FixedPointSums.value(silhouetteSums.get(group), 0) / c[4]);
    }

    /** Mean silhouette over all points of all groups. */
    public MetricValue silhouette() {
        long n = 0;
        long[] s = FixedPointSums.zeros(1);
        for (var e : counts.entrySet()) {
            n += e.getValue()[4];
            FixedPointSums.merge(s, silhouetteSums.getOrDefault(e.getKey(), FixedPointSums.zeros(1)));
        }
        return n == 0 ? MetricValue.undefined("no silhouette point: the silhouette needs at least two non-empty groups")
                : MetricValue.of(FixedPointSums.value(s, 0) / n);
    }

    private static long[] add(long[] x, long[] y) {
        FixedPointSums.merge(x, y);
        return x;
    }

    public long silhouettePoints() {
        return counts.values().stream().mapToLong(c -> c[4]).sum();
    }

    private long[] get(String group) {
        return counts.getOrDefault(group, new long[5]);
    }
}
