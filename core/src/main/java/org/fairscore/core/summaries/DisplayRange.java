package org.fairscore.core.summaries;

import java.io.Serializable;

/**
 * The score range of a score file's display histograms: {@link DisplayHistogram#BINS} equal bins on [low, high],
 * bin i holding [low + i·w, low + (i+1)·w) and the last also high. Fixed deterministically from the exact
 * smallest and largest score, so a rerun draws the same bins: [−1, 1] (the embedding audit's range, so a score
 * file of cosines keeps the all-pairs display) when every score lies in it, else [min, max] — a 0–100 vendor
 * file is drawn over its own span instead of clamped into one edge bin. A file whose scores are all one value v
 * outside [−1, 1] gets [v − m, v + m], m = max(1, |v|), so that v lies inside, mid-range.
 *
 * @param low  lower edge
 * @param high upper edge, greater than low
 */
public record DisplayRange(double low, double high) implements Serializable {
    public static final DisplayRange COSINE = new DisplayRange(DisplayHistogram.LOW, DisplayHistogram.HIGH);

    public DisplayRange {
        if (!(low < high) || !Double.isFinite(high - low)) {
            throw new IllegalArgumentException("display range needs finite low < high, got [" + low + ", " + high + "]");
        }
    }

    /** The range for scores whose exact minimum and maximum are {@code min} ≤ {@code max} (finite float32). */
    public static DisplayRange of(float min, float max) {
        if (min >= DisplayHistogram.LOW && max <= DisplayHistogram.HIGH) {
            return COSINE;
        }
        if (min == max) {
            double m = Math.max(1.0, Math.abs((double) min));
            return new DisplayRange(min - m, min + m);
        }
        return new DisplayRange(min, max);
    }

    /** The bin of {@code score}; scores outside the range (none, for the range of the scores) go to the end bins. */
    public int binOf(double score) {
        if (this.equals(COSINE)) {
            return DisplayHistogram.binOf(score); // the all-pairs audit's bins, to the last bit
        }
        int bin = (int) ((score - low) / (high - low) * DisplayHistogram.BINS);
        return bin < 0 ? 0 : Math.min(DisplayHistogram.BINS - 1, bin);
    }
}
