package org.fairscore.core.mitigation;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.fairscore.core.model.PairKind;
import org.fairscore.core.summaries.CoarseHistogram;
import org.fairscore.core.summaries.ScoreKey;
import org.fairscore.core.verification.FarLevel;
import org.fairscore.core.verification.GroupRates;
import org.fairscore.core.verification.OperatingPoint;

/**
 * Pseudo-FAR/FRR curves evaluated at FAR levels, and whether they rank the groups as the real audit does
 * (the CF paper's premise: pseudo-metrics are a cheap proxy for the real ones).
 *
 * <p>Resolution: thresholds are placed at coarse-bucket edges (the float32's top 16 bits, a relative step of
 * 2⁻⁷ in score): t_α is the upper edge of the lowest bucket above which at most ⌊α·N⌋ pooled impostor
 * pseudo-scores lie, so pseudo-FAR(t_α) ≤ α and every count at t_α is exact. Finer placement would need the
 * audit's second resolution pass; a ranking check does not.
 */
public final class PseudoMetrics {
    public static final String RESOLUTION = "pooled pseudo-threshold at the upper edge of a 16-bit coarse bucket of "
            + "the float32 score (relative step 2^-7): the lowest edge with at most floor(alpha*N) pooled impostor "
            + "pseudo-scores above it; every count at it is exact";

    private PseudoMetrics() {
    }

    /**
     * @param real the real audit's operating points of the same corpus, to compare the rankings with (null: none)
     */
    public static PseudoMetricsReport evaluate(String corpus, PseudoScoreHistograms h, List<String> groups,
                                               Map<String, Long> centroids, List<FarLevel> levels,
                                               List<OperatingPoint> real) {
        var pooled = CoarseHistogram.empty();
        groups.forEach(g -> pooled.merge(h.of(g, PairKind.IMPOSTOR)));
        var points = new ArrayList<PseudoOperatingPoint>();
        for (FarLevel level : levels) {
            Integer bucket = thresholdBucket(pooled, level);
            var perGroup = new LinkedHashMap<String, PseudoGroupRates>();
            for (String g : groups) {
                var imp = h.of(g, PairKind.IMPOSTOR);
                var gen = h.of(g, PairKind.GENUINE);
                long fa = bucket == null ? 0 : imp.countAboveBucket(bucket);
                long fr = bucket == null ? 0 : gen.total() - gen.countAboveBucket(bucket);
                perGroup.put(g, new PseudoGroupRates(imp.total() == 0 || bucket == null ? null : (double) fa / imp.total(),
                        gen.total() == 0 || bucket == null ? null : (double) fr / gen.total(), fa, imp.total(), fr,
                        gen.total()));
            }
            var farOrder = order(perGroup, PseudoGroupRates::far);
            var frrOrder = order(perGroup, PseudoGroupRates::frr);
            OperatingPoint match = real == null ? null : real.stream()
                    .filter(op -> op.farTarget() == level.value()).findFirst().orElse(null);
            List<String> realFar = null;
            List<String> realFrr = null;
            if (match != null) {
                var rates = new LinkedHashMap<String, GroupRates>();
                groups.forEach(g -> rates.put(g, match.perGroup().get(g)));
                realFar = order(rates, r -> r == null ? null : r.far());
                realFrr = order(rates, r -> r == null ? null : r.frr());
            }
            float edge = bucket == null ? Float.NaN : ScoreKey.value(ScoreKey.compose(bucket, 0xFFFF));
            Double threshold = Float.isNaN(edge) ? null : (double) edge; // NaN: only for α ≥ 1, no edge below all
            points.add(new PseudoOperatingPoint(level.value(), threshold, perGroup, farOrder, frrOrder, realFar, realFrr,
                    realFar == null ? null : realFar.equals(farOrder), realFrr == null ? null : realFrr.equals(frrOrder)));
        }
        var curves = new LinkedHashMap<String, PseudoCurve>();
        groups.forEach(g -> curves.put(g, curve(h.of(g, PairKind.IMPOSTOR), h.of(g, PairKind.GENUINE))));
        return new PseudoMetricsReport(corpus, centroids, points, RESOLUTION, curves);
    }

    /** Grid points of the curves: −1, −0.98, …, 1 (101 thresholds). */
    static final int CURVE_POINTS = 101;

    /** FAR(t) = #{impostor > t}/N_I and FRR(t) = #{genuine ≤ t}/N_G at the upper edge t of each grid point's bucket. */
    static PseudoCurve curve(CoarseHistogram impostor, CoarseHistogram genuine) {
        var thresholds = new ArrayList<Double>();
        var far = new ArrayList<Double>();
        var frr = new ArrayList<Double>();
        for (int i = 0; i < CURVE_POINTS; i++) {
            float grid = (float) (-1 + 2.0 * i / (CURVE_POINTS - 1));
            int bucket = ScoreKey.bucketOf(grid);
            thresholds.add((double) ScoreKey.value(ScoreKey.compose(bucket, 0xFFFF)));
            far.add(impostor.total() == 0 ? null : (double) impostor.countAboveBucket(bucket) / impostor.total());
            frr.add(genuine.total() == 0 ? null
                    : (double) (genuine.total() - genuine.countAboveBucket(bucket)) / genuine.total());
        }
        return new PseudoCurve(thresholds, far, frr);
    }

    /** The lowest bucket with at most ⌊α·N⌋ pooled impostor scores strictly above it; null without impostors. */
    static Integer thresholdBucket(CoarseHistogram pooled, FarLevel level) {
        if (pooled.total() == 0) {
            return null;
        }
        long allowed = level.allowedFalseAccepts(pooled.total());
        int lo = 0;
        int hi = ScoreKey.BUCKETS - 1; // countAboveBucket(top) = 0 ≤ allowed
        while (lo < hi) { // countAboveBucket is non-increasing in the bucket
            int mid = (lo + hi) >>> 1;
            if (pooled.countAboveBucket(mid) <= allowed) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return lo;
    }

    /** Group names by rate, highest first, ties and undefined rates (last) by name. */
    static <T> List<String> order(Map<String, T> rates, Function<T, Double> rate) {
        return rates.entrySet().stream()
                .sorted(Comparator.comparing((Map.Entry<String, T> e) -> {
                    Double v = e.getValue() == null ? null : rate.apply(e.getValue());
                    return v == null ? Double.NEGATIVE_INFINITY : v;
                }).reversed().thenComparing(Map.Entry::getKey))
                .map(Map.Entry::getKey).toList();
    }
}
