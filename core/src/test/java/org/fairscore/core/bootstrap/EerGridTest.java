package org.fairscore.core.bootstrap;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.fairscore.core.summaries.CoarseHistogram;
import org.fairscore.core.summaries.FineHistogram;
import org.fairscore.core.summaries.ScoreKey;
import org.fairscore.core.verification.AcceptanceRule;
import org.fairscore.core.verification.Eer;
import org.fairscore.core.verification.ExactDistribution;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The EER grid against brute force over plain score arrays: the rates counted directly at the grid thresholds give
 * the point EER exactly by the replicate crossing, and each rate target sits on the coarse boundary a direct walk
 * over the sorted scores names.
 */
class EerGridTest {

    static ExactDistribution exact(float[] scores) {
        var coarse = CoarseHistogram.empty();
        var fine = new TreeMap<Integer, FineHistogram>();
        for (float s : scores) {
            int key = ScoreKey.of(s);
            coarse.addKey(key);
            fine.computeIfAbsent(ScoreKey.bucket(key), FineHistogram::empty).addKey(key);
        }
        return new ExactDistribution(coarse, fine);
    }

    private static boolean accepts(AcceptanceRule rule, float s, float t) {
        return rule == AcceptanceRule.ABOVE ? s > t : s >= t;
    }

    private static double far(float[] imp, float t, AcceptanceRule rule) {
        long n = 0;
        for (float s : imp) {
            n += accepts(rule, s, t) ? 1 : 0;
        }
        return (double) n / imp.length;
    }

    private static double frr(float[] gen, float t, AcceptanceRule rule) {
        long n = 0;
        for (float s : gen) {
            n += accepts(rule, s, t) ? 0 : 1;
        }
        return (double) n / gen.length;
    }

    /** Scores quantised to 1/q (ties) or not (q = 0). */
    private static float[] scores(SplittableRandom rng, int n, double mean, double sd, int q) {
        float[] out = new float[n];
        for (int i = 0; i < n; i++) {
            double x = Math.max(-1, Math.min(1, mean + sd * rng.nextGaussian()));
            out[i] = (float) (q > 0 ? Math.rint(x * q) / q : x);
        }
        return out;
    }

    @ParameterizedTest
    @EnumSource(value = AcceptanceRule.class, names = {"ABOVE", "AT_OR_ABOVE"})
    void unweightedCrossingOnTheGridIsThePointEer(AcceptanceRule rule) {
        var rng = new SplittableRandom(5);
        for (int trial = 0; trial < 40; trial++) {
            int q = trial % 3 == 0 ? 20 : trial % 3 == 1 ? 500 : 0;
            float[] gen = scores(rng, 5 + rng.nextInt(300), 0.6, 0.2, q);
            float[] imp = scores(rng, 5 + rng.nextInt(3000), 0.1, 0.2, q);
            var g = exact(gen);
            var i = exact(imp);
            float[] grid = EerGrid.forGroup(g, i, rule);
            double[] far = new double[grid.length];
            double[] frr = new double[grid.length];
            for (int j = 0; j < grid.length; j++) {
                assertTrue(j == 0 || grid[j - 1] < grid[j], "ascending, distinct");
                far[j] = far(imp, grid[j], rule);
                frr[j] = frr(gen, grid[j], rule);
            }
            double point = Eer.compute(g, i, rule).eer().value();
            assertEquals(point, BootstrapEer.crossing(far, frr), 1e-15, "trial " + trial);
            assertTrue(grid.length <= 2 + 2 * (2 * EerGrid.STEPS + 1));
        }
    }

    @ParameterizedTest
    @EnumSource(value = AcceptanceRule.class, names = {"ABOVE", "AT_OR_ABOVE"})
    void rateTargetsSitOnTheCoarseBoundaryABruteWalkNames(AcceptanceRule rule) {
        var rng = new SplittableRandom(9);
        float[] gen = scores(rng, 400, 0.55, 0.15, 0);
        float[] imp = scores(rng, 4000, 0.15, 0.15, 0);
        var g = exact(gen);
        var i = exact(imp);
        double eer = Eer.compute(g, i, rule).eer().value();
        float[] grid = EerGrid.forGroup(g, i, rule);
        // non-empty buckets of either kind, ascending
        var buckets = new TreeMap<Integer, Boolean>();
        for (float s : gen) {
            buckets.put(ScoreKey.bucketOf(s), true);
        }
        for (float s : imp) {
            buckets.put(ScoreKey.bucketOf(s), true);
        }
        for (int k = -EerGrid.STEPS; k <= EerGrid.STEPS; k++) {
            double target = eer * Math.pow(2, k / 4.0);
            Integer farH = null;
            Integer frrH = null;
            for (int h : buckets.keySet()) {
                long accepted = 0;
                long rejected = 0;
                for (float s : imp) {
                    accepted += ScoreKey.bucketOf(s) >= h ? 1 : 0;
                }
                for (float s : gen) {
                    rejected += ScoreKey.bucketOf(s) < h ? 1 : 0;
                }
                if (farH == null && accepted <= target * imp.length) {
                    farH = h;
                }
                if (rejected <= target * gen.length) {
                    frrH = h;
                }
            }
            for (Integer h : new Integer[] {farH, frrH}) {
                if (h == null || target >= 1) {
                    continue;
                }
                float first = ScoreKey.value(ScoreKey.compose(h, 0));
                float t = rule == AcceptanceRule.AT_OR_ABOVE ? first : Math.nextDown(first);
                boolean found = false;
                for (float x : grid) {
                    found |= x == t;
                }
                assertTrue(found, "k = " + k + ": boundary of bucket " + h + " (" + t + ") in the grid");
            }
        }
    }

    @ParameterizedTest
    @EnumSource(value = AcceptanceRule.class, names = {"ABOVE", "AT_OR_ABOVE"})
    void columnsAreEachGroupsGridPaddedToTheWidest(AcceptanceRule rule) {
        var rng = new SplittableRandom(13);
        var gen = Map.of("a", exact(scores(rng, 50, 0.6, 0.2, 0)), "b", exact(scores(rng, 80, 0.5, 0.2, 0)),
                "solo", exact(scores(rng, 10, 0.6, 0.2, 0)));
        var imp = Map.of("a", exact(scores(rng, 500, 0.1, 0.2, 0)), "b", exact(scores(rng, 600, 0.2, 0.2, 0)),
                "solo", exact(new float[0]));
        var grid = EerGrid.of(List.of("a", "b", "solo"), gen, imp, rule);
        assertEquals(List.of("a", "b"), grid.groups());
        int widest = 0;
        for (String g : List.of("a", "b")) {
            float[] own = EerGrid.forGroup(gen.get(g), imp.get(g), rule);
            widest = Math.max(widest, own.length);
            assertEquals(own.length, grid.size(g));
            float[] columns = grid.columns(g);
            assertArrayEquals(own, Arrays.copyOf(columns, own.length), g);
            for (int j = own.length; j < columns.length; j++) {
                assertEquals(own[own.length - 1], columns[j], "padding repeats the highest threshold");
            }
        }
        assertEquals(widest, grid.width());
        assertNull(grid.columns("solo"), "no impostor pairs: no EER, no grid");
        assertEquals(0, grid.size("solo"));
        for (String g : List.of("a", "b")) { // the point EER the grid was chosen around is Eer.compute's
            assertEquals(Eer.compute(gen.get(g), imp.get(g), rule).eer().value(), grid.pointEer(g), g);
        }
        assertNull(grid.pointEer("solo"));
        assertNull(EerGrid.ofGrids(Map.of("a", Arrays.copyOf(grid.columns("a"), grid.size("a")))).pointEer("a"),
                "given grids: not known");
    }
}
