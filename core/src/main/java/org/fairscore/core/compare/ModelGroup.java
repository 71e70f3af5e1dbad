package org.fairscore.core.compare;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import org.fairscore.core.verification.EerInterval;
import org.fairscore.core.verification.ScoreHistogramReport;

/**
 * One group's threshold-free figures in one model, as its audit reported them; the histogram is what the
 * comparison's DET curves are drawn from.
 *
 * @param model        the model's name
 * @param eer          the group's EER; null with {@code eerUndefinedReason} when it has none
 * @param eerInterval  its identity-bootstrap interval; null when the audit ran without the bootstrap
 * @param histogram    the audit's display histogram of the group's scores; null when absent
 */
@JsonPropertyOrder({"model", "samples", "identities", "genuinePairs", "impostorPairs", "eer", "eerUndefinedReason",
        "eerThreshold", "eerInterval", "histogram"})
public record ModelGroup(String model, long samples, long identities, long genuinePairs, long impostorPairs,
                         Double eer, @JsonInclude(JsonInclude.Include.NON_NULL) String eerUndefinedReason,
                         Double eerThreshold, @JsonInclude(JsonInclude.Include.NON_NULL) EerInterval eerInterval,
                         @JsonInclude(JsonInclude.Include.NON_NULL) ScoreHistogramReport histogram) {
}
