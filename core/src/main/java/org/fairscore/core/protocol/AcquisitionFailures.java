package org.fairscore.core.protocol;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.io.Serializable;

/**
 * Failures to acquire of one group: comparisons of a score file with a NaN or missing score. They are
 * not scores (no threshold or rate counts them) and they are never dropped silently: counted here and,
 * with --fta-in-rates, folded into FAR and FRR ({@link FtaAdjustedRates}).
 *
 * <p>FTA = (genuine + impostor failures) / (genuine + impostor comparisons), both kinds pooled, as
 * bob.measure's {@code get_fta} computes it. Undefined (null) for a group without comparisons.
 *
 * @param genuineComparisons  genuine comparisons, failures included
 * @param genuineFailures     of which without a score
 * @param impostorComparisons impostor comparisons, failures included
 * @param impostorFailures    of which without a score
 * @param fta                 the failure-to-acquire rate
 */
@JsonPropertyOrder({"genuineComparisons", "genuineFailures", "impostorComparisons", "impostorFailures", "fta"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record AcquisitionFailures(long genuineComparisons, long genuineFailures, long impostorComparisons,
                                  long impostorFailures, Double fta) implements Serializable {

    public static AcquisitionFailures of(long genuineComparisons, long genuineFailures, long impostorComparisons,
                                         long impostorFailures) {
        long all = genuineComparisons + impostorComparisons;
        return new AcquisitionFailures(genuineComparisons, genuineFailures, impostorComparisons, impostorFailures,
                all == 0 ? null : (double) (genuineFailures + impostorFailures) / all);
    }

    public long failures() {
        return genuineFailures + impostorFailures;
    }
}
