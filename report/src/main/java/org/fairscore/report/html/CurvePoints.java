package org.fairscore.report.html;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * One group's FAR and FRR along the threshold, as drawn: the display histogram's edges ({@link RateCurves})
 * with the exact rates at every global threshold t_α inserted in threshold order, so each curve passes through
 * its group's operating-point markers and its tail, where 0.01-wide bins are coarsest, is anchored by exact
 * points rather than by the bin edges alone.
 *
 * <p>report.json holds nothing finer per group: the fine histograms that make the thresholds exact
 * ({@code FineHistogram}, pass 2 of the audit) resolve only the coarse buckets around thresholds and EERs, are
 * merged in the job and never written, and the EER is interpolated between two scores (not a rate at a
 * threshold), so it is marked but not inserted. Ties: at a threshold equal to an edge the edge point comes
 * first. That keeps both rates monotone in the threshold under every acceptance rule — an edge counts a score
 * on it as accepted (bins are [e_i, e_{i+1})), so for higher-is-similar scores the edge's FAR is ≥ and its FRR
 * ≤ the rule's at the same t, and for distances the reverse order of the rule's inequalities gives the same.
 * The last edge, {@code high}, is the exception: its bin also holds {@code high} (a score file's range ends at its
 * largest score), so there the edge counts a score on it as rejected and comes after an exact point.
 * {@code far} is null when the group has no impostor pairs, {@code frr} when it has no genuine pairs; an
 * exact point missing the rate of a present series is left out.
 */
record CurvePoints(double[] thresholds, double[] far, double[] frr) {

    /** One group's exact rates at one threshold (an operating point); a rate is null when undefined. */
    record Exact(double threshold, Double far, Double frr) {
    }

    static CurvePoints of(RateCurves histogram, List<Exact> exact) {
        boolean hasFar = histogram.far() != null;
        boolean hasFrr = histogram.frr() != null;
        // {threshold, far, frr, order among equal thresholds: 0 an edge, 1 an exact point, 2 the last edge}
        var points = new ArrayList<double[]>();
        int last = histogram.thresholds().length - 1;
        for (int k = 0; k <= last; k++) {
            points.add(new double[] {histogram.thresholds()[k], hasFar ? histogram.far()[k] : 0,
                    hasFrr ? histogram.frr()[k] : 0, k == last ? 2 : 0});
        }
        for (var e : exact) {
            if ((hasFar && e.far() == null) || (hasFrr && e.frr() == null) || !Double.isFinite(e.threshold())) {
                continue;
            }
            points.add(new double[] {e.threshold(), hasFar ? e.far() : 0, hasFrr ? e.frr() : 0, 1});
        }
        points.sort(Comparator.<double[]>comparingDouble(p -> p[0]).thenComparingDouble(p -> p[3]));
        int n = points.size();
        var t = new double[n];
        var far = hasFar ? new double[n] : null;
        var frr = hasFrr ? new double[n] : null;
        for (int i = 0; i < n; i++) {
            double[] p = points.get(i);
            t[i] = p[0];
            if (hasFar) {
                far[i] = p[1];
            }
            if (hasFrr) {
                frr[i] = p[2];
            }
        }
        return new CurvePoints(t, far, frr);
    }

    /** TAR = 1 − FRR at every point (null without genuine pairs): the ROC's vertical axis. */
    double[] tar() {
        if (frr == null) {
            return null;
        }
        var out = new double[frr.length];
        for (int i = 0; i < frr.length; i++) {
            out[i] = 1 - frr[i];
        }
        return out;
    }
}
