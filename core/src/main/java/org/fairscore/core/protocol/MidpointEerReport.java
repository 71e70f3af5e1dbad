package org.fairscore.core.protocol;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import org.fairscore.core.verification.MidpointEer;

/**
 * One group's EER by bob.measure's convention ({@link MidpointEer}): (FAR + FRR)/2 at the midpoint
 * threshold minimising |FAR − FRR|, with the counts there. Null value with its reason when undefined.
 */
@JsonPropertyOrder({"eer", "undefinedReason", "threshold", "far", "frr", "falseAccepts", "falseRejects"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record MidpointEerReport(Double eer, String undefinedReason, Double threshold, Double far, Double frr,
                                long falseAccepts, long falseRejects) {

    public static MidpointEerReport of(MidpointEer.Result r, long impostorPairs, long genuinePairs) {
        if (!r.eer().isDefined()) {
            return new MidpointEerReport(null, r.eer().reasonOrNull(), null, null, null, 0, 0);
        }
        return new MidpointEerReport(r.eer().value(), null, r.threshold(), (double) r.falseAccepts() / impostorPairs,
                (double) r.falseRejects() / genuinePairs, r.falseAccepts(), r.falseRejects());
    }
}
