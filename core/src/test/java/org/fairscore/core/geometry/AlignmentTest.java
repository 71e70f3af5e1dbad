package org.fairscore.core.geometry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class AlignmentTest {
    record P(String label, String group, double[] x) {
    }

    /** Sums built the way the job builds them: per label, moments per group. */
    private static AlignmentSums sums(List<P> points) {
        var byLabel = new TreeMap<String, Map<String, Moments>>();
        for (P p : points) {
            byLabel.computeIfAbsent(p.label(), l -> new TreeMap<>())
                    .computeIfAbsent(p.group(), g -> Moments.empty(p.x().length)).add(p.x());
        }
        var out = AlignmentSums.empty();
        byLabel.values().forEach(l -> out.merge(AlignmentSums.ofLabel(l)));
        return out;
    }

    private static Map<String, Moments> groups(List<P> points) {
        var out = new TreeMap<String, Moments>();
        points.forEach(p -> out.computeIfAbsent(p.group(), g -> Moments.empty(p.x().length)).add(p.x()));
        return out;
    }

    /** Brute force: mean squared distance over pairs of the kind with a member in the group. */
    private static double brute(List<P> points, String group, boolean positive) {
        double s = 0;
        long n = 0;
        for (int i = 0; i < points.size(); i++) {
            for (int j = i + 1; j < points.size(); j++) {
                P a = points.get(i);
                P b = points.get(j);
                if (a.label().equals(b.label()) == positive && (a.group().equals(group) || b.group().equals(group))) {
                    s += ClusteringIndices.squaredDistance(a.x(), b.x());
                    n++;
                }
            }
        }
        return s / n;
    }

    @Test
    void handCountedPositiveAndNegative() {
        // label l spans both groups: l in A at (0,0), l in B at (3,4); m in A at (1,0), (1,1)
        var pts = List.of(new P("l", "A", new double[] {0, 0}), new P("l", "B", new double[] {3, 4}),
                new P("m", "A", new double[] {1, 0}), new P("m", "A", new double[] {1, 1}));
        var s = sums(pts);
        // positive pairs touching A: (l_A, l_B) 25, (m1, m2) 1 → 13
        assertEquals(13.0, Alignment.positive(s, "A").value(), 1e-12);
        // positive pairs touching B: (l_A, l_B) 25
        assertEquals(25.0, Alignment.positive(s, "B").value(), 1e-12);
        // negative pairs touching B: l_B with m1 (4+16=20) and m2 (4+9=13) → 16.5
        assertEquals(16.5, Alignment.negative(s, groups(pts), "B").value(), 1e-12);
        // negative touching A: l_A–m1 1, l_A–m2 2, l_B–m1 20, l_B–m2 13 → 9
        assertEquals(9.0, Alignment.negative(s, groups(pts), "A").value(), 1e-12);
    }

    @Test
    void matchesBruteForceOnRandomLabelsAndGroups() {
        var rnd = new Random(3);
        var pts = new ArrayList<P>();
        for (int i = 0; i < 60; i++) {
            double[] x = new double[5];
            for (int k = 0; k < 5; k++) {
                x[k] = rnd.nextGaussian();
            }
            pts.add(new P("id" + rnd.nextInt(12), "g" + rnd.nextInt(3), x));
        }
        var s = sums(pts);
        for (String g : List.of("g0", "g1", "g2")) {
            assertEquals(brute(pts, g, true), Alignment.positive(s, g).value(), 1e-9, g);
            assertEquals(brute(pts, g, false), Alignment.negative(s, groups(pts), g).value(), 1e-9, g);
        }
    }

    @Test
    void undefinedWithoutPairsOfTheKind() {
        // every identity has one sample: no positive pair; one label overall: no negative pair
        var singletons = List.of(new P("a", "A", new double[] {1, 0}), new P("b", "A", new double[] {0, 1}));
        assertFalse(Alignment.positive(sums(singletons), "A").isDefined());
        assertTrue(Alignment.negative(sums(singletons), groups(singletons), "A").isDefined());
        var oneLabel = List.of(new P("a", "A", new double[] {1, 0}), new P("a", "B", new double[] {0, 1}));
        assertFalse(Alignment.negative(sums(oneLabel), groups(oneLabel), "A").isDefined());
        assertEquals(2.0, Alignment.positive(sums(oneLabel), "B").value(), 1e-12);
    }
}
