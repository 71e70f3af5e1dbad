package org.fairscore.report.html;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.fairscore.core.classification.ClassifierReport;
import org.fairscore.core.classification.DownstreamReport;
import org.fairscore.core.classification.GapReport;
import org.fairscore.core.classification.PredictionFairnessReport;
import org.fairscore.core.classification.SeedAucReport;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.verification.Differential;

/**
 * The downstream audit ({@code fairscore downstream}): per-group test metrics and gaps of each classifier
 * trained on the frozen embeddings, the attribute-leakage probe, and the fairness of predictions.
 */
final class DownstreamSection implements ReportSection {
    /** Why, with nested classes, accuracy and macro recall lead and the prediction-fairness differences do not exist. */
    static final String NESTED = "every class's rows lie in one group, so no class can be compared across groups: "
            + "equalized odds, equal opportunity and demographic parity are undefined; compare the groups by their "
            + "accuracy and macro recall and the gaps between them";
    private static final Map<String, String> CLASSIFIERS = Map.of("logistic", "Logistic regression",
            "linearSvm", "Linear SVM (one-vs-rest)", "randomForest", "Random forest");

    @Override
    public String id() {
        return "downstream";
    }

    @Override
    public String title() {
        return "Downstream classifiers and leakage";
    }

    @Override
    public boolean appliesTo(AuditReport report) {
        return report.downstream() != null;
    }

    @Override
    public void render(ReportContext ctx, Html out) {
        DownstreamReport d = ctx.report().downstream();
        if (d.task() != null) {
            var t = d.task();
            out.open("dl", "class", "facts");
            out.el("dt", "Task").el("dd", t.labelSource() + ": " + t.classes().size() + " classes");
            if (t.classesByGroup() != null) {
                var picks = new StringBuilder();
                t.classesByGroup().forEach((g, c) -> picks.append(picks.isEmpty() ? "" : " · ").append(g).append(": ")
                        .append(c.isEmpty() ? "none" : String.join(", ", c)));
                out.el("dt", "Classes taken per group").el("dd", picks.toString());
            }
            if (t.groupsWithoutRows() != null) {
                t.groupsWithoutRows().forEach((g, why) -> out.el("dt", "No task rows: " + g).el("dd", why));
            }
            if (t.classesNestedInGroups()) {
                out.el("dt", "Classes nested in groups").el("dd", NESTED);
            }
            out.el("dt", "Split").el("dd", t.split() + " · " + Fmt.count(t.trainRows()) + " training rows"
                    + (t.rebalanced() == null ? "" : " (" + Fmt.count(t.rebalanced()) + " after oversampling by group)")
                    + ", " + Fmt.count(t.testRows()) + " test rows");
            out.el("dt", "Training cost").el("dd", t.cost());
            out.close("dl");
        }
        if (d.classifiers() != null) {
            for (String name : List.of("logistic", "linearSvm", "randomForest")) {
                if (d.classifiers().containsKey(name)) {
                    classifier(ctx, out, CLASSIFIERS.get(name), d.classifiers().get(name),
                            d.task() != null && d.task().classesNestedInGroups());
                }
            }
        }
        if (d.leakage() != null) {
            var l = d.leakage();
            out.el("h3", "Attribute leakage: " + l.attribute());
            out.el("p", "ROC-AUC of predicting " + l.attribute() + " (" + l.attributeValues().size()
                    + " values) and, for comparison, the label (" + l.labelClasses().size() + " classes) from the "
                    + "embedding; one-vs-rest macro average for more than two values; mean ± sample std over seeds. "
                    + "0.5: not recoverable; 1: fully recoverable.", "class", "note");
            if (l.attributeSplit() != null) {
                out.el("p", "Attribute probe split: " + l.attributeSplit() + ". Label probe split: " + l.labelSplit()
                        + ".", "class", "note");
            }
            out.open("div", "class", "table-scroll").open("table").open("tr").el("th", "probe", "class", "l")
                    .el("th", "attribute AUC").el("th", "label AUC").close("tr");
            l.byProbe().forEach((probe, p) -> out.open("tr").el("td", probe, "class", "l")
                    .el("td", auc(p.attributeAuc())).el("td", auc(p.labelAuc())).close("tr"));
            if (l.baseline() != null) {
                String cols = String.join(", ", l.baselineColumns());
                l.baseline().forEach((probe, p) -> out.open("tr").el("td", probe + " on baseline columns " + cols, "class", "l")
                        .el("td", auc(p.attributeAuc())).el("td", auc(p.labelAuc())).close("tr"));
            }
            out.close("table").close("div");
        }
        if (d.predictionFairness() != null) {
            out.el("h3", "Fairness of the given predictions");
            fairness(out, d.predictionFairness());
        }
    }

    private static void classifier(ReportContext ctx, Html out, String title, ClassifierReport c, boolean nested) {
        out.el("h3", title);
        if (nested) {
            out.el("p", "Classes nested in groups: " + NESTED + ".", "class", "note");
        }
        out.open("div", "class", "table-scroll").open("table").open("tr").el("th", "group", "class", "l")
                .el("th", "test rows").el("th", "accuracy").el("th", "macro precision").el("th", "macro recall").close("tr");
        for (String g : ctx.groupsIn(c.perGroup())) {
            var r = c.perGroup().get(g);
            out.open("tr").open("td", "class", "l");
            ctx.groupLabel(out, g);
            out.close("td").el("td", Fmt.count(r.testRows())).el("td", Fmt.rate(r.accuracy()))
                    .el("td", Fmt.rate(r.macroPrecision())).el("td", Fmt.rate(r.macroRecall())).close("tr");
        }
        out.close("table").close("div");
        out.open("div", "class", "table-scroll").open("table").open("tr").el("th", "gap", "class", "l")
                .el("th", "max − min").el("th", "top half − bottom half").el("th", "largest |one − rest|").close("tr");
        for (String metric : gapOrder(c.gaps().keySet(), nested)) {
            var gap = c.gaps().get(metric);
            out.open("tr").el("td", metric, "class", "l")
                    .el("td", Fmt.rate(gap.maxMinusMin())).el("td", Fmt.rate(gap.topHalfMinusBottomHalf()))
                    .el("td", largest(gap)).close("tr");
        }
        out.close("table").close("div");
        fairness(out, c.predictionFairness());
    }

    /** With nested classes accuracy and macro recall lead: they are the comparisons that mean something. */
    private static List<String> gapOrder(Set<String> metrics, boolean nested) {
        if (!nested) {
            return List.copyOf(metrics);
        }
        var order = new ArrayList<String>();
        for (String lead : List.of("accuracy", "macroRecall")) {
            if (metrics.contains(lead)) {
                order.add(lead);
            }
        }
        metrics.stream().filter(m -> !order.contains(m)).forEach(order::add);
        return order;
    }

    private static String largest(GapReport gap) {
        if (gap.oneVsRest() == null || gap.oneVsRest().isEmpty()) {
            return Fmt.MISSING;
        }
        var worst = gap.oneVsRest().entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow();
        return Fmt.rate(worst.getValue()) + " (" + worst.getKey() + ")";
    }

    private static void fairness(Html out, PredictionFairnessReport f) {
        if (Boolean.TRUE.equals(f.classesNestedInGroups())) {
            out.el("p", "Prediction fairness: the classes are nested in the groups (each class's rows lie in one "
                    + "group), so the differences across groups below are undefined; accuracy and balanced accuracy "
                    + "are not.", "class", "note");
        }
        out.open("div", "class", "table-scroll").open("table").open("tr").el("th", "prediction fairness", "class", "l")
                .el("th", "value").close("tr");
        row(out, "accuracy", f.accuracy());
        row(out, "balanced accuracy (mean over groups)", f.balancedAccuracy());
        row(out, "demographic parity difference", f.demographicParityDifference());
        row(out, "equal opportunity difference"
                + (f.positiveClass() == null ? "" : " (positive class " + f.positiveClass() + ")"),
                f.equalOpportunityDifference());
        row(out, "equalized odds (FSCL mean)", f.equalizedOddsMean());
        row(out, "equalized odds (max)", f.equalizedOddsMax());
        out.close("table").close("div");
    }

    private static void row(Html out, String name, Differential v) {
        out.open("tr").el("td", name, "class", "l")
                .el("td", v.value() != null ? Fmt.rate(v.value()) : "undefined: " + v.undefinedReason()).close("tr");
    }

    private static String auc(SeedAucReport a) {
        if (a.mean() == null) {
            return "undefined: " + a.undefinedReason();
        }
        return Fmt.rate(a.mean()) + (a.std() == null ? "" : " ± " + Fmt.rate(a.std())) + " (" + a.seeds().size()
                + (a.seeds().size() == 1 ? " seed)" : " seeds)");
    }
}
