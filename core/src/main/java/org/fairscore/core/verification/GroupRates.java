package org.fairscore.core.verification;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * One group at one operating point. {@code belowResolution}: ⌊α·n_a⌋ &lt; 1, n_a the group's scored impostor pairs (its
 * sampled pairs under {@code --impostor-sample}, not its unsampled total): the group has too few
 * impostor pairs to show a FAR of α at all. Intervals: 95% Clopper–Pearson on the counts (null when
 * there are no pairs of the kind); {@code farBootstrap}/{@code frrBootstrap}: 95% percentile intervals of
 * the identity bootstrap ({@link org.fairscore.core.bootstrap.IdentityBootstrap}) — or, when every replicate gave
 * the same rate (0 errors, all errors), the exact binomial interval of the counts, never [0, 0] — null when not
 * computed or when the group has no pairs of the kind or fewer than 2 identities with such pairs.
 */
@JsonPropertyOrder({"far", "frr", "falseAccepts", "impostorPairs", "falseRejects", "genuinePairs", "belowResolution",
        "farInterval", "frrInterval", "farBootstrap", "frrBootstrap"})
public record GroupRates(Double far, Double frr, long falseAccepts, long impostorPairs, long falseRejects,
                         long genuinePairs, boolean belowResolution,
                         @JsonInclude(JsonInclude.Include.NON_NULL) Interval farInterval,
                         @JsonInclude(JsonInclude.Include.NON_NULL) Interval frrInterval,
                         @JsonInclude(JsonInclude.Include.NON_NULL) Interval farBootstrap,
                         @JsonInclude(JsonInclude.Include.NON_NULL) Interval frrBootstrap) {
}
