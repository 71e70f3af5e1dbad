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
 * @param impostorPairs        the group's impostor pairs, all of them (before any sampling)
 * @param sampledImpostorPairs the impostor pairs scored under {@code --impostor-sample}; null when every pair was
 *                             scored. FAR resolution ({@link GroupRates#belowResolution()}) is judged on this count
 * @param eerInterval          identity-bootstrap interval of the EER; null when the bootstrap was off (or in a
 *                             report.json written before the field existed)
 */
@JsonPropertyOrder({"name", "attributes", "samples", "identities", "genuinePairs", "impostorPairs", "sampledImpostorPairs", "eer", "eerUndefinedReason",
        "eerThreshold", "eerInterval", "genuineMean", "genuineStd", "impostorMean", "impostorStd", "histogram"})
public record GroupReport(
        String name,
        @JsonInclude(JsonInclude.Include.NON_NULL) Map<String, String> attributes,
        long samples,
        long identities,
        long genuinePairs,
        long impostorPairs,
        @JsonInclude(JsonInclude.Include.NON_NULL) Long sampledImpostorPairs,
        Double eer,
        @JsonInclude(JsonInclude.Include.NON_NULL) String eerUndefinedReason,
        Double eerThreshold,
        @JsonInclude(JsonInclude.Include.NON_NULL) EerInterval eerInterval,
        Double genuineMean,
        Double genuineStd,
        Double impostorMean,
        Double impostorStd,
        ScoreHistogramReport histogram) {

    public GroupReport {
        attributes = attributes == null ? null : Collections.unmodifiableMap(new LinkedHashMap<>(attributes));
    }

    /** A group of an unsampled audit without an EER interval. */
    public GroupReport(String name, Map<String, String> attributes, long samples, long identities, long genuinePairs,
                       long impostorPairs, Double eer, String eerUndefinedReason, Double eerThreshold, Double genuineMean,
                       Double genuineStd, Double impostorMean, Double impostorStd, ScoreHistogramReport histogram) {
        this(name, attributes, samples, identities, genuinePairs, impostorPairs, null, eer, eerUndefinedReason,
                eerThreshold, null, genuineMean, genuineStd, impostorMean, impostorStd, histogram);
    }

    /** This group with its EER interval (null: none computed). */
    public GroupReport withEerInterval(EerInterval interval) {
        return new GroupReport(name, attributes, samples, identities, genuinePairs, impostorPairs, sampledImpostorPairs,
                eer, eerUndefinedReason, eerThreshold, interval, genuineMean, genuineStd, impostorMean, impostorStd,
                histogram);
    }
}
