package org.fairscore.core.geometry;

import java.io.Serializable;
import org.fairscore.core.summaries.Mergeable;

/**
 * A distribution of distances as a histogram with fixed edges — {@link #BINS} equal bins on [0, 2], the
 * range of Euclidean distances between unit vectors — plus exact count, min and max and double sums for
 * the mean and variance. Fixed edges make any two histograms mergeable (docs/design.md, "Pairs and scores": no
 * data-dependent bins). Values are clamped into [0, 2] against rounding. Memory: 500 longs.
 */
public final class DistributionHistogram implements Mergeable<DistributionHistogram>, Serializable {
    private static final long serialVersionUID = 1L;
    public static final double LOW = 0.0;
    public static final double HIGH = 2.0;
    public static final int BINS = 500;

    private final long[] counts = new long[BINS];
    private long count;
    private double sum;
    private double sumSq;
    private double min = Double.POSITIVE_INFINITY;
    private double max = Double.NEGATIVE_INFINITY;

    public static DistributionHistogram empty() {
        return new DistributionHistogram();
    }

    public DistributionHistogram add(double value) {
        double v = Math.min(HIGH, Math.max(LOW, value));
        counts[bin(v)]++;
        count++;
        sum += v;
        sumSq += v * v;
        min = Math.min(min, v);
        max = Math.max(max, v);
        return this;
    }

    /** Bin of v: [e_i, e_{i+1}) with the last bin closed at HIGH. */
    public static int bin(double v) {
        return Math.min(BINS - 1, (int) Math.floor((v - LOW) / (HIGH - LOW) * BINS));
    }

    @Override
    public DistributionHistogram merge(DistributionHistogram o) {
        for (int i = 0; i < BINS; i++) {
            counts[i] += o.counts[i];
        }
        count += o.count;
        sum += o.sum;
        sumSq += o.sumSq;
        min = Math.min(min, o.min);
        max = Math.max(max, o.max);
        return this;
    }

    public long count() {
        return count;
    }

    public long[] counts() {
        return counts.clone();
    }

    public double mean() {
        return count == 0 ? Double.NaN : sum / count;
    }

    /** Sample variance (n − 1 denominator, as Welch's test uses); NaN below two values. */
    public double variance() {
        if (count < 2) {
            return Double.NaN;
        }
        return Math.max(0, (sumSq - sum * sum / count) / (count - 1));
    }

    public double min() {
        return min;
    }

    public double max() {
        return max;
    }

    /** Fraction of values below the upper edge of bin i (the empirical CDF at that edge). */
    public double cdfAtUpperEdge(int i) {
        long c = 0;
        for (int j = 0; j <= i; j++) {
            c += counts[j];
        }
        return (double) c / count;
    }
}
