package org.fairscore.core.verification;

import java.util.Set;
import java.util.TreeSet;
import org.fairscore.core.summaries.CoarseHistogram;
import org.fairscore.core.summaries.ScoreKey;

/**
 * Equal error rate, exactly, from a group's genuine and impostor scores.
 *
 * <p>Definition (the interpolation stated): the candidate thresholds are the group's distinct scores,
 * plus −∞ under {@code above} (everything accepted) or +∞ under {@code at-or-above} (nothing
 * accepted). At each, d = FAR − FRR under the acceptance rule; d falls from 1 to −1. Let c_i, c_j be
 * consecutive candidates with d_i &gt; 0 ≥ d_j. If d_j = 0, EER = FAR(c_j) at threshold c_j; otherwise
 * the ROC segment between the two operating points is followed linearly to where FAR = FRR:
 * λ = d_i/(d_i − d_j), EER = FAR_i + λ(FAR_j − FAR_i), threshold = c_i + λ(c_j − c_i) (the finite end
 * when the other is ±∞). This is the crossing of the linearly interpolated ROC with the diagonal.
 *
 * <p>Exactness: {@link #plan} finds, from pass-1 coarse counts, the two consecutive non-empty buckets
 * that hold c_i and c_j (d at a bucket boundary is exact from coarse counts); pass 2 resolves them.
 * Under at-or-above it also names the non-empty bucket before c_i's, for {@link MidpointEer}. The candidates are
 * searched by bisection ({@link EerCandidates}; d never increases), which finds what a scan in ascending order would.
 */
public final class Eer {
    private Eer() {
    }

    public static Set<Integer> plan(CoarseHistogram genuine, CoarseHistogram impostor, AcceptanceRule rule) {
        var out = new TreeSet<Integer>();
        long nG = genuine.total();
        long nI = impostor.total();
        if (nG == 0 || nI == 0) {
            return out;
        }
        // Walk non-empty buckets h ascending. D(h) = FAR − FRR at the threshold accepting exactly the
        // buckets ≥ h: I(≥h)/nI − G(<h)/nG. It is exact and non-increasing in h.
        long impAtOrAbove = nI;
        long genBelow = 0;
        int last = -1;
        int beforeLast = -1;
        int previous = -1;
        int after = -1;
        for (int h = 0; h < ScoreKey.BUCKETS; h++) {
            long g = genuine.count(h);
            long i = impostor.count(h);
            if (g == 0 && i == 0) {
                continue;
            }
            if (Fractions.compare(impAtOrAbove, nI, genBelow, nG) > 0) {
                beforeLast = previous;
                last = h;
                after = -1;
            } else if (after < 0 && last >= 0) {
                after = h;
            }
            previous = h;
            impAtOrAbove -= i;
            genBelow += g;
        }
        out.add(last);
        if (rule == AcceptanceRule.ABOVE) {
            // the first candidate with d ≤ 0 lies in `last`; its predecessor in `last` or the bucket before
            if (beforeLast >= 0) {
                out.add(beforeLast);
            }
        } else {
            // the last candidate with d > 0 lies in `last`; its successor in `last` or the next bucket
            if (after >= 0) {
                out.add(after);
            }
            // and the score just below it in `last` or the bucket before: MidpointEer's midpoint needs it
            if (beforeLast >= 0) {
                out.add(beforeLast);
            }
        }
        return out;
    }

    public static EerResult compute(ExactDistribution genuine, ExactDistribution impostor, AcceptanceRule rule) {
        long nG = genuine.total();
        long nI = impostor.total();
        if (nG == 0) {
            return new EerResult(MetricValue.undefined("no genuine pairs (every identity has one sample)"), null);
        }
        if (nI == 0) {
            return new EerResult(MetricValue.undefined("no impostor pairs (the group has one identity)"), null);
        }
        return fromCrossing(crossing(genuine, impostor, rule), nG, nI);
    }

    /** What {@link #compute} and {@link #crossingCandidates} give, from one search of the candidates. */
    public record Bracketed(EerResult result, float[] candidates) {
    }

    /**
     * {@link #compute} and {@link #crossingCandidates} together (the identity bootstrap's EER grid needs both): one
     * search of the candidates instead of two. Both groups of pairs must be non-empty.
     */
    public static Bracketed computeBracketed(ExactDistribution genuine, ExactDistribution impostor,
                                             AcceptanceRule rule) {
        if (genuine.total() == 0 || impostor.total() == 0) {
            throw new IllegalArgumentException("an EER bracket needs genuine and impostor pairs");
        }
        var c = crossing(genuine, impostor, rule);
        return new Bracketed(fromCrossing(c, genuine.total(), impostor.total()), new float[] {c.prevT(), c.t()});
    }

    private static EerResult fromCrossing(Crossing c, long nG, long nI) {
        double far = (double) c.fa() / nI;
        if (c.sign() == 0) {
            return new EerResult(MetricValue.of(far), (double) c.t());
        }
        double prevFar = (double) c.prevFa() / nI;
        double prevFrr = (double) c.prevFr() / nG;
        double frr = (double) c.fr() / nG;
        double dPrev = prevFar - prevFrr;
        double dNow = far - frr;
        double lambda = dPrev / (dPrev - dNow);
        double eer = prevFar + lambda * (far - prevFar);
        double threshold;
        if (Float.isInfinite(c.prevT())) {
            threshold = c.t();
        } else if (Float.isInfinite(c.t())) {
            threshold = c.prevT();
        } else {
            threshold = c.prevT() + lambda * ((double) c.t() - c.prevT());
        }
        return new EerResult(MetricValue.of(eer), threshold);
    }

    /**
     * The two candidate thresholds around the sign change of FAR − FRR, as {@link #compute} finds them: the last
     * candidate with FAR &gt; FRR and the next (the EER interpolates between them). Both groups of pairs must be
     * non-empty and the crossing's buckets resolved ({@link #bucketsToResolve}). The identity bootstrap's EER grid
     * ({@code org.fairscore.core.bootstrap.EerGrid}) includes both, so the replicate with every identity drawn once
     * gives exactly this EER.
     */
    public static float[] crossingCandidates(ExactDistribution genuine, ExactDistribution impostor,
                                             AcceptanceRule rule) {
        var c = crossing(genuine, impostor, rule);
        return new float[] {c.prevT(), c.t()};
    }

    /** The first candidate t with FAR(t) ≤ FRR(t) (sign ≤ 0), its counts, and its predecessor's. */
    private record Crossing(float prevT, long prevFa, long prevFr, float t, long fa, long fr, int sign) {
    }

    private static Crossing crossing(ExactDistribution genuine, ExactDistribution impostor, AcceptanceRule rule) {
        var candidates = new EerCandidates(genuine, impostor, rule);
        int j = candidates.firstAtOrBelowZero();
        if (j == candidates.size()) {
            throw new IllegalStateException("FAR − FRR never reached 0 over the resolved buckets (planning bug)");
        }
        if (j == 0) {
            throw new IllegalStateException("EER crossing lies before the resolved buckets (planning bug)");
        }
        long fa = candidates.falseAccepts(j);
        long fr = candidates.falseRejects(j);
        return new Crossing(candidates.threshold(j - 1), candidates.falseAccepts(j - 1), candidates.falseRejects(j - 1),
                candidates.threshold(j), fa, fr, Fractions.compare(fa, impostor.total(), fr, genuine.total()));
    }
}
