package org.fairscore.jobs.downstream;

import static org.apache.spark.sql.functions.col;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.function.LongFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.storage.StorageLevel;
import org.fairscore.core.classification.ClassifierReport;
import org.fairscore.core.classification.DownstreamReport;
import org.fairscore.core.classification.LeakageReport;
import org.fairscore.core.classification.TaskReport;
import org.fairscore.core.model.CorpusColumns;
import org.fairscore.core.model.CorpusManifest;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.report.AuditReport;
import org.fairscore.jobs.run.JobRun;
import org.fairscore.jobs.run.ReportOutput.Pages;
import org.fairscore.jobs.run.ReportOutput;
import org.fairscore.prep.PrepJob;
import org.fairscore.prep.side.SideColumns;
import org.fairscore.prep.PreparedCorpus;

/**
 * Read → task and split → per-group classifiers and leakage probe (MLlib, distributed) → report → atomic commit
 * of {@code OUT/report.json}, {@code report.html}, {@code run.json}, {@code predictions/} (Parquet: sample_id,
 * group, classifier, label, prediction — one row per test row and classifier) and {@code _SUCCESS} last.
 *
 * <p>The driver holds the task's classes, one count per group, and confusion tables of groups × classes²
 * cells per classifier; no sample reaches it.
 */
public final class DownstreamJob {
    static final String TASK_SIDE = "task_side";
    public static final String PREDICTIONS = "predictions";

    private DownstreamJob() {
    }

    public static AuditReport run(SparkSession spark, DownstreamConfig cfg, PrintWriter progress) {
        var run = JobRun.start(spark, cfg.out(), cfg.commandLine());
        PreparedCorpus corpus = PrepJob.open(spark, cfg.input(), cfg.prep());
        CorpusManifest manifest = corpus.manifest();
        var withTask = withSideColumns(spark, corpus.samples(), cfg, manifest.idColumn())
                .withColumn(Features.TASK, cfg.taskLabelCol() != null ? col(TASK_SIDE) : col(CorpusColumns.LABEL))
                .withColumn(Features.FEATURES, Features.vector());
        var rows = (cfg.baselineCols().isEmpty() ? withTask
                : Features.withBaseline(withTask, sideFile(cfg), cfg.baselineCols())).persist(StorageLevel.MEMORY_AND_DISK());
        var task = cfg.taskLabelCol() != null ? TaskSelection.column(rows, cfg.taskLabelCol())
                : TaskSelection.topK(rows, manifest.labelColumn(), cfg.topK(), cfg.minSamples());
        var fixed = cfg.splitCol() != null
                ? TrainTestSplit.fromColumn(rows, sideFile(cfg), cfg.splitCol()).persist(StorageLevel.MEMORY_AND_DISK())
                : null;
        LongFunction<Dataset<Row>> split = seed -> fixed != null ? fixed
                : TrainTestSplit.seeded(rows, seed, cfg.testFraction());
        String splitText = TrainTestSplit.describe(cfg.splitCol(), cfg.seed(), cfg.testFraction());

        var warnings = new ArrayList<String>();
        var groups = manifest.groups().stream().map(CorpusManifest.GroupStats::name).toList();
        LinkedHashMap<String, ClassifierReport> classifiers = null;
        TaskReport taskReport = null;
        Dataset<Row> predictions = null;
        if (!cfg.classifiers().isEmpty()) {
            var result = DownstreamClassifiers.run(split.apply(cfg.seed()), task.classes(), cfg, progress);
            predictions = result.predictions();
            classifiers = new LinkedHashMap<>();
            for (var e : result.tables().entrySet()) {
                classifiers.put(e.getKey(), ClassifierReport.of(e.getValue(), groups, cfg.positiveClass()));
            }
            var anyTable = result.tables().values().iterator().next();
            groups.stream().filter(g -> anyTable.rows(g) == 0)
                    .forEach(g -> warnings.add("group " + g + " has no test rows of the task's classes: its downstream "
                            + "metrics are undefined"));
            taskReport = new TaskReport(task.labelSource(), task.classes(), task.minSamples(), splitText,
                    result.trainRows(), result.testRows(), result.rebalancedRows(),
                    Models.cost(cfg.trees(), cfg.depth(), cfg.maxIter()));
        }
        LeakageReport leakage = null;
        if (cfg.leakage()) {
            leakage = LeakageProbe.run(split, String.join("|", manifest.groupBy()), col(CorpusColumns.GROUP), groups,
                    col(Features.TASK), task.classes(), cfg, progress);
        }
        var downstream = new DownstreamReport(taskReport, classifiers, leakage, null);
        var report = AuditReport.builder(AuditReport.Kind.DOWNSTREAM, manifest, manifest.groupBy()).warnings(warnings)
                .methods(DownstreamMethods.describe(cfg, splitText)).downstream(downstream).build();
        run.finish(report, Pages.HTML, predictionsOf(predictions), ReportOutput.rejectsOf(corpus));
        rows.unpersist();
        if (fixed != null) {
            fixed.unpersist();
        }
        return report;
    }

    private static Dataset<Row> withSideColumns(SparkSession spark, Dataset<Row> samples, DownstreamConfig cfg,
            String idCol) {
        var side = SideColumns.of(TrainTestSplit.SPLIT, cfg.splitCol());
        side.putAll(SideColumns.of(TASK_SIDE, cfg.taskLabelCol()));
        for (int i = 0; i < cfg.baselineCols().size(); i++) {
            side.put(Features.baselineColumn(i), cfg.baselineCols().get(i));
        }
        if (side.isEmpty()) {
            return samples;
        }
        String file = sideFile(cfg);
        String format = SideColumns.format(file, cfg.columnsFrom() != null || cfg.prep() == null ? null : cfg.prep().format());
        return SideColumns.join(spark, samples, file, format, idCol, side);
    }

    private static String sideFile(DownstreamConfig cfg) {
        if (cfg.columnsFrom() != null) {
            return cfg.columnsFrom();
        }
        if (cfg.prep() == null) {
            throw new InvalidInputException("--split-col, --task-label and --baseline-cols need the columns' file: a prepared corpus "
                    + "does not carry them; give --columns-from FILE (CSV or Parquet with the sample id column)");
        }
        if (cfg.prep().inputs().size() != 1) {
            throw new InvalidInputException("--split-col, --task-label and --baseline-cols with several inputs: give --columns-from FILE");
        }
        return cfg.prep().inputs().get(0);
    }

    /** {@code predictions/}, when classifiers ran. */
    private static ReportOutput.Part predictionsOf(Dataset<Row> predictions) {
        return output -> {
            if (predictions != null) {
                predictions.orderBy(col(DownstreamClassifiers.CLASSIFIER), col(CorpusColumns.SAMPLE_ID)).write()
                        .parquet(output.tempPath() + "/" + PREDICTIONS);
                predictions.unpersist();
            }
        };
    }
}
