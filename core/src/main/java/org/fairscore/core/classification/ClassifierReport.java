package org.fairscore.core.classification;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.LinkedHashMap;
import java.util.Map;
import org.fairscore.core.verification.MetricValue;

/**
 * One downstream classifier: per-group test metrics, their gaps, and the fairness of its predictions.
 *
 * @param perGroup           group → accuracy, macro precision, macro recall on its test rows
 * @param gaps               accuracy | macroPrecision | macroRecall → the gap rules of {@link Gaps}
 * @param predictionFairness {@link PredictionFairness} of the test predictions
 */
@JsonPropertyOrder({"perGroup", "gaps", "predictionFairness"})
public record ClassifierReport(Map<String, GroupClassificationReport> perGroup, Map<String, GapReport> gaps,
                               PredictionFairnessReport predictionFairness) {

    /** Everything a classifier's test predictions say, from their confusion table. */
    public static ClassifierReport of(ConfusionTable t, Iterable<String> groups, String positiveClass) {
        return of(t, groups, positiveClass, ClassNesting.of(t));
    }

    /** As above, with the classes' nesting in the groups decided on every row of the task ({@link ClassNesting}). */
    public static ClassifierReport of(ConfusionTable t, Iterable<String> groups, String positiveClass,
            ClassNesting nesting) {
        var perGroup = new LinkedHashMap<String, GroupClassificationReport>();
        var accuracy = new LinkedHashMap<String, MetricValue>();
        var precision = new LinkedHashMap<String, MetricValue>();
        var recall = new LinkedHashMap<String, MetricValue>();
        for (String g : groups) {
            accuracy.put(g, GroupClassificationMetrics.accuracy(t, g));
            precision.put(g, GroupClassificationMetrics.macroPrecision(t, g));
            recall.put(g, GroupClassificationMetrics.macroRecall(t, g));
            perGroup.put(g, GroupClassificationReport.of(t.rows(g), accuracy.get(g), precision.get(g), recall.get(g)));
        }
        var gaps = new LinkedHashMap<String, GapReport>();
        gaps.put("accuracy", GapReport.of(Gaps.of(accuracy)));
        gaps.put("macroPrecision", GapReport.of(Gaps.of(precision)));
        gaps.put("macroRecall", GapReport.of(Gaps.of(recall)));
        return new ClassifierReport(perGroup, gaps, PredictionFairnessReport.of(t, positiveClass, nesting));
    }
}
