package org.fairscore.jobs.downstream;

import static org.apache.spark.sql.functions.col;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.storage.StorageLevel;
import org.fairscore.core.classification.ClassNesting;
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
        var groups = manifest.groups().stream().map(CorpusManifest.GroupStats::name).toList();
        var task = cfg.taskLabelCol() != null ? TaskSelection.column(rows, cfg.taskLabelCol())
                : TaskSelection.perGroup(rows, groups, manifest.labelColumn(), cfg.topK(), cfg.minSamples());
        var fixed = cfg.splitCol() != null
                ? TrainTestSplit.fromColumn(rows, sideFile(cfg), cfg.splitCol()).persist(StorageLevel.MEMORY_AND_DISK())
                : null;
        LongFunction<Dataset<Row>> split = seed -> fixed != null ? fixed
                : TrainTestSplit.seeded(rows, seed, cfg.testFraction());
        String splitText = TrainTestSplit.describe(cfg.splitCol(), cfg.seed(), cfg.testFraction());

        var warnings = new ArrayList<String>();
        LinkedHashMap<String, ClassifierReport> classifiers = null;
        TaskReport taskReport = null;
        Dataset<Row> predictions = null;
        if (!cfg.classifiers().isEmpty()) {
            var rowsByGroup = TaskSelection.rowsByGroup(rows, task.classes());
            var nesting = ClassNesting.ofCounts(rowsByGroup);
            var withoutRows = withoutRows(groups, rowsByGroup, task);
            withoutRows.forEach((g, why) -> warnings.add("group " + g + " has no rows of the task's classes ("
                    + why + "): its downstream metrics are undefined"));
            var result = DownstreamClassifiers.run(split.apply(cfg.seed()), task.classes(), cfg, progress);
            predictions = result.predictions();
            classifiers = new LinkedHashMap<>();
            for (var e : result.tables().entrySet()) {
                classifiers.put(e.getKey(), ClassifierReport.of(e.getValue(), groups, cfg.positiveClass(), nesting));
            }
            var anyTable = result.tables().values().iterator().next();
            groups.stream().filter(g -> anyTable.rows(g) == 0 && !withoutRows.containsKey(g))
                    .forEach(g -> warnings.add("group " + g + " has no test rows of the task's classes: its downstream "
                            + "metrics are undefined"));
            if (nesting.nested()) {
                warnings.add(nesting.reason() + ": equalized odds, equal opportunity and demographic parity are "
                        + "undefined; compare the groups by per-group accuracy and macro recall");
            }
            taskReport = new TaskReport(task.labelSource(), task.classes(), task.minSamples(), splitText,
                    result.trainRows(), result.testRows(), result.rebalancedRows(),
                    Models.cost(cfg.trees(), cfg.depth(), cfg.maxIter()), task.classesByGroup(),
                    withoutRows.isEmpty() ? null : withoutRows, nesting.nested());
        }
        LeakageReport leakage = null;
        if (cfg.leakage()) {
            leakage = LeakageProbe.run(probeSplits(rows, fixed, split, splitText, cfg),
                    String.join("|", manifest.groupBy()), col(CorpusColumns.GROUP), groups,
                    col(Features.TASK), task.classes(), cfg, progress);
        }
        var downstream = new DownstreamReport(taskReport, classifiers, leakage, null);
        var report = AuditReport.builder(AuditReport.Kind.DOWNSTREAM, manifest, manifest.groupBy()).warnings(warnings)
                .methods(DownstreamMethods.describe(cfg, splitText)).downstream(downstream).build();
        var written = run.finish(report, cfg.gates(), Pages.HTML_AND_MARKDOWN, predictionsOf(predictions), ReportOutput.rejectsOf(corpus));
        rows.unpersist();
        if (fixed != null) {
            fixed.unpersist();
        }
        return written;
    }

    /**
     * The leakage probe's splits: with a split column, that column for both targets; else the label target by sample
     * (its classes are labels) and the attribute target as {@code --split-by} says (by label by default).
     */
    private static LeakageProbe.Splits probeSplits(Dataset<Row> rows, Dataset<Row> fixed,
            LongFunction<Dataset<Row>> bySample, String splitText, DownstreamConfig cfg) {
        if (fixed != null) {
            return new LeakageProbe.Splits(bySample, splitText, bySample, splitText);
        }
        String sampleText = "seeded by sample per probe seed: test iff xxhash64(seed, sample_id) mod 10^6 < "
                + cfg.testFraction() + " * 10^6";
        if (cfg.splitBy() == ProbeSplit.SAMPLE) {
            return new LeakageProbe.Splits(bySample, sampleText + " (--split-by sample)", bySample, sampleText);
        }
        return new LeakageProbe.Splits(seed -> TrainTestSplit.byLabel(rows, seed, cfg.testFraction()),
                "seeded by identity label per probe seed: test iff xxhash64(seed, 2, label) mod 10^6 < "
                        + cfg.testFraction() + " * 10^6, so no test identity is seen in training (--split-by label)",
                bySample, sampleText);
    }

    /** Groups without a row of the task's classes, and why (the selection's reason when it took nothing for them). */
    private static Map<String, String> withoutRows(List<String> groups, Map<String, Map<String, Long>> rowsByGroup,
            TaskSelection.Task task) {
        var m = new LinkedHashMap<String, String>();
        for (String g : groups) {
            if (!rowsByGroup.containsKey(g)) {
                m.put(g, task.notChosen().getOrDefault(g, "no sample of the group has one of the task's classes"));
            }
        }
        return m;
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
