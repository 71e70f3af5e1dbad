package org.fairscore.core.protocol;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import org.fairscore.core.verification.ClopperPearson;
import org.fairscore.core.verification.Interval;

/**
 * One cell of the equal-metric table: a value with its 95% interval, or null with the reason.
 *
 * @param value           the metric
 * @param undefinedReason why there is no value, or null
 * @param interval        95% interval (method named in it), or null
 */
@JsonPropertyOrder({"value", "undefinedReason", "interval"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record EqualMetric(Double value, String undefinedReason, Interval interval) {

    static EqualMetric undefined(String reason) {
        return new EqualMetric(null, reason, null);
    }

    /** k of n with its Clopper–Pearson interval; undefined when n = 0. */
    static EqualMetric binomial(long k, long n, String whenEmpty) {
        if (n == 0) {
            return undefined(whenEmpty);
        }
        double[] ci = ClopperPearson.interval(k, n, 0.95);
        return new EqualMetric((double) k / n, null, new Interval(ci[0], ci[1], "clopper-pearson"));
    }

    static EqualMetric plain(Double value, String whenNull) {
        return value == null ? undefined(whenNull) : new EqualMetric(value, null, null);
    }
}
