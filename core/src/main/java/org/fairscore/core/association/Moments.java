package org.fairscore.core.association;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/** A distribution in brief for report.json: n, mean, sd (with ddof; null with the reason when undefined), min, max. */
@JsonPropertyOrder({"n", "mean", "sd", "sdUndefinedReason", "min", "max"})
public record Moments(int n, double mean, Double sd, @JsonInclude(JsonInclude.Include.NON_NULL) String sdUndefinedReason,
                      double min, double max) {
    public static Moments of(double[] x, int ddof) {
        if (x.length == 0) {
            throw new IllegalArgumentException("no values");
        }
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (double v : x) {
            min = Math.min(min, v);
            max = Math.max(max, v);
        }
        var sd = Spread.sd(x, ddof);
        return new Moments(x.length, Spread.mean(x), sd.valueOrNull(), sd.reasonOrNull(), min, max);
    }
}
