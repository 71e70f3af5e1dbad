package org.fairscore.core.classification;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.Map;

/**
 * The {@code downstream} object of report.json: what classifiers trained on the frozen embeddings say
 * about the groups. Each part is null when it was not computed.
 *
 * @param task               the classification task and its train/test split (null without classifiers)
 * @param classifiers        logistic | linearSvm | randomForest → per-group metrics, gaps, prediction fairness
 * @param leakage            the attribute-leakage probe (null when not run)
 * @param predictionFairness fairness of a predictions file given by the user (null when none)
 */
@JsonPropertyOrder({"task", "classifiers", "leakage", "predictionFairness"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record DownstreamReport(TaskReport task, Map<String, ClassifierReport> classifiers, LeakageReport leakage,
                               PredictionFairnessReport predictionFairness) {
}
