package org.fairscore.core.geometry;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import org.fairscore.core.verification.MetricValue;

/** A geometry metric in report.json: its value, or null and the reason it does not exist. */
@JsonPropertyOrder({"value", "undefinedReason"})
public record GeometryValue(Double value, @JsonInclude(JsonInclude.Include.NON_NULL) String undefinedReason) {

    public static GeometryValue of(MetricValue v) {
        return new GeometryValue(v.valueOrNull(), v.reasonOrNull());
    }

    public boolean defined() {
        return value != null;
    }
}
