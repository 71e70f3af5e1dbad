package org.fairscore.report.html;

import org.fairscore.core.verification.ScoreHistogramReport;

/**
 * FAR(t) and FRR(t) of one group at the edges of its display histogram, for drawing only: report.json
 * keeps 200 bins on [low, high], not every score, so curves have bin resolution while the operating points
 * (and the EER) in the report are exact.
 *
 * <p>At edge e_k = low + k·w (k = 0 … bins): FAR(e_k) = Σ_{i ≥ k} impostor_i / |I| and
 * FRR(e_k) = Σ_{i &lt; k} genuine_i / |G|. A score lying exactly on an edge counts as accepted there
 * (bins are [e_i, e_{i+1})); the difference between the acceptance rules is below this resolution.
 * For distances (a report whose rule accepts below t) the sides swap: FAR(e_k) = Σ_{i &lt; k} impostor_i / |I|,
 * FRR(e_k) = Σ_{i ≥ k} genuine_i / |G|.
 * {@code far} is null when the group has no impostor pairs, {@code frr} when it has no genuine pairs.
 */
record RateCurves(double[] thresholds, double[] far, double[] frr, int firstBin, int lastBin) {

    static RateCurves of(ScoreHistogramReport h) {
        return of(h, false);
    }

    /** @param distances lower scores are more similar: accepted below the threshold */
    static RateCurves of(ScoreHistogramReport h, boolean distances) {
        int bins = h.bins();
        double w = (h.high() - h.low()) / bins;
        var t = new double[bins + 1];
        for (int k = 0; k <= bins; k++) {
            t[k] = h.low() + k * w;
        }
        int first = bins;
        int last = -1;
        for (int i = 0; i < bins; i++) {
            if (h.genuine()[i] + h.impostor()[i] > 0) {
                first = Math.min(first, i);
                last = i;
            }
        }
        return new RateCurves(t, tail(h.impostor(), !distances), tail(h.genuine(), distances), first, last);
    }

    /** Above: share of counts in bins ≥ k; else share in bins &lt; k; null when there are no counts. */
    private static double[] tail(long[] counts, boolean above) {
        long total = 0;
        for (long c : counts) {
            total += c;
        }
        if (total == 0) {
            return null;
        }
        var out = new double[counts.length + 1];
        long below = 0;
        for (int k = 0; k <= counts.length; k++) {
            out[k] = (double) (above ? total - below : below) / total;
            if (k < counts.length) {
                below += counts[k];
            }
        }
        return out;
    }

    boolean empty() {
        return lastBin < 0;
    }
}
