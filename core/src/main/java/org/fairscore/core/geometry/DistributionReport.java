package org.fairscore.core.geometry;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * One group's distribution of one kind: count, mean, sample standard deviation, min, max (null when
 * there are too few values) and the counts of the fixed-edge histogram ({@code geometry.histogramEdges}).
 */
@JsonPropertyOrder({"count", "mean", "sd", "min", "max", "counts"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record DistributionReport(long count, Double mean, Double sd, Double min, Double max, long[] counts) {

    public static DistributionReport of(DistributionHistogram h) {
        boolean any = h.count() > 0;
        return new DistributionReport(h.count(), any ? h.mean() : null,
                h.count() > 1 ? Math.sqrt(h.variance()) : null, any ? h.min() : null, any ? h.max() : null, h.counts());
    }
}
