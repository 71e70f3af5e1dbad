package org.fairscore.core.geometry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.commons.math3.stat.inference.TTest;
import org.junit.jupiter.api.Test;

class GroupTestsTest {
    private static DistributionHistogram hist(double... v) {
        var h = DistributionHistogram.empty();
        for (double x : v) {
            h.add(x);
        }
        return h;
    }

    @Test
    void correctionsByHand() {
        assertEquals(0.03, GroupTests.bonferroni(0.01, 3), 1e-15);
        assertEquals(1.0, GroupTests.bonferroni(0.5, 3));
        assertEquals(1 - Math.pow(0.99, 3), GroupTests.sidak(0.01, 3), 1e-15);
        assertEquals(1.0, GroupTests.sidak(1.0, 3));
    }

    @Test
    void welchMatchesTheTestOnTheRawValues() {
        double[] a = {0.1, 0.4, 0.35, 0.8, 0.6};
        double[] b = {0.9, 1.1, 1.3, 0.95};
        var t = GroupTests.welch("k", "A", "B", hist(a), hist(b));
        assertEquals(new TTest().t(a, b), t.statistic(), 1e-9);
        assertEquals(new TTest().tTest(a, b), t.pValue(), 1e-9);
    }

    @Test
    void ksOfSeparatedSetsIsOneAndTheFamilyIsCorrected() {
        var dists = new LinkedHashMap<String, Map<String, DistributionHistogram>>();
        var byGroup = new TreeMap<String, DistributionHistogram>();
        byGroup.put("A", hist(0.1, 0.2, 0.3));
        byGroup.put("B", hist(1.1, 1.2, 1.3));
        byGroup.put("C", hist(0.5));
        dists.put("d", byGroup);
        List<GroupTest> tests = GroupTests.run(dists);
        assertEquals(6, tests.size()); // 3 pairs × 2 tests
        var ks = tests.stream().filter(t -> t.test().equals(GroupTests.KS) && t.groupA().equals("A")
                && t.groupB().equals("B")).findFirst().orElseThrow();
        assertEquals(1.0, ks.statistic(), 1e-15);
        // 3 defined KS tests in the family
        assertEquals(Math.min(1, 3 * ks.pValue()), ks.pBonferroni(), 1e-15);
        // Welch with a one-value group is undefined, and not counted in the family
        var welchAC = tests.stream().filter(t -> t.test().equals(GroupTests.WELCH) && t.groupB().equals("C")
                && t.groupA().equals("A")).findFirst().orElseThrow();
        assertNull(welchAC.pValue());
        var welchAB = tests.stream().filter(t -> t.test().equals(GroupTests.WELCH) && t.groupA().equals("A")
                && t.groupB().equals("B")).findFirst().orElseThrow();
        assertEquals(welchAB.pValue(), welchAB.pBonferroni(), 1e-15); // m = 1
        assertEquals(welchAB.pValue(), welchAB.pHolm(), 1e-15);
        assertEquals(welchAB.pValue(), welchAB.pBenjaminiHochberg(), 1e-15);
        assertEquals(GroupTests.MOMENTS, welchAB.method());
        assertEquals(GroupTests.ORDER_STATISTICS, ks.method()); // three values each: exact
    }

    /** The KS family's Holm and BH values from its three raw p-values, sorted and adjusted by hand. */
    @Test
    void theKsFamilyIsHolmAndBenjaminiHochbergCorrected() {
        var dists = new LinkedHashMap<String, Map<String, DistributionHistogram>>();
        var byGroup = new TreeMap<String, DistributionHistogram>();
        byGroup.put("A", hist(0.1, 0.2, 0.3, 0.4, 0.5));
        byGroup.put("B", hist(0.35, 0.45, 0.55, 0.65, 0.75, 0.85));
        byGroup.put("C", hist(0.2, 0.3, 0.9, 1.0));
        dists.put("d", byGroup);
        List<GroupTest> ks = GroupTests.run(dists).stream().filter(t -> t.test().equals(GroupTests.KS)).toList();
        assertEquals(3, ks.size());
        double[] p = ks.stream().mapToDouble(GroupTest::pValue).toArray();
        Integer[] order = {0, 1, 2};
        Arrays.sort(order, (x, y) -> Double.compare(p[x], p[y]));
        double h1 = Math.min(1, 3 * p[order[0]]);
        double h2 = Math.max(h1, Math.min(1, 2 * p[order[1]]));
        double h3 = Math.max(h2, Math.min(1, p[order[2]]));
        double b3 = Math.min(1, p[order[2]]);
        double b2 = Math.min(b3, 3.0 / 2 * p[order[1]]);
        double b1 = Math.min(b2, 3 * p[order[0]]);
        assertEquals(h1, ks.get(order[0]).pHolm(), 1e-15);
        assertEquals(h2, ks.get(order[1]).pHolm(), 1e-15);
        assertEquals(h3, ks.get(order[2]).pHolm(), 1e-15);
        assertEquals(b1, ks.get(order[0]).pBenjaminiHochberg(), 1e-15);
        assertEquals(b2, ks.get(order[1]).pBenjaminiHochberg(), 1e-15);
        assertEquals(b3, ks.get(order[2]).pBenjaminiHochberg(), 1e-15);
        // A vs B by hand: a = .1 … .5, b = .35 … .85; at .3: 3/5 − 0; at .4: 4/5 − 1/6; at .5: 1 − 2/6 = 2/3 (the max)
        var ab = ks.stream().filter(t -> t.groupA().equals("A") && t.groupB().equals("B")).findFirst().orElseThrow();
        assertEquals(2.0 / 3, ab.statistic(), 1e-15);
    }

    @Test
    void ksFallsBackToTheHistogramBeyondTheBound() {
        var big = DistributionHistogram.empty();
        for (int i = 0; i <= DistributionHistogram.EXACT_MAX; i++) {
            big.add(0.5 + (i % 100) / 1000.0);
        }
        var t = GroupTests.ks("d", "A", "B", big, hist(0.51, 0.52));
        assertEquals(GroupTests.HISTOGRAM, t.method());
    }

    @Test
    void histogramMergeEqualsTheUnion() {
        var union = hist(0.1, 0.5, 1.999, 2.0, 0.0);
        var merged = hist(0.1, 0.5).merge(hist(1.999, 2.0, 0.0));
        assertEquals(union.count(), merged.count());
        assertEquals(union.mean(), merged.mean(), 1e-15);
        assertEquals(union.variance(), merged.variance(), 1e-15);
        assertEquals(Arrays.toString(union.counts()), Arrays.toString(merged.counts()));
        assertEquals(DistributionHistogram.BINS - 1, DistributionHistogram.bin(2.0)); // last bin closed
        assertEquals(1, DistributionHistogram.bin(0.004)); // left edge belongs to its bin
    }
}
