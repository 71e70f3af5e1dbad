package org.fairscore.core.report;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * One group at one operating point. {@code belowResolution}: ⌊α·n_a⌋ &lt; 1, the group has too few
 * impostor pairs to show a FAR of α at all.
 */
@JsonPropertyOrder({"far", "frr", "falseAccepts", "impostorPairs", "falseRejects", "genuinePairs", "belowResolution"})
public record GroupRates(Double far, Double frr, long falseAccepts, long impostorPairs, long falseRejects,
                         long genuinePairs, boolean belowResolution) {
}
