package org.fairscore.core.audit;

import java.util.List;
import org.fairscore.core.bootstrap.IdentityBootstrap;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.protocol.EqualMetricsSpec;
import org.fairscore.core.verification.AcceptanceRule;
import org.fairscore.core.verification.FarLevel;
import org.fairscore.core.verification.Threshold;

/**
 * What the verification audit computes.
 *
 * @param levels             FAR levels α, in the order reported
 * @param rule               acceptance rule
 * @param differentialWeight w in FDR, IR and GARBE, in [0, 1]
 * @param crossGroup         whether to score cross-group impostor pairs (about G−1 times the intra-group work)
 * @param sampling           impostor-pair sampling, {@link ImpostorSampling#none()} for all pairs
 * @param bootstrap          identity-bootstrap replicates for FAR/FRR intervals; 0 for none (it costs one more
 *                           pass over the impostor pairs)
 * @param seed               seed of the bootstrap's resampling
 * @param fixedThresholds    thresholds set elsewhere (a calibration part), one per level, applied instead of the
 *                           thresholds of this data's own impostors; null: from this data (the default)
 * @param groupThresholds    also resolve each group's own threshold per level (the aggregation bias of
 *                           {@link AggregationBias}; costs a few resolved buckets)
 * @param equalMetrics       the equal-metric table and its stated prevalence, or null for none
 */
public record AuditSettings(List<FarLevel> levels, AcceptanceRule rule, double differentialWeight, boolean crossGroup,
                            ImpostorSampling sampling, int bootstrap, long seed,
                            List<Threshold> fixedThresholds, boolean groupThresholds,
                            EqualMetricsSpec equalMetrics) {

    public static final List<String> DEFAULT_LEVELS = List.of("1e-1", "1e-2", "1e-3", "1e-4", "1e-5", "1e-6");

    public AuditSettings {
        levels = List.copyOf(levels);
        if (levels.isEmpty()) {
            throw new IllegalArgumentException("at least one FAR level is needed");
        }
        if (!(differentialWeight >= 0 && differentialWeight <= 1)) {
            throw new IllegalArgumentException("differential weight must be in [0, 1]: " + differentialWeight);
        }
        if (rule != null && rule.lowerIsMoreSimilar()) { // the engine's thresholds and EERs are for similarities
            throw new IllegalArgumentException("the audit runs under " + AcceptanceRule.AUDITED + "; '" + rule
                    + "' only names the rule of a report of distances (DistanceScale)");
        }
        sampling = sampling == null ? ImpostorSampling.none() : sampling;
        if (fixedThresholds != null) {
            fixedThresholds = List.copyOf(fixedThresholds);
            if (fixedThresholds.size() != levels.size()) {
                throw new IllegalArgumentException(fixedThresholds.size() + " fixed thresholds for " + levels.size() + " levels");
            }
        }
        if (bootstrap < 0 || bootstrap == 1 || bootstrap > IdentityBootstrap.MAX_REPLICATES) {
            throw new InvalidInputException("--bootstrap: must be 0 (off) or a number of "
                    + "replicates from 2 to " + IdentityBootstrap.MAX_REPLICATES + ", got " + bootstrap);
        }
    }

    /** Thresholds from this data's own impostors, no group thresholds. */
    public AuditSettings(List<FarLevel> levels, AcceptanceRule rule, double differentialWeight, boolean crossGroup,
                         ImpostorSampling sampling, int bootstrap, long seed) {
        this(levels, rule, differentialWeight, crossGroup, sampling, bootstrap, seed, null, false, null);
    }

    /** These settings with thresholds set elsewhere (null: from the data). */
    public AuditSettings withFixedThresholds(List<Threshold> thresholds) {
        return new AuditSettings(levels, rule, differentialWeight, crossGroup, sampling, bootstrap, seed, thresholds,
                groupThresholds, equalMetrics);
    }

    /** These settings with (or without) each group's own thresholds resolved. */
    public AuditSettings withGroupThresholds(boolean on) {
        return new AuditSettings(levels, rule, differentialWeight, crossGroup, sampling, bootstrap, seed, fixedThresholds,
                on, equalMetrics);
    }

    /** These settings with the equal-metric table (null: none). */
    public AuditSettings withEqualMetrics(EqualMetricsSpec spec) {
        return new AuditSettings(levels, rule, differentialWeight, crossGroup, sampling, bootstrap, seed, fixedThresholds,
                groupThresholds, spec);
    }

    /** No bootstrap. */
    public AuditSettings(List<FarLevel> levels, AcceptanceRule rule, double differentialWeight, boolean crossGroup,
                         ImpostorSampling sampling) {
        this(levels, rule, differentialWeight, crossGroup, sampling, 0, 1);
    }

    /** All pairs, no sampling, no bootstrap. */
    public AuditSettings(List<FarLevel> levels, AcceptanceRule rule, double differentialWeight, boolean crossGroup) {
        this(levels, rule, differentialWeight, crossGroup, ImpostorSampling.none());
    }
}
