package org.fairscore.core.geometry;

import java.io.Serializable;
import java.util.Arrays;
import org.fairscore.core.summaries.FixedPointSums;
import org.fairscore.core.summaries.Mergeable;

/**
 * A distribution of distances as a histogram with fixed edges — {@link #BINS} equal bins on [0, 2], the
 * range of Euclidean distances between unit vectors — plus exact count, min and max and order-independent
 * sums for the mean and variance ({@link FixedPointSums}). Fixed edges make any two histograms mergeable (docs/design.md, "Pairs and scores": no
 * data-dependent bins). Values are clamped into [0, 2] against rounding.
 *
 * <p>While it holds at most {@link #EXACT_MAX} values it also keeps them (in arrival order; the users sort
 * them), so a Kolmogorov–Smirnov test between two small distributions can use the exact order statistics
 * instead of the bin edges ({@link GroupTests}); the first value beyond the bound — added or merged in — drops
 * them for good. Memory: 500 longs plus at most {@link #EXACT_MAX} doubles (40 KB).
 */
public final class DistributionHistogram implements Mergeable<DistributionHistogram>, Serializable {
    private static final long serialVersionUID = 1L;
    public static final double LOW = 0.0;
    public static final double HIGH = 2.0;
    public static final int BINS = 500;
    /**
     * The most values a histogram keeps for exact tests: 5,000, the default {@code --mst-max-samples}, so every
     * H0 distribution of a default run (n − 1 edges) and the centroid distances of groups up to 5,000 samples
     * are exact; pair distances are exact for groups up to 100 samples (4,950 pairs).
     */
    public static final int EXACT_MAX = 5_000;

    private final long[] counts = new long[BINS];
    private long count;
    /** Σv (slot 0) and Σv² (slot 1), exact: the same bits whatever the order values and partials arrive in. */
    private final long[] sums = FixedPointSums.zeros(2);
    private double min = Double.POSITIVE_INFINITY;
    private double max = Double.NEGATIVE_INFINITY;
    /** The values while count ≤ EXACT_MAX (the first {@code count} entries), null after. */
    private double[] values = new double[0];

    public static DistributionHistogram empty() {
        return new DistributionHistogram();
    }

    public DistributionHistogram add(double value) {
        double v = Math.min(HIGH, Math.max(LOW, value));
        counts[bin(v)]++;
        count++;
        FixedPointSums.add(sums, 0, v);
        FixedPointSums.add(sums, 1, v * v);
        min = Math.min(min, v);
        max = Math.max(max, v);
        keep(v);
        return this;
    }

    private void keep(double v) {
        if (values == null) {
            return;
        }
        if (count > EXACT_MAX) {
            values = null;
            return;
        }
        if (values.length < count) {
            values = Arrays.copyOf(values, (int) Math.min(EXACT_MAX, Math.max(16, 2L * values.length)));
        }
        values[(int) count - 1] = v;
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
        FixedPointSums.merge(sums, o.sums);
        min = Math.min(min, o.min);
        max = Math.max(max, o.max);
        if (values == null || o.values == null || count > EXACT_MAX) {
            values = null;
        } else {
            long mine = count - o.count;
            double[] joined = Arrays.copyOf(values, (int) count);
            System.arraycopy(o.values, 0, joined, (int) mine, (int) o.count);
            values = joined;
        }
        return this;
    }

    /** The values in ascending order while there are at most {@link #EXACT_MAX}; null beyond. */
    public double[] sortedValues() {
        if (values == null) {
            return null;
        }
        double[] s = Arrays.copyOf(values, (int) count);
        Arrays.sort(s);
        return s;
    }

    public long count() {
        return count;
    }

    public long[] counts() {
        return counts.clone();
    }

    public double mean() {
        return count == 0 ? Double.NaN : FixedPointSums.value(sums, 0) / count;
    }

    /** Sample variance (n − 1 denominator, as Welch's test uses); NaN below two values. */
    public double variance() {
        if (count < 2) {
            return Double.NaN;
        }
        double sum = FixedPointSums.value(sums, 0);
        return Math.max(0, (FixedPointSums.value(sums, 1) - sum * sum / count) / (count - 1));
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
