package org.fairscore.core.bootstrap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.fairscore.core.verification.Differential;
import org.fairscore.core.verification.Differentials;
import org.fairscore.core.verification.ErrorCounts;
import org.fairscore.core.verification.FarLevel;
import org.fairscore.core.verification.GroupErrors;
import org.fairscore.core.verification.Interval;
import org.junit.jupiter.api.Test;

/**
 * Intervals of the differentials from the identity-bootstrap replicates, checked against a brute-force recomputation
 * in this test: per replicate, every differential from the groups' replicate rates with formulas written out here
 * (Gini from order statistics, not the double sum the code uses), then percentiles of a full array of B values with
 * the undefined replicates as −∞ (lower bound) or +∞ (upper bound).
 */
class DifferentialIntervalsTest {
    private static final FarLevel LEVEL = FarLevel.parse("0.01", "k");
    private static final double REL = 1e-12;
    private static final int B = 200;

    /** A corpus: identities with genuine counts and impostor pairs between identities, at two thresholds. */
    private static final class Corpus {
        final IdentityErrorCounts counts = IdentityErrorCounts.empty(2);
        final Map<String, long[]> totals = new LinkedHashMap<>(); // group → FA0, FA1, I, FR0, FR1, G

        void genuine(String group, String id, long pairs, long fr0, long fr1) {
            counts.addGenuine(group, id, pairs, new long[] {fr0, fr1});
            long[] t = totals.computeIfAbsent(group, g -> new long[6]);
            t[3] += fr0;
            t[4] += fr1;
            t[5] += pairs;
        }

        void impostor(String group, String a, String b, long pairs, long fa0, long fa1) {
            IdentityBootstrapTest.impostor(counts, group, a, b, pairs, fa0, fa1);
            long[] t = totals.computeIfAbsent(group, g -> new long[6]);
            t[0] += fa0;
            t[1] += fa1;
            t[2] += pairs;
        }

        List<GroupErrors> errors(int threshold) {
            var out = new ArrayList<GroupErrors>();
            totals.forEach((g, t) -> out.add(new GroupErrors(g, new ErrorCounts(t[threshold], t[2], t[3 + threshold], t[5]))));
            return out;
        }
    }

    /**
     * Group {@code name} with {@code k} identities; genuine pairs on the first {@code withGenuine} identities only;
     * impostor pairs between all; false accepts at threshold 1 only on pairs between the first {@code acceptors}
     * identities (with 2, one identity pair holds them all: its weight w_k + w_l − 1 is ≤ 0 in about 3/e² ≈ 41% of
     * replicates, where FAR* is 0).
     */
    private static void group(Corpus c, SplittableRandom rng, String name, int k, int withGenuine, int acceptors,
                              double frr, double far) {
        for (int i = 0; i < k; i++) {
            if (i < withGenuine) {
                long pairs = 3 + rng.nextInt(20);
                c.genuine(name, name + i, pairs, binomial(rng, pairs, frr), binomial(rng, pairs, frr / 3));
            } else {
                c.genuine(name, name + i, 0, 0, 0);
            }
        }
        for (int i = 0; i < k; i++) {
            for (int j = i + 1; j < k; j++) {
                long pairs = 5 + rng.nextInt(30);
                long fa0 = binomial(rng, pairs, far * (1 + i % 3));
                long fa1 = i < acceptors && j < acceptors ? 1 + binomial(rng, pairs, 10 * far) : 0;
                c.impostor(name, name + i, name + j, pairs, fa0, fa1);
            }
        }
    }

    private static long binomial(SplittableRandom rng, long n, double p) {
        long x = 0;
        for (long i = 0; i < n; i++) {
            x += rng.nextDouble() < p ? 1 : 0;
        }
        return x;
    }

    // ---- the brute force ----

    private static double max(double[] x) {
        return Arrays.stream(x).max().orElseThrow();
    }

    private static double min(double[] x) {
        return Arrays.stream(x).min().orElseThrow();
    }

    /** Gini from order statistics: Σ (2i − n − 1) x_(i) / ((n − 1) Σ x), i = 1..n; NaN when Σ x = 0. */
    private static double gini(double[] x) {
        double[] s = x.clone();
        Arrays.sort(s);
        int n = s.length;
        double num = 0;
        double sum = 0;
        for (int i = 1; i <= n; i++) {
            num += (2.0 * i - n - 1) * s[i - 1];
            sum += s[i - 1];
        }
        return sum == 0 ? Double.NaN : num / ((n - 1) * sum);
    }

    private static double geomean(double[] x) {
        double p = 1;
        for (double v : x) {
            p *= v;
        }
        return Math.pow(p, 1.0 / x.length);
    }

    /** Every differential by name from the rates (NaN = undefined), w the weight; at least two groups of each kind. */
    private static Map<String, Double> bruteForce(double[] far, double[] frr, double w) {
        boolean farOk = Arrays.stream(far).noneMatch(Double::isNaN);
        boolean frrOk = Arrays.stream(frr).noneMatch(Double::isNaN);
        double nan = Double.NaN;
        double farDiff = farOk ? max(far) - min(far) : nan;
        double frrDiff = frrOk ? max(frr) - min(frr) : nan;
        double farRatio = farOk && min(far) > 0 ? max(far) / min(far) : nan;
        double frrRatio = frrOk && min(frr) > 0 ? max(frr) / min(frr) : nan;
        var m = new LinkedHashMap<String, Double>();
        m.put("bfar", farOk && min(far) > 0 ? max(far) / geomean(far) : nan);
        m.put("bfrr", frrOk && min(frr) > 0 ? max(frr) / geomean(frr) : nan);
        m.put("farMaxMinRatio", farRatio);
        m.put("frrMaxMinRatio", frrRatio);
        m.put("farMaxMinDifference", farDiff);
        m.put("frrMaxMinDifference", frrDiff);
        m.put("fdr", 1 - (w * farDiff + (1 - w) * frrDiff));
        m.put("inequityRate", Math.sqrt(farRatio) * Math.sqrt(frrRatio)); // w = 0.5 only
        m.put("garbe", w * (farOk ? gini(far) : nan) + (1 - w) * (frrOk ? gini(frr) : nan));
        return m;
    }

    /** Type 7 on a full array that may hold ±∞: the interpolation of two finite values, else the infinite one. */
    private static double type7(double[] full, double p) {
        double[] s = full.clone();
        Arrays.sort(s);
        double h = (s.length - 1) * p;
        int lo = (int) Math.floor(h);
        if (lo == s.length - 1 || h == lo) {
            return s[lo];
        }
        if (Double.isInfinite(s[lo]) || Double.isInfinite(s[lo + 1])) {
            return Double.isInfinite(s[lo]) ? s[lo] : s[lo + 1];
        }
        return s[lo] + (h - lo) * (s[lo + 1] - s[lo]);
    }

    /** Checks every differential of the threshold against the brute force; returns the undefined counts by name. */
    private static Map<String, Integer> checkAgainstBruteForce(Corpus c, BootstrapIntervals boot, int t) {
        var errors = c.errors(t);
        double w = 0.5;
        var point = Differentials.compute(errors, LEVEL, new ErrorCounts(0, 1, 0, 1), w);
        var got = DifferentialIntervals.compute(boot, t, errors, point, w);
        var groups = List.copyOf(c.totals.keySet());
        var replicateValues = new LinkedHashMap<String, double[]>();
        for (int b = 0; b < B; b++) {
            double[] far = new double[groups.size()];
            double[] frr = new double[groups.size()];
            for (int g = 0; g < groups.size(); g++) {
                far[g] = boot.farReplicates(groups.get(g), t)[b];
                frr[g] = boot.frrReplicates(groups.get(g), t)[b];
            }
            int fb = b;
            bruteForce(far, frr, w).forEach((name, v) -> replicateValues.computeIfAbsent(name, n -> new double[B])[fb] = v);
        }
        var undefinedCounts = new LinkedHashMap<String, Integer>();
        for (var e : replicateValues.entrySet()) {
            String name = e.getKey();
            Differential d = got.get(name);
            var pv = point.asMap().get(name);
            assertEquals(pv.valueOrNull(), d.value(), name);
            if (!pv.isDefined()) {
                assertNull(d.interval(), name);
                continue;
            }
            double[] v = e.getValue();
            int undefined = (int) Arrays.stream(v).filter(Double::isNaN).count();
            undefinedCounts.put(name, undefined);
            assertEquals(undefined, d.undefinedReplicates(), name + " undefined replicates");
            double lower = type7(Arrays.stream(v).map(x -> Double.isNaN(x) ? Double.NEGATIVE_INFINITY : x).toArray(), 0.025);
            double upper = type7(Arrays.stream(v).map(x -> Double.isNaN(x) ? Double.POSITIVE_INFINITY : x).toArray(), 0.975);
            if (!Double.isFinite(lower) || !Double.isFinite(upper)) {
                assertNull(d.interval(), name + ": a bound would be infinite");
                assertTrue(d.intervalUndefinedReason().contains(undefined + " of " + B), d.intervalUndefinedReason());
                continue;
            }
            if (lower == upper) {
                assertNull(d.interval(), name);
                assertNotNull(d.intervalUndefinedReason(), name);
                continue;
            }
            Interval ci = d.interval();
            assertNotNull(ci, name + ": " + d.intervalUndefinedReason());
            assertTrue(ci.lower() <= d.value() && d.value() <= ci.upper(), name + " " + ci + " brackets " + d.value());
            boolean widened = d.value() < lower || d.value() > upper;
            assertEquals(widened ? DifferentialIntervals.WIDENED_METHOD : DifferentialIntervals.METHOD, ci.method(), name);
            assertEquals(Math.min(lower, d.value()), ci.lower(), REL * Math.abs(lower) + 1e-15, name + " lower");
            assertEquals(Math.max(upper, d.value()), ci.upper(), REL * Math.abs(upper) + 1e-15, name + " upper");
        }
        return undefinedCounts;
    }

    @Test
    void everyDifferentialMatchesTheBruteForceOverTheReplicates() {
        var rng = new SplittableRandom(42);
        var c = new Corpus();
        group(c, rng, "A", 12, 12, 12, 0.08, 0.02);
        group(c, rng, "B", 10, 10, 10, 0.15, 0.04);
        // one accepting identity pair at threshold 1: FAR* = 0 in many replicates, BFAR and max/min undefined there
        group(c, rng, "C", 9, 9, 2, 0.05, 0.01);
        var boot = IdentityBootstrap.compute(c.counts, B, 7, 0.95);
        var u0 = checkAgainstBruteForce(c, boot, 0);
        var u1 = checkAgainstBruteForce(c, boot, 1);
        System.out.println("undefined replicates per differential: threshold 0 " + u0 + ", threshold 1 " + u1);
        assertEquals(0, u1.get("farMaxMinDifference"), "max − min is defined in every replicate");
        assertTrue(u1.get("bfar") > DifferentialIntervals.maxUndefined(B, 0.95),
                "group C's one accepting pair leaves BFAR undefined in many replicates: " + u1);
    }

    /**
     * Group S has genuine pairs on 2 of its 7 identities: about (5/7)^7 ≈ 9.5% of replicates draw neither, its FRR*
     * is undefined there, and so is every FRR differential (and FDR, IR, GARBE) — counted, too many for an interval.
     */
    @Test
    void aGroupsUndefinedRateMakesTheReplicateUndefined() {
        var rng = new SplittableRandom(3);
        var c = new Corpus();
        group(c, rng, "A", 10, 10, 10, 0.1, 0.03);
        group(c, rng, "S", 7, 2, 7, 0.3, 0.03);
        var boot = IdentityBootstrap.compute(c.counts, B, 9, 0.95);
        var u = checkAgainstBruteForce(c, boot, 0);
        int nanFrr = (int) Arrays.stream(boot.frrReplicates("S", 0)).filter(Double::isNaN).count();
        assertTrue(nanFrr > 4, "replicates without S's genuine pairs: " + nanFrr);
        assertEquals(nanFrr, u.get("frrMaxMinDifference"));
        assertEquals(nanFrr, u.get("garbe"));
        assertEquals(0, u.get("farMaxMinDifference"));
    }

    /** A group with one identity having genuine pairs has no FRR replicates: FRR differentials say so, FAR ones don't. */
    @Test
    void aGroupWithoutReplicatesLeavesTheDifferentialsItFeedsWithoutInterval() {
        var rng = new SplittableRandom(5);
        var c = new Corpus();
        group(c, rng, "A", 10, 10, 10, 0.1, 0.03);
        group(c, rng, "One", 6, 1, 6, 0.3, 0.03);
        var boot = IdentityBootstrap.compute(c.counts, B, 9, 0.95);
        assertNull(boot.frrReplicates("One", 0));
        var errors = c.errors(0);
        var point = Differentials.compute(errors, LEVEL, new ErrorCounts(0, 1, 0, 1), 0.5);
        var got = DifferentialIntervals.compute(boot, 0, errors, point, 0.5);
        for (String name : List.of("frrMaxMinDifference", "fdr", "garbe")) {
            assertNotNull(got.get(name).value(), name);
            assertNull(got.get(name).interval(), name);
            assertTrue(got.get(name).intervalUndefinedReason().contains("'One'"), got.get(name).intervalUndefinedReason());
        }
        assertNotNull(got.get("farMaxMinDifference").interval());
        // with w = 1 FDR and GARBE need no FRR: they get intervals
        var pointW1 = Differentials.compute(errors, LEVEL, new ErrorCounts(0, 1, 0, 1), 1.0);
        var gotW1 = DifferentialIntervals.compute(boot, 0, errors, pointW1, 1.0);
        assertNotNull(gotW1.get("fdr").interval(), gotW1.get("fdr").intervalUndefinedReason());
        assertNotNull(gotW1.get("garbe").interval(), gotW1.get("garbe").intervalUndefinedReason());
        assertNull(gotW1.get("frrMaxMinDifference").interval());
    }

    /**
     * B = 200 at 95%: the lower bound is type 7 at h = 199 × 0.025 = 4.975, between the 5th and 6th values; with u
     * undefined replicates first (−∞) it stays finite while u ≤ 4. Values 1..196 and 4 undefined: lower = 1 + 0.975 ×
     * (2 − 1) = 1.975; upper at h = 194.025 between the 195th and 196th of 1..196, +∞ × 4: 195 + 0.025 = 195.025.
     */
    @Test
    void undefinedReplicatesArePlacedAtTheUnfavourableEndUpToAboutAShareOfOneMinusCOverTwo() {
        double[] v = new double[200];
        for (int i = 0; i < 196; i++) {
            v[i] = i + 1;
        }
        Arrays.fill(v, 196, 200, Double.NaN);
        var d = DifferentialIntervals.withInterval(100, v, 4, "r", 0.95);
        assertEquals(new Interval(1.975, 195.025, DifferentialIntervals.METHOD).lower(), d.interval().lower(), 1e-12);
        assertEquals(195.025, d.interval().upper(), 1e-12);
        assertEquals(4, d.undefinedReplicates());
        assertEquals(4, DifferentialIntervals.maxUndefined(200, 0.95));

        double[] five = v.clone();
        five[195] = Double.NaN;
        var none = DifferentialIntervals.withInterval(100, five, 5, "the minimum FAR is 0", 0.95);
        assertNull(none.interval());
        assertEquals(5, none.undefinedReplicates());
        assertTrue(none.intervalUndefinedReason().startsWith("5 of 200 bootstrap replicates are undefined"),
                none.intervalUndefinedReason());
        assertTrue(none.intervalUndefinedReason().endsWith("the minimum FAR is 0"), none.intervalUndefinedReason());
    }

    /** The replicates of max − min sit above a point value of alike groups: the interval is extended, and says so. */
    @Test
    void aPercentileIntervalMissingTheValueIsExtendedToItAndSaysSo() {
        double[] v = new double[100];
        for (int i = 0; i < v.length; i++) {
            v[i] = 0.01 + i * 1e-4;
        }
        var d = DifferentialIntervals.withInterval(0.002, v, 0, null, 0.9);
        assertEquals(0.002, d.interval().lower());
        // type 7 at 0.95: h = 94.05 → 0.01 + 94.05e-4
        assertEquals(0.01 + 94.05e-4, d.interval().upper(), 1e-15);
        assertEquals(DifferentialIntervals.WIDENED_METHOD, d.interval().method());
        assertEquals(0, d.undefinedReplicates());
    }

    /** Every replicate equal (e.g. every group at 0 false accepts for max − min): no zero-width interval. */
    @Test
    void replicatesThatNeverVaryGiveNoInterval() {
        double[] v = new double[50];
        var d = DifferentialIntervals.withInterval(0, v, 0, null, 0.95);
        assertNull(d.interval());
        assertEquals(0, d.undefinedReplicates());
        assertTrue(d.intervalUndefinedReason().contains("no group's rate varies"), d.intervalUndefinedReason());
        // 98 of 100 replicates at 0.5: both quantiles (h = 2.475 and 96.525 of 99) fall on 0.5
        double[] most = new double[100];
        Arrays.fill(most, 0.5);
        most[0] = 0.1;
        most[99] = 0.9;
        var coincide = DifferentialIntervals.withInterval(0.5, most, 0, null, 0.95);
        assertNull(coincide.interval());
        assertTrue(coincide.intervalUndefinedReason().contains("coincide at 0.5"), coincide.intervalUndefinedReason());
    }

    /** Without lead or trail the quantile is the rate intervals' own (IdentityBootstrap.quantile). */
    @Test
    void quantileWithoutUndefinedIsTheRateIntervalsQuantile() {
        var rng = new SplittableRandom(8);
        for (int n : new int[] {2, 3, 7, 200}) {
            double[] s = rng.doubles(n).sorted().toArray();
            for (double p : new double[] {0, 0.025, 0.5, 0.975, 1}) {
                assertEquals(IdentityBootstrap.quantile(s, p), DifferentialIntervals.quantile(s, 0, 0, p), "n=" + n + " p=" + p);
            }
        }
    }
}
