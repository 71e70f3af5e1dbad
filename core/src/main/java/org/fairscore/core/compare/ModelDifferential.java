package org.fairscore.core.compare;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import org.fairscore.core.verification.Differential;

/** One differential of one model at a FAR level: the audit's value, reason or interval. */
@JsonPropertyOrder({"model", "differential"})
public record ModelDifferential(String model, Differential differential) {
}
