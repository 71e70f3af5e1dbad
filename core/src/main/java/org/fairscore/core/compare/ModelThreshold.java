package org.fairscore.core.compare;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * One model's global threshold at a FAR level and its rates over all groups, as its audit reported them.
 *
 * @param threshold t_α on the model's own score scale; null with the reason when undefined
 */
@JsonPropertyOrder({"model", "threshold", "thresholdUndefinedReason", "globalFar", "globalFrr", "globalFalseAccepts",
        "globalImpostorPairs", "globalFalseRejects", "globalGenuinePairs"})
public record ModelThreshold(String model, Double threshold,
                             @JsonInclude(JsonInclude.Include.NON_NULL) String thresholdUndefinedReason,
                             Double globalFar, Double globalFrr, long globalFalseAccepts, long globalImpostorPairs,
                             long globalFalseRejects, long globalGenuinePairs) {
}
