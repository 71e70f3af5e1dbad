package org.fairscore.core.summaries;

import java.io.Serializable;
import java.util.Arrays;

/**
 * Score counts in {@link #BINS} equal bins on the fixed range [−1, 1] (cosine similarity), for the
 * report's plots. The edges are a constant, fixed before any data is seen, so any two histograms
 * merge. Bin i holds [−1 + i·w, −1 + (i+1)·w), the last bin also holds 1; scores a rounding error
 * outside [−1, 1] go to the end bins.
 */
public final class DisplayHistogram implements Mergeable<DisplayHistogram>, Serializable {
    private static final long serialVersionUID = 1L;
    public static final int BINS = 200;
    public static final double LOW = -1.0;
    public static final double HIGH = 1.0;

    private final long[] counts;

    private DisplayHistogram(long[] counts) {
        this.counts = counts;
    }

    public static DisplayHistogram empty() {
        return new DisplayHistogram(new long[BINS]);
    }

    public static int binOf(double score) {
        // (s + 1) · 100 is the same real number as (s − LOW)/(HIGH − LOW)·BINS and rounds identically (the
        // halving is exact); for s + 1 ≥ 0 the int cast is the floor, and below 0 the clamp gives bin 0.
        int bin = (int) ((score + 1.0) * (BINS / 2.0));
        return bin < 0 ? 0 : Math.min(BINS - 1, bin);
    }

    public static double lowerEdge(int bin) {
        return LOW + (HIGH - LOW) * bin / BINS;
    }

    public void add(float score) {
        counts[binOf(score)]++;
    }

    /** Adds {@code n} scores to {@code bin} at once (a bulk counter's flush). */
    public void addCount(int bin, long n) {
        counts[bin] += n;
    }

    @Override
    public DisplayHistogram merge(DisplayHistogram other) {
        for (int i = 0; i < BINS; i++) {
            counts[i] += other.counts[i];
        }
        return this;
    }

    public long[] counts() {
        return counts.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof DisplayHistogram d && Arrays.equals(counts, d.counts);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(counts);
    }
}
