package org.fairscore.jobs.downstream;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.row_number;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.expressions.Window;
import org.fairscore.core.classification.TaskClassSelection;
import org.fairscore.core.model.CorpusColumns;
import org.fairscore.core.model.InvalidInputException;

/**
 * The downstream task's classes. Face corpora have thousands of identities, far too many (and too small)
 * to train a classifier per identity, so the task is explicit: k labels chosen group by group
 * ({@link TaskClassSelection}: each group's most frequent labels with at least {@code minSamples} samples in the
 * group, round-robin over the groups, ties broken by name), or every value of a task column.
 * The driver collects at most k (group, label) counts per group (or the distinct task values, at most
 * {@link #MAX_CLASSES}), and then one row count per group and class of the task.
 */
final class TaskSelection {
    static final int MAX_CLASSES = 1000;

    /**
     * @param classesByGroup group → classes taken on its turn (null with a task column)
     * @param notChosen      group → why nothing was taken on its turn (empty with a task column)
     */
    record Task(List<String> classes, String labelSource, Integer minSamples, Map<String, List<String>> classesByGroup,
                Map<String, String> notChosen) {
    }

    private TaskSelection() {
    }

    static Task perGroup(Dataset<Row> samples, List<String> groups, String labelColumn, int k, int minSamples) {
        var rank = row_number().over(Window.partitionBy(col(CorpusColumns.GROUP))
                .orderBy(col("count").desc(), col(Features.TASK).asc()));
        var top = samples.groupBy(col(CorpusColumns.GROUP), col(Features.TASK)).count()
                .filter(col("count").geq(minSamples)).withColumn("rank", rank).filter(col("rank").leq(k))
                .collectAsList();
        var counts = new TreeMap<String, Map<String, Long>>();
        top.forEach(r -> counts.computeIfAbsent(r.getString(0), g -> new TreeMap<>()).put(r.getString(1), r.getLong(2)));
        var chosen = TaskClassSelection.roundRobin(groups, counts, k, minSamples);
        if (chosen.classes().size() < 2) {
            throw new InvalidInputException("task: only " + chosen.classes().size() + " value(s) of the label column '"
                    + labelColumn + "' have at least " + minSamples + " samples in a group; a classification task needs "
                    + "2 (lower --min-samples, or give --task-label)");
        }
        return new Task(chosen.classes(), "the " + chosen.classes().size() + " labels taken round-robin over the "
                + groups.size() + " groups, each group's most frequent labels first (ties by name), with at least "
                + minSamples + " samples in the group (asked for " + k + ")", minSamples, chosen.chosenFor(),
                chosen.notChosen());
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
                "every value of the task column '" + column + "'", null, null, Map.of());
    }

    /** Rows of each task class per group, over every row (train and test): group → class → rows. */
    static Map<String, Map<String, Long>> rowsByGroup(Dataset<Row> samples, List<String> classes) {
        var m = new LinkedHashMap<String, Map<String, Long>>();
        samples.filter(col(Features.TASK).isin(classes.toArray())).groupBy(col(CorpusColumns.GROUP), col(Features.TASK))
                .count().collectAsList()
                .forEach(r -> m.computeIfAbsent(r.getString(0), g -> new TreeMap<>()).put(r.getString(1), r.getLong(2)));
        return m;
    }
}
