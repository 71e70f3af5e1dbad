package org.fairscore.core.verification;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Threshold-free numbers of one group. Means and standard deviations (population, ddof = 0) are null
 * when the group has no pairs of that kind.
 *
 * @param name       the group's name ({@link org.fairscore.core.model.GroupKey#name})
 * @param attributes attribute → value of the group, one entry per attribute of the report's {@code groupBy}
 *                   ({@link org.fairscore.core.model.GroupKey#attributes}), so that no reader parses names;
 *                   written with sorted keys like every map of report.json; null only in a report.json
 *                   written before the field existed
 */
@JsonPropertyOrder({"name", "attributes", "samples", "identities", "genuinePairs", "impostorPairs", "eer", "eerUndefinedReason",
        "eerThreshold", "genuineMean", "genuineStd", "impostorMean", "impostorStd", "histogram"})
public record GroupReport(
        String name,
        @JsonInclude(JsonInclude.Include.NON_NULL) Map<String, String> attributes,
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

    public GroupReport {
        attributes = attributes == null ? null : Collections.unmodifiableMap(new LinkedHashMap<>(attributes));
    }
}
