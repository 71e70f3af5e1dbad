package org.fairscore.core.classification;

import org.fairscore.core.verification.MetricValue;

/**
 * Per-group accuracy, macro precision and macro recall of a classifier, pure functions of a
 * {@link ConfusionTable}.
 *
 * <p><b>Label-set policy</b> (what "macro" averages over): the classes that occur as a <em>true</em>
 * class among the group's test rows, each with equal weight. Recall of such a class is always defined.
 * Precision of such a class that the classifier never predicted in the group is 0 (scikit-learn's
 * {@code zero_division=0}): all its rows were missed, and leaving the class out would reward that.
 * Classes predicted in the group but absent from its true labels are not averaged (their precision is 0
 * by definition and they have no recall); their false positives already lower accuracy and the recall
 * of the true classes. A group with no test rows has every metric undefined.
 */
public final class GroupClassificationMetrics {
    private GroupClassificationMetrics() {
    }

    /** Correct / rows of the group. */
    public static MetricValue accuracy(ConfusionTable t, String group) {
        long n = t.rows(group);
        return n == 0 ? noRows(group) : MetricValue.of((double) t.correct(group) / n);
    }

    /** Recall of class {@code c} in the group: P(ŷ = c | y = c, group) — FSCL's per-class accuracy. */
    public static MetricValue recall(ConfusionTable t, String group, String c) {
        long n = t.actual(group, c);
        return n == 0
                ? MetricValue.undefined("group " + group + " has no test rows of class " + c)
                : MetricValue.of((double) t.count(group, c, c) / n);
    }

    /** Mean recall over the group's true classes (also the group's balanced accuracy). */
    public static MetricValue macroRecall(ConfusionTable t, String group) {
        var classes = t.trueClasses(group);
        if (classes.isEmpty()) {
            return noRows(group);
        }
        double sum = 0;
        for (String c : classes) {
            sum += (double) t.count(group, c, c) / t.actual(group, c);
        }
        return MetricValue.of(sum / classes.size());
    }

    /** Mean precision over the group's true classes; a class never predicted counts 0 (see the class doc). */
    public static MetricValue macroPrecision(ConfusionTable t, String group) {
        var classes = t.trueClasses(group);
        if (classes.isEmpty()) {
            return noRows(group);
        }
        double sum = 0;
        for (String c : classes) {
            long predicted = t.predicted(group, c);
            sum += predicted == 0 ? 0 : (double) t.count(group, c, c) / predicted;
        }
        return MetricValue.of(sum / classes.size());
    }

    private static MetricValue noRows(String group) {
        return MetricValue.undefined("group " + group + " has no test rows");
    }
}
