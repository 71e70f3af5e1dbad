package org.fairscore.core.geometry;

import java.util.List;
import java.util.Map;
import org.fairscore.core.verification.MetricValue;

/**
 * Everything the distributed passes reduce a corpus to for the geometry report — merged summaries, no
 * sample. {@link GeometryAudit#report} is a pure function of it.
 *
 * @param groups            group names, sorted
 * @param moments           per group: n, Σx, Σ‖x‖²
 * @param alignment         positive-pair sums per group
 * @param gramians          per group: XᵀX for U_KL
 * @param neighbours        recall and silhouette counts per group
 * @param silhouetteSampled whether the silhouette points are a sample
 * @param pairs             intra-group pair distance histograms and RBF sums
 * @param centroid          per group: histogram of distances to the group centroid
 * @param h0                per group: histogram of MST edge lengths (H0 death times)
 * @param h0Points          per group: samples the MST was built on
 * @param nmi               per group NMI, or null when not computed
 * @param nmiNote           how k-means was run (k, labels sampled or not); null when not computed
 * @param byAttribute       with intersectional groups: per attribute, its clustering indices; null otherwise
 */
public record GeometrySummaries(List<String> groups, Map<String, Moments> moments, AlignmentSums alignment,
                                Map<String, Gramian> gramians, NeighbourCounts neighbours, boolean silhouetteSampled,
                                PairDistances pairs, Map<String, DistributionHistogram> centroid,
                                Map<String, DistributionHistogram> h0, Map<String, Long> h0Points,
                                Map<String, MetricValue> nmi, String nmiNote,
                                Map<String, AttributeClustering> byAttribute) {
}
