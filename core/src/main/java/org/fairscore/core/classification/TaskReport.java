package org.fairscore.core.classification;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

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
 */
@JsonPropertyOrder({"labelSource", "classes", "minSamplesPerClass", "split", "trainRows", "testRows", "rebalanced", "cost"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record TaskReport(String labelSource, List<String> classes, Integer minSamplesPerClass, String split,
                         long trainRows, long testRows, Long rebalanced, String cost) {
}
