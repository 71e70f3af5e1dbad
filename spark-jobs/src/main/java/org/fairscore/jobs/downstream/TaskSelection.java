package org.fairscore.jobs.downstream;

import static org.apache.spark.sql.functions.col;

import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.fairscore.core.model.InvalidInputException;

/**
 * The downstream task's classes. Face corpora have thousands of identities, far too many (and too small)
 * to train a classifier per identity, so the task is explicit: the k most frequent values of the label
 * with at least {@code minSamples} samples each (ties broken by name), or every value of a task column.
 * Only the driver's k (or distinct task values, at most {@link #MAX_CLASSES}) rows are collected.
 */
final class TaskSelection {
    static final int MAX_CLASSES = 1000;

    record Task(List<String> classes, String labelSource, Integer minSamples) {
    }

    private TaskSelection() {
    }

    static Task topK(Dataset<Row> samples, String labelColumn, int k, int minSamples) {
        var top = samples.groupBy(col(Features.TASK)).count().filter(col("count").geq(minSamples))
                .orderBy(col("count").desc(), col(Features.TASK).asc()).limit(k).collectAsList();
        if (top.size() < 2) {
            throw new InvalidInputException("task: only " + top.size() + " value(s) of the label column '" + labelColumn
                    + "' have at least " + minSamples + " samples; a classification task needs 2 (lower --min-samples, "
                    + "or give --task-label)");
        }
        var classes = top.stream().map(r -> r.getString(0)).sorted().toList();
        return new Task(classes, "the " + classes.size() + " most frequent values of '" + labelColumn + "' with at least "
                + minSamples + " samples (asked for " + k + ")", minSamples);
    }

    static Task column(Dataset<Row> samples, String column) {
        var values = samples.select(col(Features.TASK)).distinct().limit(MAX_CLASSES + 1).collectAsList();
        if (values.size() > MAX_CLASSES) {
            throw new InvalidInputException("task-label '" + column + "': more than " + MAX_CLASSES + " distinct values");
        }
        if (values.size() < 2) {
            throw new InvalidInputException("task-label '" + column + "': a classification task needs 2 classes, found "
                    + values.size());
        }
        return new Task(values.stream().map(r -> r.getString(0)).sorted().toList(),
                "every value of the task column '" + column + "'", null);
    }
}
