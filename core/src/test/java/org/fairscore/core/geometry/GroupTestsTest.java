package org.fairscore.core.geometry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

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
    }

    @Test
    void histogramMergeEqualsTheUnion() {
        var union = hist(0.1, 0.5, 1.999, 2.0, 0.0);
        var merged = hist(0.1, 0.5).merge(hist(1.999, 2.0, 0.0));
        assertEquals(union.count(), merged.count());
        assertEquals(union.mean(), merged.mean(), 1e-15);
        assertEquals(union.variance(), merged.variance(), 1e-15);
        assertEquals(java.util.Arrays.toString(union.counts()), java.util.Arrays.toString(merged.counts()));
        assertEquals(DistributionHistogram.BINS - 1, DistributionHistogram.bin(2.0)); // last bin closed
        assertEquals(1, DistributionHistogram.bin(0.004)); // left edge belongs to its bin
    }
}
