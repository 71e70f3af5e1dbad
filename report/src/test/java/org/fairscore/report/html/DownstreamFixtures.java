package org.fairscore.report.html;

import static org.fairscore.report.html.ReportFixtures.GROUPS;

import java.util.LinkedHashMap;
import java.util.List;
import org.fairscore.core.classification.ClassNesting;
import org.fairscore.core.classification.ClassifierReport;
import org.fairscore.core.classification.ConfusionTable;
import org.fairscore.core.classification.DownstreamReport;
import org.fairscore.core.classification.LeakageReport;
import org.fairscore.core.classification.PredictionFairnessReport;
import org.fairscore.core.classification.SeedAucReport;
import org.fairscore.core.classification.SeedSummary;
import org.fairscore.core.classification.TaskReport;
import org.fairscore.core.verification.MetricValue;

/** A downstream report over the hostile groups, with hostile class names too. */
final class DownstreamFixtures {
    static final String CLASS = "<b>cls</b>";

    private DownstreamFixtures() {
    }

    static DownstreamReport hostile() {
        var t = ConfusionTable.empty();
        for (int i = 0; i < GROUPS.size(); i++) {
            t = t.add(GROUPS.get(i), CLASS, CLASS, 3 + i).add(GROUPS.get(i), CLASS, "other", 1)
                    .add(GROUPS.get(i), "other", "other", 2);
        }
        var classifiers = new LinkedHashMap<String, ClassifierReport>();
        classifiers.put("logistic", ClassifierReport.of(t, GROUPS, null));
        classifiers.put("randomForest", ClassifierReport.of(t, GROUPS, CLASS));
        var seeds = List.of(1L, 2L, 3L);
        var attr = SeedAucReport.of(null, SeedSummary.of(seeds,
                List.of(MetricValue.of(0.9), MetricValue.of(0.91), MetricValue.of(0.92))));
        var label = SeedAucReport.of(null, SeedSummary.of(seeds,
                List.of(MetricValue.of(0.7), MetricValue.undefined("no positives " + CLASS), MetricValue.of(0.72))));
        var byProbe = new LinkedHashMap<String, LeakageReport.ProbeReport>();
        byProbe.put("randomForest", new LeakageReport.ProbeReport(attr, label));
        var leakage = new LeakageReport("race" + ReportFixtures.SCRIPT, GROUPS, List.of(CLASS, "other"),
                attr.withProbe("randomForest"), label.withProbe("randomForest"), byProbe,
                List.of("age" + CLASS), byProbe, "by identity label " + CLASS, "by sample " + CLASS);
        var task = new TaskReport("the 2 most frequent labels " + CLASS, List.of(CLASS, "other"), 100,
                "seeded split", 60, 20, 90L, "3 fits", null, null, false);
        return new DownstreamReport(task, classifiers, leakage, PredictionFairnessReport.of(t, "other"));
    }

    /** Identities as classes, each in one group: A has i1, i2; B has i3 (classes nested in groups). */
    static DownstreamReport nested() {
        var t = ConfusionTable.empty().add("A", "i1", "i1", 3).add("A", "i1", "i2", 1).add("A", "i2", "i2", 2)
                .add("B", "i3", "i3", 2).add("B", "i3", "i1", 2);
        var nesting = ClassNesting.of(t);
        var classifiers = new LinkedHashMap<String, ClassifierReport>();
        classifiers.put("logistic", ClassifierReport.of(t, List.of("A", "B"), null, nesting));
        var groupsByClass = new LinkedHashMap<String, List<String>>();
        groupsByClass.put("A", List.of("i1", "i2"));
        groupsByClass.put("B", List.of("i3"));
        var task = new TaskReport("3 labels taken round-robin", List.of("i1", "i2", "i3"), 2, "seeded split", 40, 10,
                null, "3 fits", groupsByClass, null, nesting.nested());
        return new DownstreamReport(task, classifiers, null, null);
    }
}
