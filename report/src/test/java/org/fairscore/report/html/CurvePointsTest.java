package org.fairscore.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.fairscore.core.verification.ScoreHistogramReport;
import org.junit.jupiter.api.Test;

/**
 * The drawn curve against brute force: scores on a grid of eighths (so thresholds tie with the histogram's edges,
 * including its top edge, whose bin also holds it), every acceptance rule, exact points at every distinct score and
 * between; the merged curve must hold each exact point with its brute-force rates, each edge with the edge's own
 * count, and stay monotone.
 */
class CurvePointsTest {
    private static final double LOW = -1;
    private static final double HIGH = 1;
    private static final int BINS = 4; // edges −1, −0.5, 0, 0.5, 1

    enum Rule {
        ABOVE(false, false), AT_OR_ABOVE(false, true), BELOW(true, false), AT_OR_BELOW(true, true);

        final boolean distances;
        final boolean inclusive;

        Rule(boolean distances, boolean inclusive) {
            this.distances = distances;
            this.inclusive = inclusive;
        }

        boolean accepts(double s, double t) {
            return distances ? (inclusive ? s <= t : s < t) : (inclusive ? s >= t : s > t);
        }
    }

    @Test
    void exactPointsKeepBothRatesMonotoneUnderEveryRule() {
        var rnd = new Random(7);
        for (int trial = 0; trial < 200; trial++) {
            double[] genuine = grid(rnd, 1 + rnd.nextInt(12));
            double[] impostor = grid(rnd, 1 + rnd.nextInt(12));
            for (Rule rule : Rule.values()) {
                check(genuine, impostor, rule);
            }
        }
    }

    @Test
    void aGroupWithoutGenuinePairsHasNoFrrAndKeepsItsExactFar() {
        var h = histogram(new double[0], new double[] {-0.25, 0.25, 0.75});
        var c = CurvePoints.of(RateCurves.of(h), List.of(new CurvePoints.Exact(0.25, 1 / 3.0, null)));
        assertNull(c.frr());
        assertNull(c.tar());
        assertEquals(6, c.thresholds().length);
        // edges −1, −0.5, 0: FAR 1, 1, 2/3; the exact point at 0.25 (above: 0.75 only) after the edge… then 0.5, 1
        assertEquals(List.of(1.0, 1.0, 2 / 3.0, 1 / 3.0, 1 / 3.0, 0.0), boxed(c.far()));
    }

    private static void check(double[] genuine, double[] impostor, Rule rule) {
        var h = histogram(genuine, impostor);
        var thresholds = new TreeSet<Double>();
        for (double s : genuine) {
            thresholds.add(s);
            thresholds.add(s + 1 / 16.0);
        }
        for (double s : impostor) {
            thresholds.add(s);
        }
        thresholds.add(LOW);
        thresholds.add(HIGH);
        var exact = new ArrayList<CurvePoints.Exact>();
        for (double t : thresholds) {
            exact.add(new CurvePoints.Exact(t, far(impostor, t, rule), frr(genuine, t, rule)));
        }
        var c = CurvePoints.of(RateCurves.of(h, rule.distances), exact);
        assertEquals(BINS + 1 + exact.size(), c.thresholds().length);
        int found = 0;
        for (int i = 0; i < c.thresholds().length; i++) {
            double t = c.thresholds()[i];
            boolean edge = Math.abs((t - LOW) / 0.5 - Math.round((t - LOW) / 0.5)) < 1e-12;
            boolean matchesRule = c.far()[i] == far(impostor, t, rule) && c.frr()[i] == frr(genuine, t, rule);
            boolean matchesEdge = c.far()[i] == edgeFar(impostor, t, rule) && c.frr()[i] == edgeFrr(genuine, t, rule);
            assertTrue(matchesRule || edge && matchesEdge, rule + " point " + i + " at " + t);
            found += matchesRule ? 1 : 0;
            if (i > 0) {
                String where = rule + " between points " + (i - 1) + " and " + i + " (t = " + t + ")";
                if (rule.distances) {
                    assertTrue(c.far()[i] >= c.far()[i - 1] && c.frr()[i] <= c.frr()[i - 1], where);
                } else {
                    assertTrue(c.far()[i] <= c.far()[i - 1] && c.frr()[i] >= c.frr()[i - 1], where);
                }
            }
        }
        assertTrue(found >= exact.size(), "every exact point is on the curve");
    }

    /** Scores on the eighths of [−1, 1], both ends included. */
    private static double[] grid(Random rnd, int n) {
        var out = new double[n];
        for (int i = 0; i < n; i++) {
            out[i] = -1 + rnd.nextInt(17) / 8.0;
        }
        return out;
    }

    private static ScoreHistogramReport histogram(double[] genuine, double[] impostor) {
        return new ScoreHistogramReport(LOW, HIGH, BINS, counts(genuine), counts(impostor));
    }

    /** Bin i is [low + i·w, low + (i+1)·w), the last also holds high. */
    private static long[] counts(double[] scores) {
        var out = new long[BINS];
        for (double s : scores) {
            out[Math.min(BINS - 1, (int) Math.floor((s - LOW) / 0.5))]++;
        }
        return out;
    }

    private static double far(double[] impostor, double t, Rule rule) {
        long n = 0;
        for (double s : impostor) {
            n += rule.accepts(s, t) ? 1 : 0;
        }
        return (double) n / impostor.length;
    }

    private static double frr(double[] genuine, double t, Rule rule) {
        long n = 0;
        for (double s : genuine) {
            n += rule.accepts(s, t) ? 0 : 1;
        }
        return (double) n / genuine.length;
    }

    /**
     * At edge k the histogram counts by bins (RateCurves): FAR = share in bins ≥ k and FRR = share in bins &lt; k;
     * for distances the other way round. A score's bin is capped at the last (which also holds high).
     */
    private static double edgeFar(double[] impostor, double t, Rule rule) {
        return share(impostor, edgeIndex(t), !rule.distances);
    }

    private static double edgeFrr(double[] genuine, double t, Rule rule) {
        return share(genuine, edgeIndex(t), rule.distances);
    }

    private static double share(double[] scores, int k, boolean atOrAbove) {
        long n = 0;
        for (double s : scores) {
            int bin = Math.min(BINS - 1, (int) Math.floor((s - LOW) / 0.5));
            n += (bin >= k) == atOrAbove ? 1 : 0;
        }
        return (double) n / scores.length;
    }

    private static int edgeIndex(double t) {
        return (int) Math.round((t - LOW) / 0.5);
    }

    private static List<Double> boxed(double[] v) {
        var out = new ArrayList<Double>();
        for (double x : v) {
            out.add(x);
        }
        return out;
    }
}
