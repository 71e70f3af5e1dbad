package org.fairscore.core.bootstrap;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.IntStream;
import org.fairscore.core.verification.ClopperPearson;
import org.fairscore.core.verification.Interval;

/**
 * Percentile confidence intervals for each group's FAR and FRR at the fixed global thresholds, from a
 * bootstrap over identities. Pairs that share an identity are dependent (some identities are
 * error-prone: Doddington et al.'s "goats", "lambs" and "wolves", 1998), so the n pairs of a group are
 * not n independent trials and Clopper–Pearson on the pooled counts is too narrow; resampling whole
 * identities keeps that dependence.
 *
 * <p><b>Resampling unit.</b> Within each group independently, its K identities — every identity the job
 * added for the group, i.e. with at least one genuine or impostor pair in it — are drawn K times with
 * replacement; w_k is identity k's multiplicity (Σ w_k = K). An identity without genuine pairs (one
 * sample) is still one of the K draws: the number of genuine pairs is part of what varies between
 * samples of identities. One draw serves FAR and FRR at every threshold of the group, so replicates are
 * joint across thresholds and rates.
 *
 * <p><b>FRR.</b> Every genuine pair belongs to one identity, so this is the one-way cluster bootstrap
 * of a ratio: FRR* = Σ w_k FR_k / Σ w_k G_k.
 *
 * <p><b>FAR.</b> An impostor pair (k, l) has two identities, and both carry dependence (a "lamb" is
 * accepted by many, a "wolf" accepts many). Resampling identities on both sides would weight the pair
 * by w_k·w_l — the "vertex" or "pigeonhole" bootstrap of dyadic data (Snijders &amp; Borgatti 1999; Owen
 * 2007) — which needs per-identity-pair counts (K² cells). We use its first-order expansion
 * w_k + w_l − 1, which needs only per-identity counts: with FA_k, I_k the false accepts and impostor
 * pairs of identity k (each pair counted for both of its identities) and FA, I the group's totals
 * (= Σ_k FA_k / 2, Σ_k I_k / 2),
 * <pre>  FAR* = (Σ w_k FA_k − FA) / (Σ w_k I_k − I), clamped to [0, 1].</pre>
 * With every w_k = 1 this is FA / I, the observed FAR. Departure from the brief: the plain one-way
 * attribution FAR* = Σ w_k FA_k / Σ w_k I_k (weight (w_k + w_l)/2 per pair) moves each pair by half as
 * much as the two-way resampling and so has a quarter of its variance: in the seeded simulation of
 * {@code BootstrapCoverageTest} (120 identities, "lamb/wolf" propensities) its 95% interval covers the
 * true FAR in 70 of 100 runs, the expansion's in 96, Clopper–Pearson's in 21. The expansion's variance matches the two-way bootstrap's to first order (it is the
 * dyadic-robust variance of Fafchamps &amp; Gubert 2007 / Cameron &amp; Miller 2014 plus the pair-level
 * binomial term once more), so with no identity effect at all it is conservative, at most √2 too wide.
 * A replicate with Σ w_k I_k − I ≤ 0 (possible only when identities' impostor counts are very
 * unequal) is left out and counted ({@link BootstrapIntervals#undefinedFarReplicates}); likewise an
 * FRR replicate with Σ w_k G_k = 0.
 *
 * <p><b>Interval.</b> Percentile: the (1−c)/2 and (1+c)/2 quantiles of the B replicate values with
 * linear interpolation between order statistics (Hyndman &amp; Fan type 7, R's and numpy's default:
 * h = (B'−1)·p, x_(⌊h⌋) + (h−⌊h⌋)(x_(⌊h⌋+1) − x_(⌊h⌋)), B' the defined replicates). No interval
 * (null) when the group has no pairs of the kind or fewer than 2 identities with such pairs — one
 * identity cannot show identity-to-identity variation.
 *
 * <p><b>Never zero width.</b> With 0 errors in a group every replicate is 0, and the percentile bootstrap cannot
 * leave that point mass: it would report [0, 0], as if the rate were known to be 0 (a group with 0 false accepts
 * among 28,012 impostor pairs at FAR 1e-4 got [0, 0], where the exact binomial bound is 1.3e-4). Likewise [1, 1]
 * when every pair is an error, and [r, r] when every identity happens to have the same rate r. Such a
 * percentile interval is therefore replaced by the Clopper–Pearson interval (Clopper &amp; Pearson 1934) of the
 * group's counts at the same confidence c — for 0 of n errors [0, 1 − ((1−c)/2)^(1/n)], the one-sided
 * (1+c)/2 bound, matching the percentile interval's tail; for n of n [((1−c)/2)^(1/n), 1] — with method
 * {@link BootstrapIntervals#EXACT_BOUND_METHOD}. The rule is "every defined replicate equal", not "the two
 * quantiles equal": replicates that vary keep their percentile interval. n is the group's pairs of the kind that were scored (its
 * impostor pairs for FAR, all of them or the sampled ones with impostor sampling; its genuine pairs for FRR).
 * That bound treats pairs as independent; with no error observed there is no between-identity variation left to
 * resample, and it is the tightest honest statement of what n error-free pairs show. The replicate values
 * ({@link BootstrapIntervals#farReplicates}) are not changed: they stay the bootstrap's.
 *
 * <p><b>Determinism.</b> Identities are sorted by label and each group draws from its own SplitMix64
 * stream seeded by (seed, group name): same counts and seed give the same intervals, whatever the map
 * or merge order, on any JVM; adding or removing a group leaves the others' intervals unchanged.
 *
 * <p><b>Cost.</b> Memory: identities × thresholds × 2 longs (plus 2 per identity) for the counts, held once
 * more as every group's flat rows while the groups run; per group B × (2 + 2·thresholds) longs of replicate sums and
 * B doubles per threshold and rate for the replicates; and {@link ReplicateSums}'s multiplicities (identities × 16
 * ints per chunk being summed). Time: O(B × identities × non-zero columns) on the driver, sums of longs in flat
 * arrays, on every core: groups run in parallel, and so do chunks of each group's replicates ({@link ReplicateSums}:
 * the draws are those of the sequential loop, so the results do not depend on the number of threads). The
 * differentials' intervals reuse these replicates ({@link DifferentialIntervals}: B × levels × (groups + 9
 * differentials) more, no pass over the data).
 */
public final class IdentityBootstrap {
    /** The default number of replicates B. */
    public static final int DEFAULT_REPLICATES = 200;
    /**
     * The most replicates accepted. A percentile's Monte-Carlo error falls as 1/√B, so past 10⁵ replicates it is far
     * below the interval's own width, while the driver's arrays (2 × thresholds × B doubles per group) and time keep
     * growing: 10⁹ replicates ran out of heap.
     */
    public static final int MAX_REPLICATES = 100_000;

    /** The method in words, for the report's {@code methods}. */
    public static final String METHOD = "Identity bootstrap (percentile intervals): within each group, its K identities "
            + "(every identity with at least one genuine or impostor pair in the group) are drawn K times with "
            + "replacement, B times, from a seeded generator; identity k's multiplicity w_k weights its counts, and each "
            + "replicate recomputes the group's rates at the fixed global thresholds. FRR* = sum w_k FR_k / sum w_k G_k "
            + "(a genuine pair belongs to one identity). An impostor pair (k, l) is weighted w_k + w_l - 1, the "
            + "first-order expansion of resampling identities on both sides (w_k * w_l): FAR* = (sum w_k FA_k - FA) / "
            + "(sum w_k I_k - I), clamped to [0, 1], where FA_k and I_k count every impostor pair of identity k and FA, I "
            + "are the group's totals (the one-way weight (w_k + w_l)/2 would quarter the variance and undercover). "
            + "Interval: the (1-c)/2 and (1+c)/2 quantiles of the replicate values, linear interpolation between order "
            + "statistics (Hyndman-Fan type 7); replicates with no pairs of the kind are left out. No interval when a "
            + "group has fewer than 2 identities with pairs of the kind. Clopper-Pearson intervals treat pairs as "
            + "independent; the bootstrap is wider when error rates vary between identities. When every replicate "
            + "gives one rate - 0 errors, every pair an error, or every identity at the same rate - the percentile "
            + "interval would have zero width (the percentile bootstrap cannot leave a point mass at 0), so the group "
            + "gets the Clopper-Pearson interval of its counts instead, n = the group's pairs of the kind that were "
            + "scored (Clopper & Pearson 1934): 0 of n gives [0, 1 - ((1-c)/2)^(1/n)], n of n gives "
            + "[((1-c)/2)^(1/n), 1] (method identity-bootstrap+exact-binomial-bound).";

    private IdentityBootstrap() {
    }

    /** Percentile intervals per group and threshold index; B replicates, seeded; confidence e.g. 0.95. */
    public static BootstrapIntervals compute(IdentityErrorCounts counts, int replicates, long seed, double confidence) {
        checkParameters(replicates, confidence);
        int thresholds = counts.thresholds();
        var names = counts.groups();
        // every group's table is checked here, on the caller's thread, before any work is handed to other threads
        var rows = new ArrayList<GroupRows>(names.size());
        for (String group : names) {
            rows.add(GroupRows.of(group, counts.flatRows(group), thresholds));
        }
        // groups run in parallel (and each group's replicates, in ReplicateSums): a group's draws come from its own
        // stream, so which thread runs what, and when, changes nothing
        var results = new BootstrapIntervals.Group[rows.size()];
        IntStream.range(0, rows.size()).parallel().forEach(i -> {
            var r = rows.get(i);
            results[i] = group(r, r.defined() ? sums(r.flat(), r.width(), replicates, seed, r.name()) : null,
                    thresholds, replicates, confidence);
        });
        return intervals(names, results, thresholds, replicates, seed, confidence);
    }

    /**
     * {@link #compute} of two tables of the same identities at once — the FAR levels' counts and the EER grid's — with
     * one draw of each group's identities for both: the replicates' sums of both come from one {@link ReplicateSums}
     * over their rows side by side. Each table's intervals are those {@link #compute} gives it alone, bit for bit: a
     * group's draws depend only on the seed, the group's name and its number of identities, and the sums are of longs.
     * What is saved is the second draw and the second walk over (identity, replicate) cells, which cost as much as the
     * sums themselves (4 groups × 4,010 identities, B = 200: 56 to 108 ms each on the driver). A group whose identities
     * differ between the two tables is resampled for each separately.
     *
     * @return {the first table's intervals, the second's}
     */
    public static BootstrapIntervals[] compute(IdentityErrorCounts first, IdentityErrorCounts second, int replicates,
                                               long seed, double confidence) {
        checkParameters(replicates, confidence);
        int t1 = first.thresholds();
        int t2 = second.thresholds();
        int w1 = IdentityErrorCounts.FIRST + 2 * t1;
        int w2 = IdentityErrorCounts.FIRST + 2 * t2;
        var names1 = first.groups();
        var names2 = second.groups();
        var all = new TreeSet<>(names1);
        all.addAll(names2);
        var names = List.copyOf(all);
        // checked on the caller's thread, as in compute(counts)
        var rows1 = new GroupRows[names.size()];
        var rows2 = new GroupRows[names.size()];
        var joint = new long[names.size()][];
        for (int i = 0; i < names.size(); i++) {
            String group = names.get(i);
            joint[i] = first.flatRowsBeside(group, second);
            if (joint[i] != null) {
                int k = joint[i].length / (w1 + w2);
                long[] flat1 = new long[k * w1];
                long[] flat2 = new long[k * w2];
                for (int r = 0; r < k; r++) {
                    System.arraycopy(joint[i], r * (w1 + w2), flat1, r * w1, w1);
                    System.arraycopy(joint[i], r * (w1 + w2) + w1, flat2, r * w2, w2);
                }
                rows1[i] = GroupRows.of(group, flat1, t1);
                rows2[i] = GroupRows.of(group, flat2, t2);
            } else {
                rows1[i] = names1.contains(group) ? GroupRows.of(group, first.flatRows(group), t1) : null;
                rows2[i] = names2.contains(group) ? GroupRows.of(group, second.flatRows(group), t2) : null;
            }
        }
        var results1 = new BootstrapIntervals.Group[names.size()];
        var results2 = new BootstrapIntervals.Group[names.size()];
        IntStream.range(0, names.size()).parallel().forEach(i -> {
            String group = names.get(i);
            GroupRows a = rows1[i];
            GroupRows b = rows2[i];
            long[] sumsA = null;
            long[] sumsB = null;
            if (joint[i] != null && (a.defined() || b.defined())) {
                long[] both = sums(joint[i], w1 + w2, replicates, seed, group);
                sumsA = new long[replicates * w1];
                sumsB = new long[replicates * w2];
                for (int r = 0; r < replicates; r++) {
                    System.arraycopy(both, r * (w1 + w2), sumsA, r * w1, w1);
                    System.arraycopy(both, r * (w1 + w2) + w1, sumsB, r * w2, w2);
                }
            } else {
                sumsA = a != null && a.defined() ? sums(a.flat(), w1, replicates, seed, group) : null;
                sumsB = b != null && b.defined() ? sums(b.flat(), w2, replicates, seed, group) : null;
            }
            results1[i] = a == null ? null : group(a, sumsA, t1, replicates, confidence);
            results2[i] = b == null ? null : group(b, sumsB, t2, replicates, confidence);
        });
        return new BootstrapIntervals[] {
            intervals(names, results1, t1, replicates, seed, confidence),
            intervals(names, results2, t2, replicates, seed, confidence)};
    }

    private static void checkParameters(int replicates, double confidence) {
        if (replicates < 2) {
            throw new IllegalArgumentException("replicates must be >= 2: " + replicates);
        }
        if (!(confidence > 0 && confidence < 1)) {
            throw new IllegalArgumentException("confidence must be in (0, 1): " + confidence);
        }
    }

    /** The replicates' sums of a group's rows, from the group's own stream. */
    private static long[] sums(long[] flat, int width, int replicates, long seed, String group) {
        return ReplicateSums.of(flat, width, replicates, SplitMix64.forGroup(seed, group));
    }

    /** The intervals of the groups with a result (null: the group is not in this table), in {@code names}' order. */
    private static BootstrapIntervals intervals(List<String> names, BootstrapIntervals.Group[] results, int thresholds,
                                                int replicates, long seed, double confidence) {
        var groups = new LinkedHashMap<String, BootstrapIntervals.Group>();
        for (int i = 0; i < names.size(); i++) {
            if (results[i] != null) {
                groups.put(names.get(i), results[i]);
            }
        }
        return new BootstrapIntervals(thresholds, replicates, seed, confidence, groups);
    }

    /** One group's rows (label order, flattened), their column totals and how many identities have pairs of a kind. */
    private record GroupRows(String name, long[] flat, long[] total, int withGenuine, int withImpostor) {
        int width() {
            return total.length;
        }

        boolean frrDefined() {
            return total[IdentityErrorCounts.GENUINE] > 0 && withGenuine >= 2;
        }

        boolean farDefined() {
            return total[IdentityErrorCounts.IMPOSTOR] > 0 && withImpostor >= 2;
        }

        /** Whether the group gets an interval of either kind (else its replicates are not drawn). */
        boolean defined() {
            return frrDefined() || farDefined();
        }

        static GroupRows of(String group, long[] flat, int thresholds) {
            final int width = IdentityErrorCounts.FIRST + 2 * thresholds;
            final int k = flat.length / width;
            long[] total = new long[width];
            int withGenuine = 0;
            int withImpostor = 0;
            for (int i = 0; i < k; i++) {
                for (int c = 0; c < width; c++) {
                    total[c] += flat[i * width + c];
                }
                withGenuine += flat[i * width + IdentityErrorCounts.GENUINE] > 0 ? 1 : 0;
                withImpostor += flat[i * width + IdentityErrorCounts.IMPOSTOR] > 0 ? 1 : 0;
            }
            checkEven(group, total[IdentityErrorCounts.IMPOSTOR], "impostor pairs");
            for (int t = 0; t < thresholds; t++) {
                checkEven(group, total[IdentityErrorCounts.FIRST + thresholds + t], "false accepts at threshold " + t);
            }
            return new GroupRows(group, flat, total, withGenuine, withImpostor);
        }
    }

    /** @param sums the group's replicate sums ({@link ReplicateSums}); not read when the group has no interval */
    private static BootstrapIntervals.Group group(GroupRows rows, long[] sums, int thresholds, int replicates,
                                                  double confidence) {
        final int width = IdentityErrorCounts.FIRST + 2 * thresholds;
        final int faFirst = IdentityErrorCounts.FIRST + thresholds;
        long[] total = rows.total();
        boolean frrDefined = rows.frrDefined();
        boolean farDefined = rows.farDefined();
        var far = new Interval[thresholds];
        var frr = new Interval[thresholds];
        if (!frrDefined && !farDefined) {
            return new BootstrapIntervals.Group(far, frr, 0, 0, null, null);
        }
        // replicate values, threshold-major; NaN marks an undefined replicate
        double[][] frrStar = new double[thresholds][replicates];
        double[][] farStar = new double[thresholds][replicates];
        int undefinedFar = 0;
        int undefinedFrr = 0;
        for (int b = 0; b < replicates; b++) {
            int acc = b * width; // replicate b's sums
            long g = sums[acc + IdentityErrorCounts.GENUINE];
            if (frrDefined && g == 0) {
                undefinedFrr++;
            }
            // doubled to stay in integers: 2(sum w I_k - I) = 2 sum w I_k - sum I_k
            long den2 = 2 * sums[acc + IdentityErrorCounts.IMPOSTOR] - total[IdentityErrorCounts.IMPOSTOR];
            if (farDefined && den2 <= 0) {
                undefinedFar++;
            }
            for (int t = 0; t < thresholds; t++) {
                frrStar[t][b] = g > 0 ? (double) sums[acc + IdentityErrorCounts.FIRST + t] / g : Double.NaN;
                long num2 = 2 * sums[acc + faFirst + t] - total[faFirst + t];
                farStar[t][b] = den2 > 0 ? Math.min(1.0, Math.max(0.0, (double) num2 / den2)) : Double.NaN;
            }
        }
        for (int t = 0; t < thresholds; t++) {
            frr[t] = frrDefined ? exactWhenDegenerate(frrStar[t], total[IdentityErrorCounts.FIRST + t],
                    total[IdentityErrorCounts.GENUINE], confidence) : null;
            // impostor counts are attributed to both identities of a pair: the group's own counts are half the sums
            far[t] = farDefined ? exactWhenDegenerate(farStar[t], total[faFirst + t] / 2,
                    total[IdentityErrorCounts.IMPOSTOR] / 2, confidence) : null;
        }
        return new BootstrapIntervals.Group(far, frr, farDefined ? undefinedFar : 0, frrDefined ? undefinedFrr : 0,
                farDefined ? farStar : null, frrDefined ? frrStar : null);
    }

    private static void checkEven(String group, long attributed, String what) {
        if ((attributed & 1) != 0) {
            throw new IllegalArgumentException("group '" + group + "': " + what + " attributed to identities sum to "
                    + attributed + ", an odd number; every impostor pair must be added once for each of its two identities");
        }
    }

    /**
     * The percentile interval of the replicates, or — when every defined replicate gave the same rate — the
     * Clopper–Pearson interval of the group's {@code errors} in its {@code pairs} pairs of the kind. With 0 errors every
     * replicate is 0 (a point mass the percentiles cannot leave), so [0, 0] would claim the rate is known exactly; the
     * exact binomial bound gives the open side: [0, 1 − ((1−c)/2)^(1/n)] for 0 of n, [((1−c)/2)^(1/n), 1] for n of n,
     * and the two-sided interval when every identity happens to have the same rate. Pairs are treated as
     * independent there: with no error (or no success) observed there is no identity-to-identity variation to
     * resample. Replicates that vary keep their percentile interval, even when two quantiles fall on one value of a
     * very discrete distribution (two identities at a low confidence level).
     */
    static Interval exactWhenDegenerate(double[] replicates, long errors, long pairs, double confidence) {
        Interval percentile = percentile(replicates, confidence);
        if (percentile == null || pairs <= 0 || varies(replicates)) {
            return percentile;
        }
        double[] cp = ClopperPearson.interval(errors, pairs, confidence);
        return new Interval(cp[0], cp[1], BootstrapIntervals.EXACT_BOUND_METHOD);
    }

    /** Whether the defined (non-NaN) values are not all equal. */
    private static boolean varies(double[] values) {
        double first = Double.NaN;
        for (double v : values) {
            if (Double.isNaN(v)) {
                continue;
            }
            if (Double.isNaN(first)) {
                first = v;
            } else if (v != first) {
                return true;
            }
        }
        return false;
    }

    /** Type-7 quantiles at (1−c)/2 and (1+c)/2 of the non-NaN values; null when none is defined. */
    static Interval percentile(double[] values, double confidence) {
        double[] v = Arrays.stream(values).filter(x -> !Double.isNaN(x)).sorted().toArray();
        if (v.length == 0) {
            return null;
        }
        return new Interval(quantile(v, (1 - confidence) / 2), quantile(v, (1 + confidence) / 2),
                BootstrapIntervals.INTERVAL_METHOD);
    }

    /** Hyndman–Fan type 7 on sorted values. */
    static double quantile(double[] sorted, double p) {
        double h = (sorted.length - 1) * p;
        int lo = (int) Math.floor(h);
        if (lo >= sorted.length - 1) {
            return sorted[sorted.length - 1];
        }
        return sorted[lo] + (h - lo) * (sorted[lo + 1] - sorted[lo]);
    }
}
