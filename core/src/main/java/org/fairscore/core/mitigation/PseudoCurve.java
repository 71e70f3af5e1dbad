package org.fairscore.core.mitigation;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/**
 * A group's pseudo-FAR(t) and pseudo-FRR(t) curves at thresholds on a fixed grid (the report draws nothing from
 * them; they are there to plot or compare). Each threshold is the upper edge of the coarse bucket holding the
 * grid point, so every rate is exact at the threshold listed (null: the group has no pseudo-scores of the kind).
 */
@JsonPropertyOrder({"thresholds", "far", "frr"})
public record PseudoCurve(List<Double> thresholds, List<Double> far, List<Double> frr) {
}
