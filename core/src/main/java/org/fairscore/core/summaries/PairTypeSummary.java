package org.fairscore.core.summaries;

import java.io.Serializable;

/**
 * Pass-1 summary of one (group, pair kind): coarse histogram, exact score sums, display histogram.
 * Filled in a task's hot loop, then merged; every part is an integer count, so merging in any order
 * gives the same bytes.
 */
public final class PairTypeSummary implements Mergeable<PairTypeSummary>, Serializable {
    private static final long serialVersionUID = 1L;

    private final CoarseHistogram coarse;
    private final DisplayHistogram display;
    private final ScoreSums sums;

    private PairTypeSummary(CoarseHistogram coarse, DisplayHistogram display, ScoreSums sums) {
        this.coarse = coarse;
        this.display = display;
        this.sums = sums;
    }

    public static PairTypeSummary empty() {
        return new PairTypeSummary(CoarseHistogram.empty(), DisplayHistogram.empty(), ScoreSums.empty());
    }

    public void add(float score) {
        coarse.add(score);
        display.add(score);
        sums.add(score);
    }

    /** {@link #add} for a score whose {@link ScoreKey} the caller has computed already. */
    public void addKeyed(float score, int key) {
        coarse.addKey(key);
        display.add(score);
        sums.add(score);
    }

    @Override
    public PairTypeSummary merge(PairTypeSummary other) {
        coarse.merge(other.coarse);
        display.merge(other.display);
        sums.merge(other.sums);
        return this;
    }

    public CoarseHistogram coarse() {
        return coarse;
    }

    public DisplayHistogram display() {
        return display;
    }

    public ScoreSums sums() {
        return sums;
    }

    public long count() {
        return coarse.total();
    }
}
