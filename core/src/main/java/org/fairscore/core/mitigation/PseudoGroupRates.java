package org.fairscore.core.mitigation;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * One group's pseudo-error rates at one pseudo-threshold, with their counts; a rate is null when the group
 * has no pseudo-scores of the kind.
 */
@JsonPropertyOrder({"far", "frr", "falseAccepts", "impostorScores", "falseRejects", "genuineScores"})
public record PseudoGroupRates(Double far, Double frr, long falseAccepts, long impostorScores, long falseRejects,
                               long genuineScores) {
}
