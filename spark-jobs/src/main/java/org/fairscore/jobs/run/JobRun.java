package org.fairscore.jobs.run;

import java.time.Instant;
import java.util.List;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.gates.Gate;
import org.fairscore.core.gates.GateEvaluation;
import org.fairscore.core.report.AuditReport;

/**
 * One job's run, from its start to its committed report. A job begins with {@link #start} (the time run.json
 * counts from) and ends with {@link #finish}, the one tail every job shares: the gates, then report.json, its
 * pages, run.json and the job's own parts, committed with {@code _SUCCESS} last.
 */
public final class JobRun {
    private final SparkSession spark;
    private final String out;
    private final List<String> commandLine;
    private final Instant started;

    private JobRun(SparkSession spark, String out, List<String> commandLine, Instant started) {
        this.spark = spark;
        this.out = out;
        this.commandLine = commandLine;
        this.started = started;
    }

    /**
     * @param out         the report directory
     * @param commandLine {@code fairscore} and the arguments as run, for run.json
     */
    public static JobRun start(SparkSession spark, String out, List<String> commandLine) {
        return new JobRun(spark, out, commandLine, Instant.now());
    }

    /**
     * Evaluates {@code gates} (before writing: report.json lists them), writes the report and commits the
     * directory; returns the report as written. A failed gate does not stop the write: the command turns it
     * into exit code 3 afterwards.
     */
    public AuditReport finish(AuditReport report, List<Gate> gates, ReportOutput.Pages pages, ReportOutput.Part... parts) {
        var gated = gates.isEmpty() ? report : GateEvaluation.apply(report, gates);
        ReportOutput.write(spark, out, gated, RunMetadata.of(spark, started, commandLine), pages, parts);
        return gated;
    }

    /** {@link #finish(AuditReport, List, ReportOutput.Pages, ReportOutput.Part...)} without gates. */
    public AuditReport finish(AuditReport report, ReportOutput.Pages pages, ReportOutput.Part... parts) {
        return finish(report, List.of(), pages, parts);
    }
}
