package org.fairscore.core.classification;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Map;

/**
 * The downstream classification task, as run.
 *
 * @param labelSource        how the classes were chosen (the k most frequent labels, or a task column)
 * @param classes            the classes, sorted
 * @param minSamplesPerClass a label needed at least this many samples to be a class (top-k policy)
 * @param split              how train and test rows were chosen
 * @param trainRows          training rows of the task's classes (before rebalancing)
 * @param testRows           test rows of the task's classes
 * @param rebalanced         training rows after oversampling every group to the largest (null: not rebalanced)
 * @param cost               the training cost, in words
 * @param classesByGroup     group → the classes taken on its turn of the per-group selection
 *                           ({@link TaskClassSelection}; null with a task column)
 * @param groupsWithoutRows  group → why it has no row of the task's classes (null: every group has some)
 * @param classesNestedInGroups every class's rows lie in one group ({@link ClassNesting}): the prediction-fairness
 *                           differences are undefined, per-group accuracy and macro recall are what compare groups
 */
@JsonPropertyOrder({"labelSource", "classes", "minSamplesPerClass", "classesByGroup", "groupsWithoutRows",
        "classesNestedInGroups", "split", "trainRows", "testRows", "rebalanced", "cost"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record TaskReport(String labelSource, List<String> classes, Integer minSamplesPerClass, String split,
                         long trainRows, long testRows, Long rebalanced, String cost,
                         Map<String, List<String>> classesByGroup, Map<String, String> groupsWithoutRows,
                         boolean classesNestedInGroups) {
}
