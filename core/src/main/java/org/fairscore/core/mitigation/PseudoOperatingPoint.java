package org.fairscore.core.mitigation;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Map;

/**
 * Pseudo-metrics at one FAR level.
 *
 * @param farTarget        α
 * @param threshold        the pooled pseudo-threshold: the largest float32 of the coarse bucket chosen (null
 *                         when no impostor pseudo-scores)
 * @param perGroup         group → pseudo-FAR and pseudo-FRR at it
 * @param farOrder         groups by pseudo-FAR, highest first (ties by name)
 * @param frrOrder         groups by pseudo-FRR, highest first
 * @param realFarOrder     groups by the real audit's FAR at the same α (null: no real audit to compare with)
 * @param realFrrOrder     likewise for FRR
 * @param farOrderAgrees   whether the pseudo-FAR ranks the groups as the real FAR does
 * @param frrOrderAgrees   likewise for FRR
 */
@JsonPropertyOrder({"farTarget", "threshold", "perGroup", "farOrder", "frrOrder", "realFarOrder", "realFrrOrder",
        "farOrderAgrees", "frrOrderAgrees"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record PseudoOperatingPoint(double farTarget, Double threshold, Map<String, PseudoGroupRates> perGroup,
                                   List<String> farOrder, List<String> frrOrder, List<String> realFarOrder,
                                   List<String> realFrrOrder, Boolean farOrderAgrees, Boolean frrOrderAgrees) {
}
