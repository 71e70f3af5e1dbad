package org.fairscore.core.protocol;

import org.fairscore.core.model.InvalidInputException;

/**
 * Asks for the equal-metric table ({@link EqualMetrics}).
 *
 * @param prevalence a stated share of genuine comparisons for accuracy, PPV and NPV, or null for the protocol's
 *                   own mix only
 */
public record EqualMetricsSpec(Double prevalence) {
    public EqualMetricsSpec {
        if (prevalence != null && !(prevalence > 0 && prevalence < 1)) {
            throw new InvalidInputException("--prevalence: must be in (0, 1), got " + prevalence);
        }
    }
}
