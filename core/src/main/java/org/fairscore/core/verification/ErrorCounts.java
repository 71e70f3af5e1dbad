package org.fairscore.core.verification;

/**
 * Errors of one group (or of all groups) at one threshold. Rates are undefined when there are no
 * pairs of that kind.
 */
public record ErrorCounts(long falseAccepts, long impostorPairs, long falseRejects, long genuinePairs) {

    public static ErrorCounts at(ExactDistribution genuine, ExactDistribution impostor, float threshold,
                                 AcceptanceRule rule) {
        long fa = impostor.countAccepted(threshold, rule);
        long fr = genuine.total() - genuine.countAccepted(threshold, rule);
        return new ErrorCounts(fa, impostor.total(), fr, genuine.total());
    }

    public ErrorCounts plus(ErrorCounts o) {
        return new ErrorCounts(falseAccepts + o.falseAccepts, impostorPairs + o.impostorPairs,
                falseRejects + o.falseRejects, genuinePairs + o.genuinePairs);
    }

    public MetricValue far() {
        return impostorPairs == 0 ? MetricValue.undefined("no impostor pairs")
                : MetricValue.of((double) falseAccepts / impostorPairs);
    }

    public MetricValue frr() {
        return genuinePairs == 0 ? MetricValue.undefined("no genuine pairs")
                : MetricValue.of((double) falseRejects / genuinePairs);
    }
}
