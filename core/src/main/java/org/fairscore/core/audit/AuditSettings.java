package org.fairscore.core.audit;

import java.util.List;
import org.fairscore.core.verification.AcceptanceRule;
import org.fairscore.core.verification.FarLevel;

/**
 * What the verification audit computes.
 *
 * @param levels             FAR levels α, in the order reported
 * @param rule               acceptance rule
 * @param differentialWeight w in FDR, IR and GARBE, in [0, 1]
 * @param crossGroup         whether to score cross-group impostor pairs (about G−1 times the intra-group work)
 * @param sampling           impostor-pair sampling, {@link ImpostorSampling#none()} for all pairs
 */
public record AuditSettings(List<FarLevel> levels, AcceptanceRule rule, double differentialWeight, boolean crossGroup,
                            ImpostorSampling sampling) {

    public static final List<String> DEFAULT_LEVELS = List.of("1e-1", "1e-2", "1e-3", "1e-4", "1e-5", "1e-6");

    public AuditSettings {
        levels = List.copyOf(levels);
        if (levels.isEmpty()) {
            throw new IllegalArgumentException("at least one FAR level is needed");
        }
        if (!(differentialWeight >= 0 && differentialWeight <= 1)) {
            throw new IllegalArgumentException("differential weight must be in [0, 1]: " + differentialWeight);
        }
        sampling = sampling == null ? ImpostorSampling.none() : sampling;
    }

    /** All pairs, no sampling. */
    public AuditSettings(List<FarLevel> levels, AcceptanceRule rule, double differentialWeight, boolean crossGroup) {
        this(levels, rule, differentialWeight, crossGroup, ImpostorSampling.none());
    }
}
