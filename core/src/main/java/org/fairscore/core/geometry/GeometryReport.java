package org.fairscore.core.geometry;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Map;

/**
 * The {@code geometry} object of report.json: embedding-space metrics per group (finDML; the FaceNet
 * verification audit), computed before any threshold.
 *
 * @param settings       what was computed and how
 * @param histogramEdges low, high and bin count shared by every distribution histogram
 * @param perGroup       per group, sorted by name
 * @param clustering     clustering indices with the groups as clusters
 * @param distributions  kind (pairwiseAll, pairwiseGenuine, pairwiseImpostor, centroidDistance, h0DeathTimes)
 *                       → group → distribution
 * @param h0Points       per group: samples the H0 death times were computed from (all, or the subsample)
 * @param tests          every group pair × distribution × test, with corrected p-values
 * @param gaps           per metric of perGroup: the gaps across groups
 * @param warnings       what a reader must know
 * @param methods        the conventions in force, in words
 */
@JsonPropertyOrder({"settings", "histogramEdges", "perGroup", "clustering", "distributions", "h0Points", "tests",
        "gaps", "warnings", "methods"})
public record GeometryReport(GeometrySettings settings, HistogramEdges histogramEdges,
                             Map<String, GroupGeometry> perGroup, ClusteringReport clustering,
                             Map<String, Map<String, DistributionReport>> distributions, Map<String, Long> h0Points,
                             List<GroupTest> tests, Map<String, Gap> gaps, List<String> warnings,
                             Map<String, String> methods) {

    /** Edges of the distribution histograms: {@code bins} equal bins on [low, high]. */
    public record HistogramEdges(double low, double high, int bins) {
    }
}
