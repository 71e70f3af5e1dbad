package org.fairscore.core.verification;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/** A differential's value, or null and the reason it does not exist. */
@JsonPropertyOrder({"value", "undefinedReason"})
public record Differential(Double value, @JsonInclude(JsonInclude.Include.NON_NULL) String undefinedReason) {

    public static Differential of(MetricValue v) {
        return new Differential(v.valueOrNull(), v.reasonOrNull());
    }
}
