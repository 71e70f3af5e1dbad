package org.fairscore.core.verification;

import java.util.ArrayList;
import java.util.TreeSet;

/**
 * Equal error rate as bob.measure reports it ({@code bob.measure.eer}, {@code eer_threshold}), exactly,
 * under its acceptance rule "accept iff s ≥ t".
 *
 * <p>bob.measure's convention: the candidate thresholds are the smallest score of the group (everything
 * accepted) and the midpoints (a + b)/2 between consecutive distinct scores a &lt; b of genuine and
 * impostor scores together; the threshold chosen minimises |FAR − FRR|; the value reported is
 * (FAR + FRR)/2 there (not an interpolated crossing, so FAR ≠ FRR in general). Candidates are scanned in
 * ascending order with "≤" (a tie goes to the higher threshold), except the candidate reached when the
 * genuine or the impostor scores are used up (FAR = 0 or FRR = 1), which bob.measure checks after its
 * loop with "&lt;" (a tie there keeps the lower threshold). Both rules are kept here.
 *
 * <p>Where this differs from bob.measure: FAR − FRR is compared exactly ({@link Fractions}); bob.measure
 * accumulates FAR and FRR by repeated floating-point subtraction and addition of 1/n, so on an exact tie
 * of |FAR − FRR| between the two candidates around the crossing its rounding may pick the other one.
 * Scores are float32 here (bob.measure: float64), so midpoints are computed in double from float32 values.
 *
 * <p>Why a second EER beside {@link Eer}: {@link Eer} reports the crossing of the linearly interpolated
 * ROC with the diagonal (FAR = FRR by construction); this is the number bob.measure users compare with.
 *
 * <p>Exactness: d = FAR − FRR strictly decreases over the candidates, so the minimiser is one of the two
 * candidates around its sign change — the ones {@link Eer#plan} resolves under at-or-above, plus the
 * largest score below them (for the midpoint), which lies in the bucket before; {@link Eer#plan}
 * resolves that bucket too.
 */
public final class MidpointEer {
    private MidpointEer() {
    }

    /**
     * @param eer          (FAR + FRR)/2 at the chosen threshold, or undefined without pairs of a kind
     * @param threshold    the chosen threshold (a midpoint, or the smallest score), null when undefined
     * @param falseAccepts impostor scores ≥ threshold
     * @param falseRejects genuine scores &lt; threshold
     */
    public record Result(MetricValue eer, Double threshold, long falseAccepts, long falseRejects) {
    }

    public static Result compute(ExactDistribution genuine, ExactDistribution impostor) {
        long nG = genuine.total();
        long nI = impostor.total();
        if (nG == 0) {
            return new Result(MetricValue.undefined("no genuine pairs (every identity has one sample)"), null, 0, 0);
        }
        if (nI == 0) {
            return new Result(MetricValue.undefined("no impostor pairs (the group has one identity)"), null, 0, 0);
        }
        var values = new TreeSet<Float>(genuine.resolvedValues());
        values.addAll(impostor.resolvedValues());
        // candidate k accepts the scores ≥ v_k (the k-th distinct value); +∞ accepts nothing
        var candidates = new ArrayList<Float>(values);
        candidates.add(Float.POSITIVE_INFINITY);
        Float prevT = null;
        long prevFa = -1;
        long prevFr = -1;
        for (float t : candidates) {
            long fa = t == Float.POSITIVE_INFINITY ? 0 : impostor.countAtOrAbove(t);
            long fr = t == Float.POSITIVE_INFINITY ? nG : nG - genuine.countAtOrAbove(t);
            if (Fractions.compare(fa, nI, fr, nG) > 0) {
                prevT = t;
                prevFa = fa;
                prevFr = fr;
                continue;
            }
            if (prevT == null) {
                throw new IllegalStateException("EER crossing lies before the resolved buckets (planning bug)");
            }
            // |d_prev| = FAR_prev − FRR_prev, |d_now| = FRR_now − FAR_now; compare exactly with a common denominator
            int cmp = compareDifferences(prevFa, prevFr, fr, fa, nI, nG);
            boolean lastChecked = fa == 0 || fr == nG; // bob.measure checks this candidate after its loop, with "<"
            boolean takeNow = cmp > 0 || (cmp == 0 && !lastChecked);
            if (takeNow) {
                return result(fa, fr, nI, nG, midpoint(genuine, impostor, prevT, t, nG, nI));
            }
            return result(prevFa, prevFr, nI, nG, bobThreshold(genuine, impostor, values, prevT, nG, nI));
        }
        throw new IllegalStateException("FAR − FRR never reached 0 (planning bug)");
    }

    private static Result result(long fa, long fr, long nI, long nG, double threshold) {
        double eer = ((double) fa / nI + (double) fr / nG) / 2;
        return new Result(MetricValue.of(eer), threshold, fa, fr);
    }

    /** Sign of (a/nI − b/nG) − (c/nG − e/nI) = ((a + e)·nG − (b + c)·nI) / (nI·nG), exactly. */
    private static int compareDifferences(long a, long b, long c, long e, long nI, long nG) {
        return Fractions.compare(a + e, nI, b + c, nG);
    }

    /** bob.measure's threshold for the candidate accepting the scores ≥ v: the smallest score, or a midpoint. */
    private static double bobThreshold(ExactDistribution genuine, ExactDistribution impostor, TreeSet<Float> values,
                                       float v, long nG, long nI) {
        if (genuine.countAtOrAbove(v) == nG && impostor.countAtOrAbove(v) == nI) {
            return v; // the smallest score: bob.measure's first candidate
        }
        Float below = values.lower(v);
        if (below == null) {
            throw new IllegalStateException("the score below " + v + " was not resolved (planning bug)");
        }
        return midpoint(genuine, impostor, below, v, nG, nI);
    }

    /** (a + b)/2 for consecutive distinct scores a &lt; b; checks that no score lies strictly between. */
    private static double midpoint(ExactDistribution genuine, ExactDistribution impostor, float a, float b,
                                   long nG, long nI) {
        if (b != Float.POSITIVE_INFINITY) {
            long between = genuine.countAbove(a) - genuine.countAtOrAbove(b)
                    + impostor.countAbove(a) - impostor.countAtOrAbove(b);
            if (between != 0) {
                throw new IllegalStateException(between + " scores lie between " + a + " and " + b
                        + ": a bucket was not resolved (planning bug)");
            }
        }
        return ((double) a + (double) b) / 2;
    }
}
