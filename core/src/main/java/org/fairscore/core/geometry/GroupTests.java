package org.fairscore.core.geometry;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.commons.math3.stat.descriptive.StatisticalSummaryValues;
import org.apache.commons.math3.stat.inference.KolmogorovSmirnovTest;
import org.apache.commons.math3.stat.inference.TTest;

/**
 * Two-sample tests between every pair of groups, for every distribution: Welch's unequal-variance t-test
 * (commons-math3 {@link TTest} on the summaries) and the two-sample Kolmogorov–Smirnov test, with
 * Bonferroni (min(1, m·p)) and Dunn–Šidák (1 − (1 − p)^m) corrections, m = the number of defined tests of
 * that kind in the report (every distribution and group pair: one family per test kind).
 *
 * <p>Departures, stated in the report: the KS statistic D is taken from the fixed-edge histograms, as the
 * largest CDF difference at the {@link DistributionHistogram#BINS} + 1 bin edges — a lower bound on the
 * exact D that misses at most the movement within one bin (width 0.004) — and its p-value is the
 * asymptotic one, 1 − K(D·√(nm/(n+m))) with K the Kolmogorov distribution (commons-math3
 * {@code ksSum}), because the values are never collected. Both tests assume independent values;
 * pairwise distances share samples, so their p-values overstate significance.
 */
public final class GroupTests {
    public static final String WELCH = "welch-t";
    public static final String KS = "kolmogorov-smirnov";

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
        return new GroupTest(kind, ga, gb, WELCH, test.t(sa, sb), test.tTest(sa, sb), null, null, null);
    }

    static GroupTest ks(String kind, String ga, String gb, DistributionHistogram a, DistributionHistogram b) {
        if (a.count() == 0 || b.count() == 0) {
            return GroupTest.undefined(kind, ga, gb, KS, "a group has no values");
        }
        double d = 0;
        long[] ca = a.counts();
        long[] cb = b.counts();
        long na = 0;
        long nb = 0;
        for (int i = 0; i < ca.length; i++) {
            na += ca[i];
            nb += cb[i];
            d = Math.max(d, Math.abs((double) na / a.count() - (double) nb / b.count()));
        }
        double n = a.count();
        double m = b.count();
        double p = 1 - new KolmogorovSmirnovTest().ksSum(d * Math.sqrt(n * m / (n + m)), 1e-20, 100_000);
        return new GroupTest(kind, ga, gb, KS, d, Math.min(1, Math.max(0, p)), null, null, null);
    }

    /** The tests with Bonferroni and Dunn–Šidák corrections over the defined ones. */
    static List<GroupTest> corrected(List<GroupTest> family) {
        long m = family.stream().filter(t -> t.pValue() != null).count();
        return family.stream().map(t -> t.pValue() == null ? t
                : new GroupTest(t.distribution(), t.groupA(), t.groupB(), t.test(), t.statistic(), t.pValue(),
                        bonferroni(t.pValue(), m), sidak(t.pValue(), m), null)).toList();
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
