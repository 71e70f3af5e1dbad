package org.fairscore.jobs.cli;

import java.io.PrintWriter;
import java.util.List;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.audit.AuditSettings;
import org.fairscore.core.gates.Gate;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.report.AuditReport;
import org.fairscore.jobs.audit.CalibrationSpec;
import org.fairscore.jobs.protocol.PairListJob;
import org.fairscore.jobs.protocol.PairListSpec;
import org.fairscore.jobs.protocol.ScoreFileJob;
import org.fairscore.jobs.protocol.ScoreFileSpec;
import org.fairscore.jobs.template.TemplateCorpus;
import org.fairscore.report.console.ConsoleTable;

/** audit with --scores or --pairs: checks the options that do not apply, runs the protocol's job, prints the table. */
final class ProtocolAudits {
    private ProtocolAudits() {
    }

    /**
     * The all-pairs options a protocol cannot honour fail (exit 2) rather than being ignored; the identity
     * bootstrap is off (intervals are Clopper–Pearson, as the report's methods say).
     */
    static AuditSettings settings(AuditSettings s, String what) {
        if (s.crossGroup()) {
            throw new InvalidInputException("--cross-group is not available with " + what
                    + ": cross-group comparisons are counted and reported as such");
        }
        if (s.sampling().isSampled()) {
            throw new InvalidInputException("--impostor-sample / --impostors-per-group are not available with " + what
                    + ": every listed comparison is audited");
        }
        return new AuditSettings(s.levels(), s.rule(), s.differentialWeight(), false, s.sampling(), 0, s.seed(), null,
                s.groupThresholds(), s.equalMetrics());
    }

    /**
     * What a protocol audit needs of the command beyond its specs: the session, the report directory, the command
     * line for run.json, where progress goes and where the table is printed.
     */
    record Run(SparkSession session, String out, List<String> commandLine, PrintWriter progress, PrintWriter stdout) {
    }

    /** {@code --scores}: the black-box system's precomputed scores. */
    static AuditReport scoreFile(Run run, ScoreFileSpec spec, CalibrationSpec calibration, AuditSettings settings,
                                 List<Gate> gates) {
        var report = ScoreFileJob.run(run.session(), spec, settings, gates, run.out(), run.commandLine(), run.progress(),
                calibration);
        print(run, report);
        return report;
    }

    /** {@code --pairs}: the listed pairs, scored from the corpus' embeddings (of templates, with --template-col). */
    static AuditReport pairList(Run run, TemplateCorpus.Templates corpus, PairListSpec spec, CalibrationSpec calibration,
                                AuditSettings settings, List<Gate> gates) {
        var report = PairListJob.run(run.session(), corpus.corpus(), spec, settings, gates, run.out(), run.commandLine(),
                run.progress(), calibration, corpus::describe);
        print(run, report);
        return report;
    }

    private static void print(Run run, AuditReport report) {
        var stdout = run.stdout();
        stdout.print(ConsoleTable.render(report));
        stdout.println("report: " + run.out() + "/report.html, " + run.out() + "/report.json, " + run.out() + "/report.md");
        stdout.flush();
    }
}
