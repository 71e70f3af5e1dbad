package org.fairscore.core.association;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * WEFAT for one target item: s(w, A, B), and Caliskan et al.'s normalised association
 * s(w, A, B) / sd_{x ∈ A∪B} cos(w, x) (same ddof as the effect size; null with the reason when that sd is 0).
 *
 * @param set "X" or "Y"
 */
@JsonPropertyOrder({"item", "set", "association", "normalized", "normalizedUndefinedReason"})
public record ItemAssociation(String item, String set, double association, Double normalized,
                              @JsonInclude(JsonInclude.Include.NON_NULL) String normalizedUndefinedReason) {
}
