package org.fairscore.core.gates;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * What a gate can test. The differential names are those of report.json's {@code differentials} map
 * ({@code DifferentialSet#asMap}); {@code GateMetricTest} keeps the two lists equal.
 */
public enum GateMetric {
    FAR("far", Kind.PER_GROUP, true),
    FRR("frr", Kind.PER_GROUP, true),
    EER("eer", Kind.PER_GROUP, false),
    GLOBAL_FAR("globalFar", Kind.POOLED, true),
    GLOBAL_FRR("globalFrr", Kind.POOLED, true),
    BFAR("bfar", Kind.DIFFERENTIAL, true),
    BFRR("bfrr", Kind.DIFFERENTIAL, true),
    FAR_MAX_MIN_RATIO("farMaxMinRatio", Kind.DIFFERENTIAL, true),
    FRR_MAX_MIN_RATIO("frrMaxMinRatio", Kind.DIFFERENTIAL, true),
    FAR_MAX_MIN_DIFFERENCE("farMaxMinDifference", Kind.DIFFERENTIAL, true),
    FRR_MAX_MIN_DIFFERENCE("frrMaxMinDifference", Kind.DIFFERENTIAL, true),
    FDR("fdr", Kind.DIFFERENTIAL, true),
    INEQUITY_RATE("inequityRate", Kind.DIFFERENTIAL, true),
    GARBE("garbe", Kind.DIFFERENTIAL, true);

    /** Per group (needs a scope), pooled over all groups, or a differential across groups. */
    public enum Kind { PER_GROUP, POOLED, DIFFERENTIAL }

    private final String key;
    private final Kind kind;
    private final boolean atFarLevel;

    GateMetric(String key, Kind kind, boolean atFarLevel) {
        this.key = key;
        this.kind = kind;
        this.atFarLevel = atFarLevel;
    }

    /** The name as written in gates and in report.json. */
    public String key() {
        return key;
    }

    public Kind kind() {
        return kind;
    }

    /** Read at a FAR level's global threshold ({@code name@alpha}); false for the threshold-free EER. */
    public boolean atFarLevel() {
        return atFarLevel;
    }

    /** Case-insensitive lookup: {@code BFAR} and {@code bfar} are the same metric. */
    static Optional<GateMetric> ofKey(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(m -> m.key.toLowerCase(Locale.ROOT).equals(lower)).findFirst();
    }

    static String knownKeys() {
        return Arrays.stream(values()).map(GateMetric::key).collect(Collectors.joining(", "));
    }
}
