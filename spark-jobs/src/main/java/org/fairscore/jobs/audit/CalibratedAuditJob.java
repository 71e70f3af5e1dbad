package org.fairscore.jobs.audit;

import static org.apache.spark.sql.functions.col;

import java.io.PrintWriter;
import java.util.List;
import org.apache.spark.api.java.function.FilterFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.storage.StorageLevel;
import org.fairscore.core.audit.AuditSettings;
import org.fairscore.core.audit.ProtocolAudit;
import org.fairscore.core.audit.VerificationAudit;
import org.fairscore.core.model.CorpusColumns;
import org.fairscore.core.model.CorpusManifest;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.protocol.CalibrationReport;
import org.fairscore.core.protocol.ProtocolSource;
import org.fairscore.core.report.AuditReport;
import org.fairscore.jobs.run.JobRun;
import org.fairscore.jobs.run.ReportOutput.Pages;
import org.fairscore.jobs.run.ReportOutput;
import org.fairscore.jobs.scoring.ScoringOptions;
import org.fairscore.jobs.template.TemplateCorpus;
import org.fairscore.prep.PrepJob;
import org.fairscore.prep.SampleBatch;
import org.fairscore.prep.partition.CrossGroupIdentities;
import org.fairscore.prep.partition.GroupStatistics;
import org.fairscore.prep.partition.StrictIdentities;

/**
 * {@code audit --calibrate-on FRACTION|FILE}: the all-pairs audit with thresholds set on a calibration part of
 * the identities and applied to the rest (the test part), as a verification audit that must not set its
 * threshold on the data it reports. Two runs of the scoring engine ({@link VerificationScoring}): the
 * calibration part (thresholds only: no bootstrap, no cross-group), then the test part with those thresholds
 * fixed ({@link AuditSettings#fixedThresholds()}) and each group's own threshold resolved for the aggregation
 * bias. Samples are split by a pure function of their label (or a Spark join with the listed identities), so
 * no identity can be on both sides and nothing is collected.
 */
public final class CalibratedAuditJob {
    private CalibratedAuditJob() {
    }

    public static AuditReport run(SparkSession spark, AuditConfig cfg, CalibrationSpec cal, PrintWriter progress) {
        var run = JobRun.start(spark, cfg.out(), cfg.commandLine());
        var loaded = PrepJob.open(spark, cfg.input(), cfg.prep());
        if (cfg.strictIdentities()) {
            StrictIdentities.check(loaded.withIdentitiesCounted().manifest(), cfg.input());
        }
        var templates = TemplateCorpus.of(loaded, cfg.templateCol(), progress);
        var corpus = templates.corpus();
        Dataset<Row> samples = corpus.samples();
        Dataset<Row> calibration;
        Dataset<Row> test;
        if (cal.split() != null) {
            var split = cal.split();
            calibration = samples.filter((FilterFunction<Row>) r -> split.isCalibration(r.getAs(CorpusColumns.LABEL)));
            test = samples.filter((FilterFunction<Row>) r -> !split.isCalibration(r.getAs(CorpusColumns.LABEL)));
        } else {
            var ids = spark.read().textFile(cal.file()).map(
                    (org.apache.spark.api.java.function.MapFunction<String, String>) String::strip, Encoders.STRING())
                    .filter((FilterFunction<String>) s -> !s.isEmpty()).toDF("calibration_label").distinct();
            var on = samples.col(CorpusColumns.LABEL).equalTo(ids.col("calibration_label"));
            calibration = samples.join(ids, on, "left_semi");
            test = samples.join(ids, on, "left_anti");
        }
        calibration = calibration.persist(StorageLevel.MEMORY_AND_DISK());
        test = test.persist(StorageLevel.MEMORY_AND_DISK());
        try {
            var calManifest = part(corpus.manifest(), calibration);
            // the report is the test part's: its own identities across groups
            var testManifest = part(corpus.manifest(), test).withIdentitiesAcrossGroups(CrossGroupIdentities.of(test));
            if (testManifest.groups().isEmpty() || calManifest.groups().isEmpty()) {
                throw new InvalidInputException("--calibrate-on: the " + (calManifest.groups().isEmpty() ? "calibration"
                        : "test") + " part has no samples; choose another fraction or identity list");
            }
            var s = cfg.settings();
            var options = ScoringOptions.withBlockSize(cfg.blockSize());
            progress.println("audit: calibration part: " + calManifest.samples() + " samples");
            var calSettings = new AuditSettings(s.levels(), s.rule(), s.differentialWeight(), false, s.sampling(), 0,
                    s.seed());
            var calScored = VerificationScoring.run(spark, SampleBatch.of(calibration), calManifest, calSettings, options, progress);
            var thresholds = calScored.evaluation().thresholds();
            progress.println("audit: test part: " + testManifest.samples() + " samples");
            var testSettings = s.withFixedThresholds(thresholds).withGroupThresholds(true);
            var scored = VerificationScoring.run(spark, SampleBatch.of(test), testManifest, testSettings, options, progress);
            var report = VerificationAudit.report(testManifest, scored.pass1(), scored.evaluation(), scored.cross(),
                    testSettings, scored.sampling(), scored.bootstrap(), scored.eerIntervals());
            var calReport = new CalibrationReport(cal.split() != null ? "fraction" : "file",
                    cal.split() != null ? cal.split().fraction() : null, cal.split() != null ? cal.split().seed() : null,
                    cal.file(), identities(calManifest), identities(testManifest), calManifest.samples(),
                    testManifest.samples(), pairs(calManifest, false), pairs(calManifest, true));
            report = ProtocolAudit.complete(report, scored.evaluation(), testSettings,
                    ProtocolSource.allPairs().withCalibration(calReport));
            return run.finish(templates.describe(report), cfg.gates(), Pages.HTML_AND_MARKDOWN, ReportOutput.rejectsOf(corpus));
        } finally {
            calibration.unpersist(false);
            test.unpersist(false);
        }
    }

    /** The corpus manifest restricted to one part: its groups' counts from a distributed group-by. */
    private static CorpusManifest part(CorpusManifest m, Dataset<Row> samples) {
        List<CorpusManifest.GroupStats> groups = GroupStatistics.of(samples.select(col(CorpusColumns.GROUP),
                col(CorpusColumns.LABEL)));
        long n = groups.stream().mapToLong(CorpusManifest.GroupStats::samples).sum();
        return new CorpusManifest(m.schemaVersion(), m.dimension(), m.inputs(), m.idColumn(), m.labelColumn(),
                m.groupBy(), n, m.rejected(), m.rejectsByReason(), groups, m.attributes(), m.bins());
    }

    private static long identities(CorpusManifest m) {
        return m.groups().stream().mapToLong(CorpusManifest.GroupStats::identities).sum();
    }

    private static long pairs(CorpusManifest m, boolean genuine) {
        return m.groups().stream().mapToLong(g -> genuine ? g.genuinePairs() : g.impostorPairs()).sum();
    }
}
