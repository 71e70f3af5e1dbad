package org.fairscore.core.protocol;

import java.util.Map;

/**
 * Where an audit's comparisons came from: what {@link ProtocolAudit} needs besides the exact summaries.
 *
 * @param protocol              "all-pairs", "pair-list" or "score-file"
 * @param source                the pair list or score file (null for all pairs)
 * @param scoreFormat           score files only, else null
 * @param distance              score files only: scores were negated distances; else null
 * @param crossGroupComparisons comparisons across groups (not audited), null for all pairs
 * @param failures              score files only: failures to acquire per group, else null
 * @param ftaInRates            fold failures to acquire into FAR and FRR as bob.measure does
 * @param calibration           the calibration split, or null
 * @param crossGroupGenuine     with --cross-group: genuine comparisons across groups per group pair (both orders),
 *                              else null
 */
public record ProtocolSource(String protocol, String source, String scoreFormat, Boolean distance,
                             Long crossGroupComparisons, Map<String, AcquisitionFailures> failures,
                             boolean ftaInRates, CalibrationReport calibration,
                             Map<String, Map<String, Long>> crossGroupGenuine) {
    public static final String ALL_PAIRS = "all-pairs";
    public static final String PAIR_LIST = "pair-list";
    public static final String SCORE_FILE = "score-file";

    /** Without cross-group genuine counts. */
    public ProtocolSource(String protocol, String source, String scoreFormat, Boolean distance,
                          Long crossGroupComparisons, Map<String, AcquisitionFailures> failures,
                          boolean ftaInRates, CalibrationReport calibration) {
        this(protocol, source, scoreFormat, distance, crossGroupComparisons, failures, ftaInRates, calibration, null);
    }

    public static ProtocolSource allPairs() {
        return new ProtocolSource(ALL_PAIRS, null, null, null, null, null, false, null);
    }

    public ProtocolSource withCalibration(CalibrationReport c) {
        return new ProtocolSource(protocol, source, scoreFormat, distance, crossGroupComparisons, failures, ftaInRates, c,
                crossGroupGenuine);
    }
}
