package org.fairscore.core.compare;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import org.fairscore.core.verification.GroupRates;

/** One group's FAR and FRR in one model at its global threshold: the audit's own rates, counts and intervals. */
@JsonPropertyOrder({"model", "rates"})
public record ModelRates(String model, GroupRates rates) {
}
