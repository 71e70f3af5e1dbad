package org.fairscore.jobs.scoring;

import java.util.Arrays;

/**
 * Counts at many thresholds without comparing every score with every threshold: the thresholds are sorted once; a
 * score's <em>rank</em> is the number of distinct thresholds that accept it (they are always the lowest ones), found
 * by binary search; a row counts ranks into a histogram, and the counts at every threshold are its suffix sums,
 * taken once per row. Cost per score O(log T) instead of O(T); per row O(T).
 *
 * <p>The acceptance test is the kernels' own ({@code s ≥ t} or {@code s > t} on floats), so the counts equal a
 * direct comparison exactly, ties, ±∞ and −0.0 included (−0.0 and +0.0 are one threshold, as float comparison has
 * them). Not thread-safe (a scratch array is reused): one per task.
 */
final class ThresholdLadder {
    private final float[] distinct;
    /** Original threshold index → its index in {@link #distinct}. */
    private final int[] position;
    private final boolean inclusive;
    private final long[] scratch;

    /**
     * @param thresholds any order, duplicates allowed, no NaN
     * @param inclusive  true for "accept iff s ≥ t"
     */
    ThresholdLadder(float[] thresholds, boolean inclusive) {
        float[] sorted = new float[thresholds.length];
        for (int i = 0; i < thresholds.length; i++) {
            if (Float.isNaN(thresholds[i])) {
                throw new IllegalArgumentException("threshold " + i + " is NaN");
            }
            sorted[i] = thresholds[i] == 0.0f ? 0.0f : thresholds[i]; // −0.0 compares equal to +0.0
        }
        Arrays.sort(sorted);
        int n = 0;
        for (int i = 0; i < sorted.length; i++) {
            if (i == 0 || sorted[i] != sorted[i - 1]) {
                sorted[n++] = sorted[i];
            }
        }
        this.distinct = Arrays.copyOf(sorted, n);
        this.position = new int[thresholds.length];
        for (int i = 0; i < thresholds.length; i++) {
            position[i] = Arrays.binarySearch(distinct, thresholds[i] == 0.0f ? 0.0f : thresholds[i]);
        }
        this.inclusive = inclusive;
        this.scratch = new long[n];
    }

    /** Histogram length a row needs: ranks 0..distinct thresholds. */
    int bins() {
        return distinct.length + 1;
    }

    /** The lowest threshold (+∞ when there is none): a score it does not accept has rank 0. */
    float lowest() {
        return distinct.length == 0 ? Float.POSITIVE_INFINITY : distinct[0];
    }

    /** Whether the lowest threshold accepts {@code s}, the hot loop's cheap test before {@link #rank}. */
    boolean acceptedAtLowest(float s) {
        float t = lowest();
        return inclusive ? s >= t : s > t;
    }

    /** How many distinct thresholds accept {@code s}: #{t ≤ s} under ≥, #{t &lt; s} under &gt;. */
    int rank(float s) {
        int lo = 0;
        int hi = distinct.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (inclusive ? distinct[mid] <= s : distinct[mid] < s) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /**
     * Accepted counts at each original threshold from one row's rank histogram {@code hist[from .. from + bins())}:
     * threshold t accepts the scores of rank &gt; its position, so out[t] = Σ_{r &gt; pos(t)} hist[r] (one suffix sum).
     */
    void accepted(int[] hist, int from, long[] out) {
        long run = 0;
        for (int i = distinct.length - 1; i >= 0; i--) {
            run += hist[from + i + 1];
            scratch[i] = run;
        }
        for (int t = 0; t < position.length; t++) {
            out[t] = scratch[position[t]];
        }
    }

    /** As {@link #accepted(int[], int, long[])} for a long histogram. */
    void accepted(long[] hist, long[] out) {
        long run = 0;
        for (int i = distinct.length - 1; i >= 0; i--) {
            run += hist[i + 1];
            scratch[i] = run;
        }
        for (int t = 0; t < position.length; t++) {
            out[t] = scratch[position[t]];
        }
    }
}
