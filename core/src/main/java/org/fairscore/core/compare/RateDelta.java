package org.fairscore.core.compare;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * How far a model's rates of one group lie from the baseline's (the first model's) at the same FAR level:
 * FAR_k − FAR_1 and FRR_k − FRR_1. No interval: the audits' bootstrap replicates are not in report.json, and the
 * two models' intervals stand side by side instead. A delta whose rate is undefined in either model is null with
 * the reason.
 *
 * @param model the model k (never the baseline)
 */
@JsonPropertyOrder({"model", "far", "farUndefinedReason", "frr", "frrUndefinedReason"})
public record RateDelta(String model, Double far, @JsonInclude(JsonInclude.Include.NON_NULL) String farUndefinedReason,
                        Double frr, @JsonInclude(JsonInclude.Include.NON_NULL) String frrUndefinedReason) {
}
