package org.fairscore.core.verification;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.Map;

/**
 * One FAR level: the global threshold and every rate at it.
 *
 * @param farTarget               α
 * @param allowedFalseAccepts     ⌊α·n⌋ for the n pooled impostor pairs
 * @param threshold               t_α (the exact float32 score value, widened to double); null if undefined
 * @param thresholdAboveMaximum   at-or-above: t_α lies just above the largest impostor score
 * @param perGroup                group → rates and counts
 * @param bfar                    BFAR (also under differentials), null when undefined
 * @param differentials           every differential by name
 * @param crossGroupFar           with --cross-group: FAR of impostor pairs with one sample in each group
 *                                (the diagonal is the intra-group FAR); null where there are no pairs
 */
@JsonPropertyOrder({"farTarget", "allowedFalseAccepts", "threshold", "thresholdUndefinedReason",
        "thresholdAboveMaximum", "globalFar", "globalFrr", "globalFalseAccepts", "globalImpostorPairs",
        "globalFalseRejects", "globalGenuinePairs", "perGroup", "bfar", "bfarUndefinedReason", "bfrr",
        "bfrrUndefinedReason", "differentials", "crossGroupFar"})
public record OperatingPoint(
        double farTarget,
        long allowedFalseAccepts,
        Double threshold,
        @JsonInclude(JsonInclude.Include.NON_NULL) String thresholdUndefinedReason,
        boolean thresholdAboveMaximum,
        Double globalFar,
        Double globalFrr,
        long globalFalseAccepts,
        long globalImpostorPairs,
        long globalFalseRejects,
        long globalGenuinePairs,
        Map<String, GroupRates> perGroup,
        Double bfar,
        @JsonInclude(JsonInclude.Include.NON_NULL) String bfarUndefinedReason,
        Double bfrr,
        @JsonInclude(JsonInclude.Include.NON_NULL) String bfrrUndefinedReason,
        Map<String, Differential> differentials,
        @JsonInclude(JsonInclude.Include.NON_NULL) Map<String, Map<String, Double>> crossGroupFar) {
}
