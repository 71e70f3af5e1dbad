package org.fairscore.core.protocol;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * One group at one operating point of the equal-metric table (face-verification audits' "equal metrics").
 * Accuracy, PPV and NPV depend on the genuine:impostor mix: the plain fields are for the protocol's own mix
 * (the group's genuine and impostor pairs as they are), the {@code …AtPrevalence} fields for the stated mix
 * (null without --prevalence).
 */
@JsonPropertyOrder({"accuracy", "fpr", "fnr", "ppv", "npv", "genuineMean", "impostorMean", "accuracyAtPrevalence",
        "ppvAtPrevalence", "npvAtPrevalence"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record EqualMetricRow(EqualMetric accuracy, EqualMetric fpr, EqualMetric fnr, EqualMetric ppv, EqualMetric npv,
                             EqualMetric genuineMean, EqualMetric impostorMean, EqualMetric accuracyAtPrevalence,
                             EqualMetric ppvAtPrevalence, EqualMetric npvAtPrevalence) {
}
