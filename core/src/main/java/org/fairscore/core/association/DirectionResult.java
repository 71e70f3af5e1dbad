package org.fairscore.core.association;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/**
 * A gender (or any binary) direction and the polarity of terms along it, in report.json
 * ({@code association.directions[]}).
 *
 * @param pairs            each pair (first, second) with ‖first − second‖ and the angle in degrees between
 *                         first − second and the direction g
 * @param directionNorm    ‖g‖: near 0 means the pairs' differences cancel out (no consistent direction)
 * @param pairDistance     distribution of ‖first_i − second_i‖ (stability of the pairs)
 * @param pairAngle        distribution of the angles (degrees): small and tight means the pairs agree
 * @param polarity         per term, cos(w, g): positive leans to the pairs' first members
 * @param polaritySummary  the distribution of those cosines
 * @param boldWeightedAverage Σ sign(b)·b² / Σ|b| over the polarities b (BOLD, Dhamala et al. 2021); null when
 *                         every b is 0
 */
@JsonPropertyOrder({"name", "ddof", "pairs", "directionNorm", "pairDistance", "pairAngle", "polarity",
        "polaritySummary", "boldWeightedAverage", "boldWeightedAverageUndefinedReason"})
public record DirectionResult(String name, int ddof, List<Pair> pairs, double directionNorm, Moments pairDistance,
                              Moments pairAngle, List<Polarity> polarity, Moments polaritySummary,
                              Double boldWeightedAverage,
                              @JsonInclude(JsonInclude.Include.NON_NULL) String boldWeightedAverageUndefinedReason) {

    public record Pair(String first, String second, double distance, double angleDegrees) {
    }

    public record Polarity(String term, double cosine) {
    }
}
