package org.fairscore.core.geometry;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import org.fairscore.core.verification.MetricValue;

/** The geometry report as a pure function of the merged {@link GeometrySummaries}. */
public final class GeometryAudit {
    public static final String PAIRWISE_ALL = "pairwiseAll";
    public static final String PAIRWISE_GENUINE = "pairwiseGenuine";
    public static final String PAIRWISE_IMPOSTOR = "pairwiseImpostor";
    public static final String CENTROID = "centroidDistance";
    public static final String H0 = "h0DeathTimes";

    private GeometryAudit() {
    }

    public static GeometryReport report(GeometrySummaries s, GeometrySettings settings, int dim) {
        var warnings = new ArrayList<String>();
        var perGroup = new TreeMap<String, GroupGeometry>();
        for (String g : s.groups()) {
            Moments m = s.moments().get(g);
            long n = m == null ? 0 : m.count();
            MetricValue ukl = n == 0 ? MetricValue.undefined("group '" + g + "' has no samples")
                    : SpectralUniformity.of(s.gramians().get(g), settings.centred(), settings.dropTop());
            if (n > 0 && n < dim) {
                warnings.add("group '" + g + "': |X_a| = " + n + " < d = " + dim + ": U_KL uses only "
                        + Math.max(0, SpectralUniformity.spectrumSize(n, dim, settings.centred(), settings.dropTop()))
                        + " singular values, so it is not comparable with larger groups'");
            }
            perGroup.put(g, new GroupGeometry(n,
                    GeometryValue.of(s.neighbours().recall(g, false, settings.k())),
                    settings.k() == 1 ? null : GeometryValue.of(s.neighbours().recall(g, true, settings.k())),
                    s.nmi() == null ? null : GeometryValue.of(s.nmi().getOrDefault(g,
                            MetricValue.undefined("group '" + g + "' has no samples"))),
                    GeometryValue.of(Alignment.positive(s.alignment(), g)),
                    GeometryValue.of(Alignment.negative(s.alignment(), s.moments(), g)),
                    GeometryValue.of(ukl),
                    GeometryValue.of(s.pairs().rbfUniformity(g)),
                    GeometryValue.of(s.neighbours().silhouette(g))));
        }
        var meanToCentroid = new TreeMap<String, Double>();
        s.centroid().forEach((g, h) -> meanToCentroid.put(g, h.count() == 0 ? 0.0 : h.mean()));
        var clustering = new ClusteringReport(GeometryValue.of(s.neighbours().silhouette()),
                GeometryValue.of(ClusteringIndices.calinskiHarabasz(s.moments())),
                GeometryValue.of(ClusteringIndices.daviesBouldin(s.moments(), meanToCentroid)),
                s.neighbours().silhouettePoints(), s.silhouetteSampled(),
                s.byAttribute() == null ? null : withSilhouettes(s.byAttribute(), s.neighbours()));
        var histograms = histograms(s);
        var distributions = new LinkedHashMap<String, Map<String, DistributionReport>>();
        histograms.forEach((kind, byGroup) -> {
            var out = new TreeMap<String, DistributionReport>();
            byGroup.forEach((g, h) -> out.put(g, DistributionReport.of(h)));
            distributions.put(kind, out);
        });
        s.h0Points().forEach((g, used) -> {
            Moments m = s.moments().get(g);
            if (m != null && used < m.count()) {
                warnings.add("group '" + g + "': H0 death times from a seeded subsample of " + used + " of "
                        + m.count() + " samples (exact up to " + settings.mstMaxSamples() + ")");
            }
        });
        if (s.silhouetteSampled()) {
            warnings.add("silhouette from a seeded sample of " + s.neighbours().silhouettePoints()
                    + " samples (exact up to " + settings.silhouetteMaxSamples() + ")");
        }
        return new GeometryReport(settings,
                new GeometryReport.HistogramEdges(DistributionHistogram.LOW, DistributionHistogram.HIGH,
                        DistributionHistogram.BINS),
                perGroup, clustering, distributions, new TreeMap<>(s.h0Points()), GroupTests.run(histograms),
                gaps(perGroup, settings), warnings, GeometryMethods.describe(settings, s.nmiNote()));
    }

    private static Map<String, AttributeClustering> withSilhouettes(Map<String, AttributeClustering> byAttribute,
                                                                    NeighbourCounts counts) {
        var out = new TreeMap<String, AttributeClustering>();
        byAttribute.forEach((a, c) -> out.put(a, c.withSilhouette(a, counts)));
        return out;
    }

    private static Map<String, Map<String, DistributionHistogram>> histograms(GeometrySummaries s) {
        var out = new LinkedHashMap<String, Map<String, DistributionHistogram>>();
        out.put(PAIRWISE_ALL, byGroup(s, g -> pairGroup(s, g).all()));
        out.put(PAIRWISE_GENUINE, byGroup(s, g -> pairGroup(s, g).genuine()));
        out.put(PAIRWISE_IMPOSTOR, byGroup(s, g -> pairGroup(s, g).impostor()));
        out.put(CENTROID, byGroup(s, g -> s.centroid().getOrDefault(g, DistributionHistogram.empty())));
        out.put(H0, byGroup(s, g -> s.h0().getOrDefault(g, DistributionHistogram.empty())));
        return out;
    }

    private static PairDistances.Group pairGroup(GeometrySummaries s, String g) {
        var group = s.pairs().groups().get(g);
        return group != null ? group : new PairDistances(1).group(g);
    }

    private static Map<String, DistributionHistogram> byGroup(GeometrySummaries s,
                                                             Function<String, DistributionHistogram> f) {
        var out = new TreeMap<String, DistributionHistogram>();
        s.groups().forEach(g -> out.put(g, f.apply(g)));
        return out;
    }

    private static Map<String, Gap> gaps(Map<String, GroupGeometry> perGroup, GeometrySettings settings) {
        var metrics = new LinkedHashMap<String, Function<GroupGeometry, GeometryValue>>();
        metrics.put("recallAt1", GroupGeometry::recallAt1);
        if (settings.k() != 1) {
            metrics.put("recallAtK", GroupGeometry::recallAtK);
        }
        if (settings.nmi()) {
            metrics.put("nmi", GroupGeometry::nmi);
        }
        metrics.put("alignmentPositive", GroupGeometry::alignmentPositive);
        metrics.put("alignmentNegative", GroupGeometry::alignmentNegative);
        metrics.put("uniformityKL", GroupGeometry::uniformityKL);
        metrics.put("rbfUniformity", GroupGeometry::rbfUniformity);
        metrics.put("silhouette", GroupGeometry::silhouette);
        var out = new LinkedHashMap<String, Gap>();
        metrics.forEach((name, f) -> {
            var values = new TreeMap<String, Double>();
            perGroup.forEach((g, m) -> {
                GeometryValue v = f.apply(m);
                if (v != null && v.defined()) {
                    values.put(g, v.value());
                }
            });
            out.put(name, Gap.of(values));
        });
        return out;
    }

    /** The group names of a report in order (for renderers). */
    public static List<String> groups(GeometryReport r) {
        return new ArrayList<>(r.perGroup().keySet());
    }
}
