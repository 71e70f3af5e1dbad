package org.fairscore.core.report;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * Impostor sampling in force: every impostor pair was kept with probability {@code rate}, so impostor
 * counts and FARs are estimates of the all-pairs values (their intervals are binomial); genuine pairs
 * and FRRs are complete.
 *
 * @param rate             the keep probability r
 * @param seed             the seed of the pair hash
 * @param allImpostorPairs impostor pairs of all groups before sampling
 */
@JsonPropertyOrder({"rate", "seed", "allImpostorPairs", "note"})
public record SamplingReport(double rate, long seed, long allImpostorPairs, String note) {
}
