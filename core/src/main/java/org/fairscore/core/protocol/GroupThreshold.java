package org.fairscore.core.protocol;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * Aggregation bias of one group at one FAR level: the threshold the group alone would need (t_α of its own
 * impostors, by the same rule as the global one) and its FAR/FRR there, against the FAR/FRR the global
 * threshold gives it. farDifference = globalFar − ownFar, frrDifference = globalFrr − ownFrr: how much one
 * global threshold moves the group's errors. Nulls with a reason when the group lacks pairs of a kind.
 */
@JsonPropertyOrder({"ownThreshold", "ownThresholdAboveMaximum", "undefinedReason", "ownFar", "ownFrr", "globalFar",
        "globalFrr", "farDifference", "frrDifference"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record GroupThreshold(Double ownThreshold, Boolean ownThresholdAboveMaximum, String undefinedReason,
                             Double ownFar, Double ownFrr, Double globalFar, Double globalFrr, Double farDifference,
                             Double frrDifference) {
}
