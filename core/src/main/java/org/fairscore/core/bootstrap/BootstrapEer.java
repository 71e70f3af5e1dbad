package org.fairscore.core.bootstrap;

import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.fairscore.core.verification.AcceptanceRule;
import org.fairscore.core.verification.ClopperPearson;
import org.fairscore.core.verification.Eer;
import org.fairscore.core.verification.EerInterval;
import org.fairscore.core.verification.ExactDistribution;

/**
 * Percentile intervals of each group's EER from the identity-bootstrap replicates: replicate b's FAR* and FRR* at
 * the group's {@link EerGrid} thresholds come from one draw of its identities ({@link BootstrapIntervals#farReplicates}
 * of the bootstrap of the grid counts, the same draws as at the FAR levels),
 * and the replicate's EER is where FAR* − FRR* changes sign on that grid, interpolated linearly as the point
 * EER is ({@link org.fairscore.core.verification.Eer}).
 *
 * <p><b>One replicate.</b> With the grid ascending t_0 &lt; … &lt; t_m and d_j = FAR*(t_j) − FRR*(t_j): j is the first
 * index with d_j ≤ 0. If j ≥ 1 (d_{j−1} &gt; 0), λ = d_{j−1}/(d_{j−1} − d_j) and EER* = FAR*_{j−1} +
 * λ(FAR*_j − FAR*_{j−1}) (EER* = FAR*_j when d_j = 0). If j = 0 and FAR*_0 = FRR*_0 = 0, EER* = 0 (no threshold
 * can do better). Otherwise the replicate is <em>undefined</em>: its crossing lies outside the grid (d ≤ 0 already
 * at t_0, or d &gt; 0 still at t_m: the replicate's EER is roughly below e/4 or above 4e), or it drew no pairs of a
 * kind (FAR* or FRR* NaN). FAR* is not monotone in t for every draw (a pair whose two identities were both left out
 * weighs −1, see {@link IdentityBootstrap}), so "first" matters; the unweighted rates are monotone.
 *
 * <p><b>Interval.</b> Hyndman–Fan type 7 quantiles at (1−c)/2 and (1+c)/2 of the defined replicate EERs. No interval
 * when more than ⌊B·(1−c)/2⌋ replicates are undefined: undefined replicates are the extreme ones, and that many
 * could hold a whole tail. The grid holds the two candidates the point EER interpolates between, so the replicate
 * with every identity drawn once gives the point EER exactly; a percentile interval still need not contain it (a
 * skewed replicate distribution), and then it is extended to the point EER, method
 * {@link DifferentialIntervals#WIDENED_METHOD} as for the differentials, {@code containsEer} is false and the report
 * warns. A group whose scores separate perfectly (EER 0, every replicate 0) gets the exact binomial bound
 * of {@link #separatedBound} instead of [0, 0].
 *
 * <p><b>Cost.</b> O(B × grid size) per group on the driver, on replicate arrays the bootstrap already holds: B
 * doubles per grid threshold, rate and group (at most 36 grid thresholds per group).
 */
public final class BootstrapEer {
    /** The method in words, for the report's {@code methods}. */
    public static final String METHOD = "EER intervals: per group, a grid of thresholds around its EER crossing (the "
            + "two scores the point EER interpolates between, and the thresholds where the group's FAR and FRR are "
            + "EER * 2^(k/4), k = -8..8, on coarse bucket boundaries) is counted per identity in the identity pass; "
            + "each bootstrap replicate's EER is where its FAR* - FRR* changes sign on that grid, interpolated linearly "
            + "as the point EER is; a replicate whose crossing lies outside the grid (or that drew no pairs of a kind) "
            + "is undefined and counted; percentile interval of the defined replicates (extended to the point EER if it "
            + "misses it: method identity-bootstrap+widened-to-estimate), none when more than "
            + "B(1-c)/2 are undefined. A group whose scores separate perfectly (EER 0) gets [0, max(u_G, u_I)] instead of "
            + "[0, 0], u the one-sided exact binomial (Clopper-Pearson) bound on 0 errors in its G genuine and I "
            + "impostor pairs (method identity-bootstrap+exact-binomial-bound).";

    private BootstrapEer() {
    }

    /**
     * The EER intervals of an audit: bootstraps the grid counts with the FAR-level bootstrap's B, seed and confidence
     * (so each group's replicate b is the same draw as at the FAR levels) and takes each group's point EER from its
     * exact distributions.
     *
     * @param gridCounts per-identity counts at each group's {@link EerGrid#columns}
     */
    public static Map<String, EerInterval> of(IdentityErrorCounts gridCounts, EerGrid grid, List<String> groups,
                                              Map<String, ExactDistribution> genuine,
                                              Map<String, ExactDistribution> impostor, AcceptanceRule rule,
                                              int replicates, long seed, double confidence) {
        return of(IdentityBootstrap.compute(gridCounts, replicates, seed, confidence), grid, groups, genuine, impostor,
                rule);
    }

    /**
     * As {@link #of(IdentityErrorCounts, EerGrid, List, Map, Map, AcceptanceRule, int, long, double)}, from the grid
     * counts' bootstrap already drawn ({@link IdentityBootstrap#compute(IdentityErrorCounts, IdentityErrorCounts, int,
     * long, double)}: with the FAR levels', one draw for both).
     *
     * @param gridBootstrap the bootstrap of the per-identity counts at each group's {@link EerGrid#columns}
     */
    public static Map<String, EerInterval> of(BootstrapIntervals gridBootstrap, EerGrid grid, List<String> groups,
                                              Map<String, ExactDistribution> genuine,
                                              Map<String, ExactDistribution> impostor, AcceptanceRule rule) {
        var pointEers = new HashMap<String, Double>();
        var reasons = new HashMap<String, String>();
        for (String g : groups) {
            Double known = grid == null ? null : grid.pointEer(g);
            if (known != null) { // the grid was chosen around it: the same search, done once
                pointEers.put(g, known);
                continue;
            }
            var eer = Eer.compute(genuine.get(g), impostor.get(g), rule).eer();
            if (eer.isDefined()) {
                pointEers.put(g, eer.value());
            } else {
                reasons.put(g, eer.reasonOrNull());
            }
        }
        double confidence = gridBootstrap.confidence();
        var out = compute(gridBootstrap, grid, groups, pointEers, reasons);
        out.replaceAll((g, iv) -> genuine.get(g) == null || impostor.get(g) == null ? iv
                : separatedBound(iv, genuine.get(g).total(), impostor.get(g).total(), confidence));
        return out;
    }

    /**
     * @param bootstrap  {@link IdentityBootstrap#compute} of the grid counts ({@link EerGrid#width()} columns), with the
     *                   seed, B and confidence of the FAR-level bootstrap
     * @param pointEers group → its point EER (null or absent when undefined)
     * @param eerReasons group → why its EER is undefined (for groups without a grid)
     * @return group → interval (with its reason when there is none), for every group of {@code groups}
     */
    public static Map<String, EerInterval> compute(BootstrapIntervals bootstrap, EerGrid grid, List<String> groups,
                                                   Map<String, Double> pointEers, Map<String, String> eerReasons) {
        var out = new LinkedHashMap<String, EerInterval>();
        int b = bootstrap.replicates();
        for (String g : groups) {
            Double eer = pointEers.get(g);
            int size = grid.size(g);
            if (eer == null || size == 0) {
                String why = eerReasons.get(g);
                out.put(g, undefined(b, 0, "the group's EER is undefined" + (why == null ? "" : ": " + why)));
                continue;
            }
            double[][] far = new double[size][];
            double[][] frr = new double[size][];
            for (int j = 0; j < size; j++) {
                far[j] = bootstrap.farReplicates(g, j);
                frr[j] = bootstrap.frrReplicates(g, j);
                if (far[j] == null || frr[j] == null) {
                    out.put(g, undefined(b, 0, "the group has no bootstrap " + (far[j] == null ? "FAR" : "FRR")
                            + " (it needs " + (far[j] == null ? "impostor" : "genuine")
                            + " pairs in at least 2 identities)"));
                    break;
                }
            }
            if (out.containsKey(g)) {
                continue;
            }
            out.put(g, interval(far, frr, eer, bootstrap.confidence()));
        }
        return out;
    }

    /** The interval from replicate rates at a group's grid, threshold-major ({@code far[j][b]}). */
    static EerInterval interval(double[][] far, double[][] frr, double eer, double confidence) {
        int b = far[0].length;
        double[] eers = new double[b];
        int defined = 0;
        double[] farB = new double[far.length];
        double[] frrB = new double[far.length];
        for (int r = 0; r < b; r++) {
            for (int j = 0; j < far.length; j++) {
                farB[j] = far[j][r];
                frrB[j] = frr[j][r];
            }
            double e = crossing(farB, frrB);
            if (!Double.isNaN(e)) {
                eers[defined++] = e;
            }
        }
        int undefined = b - defined;
        int allowed = (int) Math.floor(b * (1 - confidence) / 2);
        if (undefined > allowed) {
            return undefined(b, undefined, undefined + " of " + b + " replicates have no EER on the group's threshold "
                    + "grid (crossing outside it, or no pairs of a kind drawn), more than the " + allowed
                    + " a " + (1 - confidence) / 2 + " tail may lose");
        }
        double[] sorted = Arrays.copyOf(eers, defined);
        Arrays.sort(sorted);
        double lower = IdentityBootstrap.quantile(sorted, (1 - confidence) / 2);
        double upper = IdentityBootstrap.quantile(sorted, (1 + confidence) / 2);
        boolean contains = lower <= eer && eer <= upper;
        // as the differentials' intervals (DifferentialIntervals): an interval that misses its estimate is extended to
        // it, and says so, rather than reported as if the estimate were implausible
        return new EerInterval(Math.min(lower, eer), Math.max(upper, eer),
                contains ? BootstrapIntervals.INTERVAL_METHOD : DifferentialIntervals.WIDENED_METHOD, b, undefined,
                contains, null);
    }

    /**
     * One replicate's EER from its rates at the grid thresholds (ascending); NaN when undefined (see the class
     * comment).
     */
    static double crossing(double[] far, double[] frr) {
        for (int j = 0; j < far.length; j++) {
            if (Double.isNaN(far[j]) || Double.isNaN(frr[j])) {
                return Double.NaN;
            }
            double d = far[j] - frr[j];
            if (d <= 0) {
                if (j == 0) {
                    return far[0] == 0 && frr[0] == 0 ? 0.0 : Double.NaN;
                }
                double dPrev = far[j - 1] - frr[j - 1];
                if (d == 0) {
                    return far[j];
                }
                double lambda = dPrev / (dPrev - d);
                return far[j - 1] + lambda * (far[j] - far[j - 1]);
            }
        }
        return Double.NaN;
    }

    /**
     * A group whose scores separate perfectly has EER 0 and every replicate EER 0: the percentile interval [0, 0] would
     * claim the EER is known to be 0. At a threshold t* that separates the observed pairs there are 0 false accepts
     * among I impostor pairs and 0 false rejects among G genuine pairs, and the true EER is at most
     * max(FAR(t*), FRR(t*)) (FAR falls and FRR rises with t, so they cross at or below the larger of the two). With the
     * one-sided exact binomial bounds u_I = 1 − ((1−c)/2)^(1/I) and u_G likewise (Clopper &amp; Pearson 1934), each
     * failing with probability (1−c)/2, [0, max(u_I, u_G)] covers the EER with probability at least c (Bonferroni).
     * Method {@link BootstrapIntervals#EXACT_BOUND_METHOD}. Any other interval is returned unchanged.
     */
    static EerInterval separatedBound(EerInterval iv, long genuinePairs, long impostorPairs, double confidence) {
        if (!iv.isDefined() || iv.lower() != 0 || iv.upper() != 0 || genuinePairs <= 0 || impostorPairs <= 0) {
            return iv;
        }
        double upper = Math.max(ClopperPearson.interval(0, genuinePairs, confidence)[1],
                ClopperPearson.interval(0, impostorPairs, confidence)[1]);
        return new EerInterval(0.0, upper, BootstrapIntervals.EXACT_BOUND_METHOD, iv.replicates(),
                iv.undefinedReplicates(), true, null);
    }

    private static EerInterval undefined(int replicates, int undefinedReplicates, String reason) {
        return new EerInterval(null, null, BootstrapIntervals.INTERVAL_METHOD, replicates, undefinedReplicates, null,
                reason);
    }
}
