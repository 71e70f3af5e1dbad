package org.fairscore.core.geometry;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.fairscore.core.verification.MetricValue;

/** Geometry summaries built on one machine from a handful of points, for report and HTML tests. */
public final class GeometryFixtures {
    private GeometryFixtures() {
    }

    /** Every summary of the points fed pair by pair (k = 1, every sample a silhouette point, exact MST). */
    public static GeometrySummaries summaries(double[][] xs, String[] labels, String[] groupOf, double nmi) {
        int dim = xs[0].length;
        var groups = new ArrayList<>(new java.util.TreeSet<>(List.of(groupOf)));
        var moments = new TreeMap<String, Moments>();
        var gramians = new TreeMap<String, Gramian>();
        var byLabel = new TreeMap<String, Map<String, Moments>>();
        var rowsOf = new TreeMap<String, List<Integer>>();
        for (int i = 0; i < xs.length; i++) {
            moments.computeIfAbsent(groupOf[i], g -> Moments.empty(dim)).add(xs[i]);
            gramians.computeIfAbsent(groupOf[i], g -> Gramian.empty(dim)).add(xs[i]);
            byLabel.computeIfAbsent(labels[i], l -> new TreeMap<>()).computeIfAbsent(groupOf[i], g -> Moments.empty(dim))
                    .add(xs[i]);
            rowsOf.computeIfAbsent(groupOf[i], g -> new ArrayList<>()).add(i);
        }
        var alignment = AlignmentSums.empty();
        byLabel.values().forEach(l -> alignment.merge(AlignmentSums.ofLabel(l)));
        var tables = new TreeMap<String, NeighbourTable>();
        rowsOf.forEach((g, rows) -> {
            boolean[] all = new boolean[rows.size()];
            java.util.Arrays.fill(all, true);
            tables.put(g, new NeighbourTable(rows.size(), 1, groups.size(), all));
        });
        var pairs = new PairDistances(2.0);
        var centroid = new TreeMap<String, DistributionHistogram>();
        for (int i = 0; i < xs.length; i++) {
            centroid.computeIfAbsent(groupOf[i], g -> DistributionHistogram.empty())
                    .add(Math.sqrt(ClusteringIndices.squaredDistance(xs[i], moments.get(groupOf[i]).centroid())));
            int row = rowsOf.get(groupOf[i]).indexOf(i);
            for (int j = 0; j < xs.length; j++) {
                if (i == j) {
                    continue;
                }
                double sq = ClusteringIndices.squaredDistance(xs[i], xs[j]);
                tables.get(groupOf[i]).offer(row, (float) (1 - sq / 2), j, labels[i].equals(labels[j]));
                tables.get(groupOf[i]).addDistance(row, groups.indexOf(groupOf[j]), Math.sqrt(sq));
                if (i < j && groupOf[i].equals(groupOf[j])) {
                    pairs.add(pairs.group(groupOf[i]), sq, labels[i].equals(labels[j]));
                }
            }
        }
        var counts = NeighbourCounts.empty();
        tables.forEach((g, t) -> counts.merge(NeighbourCounts.of(t, g, groups.indexOf(g), groups)));
        var h0 = new TreeMap<String, DistributionHistogram>();
        var h0Points = new TreeMap<String, Long>();
        var nmiByGroup = new TreeMap<String, MetricValue>();
        rowsOf.forEach((g, rows) -> {
            var h = DistributionHistogram.empty();
            for (double e : MinimumSpanningTree.edgeLengths(rows.stream().map(r -> xs[r]).toArray(double[][]::new))) {
                h.add(e);
            }
            h0.put(g, h);
            h0Points.put(g, (long) rows.size());
            nmiByGroup.put(g, MetricValue.of(nmi * (groups.indexOf(g) + 1) / groups.size()));
        });
        return new GeometrySummaries(groups, moments, alignment, gramians, counts, false, pairs, centroid, h0, h0Points,
                nmiByGroup, "k = " + byLabel.size(), null);
    }

    /** A report over the given group names: three unit vectors per group in d = 2, two labels per group. */
    public static GeometryReport report(List<String> groupNames) {
        int n = groupNames.size() * 3;
        double[][] xs = new double[n][];
        String[] labels = new String[n];
        String[] groups = new String[n];
        for (int i = 0; i < n; i++) {
            double a = Math.toRadians(i * 360.0 / n + (i % 3) * 7);
            xs[i] = new double[] {Math.cos(a), Math.sin(a)};
            labels[i] = "id" + (i / 3) + (i % 3 == 2 ? "b" : "a");
            groups[i] = groupNames.get(i / 3);
        }
        return GeometryAudit.report(summaries(xs, labels, groups, 0.5), GeometrySettings.defaults(), 2);
    }
}
