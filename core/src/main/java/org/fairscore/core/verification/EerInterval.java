package org.fairscore.core.verification;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * The identity-bootstrap interval of one group's EER ({@code org.fairscore.core.bootstrap.BootstrapEer} computes
 * it). Either {@code lower}/{@code upper} are set, or both are null and {@code undefinedReason} says why.
 *
 * @param lower               lower percentile of the replicate EERs; null when there is no interval
 * @param upper               upper percentile; null when there is no interval
 * @param method              how it was computed ("identity-bootstrap")
 * @param replicates          B, the replicates drawn
 * @param undefinedReplicates replicates without an EER: no pairs of a kind were drawn, or FAR* − FRR* did not change
 *                            sign on the group's threshold grid (the crossing lies outside it)
 * @param containsEer         whether the percentile interval contained the group's point EER; null when there is no
 *                            interval. When false (a skewed bootstrap distribution) [lower, upper] was extended to the
 *                            point EER and {@code method} is "identity-bootstrap+widened-to-estimate"
 * @param undefinedReason     why there is no interval; null when there is one
 */
@JsonPropertyOrder({"lower", "upper", "method", "replicates", "undefinedReplicates", "containsEer", "undefinedReason"})
public record EerInterval(Double lower, Double upper, String method, int replicates, int undefinedReplicates,
                          @JsonInclude(JsonInclude.Include.NON_NULL) Boolean containsEer,
                          @JsonInclude(JsonInclude.Include.NON_NULL) String undefinedReason) {

    public EerInterval {
        if ((lower == null) != (upper == null) || (lower == null) == (undefinedReason == null)) {
            throw new IllegalArgumentException("an EER interval has both bounds and no reason, or neither bound and a "
                    + "reason: lower=" + lower + ", upper=" + upper + ", reason=" + undefinedReason);
        }
    }

    @JsonIgnore
    public boolean isDefined() {
        return lower != null;
    }
}
