package org.fairscore.report.markdown;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.fairscore.core.classification.ClassifierReport;
import org.fairscore.core.classification.DownstreamReport;
import org.fairscore.core.classification.GapReport;
import org.fairscore.core.classification.PredictionFairnessReport;
import org.fairscore.core.classification.SeedAucReport;
import org.fairscore.core.classification.TaskReport;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.verification.Differential;

/**
 * The downstream audit: the task, per classifier the per-group test metrics, their gaps and the fairness of its
 * predictions, the attribute-leakage probe, and the fairness of given predictions — report.html's tables.
 */
final class DownstreamSection implements MarkdownSection {
    /** Why, with nested classes, accuracy and macro recall lead and the prediction-fairness differences do not exist. */
    static final String NESTED = "every class's rows lie in one group, so no class can be compared across groups: "
            + "equalized odds, equal opportunity and demographic parity are undefined; compare the groups by their "
            + "accuracy and macro recall and the gaps between them";
    private static final List<String> CLASSIFIERS = List.of("logistic", "linearSvm", "randomForest");
    private static final Map<String, String> TITLES = Map.of("logistic", "Logistic regression",
            "linearSvm", "Linear SVM (one-vs-rest)", "randomForest", "Random forest");

    @Override
    public boolean appliesTo(AuditReport report) {
        return report.downstream() != null;
    }

    @Override
    public void render(AuditReport r, Markdown out) {
        DownstreamReport d = r.downstream();
        out.heading(2, "Downstream classifiers and leakage");
        boolean nested = d.task() != null && d.task().classesNestedInGroups();
        if (d.task() != null) {
            task(d.task(), out);
        }
        if (d.classifiers() != null) {
            for (String name : CLASSIFIERS) {
                if (d.classifiers().containsKey(name)) {
                    classifier(r, TITLES.get(name), d.classifiers().get(name), nested, out);
                }
            }
        }
        if (d.leakage() != null) {
            leakage(d, out);
        }
        if (d.predictionFairness() != null) {
            out.heading(3, "Fairness of the given predictions");
            fairness(d.predictionFairness(), out);
        }
    }

    private static void task(TaskReport t, Markdown out) {
        out.definition("Task", t.labelSource() + ": " + t.classes().size() + " classes");
        if (t.classesByGroup() != null) {
            var picks = new ArrayList<String>();
            GroupOrder.sorted(t.classesByGroup()).forEach(g -> picks.add(g + ": "
                    + (t.classesByGroup().get(g).isEmpty() ? "none" : String.join(", ", t.classesByGroup().get(g)))));
            out.definition("Classes taken per group", String.join(" · ", picks));
        }
        if (t.groupsWithoutRows() != null) {
            GroupOrder.sorted(t.groupsWithoutRows()).forEach(g -> out.definition("No task rows: " + g,
                    t.groupsWithoutRows().get(g)));
        }
        if (t.classesNestedInGroups()) {
            out.definition("Classes nested in groups", NESTED);
        }
        out.definition("Split", t.split() + " · " + t.trainRows() + " training rows"
                + (t.rebalanced() == null ? "" : " (" + t.rebalanced() + " after oversampling by group)")
                + ", " + t.testRows() + " test rows");
        out.definition("Training cost", t.cost()).endList();
    }

    private static void classifier(AuditReport r, String title, ClassifierReport c, boolean nested, Markdown out) {
        out.heading(3, title);
        if (nested) {
            out.paragraph("Classes nested in groups: " + NESTED + ".");
        }
        var table = MarkdownTable.of(1, "group", "test rows", "accuracy", "macro precision", "macro recall");
        for (String g : GroupOrder.of(r, c.perGroup())) {
            var m = c.perGroup().get(g);
            table.row(g, Long.toString(m.testRows()), Num.of(m.accuracy()), Num.of(m.macroPrecision()),
                    Num.of(m.macroRecall()));
        }
        out.table(table);
        var gaps = MarkdownTable.of(1, "gap", "max − min", "top half − bottom half", "largest |one − rest|");
        for (String metric : gapOrder(GroupOrder.sorted(c.gaps()), nested)) {
            var gap = c.gaps().get(metric);
            gaps.row(metric, Num.of(gap.maxMinusMin()), Num.of(gap.topHalfMinusBottomHalf()), largest(gap));
        }
        out.table(gaps);
        fairness(c.predictionFairness(), out);
    }

    /** With nested classes accuracy and macro recall lead: they are the comparisons that mean something. */
    private static List<String> gapOrder(List<String> metrics, boolean nested) {
        if (!nested) {
            return metrics;
        }
        var order = new ArrayList<String>();
        List.of("accuracy", "macroRecall").stream().filter(metrics::contains).forEach(order::add);
        metrics.stream().filter(m -> !order.contains(m)).forEach(order::add);
        return order;
    }

    /** The largest one-vs-rest difference and its group; the first group in sorted order on a tie. */
    private static String largest(GapReport gap) {
        if (gap.oneVsRest() == null || gap.oneVsRest().isEmpty()) {
            return Num.MISSING;
        }
        String worst = null;
        for (String g : GroupOrder.sorted(gap.oneVsRest())) {
            if (worst == null || gap.oneVsRest().get(g) > gap.oneVsRest().get(worst)) {
                worst = g;
            }
        }
        return Num.of(gap.oneVsRest().get(worst)) + " (" + worst + ")";
    }

    private static void leakage(DownstreamReport d, Markdown out) {
        var l = d.leakage();
        out.heading(3, "Attribute leakage: " + l.attribute()).paragraph("ROC-AUC of predicting " + l.attribute() + " ("
                + l.attributeValues().size() + " values) and, for comparison, the label (" + l.labelClasses().size()
                + " classes) from the embedding; one-vs-rest macro average for more than two values; mean ± sample std "
                + "over seeds. 0.5: not recoverable; 1: fully recoverable.");
        if (l.attributeSplit() != null) {
            out.paragraph("Attribute probe split: " + l.attributeSplit() + ". Label probe split: " + l.labelSplit() + ".");
        }
        var table = MarkdownTable.of(1, "probe", "attribute AUC", "label AUC");
        for (String probe : GroupOrder.sorted(l.byProbe())) {
            var p = l.byProbe().get(probe);
            table.row(probe, auc(p.attributeAuc()), auc(p.labelAuc()));
        }
        if (l.baseline() != null) {
            String cols = String.join(", ", l.baselineColumns());
            for (String probe : GroupOrder.sorted(l.baseline())) {
                var p = l.baseline().get(probe);
                table.row(probe + " on baseline columns " + cols, auc(p.attributeAuc()), auc(p.labelAuc()));
            }
        }
        out.table(table);
    }

    private static void fairness(PredictionFairnessReport f, Markdown out) {
        if (Boolean.TRUE.equals(f.classesNestedInGroups())) {
            out.paragraph("Prediction fairness: the classes are nested in the groups (each class's rows lie in one "
                    + "group), so the differences across groups below are undefined; accuracy and balanced accuracy "
                    + "are not.");
        }
        var table = MarkdownTable.of(1, "prediction fairness", "value");
        row(table, "accuracy", f.accuracy());
        row(table, "balanced accuracy (mean over groups)", f.balancedAccuracy());
        row(table, "demographic parity difference", f.demographicParityDifference());
        row(table, "equal opportunity difference" + (f.positiveClass() == null ? ""
                : " (positive class " + f.positiveClass() + ")"), f.equalOpportunityDifference());
        row(table, "equalized odds (FSCL mean)", f.equalizedOddsMean());
        row(table, "equalized odds (max)", f.equalizedOddsMax());
        out.table(table);
    }

    private static void row(MarkdownTable table, String name, Differential v) {
        table.row(name, v == null ? Num.MISSING : Num.orReason(v.value(), v.undefinedReason()));
    }

    private static String auc(SeedAucReport a) {
        if (a.mean() == null) {
            return "undefined: " + a.undefinedReason();
        }
        return Num.of(a.mean()) + (a.std() == null ? "" : " ± " + Num.of(a.std())) + " (" + a.seeds().size()
                + (a.seeds().size() == 1 ? " seed)" : " seeds)");
    }
}
