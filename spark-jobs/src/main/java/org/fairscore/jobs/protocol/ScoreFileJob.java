package org.fairscore.jobs.protocol;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.storage.StorageLevel;
import org.fairscore.core.audit.AuditSettings;
import org.fairscore.core.audit.DistanceScale;
import org.fairscore.core.gates.Gate;
import org.fairscore.core.model.CorpusManifest;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.protocol.ProtocolSource;
import org.fairscore.core.report.AuditReport;
import org.fairscore.jobs.audit.CalibrationSpec;
import org.fairscore.jobs.run.JobRun;
import org.fairscore.jobs.run.ReportOutput.Pages;

/**
 * {@code audit --scores FILE}: audits the precomputed scores of a black-box system with the all-pairs audit's
 * summaries and report. Read (numbered rows) → parse → groups (columns, subject metadata, or "all") → row
 * errors fail the run (exit 2, file, row, column) → {@link ComparisonAudit} → gates → atomic output.
 */
public final class ScoreFileJob {
    private ScoreFileJob() {
    }

    /** @param calibration a calibration split of the identities (thresholds from one part), or null */
    public static AuditReport run(SparkSession spark, ScoreFileSpec spec, AuditSettings s, List<Gate> gates, String out,
                                  List<String> commandLine, PrintWriter log,
                                  CalibrationSpec calibration) {
        var run = JobRun.start(spark, out, commandLine);
        var parsed = parse(spark, spec).persist(StorageLevel.MEMORY_AND_DISK());
        try {
            RowErrors.check(parsed, spec.path());
            long rows = parsed.count();
            log.printf("audit: %d comparisons read from %s%n", rows, spec.path());
            log.flush();
            var base = new CorpusManifest(CorpusManifest.SCHEMA_VERSION, 0,
                    List.of(new CorpusManifest.InputFile(TableReader.display(spec.path()), spec.format().cliName(), rows)),
                    idColumns(spec), labelColumns(spec), groupBy(spec), 0, 0, Map.of(), List.of());
            var src = new ProtocolSource(ProtocolSource.SCORE_FILE, TableReader.display(spec.path()),
                    spec.format().cliName(), spec.distance(), null, null, spec.ftaInRates(), null);
            var comparisons = ComparisonGroups.toComparisons(parsed);
            var report = ComparisonAudit.run(spark, comparisons, new ComparisonAudit.Context(base, s, src, calibration));
            // on the input's own scale: displays over the scores' span, distances as distances
            report = ScoreDisplay.onInputScale(spark, comparisons, spec.distance(), calibration, report);
            if (spec.distance()) {
                report = DistanceScale.toDistances(report);
            }
            return run.finish(report, gates, Pages.HTML_AND_MARKDOWN);
        } finally {
            parsed.unpersist(false);
        }
    }

    private static String idColumns(ScoreFileSpec spec) {
        return switch (spec.format()) {
            case TABLE -> spec.sampleCols().get(0) + "," + spec.sampleCols().get(1);
            case BOB_2COL -> "(none)";
            case BOB_4COL -> "test_label";
            case BOB_5COL -> "model_label,test_label";
        };
    }

    private static String labelColumns(ScoreFileSpec spec) {
        return switch (spec.format()) {
            case TABLE -> spec.labelCols().get(0) + "," + spec.labelCols().get(1);
            case BOB_2COL -> "(none)";
            case BOB_4COL, BOB_5COL -> "claimed_id,real_id";
        };
    }

    private static List<String> groupBy(ScoreFileSpec spec) {
        if (spec.metadata() != null) {
            return spec.groupBy();
        }
        return spec.groupBy().isEmpty() ? List.of("group") : spec.groupBy();
    }

    /** Parsed rows ({@link ScoreRowParser#PARSED}), each either a comparison or an error. */
    static Dataset<Row> parse(SparkSession spark, ScoreFileSpec spec) {
        Dataset<Row> raw;
        boolean[] present = new boolean[8];
        List<String> subjectColumns;
        if (spec.format() == ScoreFormat.TABLE) {
            var names = new ArrayList<String>(List.of(spec.scoreCol(), spec.genuineCol()));
            names.addAll(spec.labelCols());
            names.addAll(spec.groupCols());
            names.addAll(spec.sampleCols());
            var columns = TableReader.columns(spark, spec.path());
            var wanted = new ArrayList<TableReader.Wanted>();
            for (int i = 0; i < names.size(); i++) {
                present[i] = columns.contains(names.get(i));
                wanted.add(new TableReader.Wanted(names.get(i), i == ScoreRowParser.SCORE));
            }
            boolean labels = present[ScoreRowParser.LABEL_A] && present[ScoreRowParser.LABEL_B];
            if (!present[ScoreRowParser.GENUINE] && !labels) {
                throw new InvalidInputException(TableReader.display(spec.path()) + ": no genuine flag column '"
                        + spec.genuineCol() + "' and no label columns " + spec.labelCols() + " (--genuine-col, "
                        + "--score-label-cols); columns: " + columns);
            }
            if (present[ScoreRowParser.GROUP_A] != present[ScoreRowParser.GROUP_B]) {
                throw new InvalidInputException(TableReader.display(spec.path()) + ": group columns " + spec.groupCols()
                        + " must both be present or both absent; columns: " + columns);
            }
            if (spec.metadata() != null && present[ScoreRowParser.GROUP_A]) {
                throw new InvalidInputException("--subject-metadata: " + TableReader.display(spec.path())
                        + " has group columns " + spec.groupCols() + " already; give one source of groups");
            }
            if (spec.metadata() != null && !labels) {
                throw new InvalidInputException("--subject-metadata: " + TableReader.display(spec.path())
                        + " needs the label columns " + spec.labelCols() + " to join subjects; columns: " + columns);
            }
            raw = TableReader.read(spark, spec.path(), wanted);
            subjectColumns = spec.labelCols();
        } else {
            raw = BobTextReader.read(spark, spec.path(), spec.format());
            var f = spec.format();
            subjectColumns = List.of(f.fieldName(0), f.fieldName(f == ScoreFormat.BOB_5COL ? 2 : 1));
        }
        var parser = new ScoreRowParser(spec, present);
        var parsed = spark.createDataFrame(raw.javaRDD().map(parser::parse), ScoreRowParser.PARSED);
        if (spec.metadata() != null) {
            parsed = ComparisonGroups.attach(spark, parsed, spec.metadata(), spec.subjectCol(), spec.groupBy(),
                    subjectColumns);
        }
        return parsed;
    }
}
