package org.fairscore.core.protocol;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * A calibration split: thresholds were set on the calibration part's impostor pairs and every rate of the
 * report is of the test part. The two parts share no identity.
 *
 * @param split                    "fraction" (seeded hash of the label) or "file" (identities listed in a file)
 * @param fraction                 the requested fraction of identities (fraction split only)
 * @param seed                     the split's seed (fraction split only)
 * @param file                     the file listing calibration identities (file split only)
 * @param calibrationIdentities    identities in the calibration part
 * @param testIdentities           identities in the test part
 * @param calibrationSamples       samples in the calibration part
 * @param testSamples              samples in the test part
 * @param calibrationImpostorPairs impostor pairs the thresholds come from (all groups)
 * @param calibrationGenuinePairs  genuine pairs of the calibration part (not used for thresholds)
 */
@JsonPropertyOrder({"split", "fraction", "seed", "file", "calibrationIdentities", "testIdentities", "calibrationSamples",
        "testSamples", "calibrationImpostorPairs", "calibrationGenuinePairs"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record CalibrationReport(String split, Double fraction, Long seed, String file, long calibrationIdentities,
                                long testIdentities, long calibrationSamples, long testSamples,
                                long calibrationImpostorPairs, long calibrationGenuinePairs) {
}
