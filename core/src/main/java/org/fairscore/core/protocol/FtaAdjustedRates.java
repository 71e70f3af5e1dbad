package org.fairscore.core.protocol;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * FAR and FRR of one group at one threshold with failures to acquire folded in, as bob.measure's
 * {@code metrics} command does: FAR = FMR·(1 − FTA), FRR = FTA + FNMR·(1 − FTA), where FMR and FNMR are the
 * rates over the comparisons that have a score (the report's far and frr). A failed comparison thus
 * counts as a rejection. Null when FMR, FNMR or FTA is undefined.
 */
@JsonPropertyOrder({"far", "frr"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record FtaAdjustedRates(Double far, Double frr) {

    public static FtaAdjustedRates of(Double fmr, Double fnmr, Double fta) {
        if (fta == null) {
            return new FtaAdjustedRates(null, null);
        }
        return new FtaAdjustedRates(fmr == null ? null : fmr * (1 - fta), fnmr == null ? null : fta + fnmr * (1 - fta));
    }
}
