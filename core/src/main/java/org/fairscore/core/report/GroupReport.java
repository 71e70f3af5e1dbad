package org.fairscore.core.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * Threshold-free numbers of one group. Means and standard deviations (population, ddof = 0) are null
 * when the group has no pairs of that kind.
 */
@JsonPropertyOrder({"name", "samples", "identities", "genuinePairs", "impostorPairs", "eer", "eerUndefinedReason",
        "eerThreshold", "genuineMean", "genuineStd", "impostorMean", "impostorStd", "histogram"})
public record GroupReport(
        String name,
        long samples,
        long identities,
        long genuinePairs,
        long impostorPairs,
        Double eer,
        @JsonInclude(JsonInclude.Include.NON_NULL) String eerUndefinedReason,
        Double eerThreshold,
        Double genuineMean,
        Double genuineStd,
        Double impostorMean,
        Double impostorStd,
        ScoreHistogramReport histogram) {
}
