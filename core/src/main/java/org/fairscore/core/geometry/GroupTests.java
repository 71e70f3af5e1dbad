package org.fairscore.core.geometry;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.commons.math3.stat.descriptive.StatisticalSummaryValues;
import org.apache.commons.math3.stat.inference.TTest;

/**
 * Two-sample tests between every pair of groups, for every distribution: Welch's unequal-variance t-test
 * (commons-math3 {@link TTest} on the summaries) and the two-sample Kolmogorov–Smirnov test, with
 * Bonferroni (min(1, m·p)), Dunn–Šidák (1 − (1 − p)^m), Holm and Benjamini–Hochberg
 * ({@link MultipleTesting}) corrections, m = the number of defined tests of that kind in the report (every
 * distribution and group pair: one family per test kind).
 *
 * <p>KS's D ({@link KolmogorovSmirnov}) is exact, from the merged order statistics, when both distributions
 * still hold their values (at most {@link DistributionHistogram#EXACT_MAX} each); otherwise it is the largest
 * CDF difference at the {@link DistributionHistogram#BINS} + 1 bin edges, a lower bound on D. Each test says
 * which ({@code method}). The p-value is the asymptotic one, 1 − K(D·√(nm/(n+m))) with K the Kolmogorov
 * distribution, in both cases. Both tests assume independent values; pairwise distances share samples, so
 * their p-values overstate significance.
 */
public final class GroupTests {
    public static final String WELCH = "welch-t";
    public static final String KS = "kolmogorov-smirnov";
    /** Welch's t from count, mean and variance (exact sums). */
    public static final String MOMENTS = "moments";
    /** KS's D from the sorted values of both groups. */
    public static final String ORDER_STATISTICS = "order-statistics";
    /** KS's D at the histograms' bin edges (a group has more than {@link DistributionHistogram#EXACT_MAX} values). */
    public static final String HISTOGRAM = "histogram";

    private GroupTests() {
    }

    /** @param distributions kind → group → histogram */
    public static List<GroupTest> run(Map<String, Map<String, DistributionHistogram>> distributions) {
        var welch = new ArrayList<GroupTest>();
        var ks = new ArrayList<GroupTest>();
        distributions.forEach((kind, byGroup) -> {
            var names = new ArrayList<>(byGroup.keySet());
            for (int i = 0; i < names.size(); i++) {
                for (int j = i + 1; j < names.size(); j++) {
                    var a = byGroup.get(names.get(i));
                    var b = byGroup.get(names.get(j));
                    welch.add(welch(kind, names.get(i), names.get(j), a, b));
                    ks.add(ks(kind, names.get(i), names.get(j), a, b));
                }
            }
        });
        var out = new ArrayList<GroupTest>(corrected(welch));
        out.addAll(corrected(ks));
        return out;
    }

    static GroupTest welch(String kind, String ga, String gb, DistributionHistogram a, DistributionHistogram b) {
        if (a.count() < 2 || b.count() < 2) {
            return GroupTest.undefined(kind, ga, gb, WELCH, "needs at least two values in each group (have "
                    + a.count() + " and " + b.count() + ")");
        }
        if (a.variance() == 0 && b.variance() == 0) {
            return GroupTest.undefined(kind, ga, gb, WELCH, "both groups' values have zero variance");
        }
        var sa = summary(a);
        var sb = summary(b);
        var test = new TTest();
        return GroupTest.of(kind, ga, gb, WELCH, MOMENTS, test.t(sa, sb), test.tTest(sa, sb));
    }

    static GroupTest ks(String kind, String ga, String gb, DistributionHistogram a, DistributionHistogram b) {
        if (a.count() == 0 || b.count() == 0) {
            return GroupTest.undefined(kind, ga, gb, KS, "a group has no values");
        }
        double[] va = a.sortedValues();
        double[] vb = b.sortedValues();
        boolean exact = va != null && vb != null;
        double d = exact ? KolmogorovSmirnov.exactD(va, vb)
                : KolmogorovSmirnov.histogramD(a.counts(), a.count(), b.counts(), b.count());
        return GroupTest.of(kind, ga, gb, KS, exact ? ORDER_STATISTICS : HISTOGRAM, d,
                KolmogorovSmirnov.asymptoticP(d, a.count(), b.count()));
    }

    /** The tests with Bonferroni, Dunn–Šidák, Holm and Benjamini–Hochberg corrections over the defined ones. */
    static List<GroupTest> corrected(List<GroupTest> family) {
        double[] p = family.stream().filter(t -> t.pValue() != null).mapToDouble(GroupTest::pValue).toArray();
        long m = p.length;
        double[] holm = MultipleTesting.holm(p);
        double[] bh = MultipleTesting.benjaminiHochberg(p);
        var out = new ArrayList<GroupTest>(family.size());
        int i = 0;
        for (GroupTest t : family) {
            if (t.pValue() == null) {
                out.add(t);
            } else {
                out.add(t.corrected(bonferroni(t.pValue(), m), sidak(t.pValue(), m), holm[i], bh[i]));
                i++;
            }
        }
        return out;
    }

    public static double bonferroni(double p, long m) {
        return Math.min(1.0, p * m);
    }

    /** 1 − (1 − p)^m, computed as −expm1(m·log1p(−p)) to keep precision for small p. */
    public static double sidak(double p, long m) {
        return p >= 1 ? 1.0 : Math.min(1.0, -Math.expm1(m * Math.log1p(-p)));
    }

    private static StatisticalSummaryValues summary(DistributionHistogram h) {
        return new StatisticalSummaryValues(h.mean(), h.variance(), h.count(), h.max(), h.min(), h.mean() * h.count());
    }
}
