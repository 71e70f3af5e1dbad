package org.fairscore.core.verification;

/** Equal error rate of one group and the threshold where it occurs (both undefined together). */
public record EerResult(MetricValue eer, Double threshold) {
}
