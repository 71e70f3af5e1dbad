package org.fairscore.jobs.downstream;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;

import java.io.PrintWriter;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.spark.ml.Estimator;
import org.apache.spark.ml.Model;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.storage.StorageLevel;
import org.fairscore.core.classification.ConfusionTable;
import org.fairscore.core.model.CorpusColumns;

/**
 * Per-group downstream classifiers (finDML's protocol on frozen embeddings): each classifier is trained on the
 * training rows of the task's classes (oversampled by group with {@code --rebalance}) and predicts the test
 * rows. The predictions are returned (one row per test row and classifier: sample_id, group, classifier,
 * label, prediction), and their confusion tables — counted distributed, groups × classes² cells per
 * classifier — are what every metric is computed from.
 */
final class DownstreamClassifiers {
    static final String CLASSIFIER = "classifier";
    static final String LABEL = "label";
    static final String PREDICTION = "prediction";

    record Result(Dataset<Row> predictions, Map<String, ConfusionTable> tables, long trainRows, long testRows,
                  Long rebalancedRows) {
    }

    private DownstreamClassifiers() {
    }

    /** @param rows task rows with {@link Features#IS_TEST}, {@link Features#TASK} and features */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static Result run(Dataset<Row> rows, List<String> classes, DownstreamConfig cfg, PrintWriter progress) {
        var data = Targets.indexed(rows, col(Features.TASK), classes);
        var train = data.filter(col(Features.IS_TEST).unary_$bang());
        var test = data.filter(col(Features.IS_TEST));
        long trainRows = train.count();
        long testRows = test.count();
        Long rebalanced = null;
        if (cfg.rebalance()) {
            train = Oversampling.byGroup(train, cfg.seed()).persist(StorageLevel.MEMORY_AND_DISK());
            rebalanced = train.count();
        }
        Dataset<Row> predictions = null;
        for (String name : cfg.classifiers()) {
            var estimator = (Estimator) Models.create(name, cfg.trees(), cfg.depth(), cfg.maxIter(), cfg.seed(),
                    Features.FEATURES);
            var model = (Model<?>) estimator.fit(train);
            var p = model.transform(test).select(col(CorpusColumns.SAMPLE_ID), col(CorpusColumns.GROUP),
                    lit(name).as(CLASSIFIER), col(Features.TASK).as(LABEL), Targets.predictedName(classes).as(PREDICTION));
            predictions = predictions == null ? p : predictions.unionByName(p);
            progress.printf(Locale.ROOT, "downstream: %s trained on %d rows%n", name, rebalanced == null ? trainRows : rebalanced);
            progress.flush();
        }
        predictions = predictions.persist(StorageLevel.MEMORY_AND_DISK());
        return new Result(predictions, confusion(predictions, cfg.classifiers()), trainRows, testRows, rebalanced);
    }

    /** Confusion tables per classifier, counted in Spark; the driver receives one row per non-empty cell. */
    static Map<String, ConfusionTable> confusion(Dataset<Row> predictions, List<String> classifiers) {
        var cells = new LinkedHashMap<String, Map<ConfusionTable.Cell, Long>>();
        classifiers.forEach(c -> cells.put(c, new HashMap<>()));
        for (Row r : predictions.groupBy(col(CLASSIFIER), col(CorpusColumns.GROUP), col(LABEL), col(PREDICTION))
                .count().collectAsList()) {
            cells.get(r.getString(0)).put(new ConfusionTable.Cell(r.getString(1), r.getString(2), r.getString(3)),
                    r.getLong(4));
        }
        var tables = new LinkedHashMap<String, ConfusionTable>();
        cells.forEach((c, m) -> tables.put(c, ConfusionTable.of(m)));
        return tables;
    }
}
