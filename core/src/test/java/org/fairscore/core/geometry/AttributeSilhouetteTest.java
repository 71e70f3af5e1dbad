package org.fairscore.core.geometry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The silhouette with one attribute's values as clusters, from the intersectional groups' distance sums. */
class AttributeSilhouetteTest {
    private static final List<String> ATTRIBUTES = List.of("race", "gender");

    /** Tables for points xs (group of each), every point a silhouette point, each pair's distance added both ways. */
    private static NeighbourCounts counts(double[][] xs, String[] groupOf) {
        var groups = List.copyOf(new TreeSet<>(List.of(groupOf)));
        var attributes = AttributeGrouping.of(groups, ATTRIBUTES);
        var out = NeighbourCounts.empty();
        for (String g : groups) {
            var rows = new ArrayList<Integer>();
            for (int i = 0; i < xs.length; i++) {
                if (groupOf[i].equals(g)) {
                    rows.add(i);
                }
            }
            // two half tables per group (references split in two), merged: the sums must add across tables
            boolean[] all = new boolean[rows.size()];
            Arrays.fill(all, true);
            var first = new NeighbourTable(rows.size(), 1, groups.size(), all);
            var second = new NeighbourTable(rows.size(), 1, groups.size(), all);
            for (int r = 0; r < rows.size(); r++) {
                for (int j = 0; j < xs.length; j++) {
                    if (j != rows.get(r)) {
                        (j % 2 == 0 ? first : second).addDistance(r, groups.indexOf(groupOf[j]), distance(xs[rows.get(r)], xs[j]));
                    }
                }
            }
            out.merge(NeighbourCounts.of(first.merge(second), g, groups.indexOf(g), groups, attributes));
        }
        return out;
    }

    /**
     * On a line: race=A|gender=F at 0, race=A|gender=M at 1, race=B|gender=F at 4, race=B|gender=M at 6.
     * By race (A = {0, 1}, B = {4, 6}): s(0) = (5 − 1)/5, s(1) = (4 − 1)/4, s(4) = (3.5 − 2)/3.5, s(6) = (5.5 − 2)/5.5.
     * By gender (F = {0, 4}, M = {1, 6}): s(0) = (3.5 − 4)/4, s(4) = (2.5 − 4)/4, s(1) = (2 − 5)/5, s(6) = (4 − 5)/5.
     */
    @Test
    void silhouettePerAttributeByHand() {
        double[][] xs = {{0}, {1}, {4}, {6}};
        String[] groupOf = {"race=A|gender=F", "race=A|gender=M", "race=B|gender=F", "race=B|gender=M"};
        var c = counts(xs, groupOf);
        assertEquals(List.of("gender", "race"), c.silhouetteAttributes());
        assertEquals((0.8 + 0.75 + 1.5 / 3.5 + 3.5 / 5.5) / 4, c.attributeSilhouette("race").value(), 1e-15);
        assertEquals((-0.125 - 0.375 - 0.6 - 0.2) / 4, c.attributeSilhouette("gender").value(), 1e-15);
        assertEquals(-0.25, c.attributeSilhouetteByValue("gender").get("F").value(), 1e-15);
        assertEquals(-0.4, c.attributeSilhouetteByValue("gender").get("M").value(), 1e-15);
        assertEquals((0.8 + 0.75) / 2, c.attributeSilhouetteByValue("race").get("A").value(), 1e-15);
        // the per-group silhouette is unchanged: each group is one point, alone in its group → 0
        assertEquals(0.0, c.silhouette().value(), 0);
    }

    /** One value of an attribute only (every group has gender F): that attribute's silhouette is undefined. */
    @Test
    void oneValueOfAnAttributeGivesNoSilhouette() {
        double[][] xs = {{0}, {1}, {4}};
        String[] groupOf = {"race=A|gender=F", "race=A|gender=F", "race=B|gender=F"};
        var c = counts(xs, groupOf);
        assertFalse(c.attributeSilhouette("gender").isDefined());
        assertEquals(((4 - 1.0) / 4 + (3 - 1.0) / 3 + 0) / 3, c.attributeSilhouette("race").value(), 1e-15);
    }

    /** Against the definition computed point by point with the attribute's values as labels, on random data. */
    @Test
    void equalsTheSilhouetteComputedDirectlyOnEachAttribute() {
        var random = new Random(5);
        String[] races = {"A", "B", "C"};
        String[] genders = {"F", "M"};
        for (int trial = 0; trial < 20; trial++) {
            int n = 6 + random.nextInt(20);
            double[][] xs = new double[n][];
            String[] race = new String[n];
            String[] gender = new String[n];
            String[] groupOf = new String[n];
            for (int i = 0; i < n; i++) {
                xs[i] = new double[] {random.nextGaussian(), random.nextGaussian(), random.nextGaussian()};
                race[i] = races[random.nextInt(3)];
                gender[i] = genders[random.nextInt(2)];
                groupOf[i] = "race=" + race[i] + "|gender=" + gender[i];
            }
            var c = counts(xs, groupOf);
            assertEquals(bruteForce(xs, race), c.attributeSilhouette("race").value(), 1e-12);
            assertEquals(bruteForce(xs, gender), c.attributeSilhouette("gender").value(), 1e-12);
        }
    }

    /** Rousseeuw's silhouette, mean over points; a point alone in its cluster scores 0. */
    private static double bruteForce(double[][] xs, String[] cluster) {
        var names = new TreeSet<>(List.of(cluster));
        double total = 0;
        for (int i = 0; i < xs.length; i++) {
            double a = Double.NaN;
            double b = Double.POSITIVE_INFINITY;
            for (String c : names) {
                double sum = 0;
                int count = 0;
                for (int j = 0; j < xs.length; j++) {
                    if (j != i && cluster[j].equals(c)) {
                        sum += distance(xs[i], xs[j]);
                        count++;
                    }
                }
                if (c.equals(cluster[i])) {
                    a = count == 0 ? Double.NaN : sum / count;
                } else if (count > 0) {
                    b = Math.min(b, sum / count);
                }
            }
            total += Double.isNaN(a) ? 0 : (b - a) / Math.max(a, b);
        }
        return total / xs.length;
    }

    private static double distance(double[] x, double[] y) {
        double s = 0;
        for (int k = 0; k < x.length; k++) {
            s += (x[k] - y[k]) * (x[k] - y[k]);
        }
        return Math.sqrt(s);
    }
}
