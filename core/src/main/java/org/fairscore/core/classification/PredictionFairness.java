package org.fairscore.core.classification;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.fairscore.core.verification.MetricValue;

/**
 * Fairness of predictions (y, ŷ, s per row), pure functions of a {@link ConfusionTable}. Conventions:
 * <ul>
 *   <li><b>accuracy</b> over all rows;</li>
 *   <li><b>balanced accuracy averaged over groups</b>: each group's balanced accuracy (mean recall over the
 *       classes present among its rows) averaged with equal weight per group;</li>
 *   <li><b>demographic parity difference</b>: max over classes c of (max_a − min_a) P(ŷ = c | s = a); for a
 *       binary task both classes give the same value, the usual |P(ŷ=1|a) − P(ŷ=1|b)| (max − min for more
 *       than two groups);</li>
 *   <li><b>equal opportunity difference</b>: max_a − min_a of TPR_a = P(ŷ = p | y = p, s = a) for the positive
 *       class p, over the groups that have positives (a group without positives has no TPR and is listed
 *       in {@link Result#groupsWithoutPositives});</li>
 *   <li><b>equalized odds, mean</b> (FSCL, Park et al. CVPR 2022, the convention SHASAM reports): the mean
 *       over classes y and group pairs a &lt; b of |P(ŷ = y | y, a) − P(ŷ = y | y, b)|, over the terms where
 *       both groups have rows of class y; for a binary task and two groups this is (|ΔTPR| + |ΔTNR|)/2;</li>
 *   <li><b>equalized odds, max</b>: the largest of those terms, i.e. max over classes of max_a − min_a.</li>
 * </ul>
 * With more than two groups every difference aggregates by max − min (demographic parity, equal
 * opportunity) or over all pairs (equalized odds), as stated.
 *
 * <p>When the classes are nested in the groups ({@link ClassNesting}: every class's rows in one group), demographic
 * parity, equal opportunity and both equalized-odds figures are undefined with that reason; accuracy and balanced
 * accuracy are still computed.
 */
public final class PredictionFairness {
    /**
     * @param positiveClass         the class equal opportunity treats as positive, or null (then undefined)
     * @param groupsWithoutPositives groups left out of equal opportunity because no row has y = positive
     */
    public record Result(MetricValue accuracy, MetricValue balancedAccuracy, MetricValue demographicParity,
                         MetricValue equalOpportunity, MetricValue equalizedOddsMean, MetricValue equalizedOddsMax,
                         String positiveClass, List<String> groupsWithoutPositives) {
    }

    private PredictionFairness() {
    }

    /**
     * @param positiveClass the positive class; null: "1" or "true" when the classes are exactly {0, 1} or
     *                      {false, true} (case-insensitive), else equal opportunity is undefined
     */
    public static Result of(ConfusionTable t, String positiveClass) {
        return of(t, positiveClass, ClassNesting.of(t));
    }

    /**
     * As {@link #of(ConfusionTable, String)}, with the nesting of the classes decided elsewhere (the downstream job
     * decides it on every row of the task, not only the test rows the table counts).
     */
    public static Result of(ConfusionTable t, String positiveClass, ClassNesting nesting) {
        var groups = List.copyOf(t.groups());
        if (groups.isEmpty()) {
            var why = MetricValue.undefined("no predictions");
            return new Result(why, why, why, why, why, why, positiveClass, List.of());
        }
        String positive = positiveClass != null ? positiveClass : defaultPositive(t.classes());
        var accuracy = MetricValue.of((double) groups.stream().mapToLong(t::correct).sum() / t.totalRows());
        double balanced = 0;
        for (String g : groups) {
            balanced += GroupClassificationMetrics.macroRecall(t, g).value();
        }
        var without = new ArrayList<String>();
        var eopp = equalOpportunity(t, groups, positive, without);
        if (nesting.nested()) {
            String why = nesting.reason();
            return new Result(accuracy, MetricValue.of(balanced / groups.size()),
                    MetricValue.undefined(why + ", so the groups' true classes are disjoint and P(predicted class | "
                            + "group) differs even for a perfect classifier"),
                    MetricValue.undefined(why + ", so no group's recall of the positive class can be compared with "
                            + "another's"),
                    MetricValue.undefined(why + ", so no class's recall can be compared across groups"),
                    MetricValue.undefined(why + ", so no class's recall can be compared across groups"),
                    positive, List.copyOf(without));
        }
        return new Result(accuracy, MetricValue.of(balanced / groups.size()), demographicParity(t, groups), eopp,
                equalizedOdds(t, groups, false), equalizedOdds(t, groups, true), positive, List.copyOf(without));
    }

    static String defaultPositive(Set<String> classes) {
        var lower = classes.stream().map(c -> c.toLowerCase(Locale.ROOT)).toList();
        if (classes.size() == 2 && lower.containsAll(List.of("0", "1"))) {
            return classes.stream().filter(c -> c.equals("1")).findFirst().orElseThrow();
        }
        if (classes.size() == 2 && lower.containsAll(List.of("false", "true"))) {
            return classes.stream().filter(c -> c.equalsIgnoreCase("true")).findFirst().orElseThrow();
        }
        return null;
    }

    private static MetricValue demographicParity(ConfusionTable t, List<String> groups) {
        if (groups.size() < 2) {
            return MetricValue.undefined("demographic parity needs at least two groups; there is " + groups.size());
        }
        double worst = 0;
        for (String c : t.classes()) {
            double lo = Double.POSITIVE_INFINITY;
            double hi = Double.NEGATIVE_INFINITY;
            for (String g : groups) {
                double rate = (double) t.predicted(g, c) / t.rows(g);
                lo = Math.min(lo, rate);
                hi = Math.max(hi, rate);
            }
            worst = Math.max(worst, hi - lo);
        }
        return MetricValue.of(worst);
    }

    private static MetricValue equalOpportunity(ConfusionTable t, List<String> groups, String positive,
            List<String> without) {
        if (positive == null) {
            return MetricValue.undefined("no positive class: the classes are " + t.classes()
                    + "; name one with --positive-class");
        }
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        int defined = 0;
        for (String g : groups) {
            var tpr = GroupClassificationMetrics.recall(t, g, positive);
            if (!tpr.isDefined()) {
                without.add(g);
                continue;
            }
            defined++;
            lo = Math.min(lo, tpr.value());
            hi = Math.max(hi, tpr.value());
        }
        return defined < 2
                ? MetricValue.undefined("equal opportunity needs two groups with positives (class " + positive
                        + "); " + defined + " had any")
                : MetricValue.of(hi - lo);
    }

    private static MetricValue equalizedOdds(ConfusionTable t, List<String> groups, boolean max) {
        double sum = 0;
        double worst = 0;
        int terms = 0;
        for (String c : t.classes()) {
            for (int i = 0; i < groups.size(); i++) {
                var a = GroupClassificationMetrics.recall(t, groups.get(i), c);
                for (int j = i + 1; j < groups.size() && a.isDefined(); j++) {
                    var b = GroupClassificationMetrics.recall(t, groups.get(j), c);
                    if (b.isDefined()) {
                        double d = Math.abs(a.value() - b.value());
                        sum += d;
                        worst = Math.max(worst, d);
                        terms++;
                    }
                }
            }
        }
        if (terms == 0) {
            return MetricValue.undefined("equalized odds needs a class with rows in at least two groups");
        }
        return MetricValue.of(max ? worst : sum / terms);
    }
}
