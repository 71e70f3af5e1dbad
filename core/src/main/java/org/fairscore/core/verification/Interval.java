package org.fairscore.core.verification;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/** A confidence interval and how it was computed (e.g. "clopper-pearson"). */
@JsonPropertyOrder({"lower", "upper", "method"})
public record Interval(double lower, double upper, String method) {
}
