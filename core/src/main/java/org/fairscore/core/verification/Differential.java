package org.fairscore.core.verification;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * A differential's value, or null and the reason it does not exist; with the identity bootstrap also its interval
 * ({@link org.fairscore.core.bootstrap.DifferentialIntervals}).
 *
 * @param interval                the bootstrap interval, null when not computed or when it cannot be given
 * @param undefinedReplicates     how many bootstrap replicates left this differential undefined (a zero denominator,
 *                                a group's rate undefined in the replicate); null when no replicate was computed
 * @param intervalUndefinedReason why a defined value has no interval though the bootstrap ran; null otherwise
 */
@JsonPropertyOrder({"value", "undefinedReason", "interval", "undefinedReplicates", "intervalUndefinedReason"})
public record Differential(Double value, @JsonInclude(JsonInclude.Include.NON_NULL) String undefinedReason,
                           @JsonInclude(JsonInclude.Include.NON_NULL) Interval interval,
                           @JsonInclude(JsonInclude.Include.NON_NULL) Integer undefinedReplicates,
                           @JsonInclude(JsonInclude.Include.NON_NULL) String intervalUndefinedReason) {

    /** A value (or its reason) without interval. */
    public Differential(Double value, String undefinedReason) {
        this(value, undefinedReason, null, null, null);
    }

    public static Differential of(MetricValue v) {
        return new Differential(v.valueOrNull(), v.reasonOrNull());
    }
}
