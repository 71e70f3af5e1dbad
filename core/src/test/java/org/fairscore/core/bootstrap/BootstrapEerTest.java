package org.fairscore.core.bootstrap;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.fairscore.core.verification.EerInterval;
import org.junit.jupiter.api.Test;

/**
 * Replicate EERs worked out by hand for a group of three identities, and every replicate checked against a
 * brute-force recomputation from the identity multiplicities that produce its rates.
 */
class BootstrapEerTest {
    private static final double TOL = 1e-12;
    /** Identities A, B, C (label order); three grid thresholds t0 &lt; t1 &lt; t2. */
    private static final long[] G = {2, 2, 1};
    private static final long[][] FR = {{0, 1, 2}, {0, 0, 1}, {0, 0, 1}};
    /** Impostor pairs: 2 per pair of identities, attributed to both: I_k = 4. */
    private static final long[] I = {4, 4, 4};
    /**
     * Accepts at t0: A–B 2, A–C 1, B–C 1 (FA = 4); at t1: A–B 1, A–C 1 (FA = 2); at t2 none. Attributed to identities.
     */
    private static final long[][] FA = {{3, 2, 0}, {3, 1, 0}, {2, 1, 0}};
    private static final String[] LABELS = {"A", "B", "C"};

    @Test
    void crossingInterpolatesTheRocSegmentByHand() {
        // d = [0.5, 0.2, −0.3]: λ = 0.2 / 0.5 = 0.4, EER = 0.3 + 0.4·(0.1 − 0.3) = 0.22
        assertEquals(0.22, BootstrapEer.crossing(new double[] {0.5, 0.3, 0.1}, new double[] {0.0, 0.1, 0.4}), TOL);
        // d = 0 at a grid point: EER is FAR there
        assertEquals(0.25, BootstrapEer.crossing(new double[] {0.6, 0.25, 0.1}, new double[] {0.0, 0.25, 0.4}), TOL);
    }

    @Test
    void crossingOutsideTheGridIsUndefined() {
        // FAR ≤ FRR already at the lowest threshold: the crossing lies below the grid
        assertTrue(Double.isNaN(BootstrapEer.crossing(new double[] {0.2, 0.1}, new double[] {0.3, 0.5})));
        // FAR > FRR still at the highest threshold: above the grid
        assertTrue(Double.isNaN(BootstrapEer.crossing(new double[] {0.6, 0.5}, new double[] {0.1, 0.2})));
        // a replicate without pairs of a kind
        assertTrue(Double.isNaN(BootstrapEer.crossing(new double[] {0.6, Double.NaN}, new double[] {0.1, 0.9})));
        // both rates 0 at the lowest threshold: EER 0, whatever lies below
        assertEquals(0.0, BootstrapEer.crossing(new double[] {0.0, 0.0}, new double[] {0.0, 0.5}));
    }

    /** FAR* and FRR* of multiplicities w at threshold t, by the formulas of {@link IdentityBootstrap}. */
    private static double[] rates(int[] w, int t) {
        long g = 0;
        long fr = 0;
        long i = 0;
        long fa = 0;
        long iAll = 0;
        long faAll = 0;
        for (int k = 0; k < 3; k++) {
            g += w[k] * G[k];
            fr += w[k] * FR[k][t];
            i += w[k] * I[k];
            fa += w[k] * FA[k][t];
            iAll += I[k];
            faAll += FA[k][t];
        }
        double far = Math.min(1, Math.max(0, (double) (2 * fa - faAll) / (2 * i - iAll)));
        return new double[] {far, (double) fr / g};
    }

    private static double bruteEer(int[] w) {
        double[] far = new double[3];
        double[] frr = new double[3];
        for (int t = 0; t < 3; t++) {
            double[] r = rates(w, t);
            far[t] = r[0];
            frr[t] = r[1];
        }
        // the first sign change of FAR − FRR, followed linearly (written out again, not calling crossing)
        for (int t = 1; t < 3; t++) {
            double a = far[t - 1] - frr[t - 1];
            double b = far[t] - frr[t];
            if (a > 0 && b <= 0) {
                return far[t - 1] + a / (a - b) * (far[t] - far[t - 1]);
            }
        }
        return Double.NaN;
    }

    @Test
    void handWorkedReplicates() {
        // w = (1,1,1): FAR = [4/6, 2/6, 0], FRR = [0, 1/5, 4/5]; λ = (2/15)/(14/15) = 1/7; EER = 1/3·6/7 = 2/7
        assertEquals(2.0 / 7, bruteEer(new int[] {1, 1, 1}), TOL);
        // w = (2,0,1): FRR* = [0, 2/5, 5/5]; FAR* = [(8−4)/6, (5−2)/6, 0] = [2/3, 1/2, 0];
        // d = [2/3, 1/10, −1]: λ = (1/10)/(11/10) = 1/11; EER* = 1/2·10/11 = 5/11
        assertEquals(5.0 / 11, bruteEer(new int[] {2, 0, 1}), TOL);
        // w = (0,3,0): FRR* = [0, 0, 3/6]; FAR* = [(9−4)/6, (3−2)/6, 0]; d = [5/6, 1/6, −1/2]: λ = 1/4; EER* = 1/8
        assertEquals(1.0 / 8, bruteEer(new int[] {0, 3, 0}), TOL);
    }

    private static IdentityErrorCounts counts() {
        var c = new IdentityErrorCounts(3);
        for (int k = 0; k < 3; k++) {
            c.addGenuine("g", LABELS[k], G[k], FR[k]);
            c.addImpostor("g", LABELS[k], I[k], FA[k]);
        }
        return c;
    }

    /** Every multiplicity vector of 3 draws from 3 identities. */
    private static List<int[]> compositions() {
        var out = new ArrayList<int[]>();
        for (int a = 0; a <= 3; a++) {
            for (int b = 0; a + b <= 3; b++) {
                out.add(new int[] {a, b, 3 - a - b});
            }
        }
        return out;
    }

    @Test
    void everyReplicateEerMatchesTheBruteForceOfTheDrawBehindIt() {
        int b = 400;
        var bootstrap = IdentityBootstrap.compute(counts(), b, 11, 0.95);
        double[][] far = new double[3][];
        double[][] frr = new double[3][];
        for (int t = 0; t < 3; t++) {
            far[t] = bootstrap.farReplicates("g", t);
            frr[t] = bootstrap.frrReplicates("g", t);
        }
        var seen = new HashMap<String, Integer>();
        double[] brute = new double[b];
        for (int r = 0; r < b; r++) {
            int[] match = null;
            for (int[] w : compositions()) {
                boolean same = true;
                for (int t = 0; t < 3 && same; t++) {
                    double[] x = rates(w, t);
                    same = Math.abs(x[0] - far[t][r]) < TOL && Math.abs(x[1] - frr[t][r]) < TOL;
                }
                if (same) {
                    match = w;
                    break;
                }
            }
            int rr = r;
            assertTrue(match != null, () -> "replicate " + rr + " matches no draw of 3 identities");
            brute[r] = bruteEer(match);
            double[] farB = {far[0][r], far[1][r], far[2][r]};
            double[] frrB = {frr[0][r], frr[1][r], frr[2][r]};
            assertEquals(brute[r], BootstrapEer.crossing(farB, frrB), TOL, "replicate " + r);
            seen.merge(Arrays.toString(match), 1, Integer::sum);
        }
        assertTrue(seen.containsKey("[1, 1, 1]") && seen.containsKey("[2, 0, 1]") && seen.containsKey("[0, 3, 0]"),
                "the hand-worked draws occur among 400 replicates: " + seen.keySet());

        // the interval: type-7 percentiles of the brute-force replicate EERs, and it brackets the point EER 2/7
        var grid = new EerGrid(Map.of("g", new float[] {0.1f, 0.2f, 0.3f}));
        var intervals = BootstrapEer.compute(bootstrap, grid, List.of("g"), Map.of("g", 2.0 / 7), Map.of());
        var iv = intervals.get("g");
        double[] sorted = brute.clone();
        Arrays.sort(sorted);
        assertEquals(type7(sorted, 0.025), iv.lower(), TOL);
        assertEquals(type7(sorted, 0.975), iv.upper(), TOL);
        assertEquals(0, iv.undefinedReplicates());
        assertEquals(b, iv.replicates());
        assertTrue(iv.lower() <= 2.0 / 7 && 2.0 / 7 <= iv.upper(), iv.toString());
        assertTrue(iv.containsEer());
        assertNull(iv.undefinedReason());
    }

    private static double type7(double[] sorted, double p) {
        double h = (sorted.length - 1) * p;
        int lo = (int) Math.floor(h);
        return lo + 1 < sorted.length ? sorted[lo] + (h - lo) * (sorted[lo + 1] - sorted[lo]) : sorted[lo];
    }

    @Test
    void tooManyUndefinedReplicatesGiveNoInterval() {
        // 200 replicates on a 2-point grid: 5 = floor(200·0.025) undefined are allowed, 6 are not
        for (int undefined : new int[] {5, 6}) {
            double[][] far = new double[2][200];
            double[][] frr = new double[2][200];
            for (int r = 0; r < 200; r++) {
                far[0][r] = 0.5;
                far[1][r] = 0.1;
                frr[0][r] = r < undefined ? 0.6 : 0.0; // d ≤ 0 at t0: outside the grid
                frr[1][r] = 0.3;
            }
            var iv = BootstrapEer.interval(far, frr, 0.2, 0.95);
            assertEquals(undefined, iv.undefinedReplicates());
            assertEquals(undefined <= 5, iv.isDefined(), String.valueOf(iv));
            if (!iv.isDefined()) {
                assertTrue(iv.undefinedReason().startsWith("6 of 200 replicates have no EER"), iv.undefinedReason());
                assertNull(iv.containsEer());
            }
        }
    }

    @Test
    void anIntervalMissingThePointEerSaysSo() {
        // every replicate crosses at 0.22 (see crossingInterpolatesTheRocSegmentByHand), the point EER is 0.3
        double[][] far = {{0.5, 0.5}, {0.3, 0.3}, {0.1, 0.1}};
        double[][] frr = {{0.0, 0.0}, {0.1, 0.1}, {0.4, 0.4}};
        var iv = BootstrapEer.interval(far, frr, 0.3, 0.95);
        assertEquals(0.22, iv.lower(), TOL);
        assertEquals(0.3, iv.upper(), TOL, "extended to the point EER");
        assertEquals(DifferentialIntervals.WIDENED_METHOD, iv.method());
        assertFalse(iv.containsEer());
    }

    @Test
    void groupsWithoutAnEerOrWithoutBootstrapRatesHaveAReason() {
        var c = counts();
        c.addGenuine("solo", "X", 3, new long[] {0, 1, 2}); // one identity: no impostor pairs, no bootstrap FAR
        var bootstrap = IdentityBootstrap.compute(c, 50, 3, 0.95);
        var grid = new EerGrid(Map.of("solo", new float[] {0.1f, 0.2f, 0.3f}));
        var out = BootstrapEer.compute(bootstrap, grid, List.of("solo", "none"), Map.of("solo", 0.1),
                Map.of("none", "no impostor pairs"));
        assertTrue(out.get("solo").undefinedReason().contains("no bootstrap FAR"), out.get("solo").undefinedReason());
        assertEquals("the group's EER is undefined: no impostor pairs", out.get("none").undefinedReason());
    }

    @Test
    void gridCountsOverTheSameIdentitiesAreBootstrappedWithTheSameDraws() {
        // the grid counts hold one column equal to the FAR-level column t1: same seed, same identities → same replicates
        var grid = new IdentityErrorCounts(1);
        for (int k = 0; k < 3; k++) {
            grid.addGenuine("g", LABELS[k], G[k], new long[] {FR[k][1]});
            grid.addImpostor("g", LABELS[k], I[k], new long[] {FA[k][1]});
        }
        var levels = IdentityBootstrap.compute(counts(), 300, 42, 0.95);
        var eer = IdentityBootstrap.compute(grid, 300, 42, 0.95);
        assertArrayEquals(levels.farReplicates("g", 1), eer.farReplicates("g", 0));
        assertArrayEquals(levels.frrReplicates("g", 1), eer.frrReplicates("g", 0));
    }

    /**
     * EER 0 with every replicate 0: 0 errors in G = 40 genuine and I = 300 impostor pairs. The one-sided 97.5% bound on
     * 0 of n is 1 − 0.025^(1/n) (solve (1 − p)^n = 0.025); the larger, G's, bounds the EER.
     */
    @Test
    void perfectSeparationGetsTheExactBoundNotAZeroWidthInterval() {
        var zero = new EerInterval(0.0, 0.0, BootstrapIntervals.INTERVAL_METHOD, 200, 0, true, null);
        var iv = BootstrapEer.separatedBound(zero, 40, 300, 0.95);
        assertEquals(0.0, iv.lower());
        assertEquals(1 - Math.pow(0.025, 1.0 / 40), iv.upper(), 1e-12);
        assertEquals(BootstrapIntervals.EXACT_BOUND_METHOD, iv.method());
        var wide = new EerInterval(0.01, 0.05, BootstrapIntervals.INTERVAL_METHOD, 200, 0, true, null);
        assertEquals(wide, BootstrapEer.separatedBound(wide, 40, 300, 0.95), "a varying interval is kept");
    }
}
