package org.fairscore.core.protocol;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.Map;

/**
 * report.json's {@code protocol}: how the comparisons were obtained and what only some protocols have.
 *
 * @param protocol                 "all-pairs" (every intra-group pair of a corpus), "pair-list" (--pairs) or
 *                                 "score-file" (--scores)
 * @param source                   the pair list or score file, or null
 * @param scoreFormat              table, bob-2col, bob-4col or bob-5col (score files only)
 * @param distance                 scores were distances (lower = more similar): audited negated, every threshold
 *                                 and mean reported on the distance scale ({@link org.fairscore.core.audit.DistanceScale})
 * @param crossGroupComparisons    comparisons whose two sides are in different groups: not in any group's figures
 *                                 (a group's comparisons are those with both sides in it); with --cross-group
 *                                 their impostors are in the cross-group matrix
 * @param midpointEer              per group, bob.measure's EER (under at-or-above only)
 * @param failuresToAcquire        per group, comparisons without a score (score files only)
 * @param ftaAdjusted              with --fta-in-rates: per operating point and group, FAR and FRR with failures
 *                                 to acquire folded in (bob.measure's convention)
 * @param calibration              the calibration split the thresholds come from, or null
 * @param aggregationBias          per level and group: its own threshold against the global one, or null
 * @param equalMetrics             the equal-metric table (--equal-metrics or --prevalence), or null
 * @param crossGroupGenuine        with --cross-group: genuine comparisons (same identity) whose sides are in
 *                                 different groups, per group pair (both orders: [a][b] = [b][a]); null otherwise
 */
@JsonPropertyOrder({"protocol", "source", "scoreFormat", "distance", "crossGroupComparisons", "crossGroupGenuine",
        "midpointEer",
        "failuresToAcquire", "ftaAdjusted", "calibration", "aggregationBias", "equalMetrics"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ProtocolReport(
        String protocol,
        String source,
        String scoreFormat,
        Boolean distance,
        Long crossGroupComparisons,
        Map<String, MidpointEerReport> midpointEer,
        Map<String, AcquisitionFailures> failuresToAcquire,
        Map<String, Map<String, FtaAdjustedRates>> ftaAdjusted,
        CalibrationReport calibration,
        Map<String, Map<String, GroupThreshold>> aggregationBias,
        EqualMetrics equalMetrics,
        Map<String, Map<String, Long>> crossGroupGenuine) {
}
