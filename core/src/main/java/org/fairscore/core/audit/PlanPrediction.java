package org.fairscore.core.audit;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.fairscore.core.model.PairKind;
import org.fairscore.core.summaries.CoarseHistogram;
import org.fairscore.core.summaries.ScoreKey;
import org.fairscore.core.summaries.ScoreSummaries;

/**
 * Predicts, from a cheap sampled pass over impostor pairs, which coarse buckets will hold each
 * threshold and each group's EER, so the full impostor pass can resolve them at once and the audit
 * scores every impostor pair only once. A prediction is never trusted: after the full pass the exact
 * plan is computed from exact counts, and any bucket the prediction missed is resolved by a second
 * pass (see {@link VerificationAudit#missing}). Wrong predictions cost time, never exactness.
 *
 * <p>Bands: a level α is a fraction p of the pooled impostors from the top; its sample estimate has
 * standard error about sqrt(p(1−p)/n_eff), with n_eff = sampled pairs / {@value #DEPENDENCE} (pairs share
 * samples, so they are far from independent). The band is p ± 6 standard errors plus 3/n_eff, widened by
 * one bucket on each side; when it reaches the top of the sample it extends to the largest possible
 * cosine. EER: every bucket where the sampled FAR − FRR (impostors sampled, genuines exact) lies within
 * 6 standard errors of the sampled FAR (plus 3/n_eff) of 0, plus the buckets on either side.
 */
public final class PlanPrediction {
    static final int DEPENDENCE = 50;
    private static final double Z = 6.0;
    /** No cosine of unit float32 vectors exceeds this; predicted tail bands stop here. */
    private static final int TOP_BUCKET = ScoreKey.bucketOf(1.01f);

    private PlanPrediction() {
    }

    /**
     * @param sampledImpostors impostor summaries of the sampled pass (genuine kinds ignored)
     * @param genuine          exact genuine summaries
     */
    public static Map<String, Set<Integer>> impostorBuckets(ScoreSummaries sampledImpostors, ScoreSummaries genuine,
                                                            List<String> groups, AuditSettings s) {
        var pooled = sampledImpostors.pooledCoarse(PairKind.IMPOSTOR);
        var thresholdBuckets = new TreeSet<Integer>();
        if (pooled.total() > 0) {
            for (var level : s.levels()) {
                if (level.value() < 1) { // α = 1: the minimum's bucket, resolved exactly afterwards if missed
                    thresholdBuckets.addAll(band(pooled, level.value()));
                }
            }
        }
        var out = new TreeMap<String, Set<Integer>>();
        for (String g : groups) {
            var set = new TreeSet<>(thresholdBuckets);
            var imp = sampledImpostors.groups().get(g);
            var gen = genuine.groups().get(g);
            if (imp != null && gen != null) {
                set.addAll(eerBand(gen.get(PairKind.GENUINE).coarse(), imp.get(PairKind.IMPOSTOR).coarse()));
            }
            out.put(g, set);
        }
        return out;
    }

    private static double halfWidth(double p, long n) {
        double nEff = Math.max(1.0, (double) n / DEPENDENCE);
        return Z * Math.sqrt(p * (1 - p) / nEff) + 3.0 / nEff;
    }

    /** Buckets that may hold the score with a fraction p of the distribution above it. */
    static Set<Integer> band(CoarseHistogram h, double p) {
        long n = h.total();
        double dp = halfWidth(p, n);
        int high = p - dp <= 0 ? TOP_BUCKET : bucketAtTopFraction(h, p - dp);
        int low = p + dp >= 1 ? 0 : bucketAtTopFraction(h, p + dp);
        var out = new TreeSet<Integer>();
        for (int b = Math.max(0, low - 1); b <= Math.min(ScoreKey.BUCKETS - 1, Math.max(high, low) + 1); b++) {
            out.add(b);
        }
        return out;
    }

    /** The bucket holding the score with a fraction q of the distribution above it. */
    private static int bucketAtTopFraction(CoarseHistogram h, double q) {
        long n = h.total();
        long fromTop = Math.max(1, Math.min(n, (long) Math.ceil(q * n)));
        return h.bucketOfRank(n - fromTop + 1);
    }

    /**
     * Buckets that may hold a group's EER crossing. Genuine counts are exact (genuine pairs are all
     * scored before), so only the sampled FAR is uncertain: at a bucket boundary with sampled FAR p the
     * band admits |FAR − FRR| ≤ 6·sqrt(p(1−p)/n_eff) + 3/n_eff. Where both rates are near 0 (a gap between
     * well-separated distributions) that is narrow in rate but may span many buckets holding few scores.
     */
    static Set<Integer> eerBand(CoarseHistogram genuine, CoarseHistogram impostor) {
        var out = new TreeSet<Integer>();
        long nG = genuine.total();
        long nI = impostor.total();
        if (nG == 0 || nI == 0) {
            return out;
        }
        double nEff = Math.max(1.0, (double) nI / DEPENDENCE);
        long impAtOrAbove = nI;
        long genBelow = 0;
        int lastAbove = 0;
        int firstBelow = TOP_BUCKET;
        for (int h = 0; h < ScoreKey.BUCKETS; h++) {
            double far = (double) impAtOrAbove / nI;
            double d = far - (double) genBelow / nG;
            double width = Z * Math.sqrt(far * (1 - far) / nEff) + 3.0 / nEff;
            if (d > width) {
                lastAbove = h;
            } else if (d < -width) {
                firstBelow = h;
                break;
            }
            impAtOrAbove -= impostor.count(h);
            genBelow += genuine.count(h);
        }
        for (int b = Math.max(0, lastAbove - 1); b <= Math.min(ScoreKey.BUCKETS - 1, firstBelow + 1); b++) {
            out.add(b);
        }
        return out;
    }
}
