package org.fairscore.jobs.cli;

import java.io.PrintWriter;
import java.util.List;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.audit.AuditSettings;
import org.fairscore.core.gates.Gate;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.Headline;
import org.fairscore.jobs.audit.CalibrationSpec;
import org.fairscore.jobs.protocol.PairListJob;
import org.fairscore.jobs.protocol.PairListSpec;
import org.fairscore.jobs.protocol.ScoreFileIdentities;
import org.fairscore.jobs.protocol.ScoreFileJob;
import org.fairscore.jobs.protocol.ScoreFileSpec;
import org.fairscore.jobs.template.TemplateCorpus;
import org.fairscore.report.console.ConsoleTable;
import org.fairscore.report.console.HeadlineText;

/** audit with --scores or --pairs: checks the options that do not apply, runs the protocol's job, prints the table. */
final class ProtocolAudits {
    private ProtocolAudits() {
    }

    /**
     * The all-pairs options a protocol cannot honour fail (exit 2) rather than being ignored. --cross-group (the
     * matrix of the comparisons across groups) and the identity bootstrap apply; whether a score file names the
     * identities the bootstrap needs is {@link #scoreFile}'s check.
     */
    static AuditSettings settings(AuditSettings s, String what) {
        if (s.sampling().isSampled()) {
            throw new InvalidInputException("--impostor-sample / --impostors-per-group are not available with " + what
                    + ": every listed comparison is audited");
        }
        return s;
    }

    /**
     * What a protocol audit needs of the command beyond its specs: the session, the report directory, the command
     * line for run.json, where progress goes and where the table is printed.
     */
    record Run(SparkSession session, String out, List<String> commandLine, PrintWriter progress, PrintWriter stdout) {
    }

    /**
     * {@code --scores}: the black-box system's precomputed scores. The identity bootstrap needs both sides' identities:
     * without them an explicit {@code --bootstrap N} (N &gt; 0, command line or config file) exits 2 naming why, and
     * the default falls back to Clopper–Pearson intervals (the report's methods say so).
     *
     * @param bootstrapGiven whether --bootstrap was given rather than defaulted
     */
    static AuditReport scoreFile(Run run, ScoreFileSpec spec, CalibrationSpec calibration, AuditSettings settings,
                                 List<Gate> gates, boolean bootstrapGiven) {
        var s = settings;
        if (s.bootstrap() > 0) {
            String missing = ScoreFileIdentities.missing(run.session(), spec);
            if (missing != null && bootstrapGiven) {
                throw new InvalidInputException("--bootstrap " + s.bootstrap() + ": the identity bootstrap resamples "
                        + "identities, but " + missing + "; give --bootstrap 0 (Clopper-Pearson intervals only), or "
                        + "a score file naming both sides' identities (a table with --score-label-cols, bob-4col, bob-5col)");
            }
            if (missing != null) {
                run.progress().println("audit: no identity bootstrap (" + missing + "): intervals are Clopper-Pearson");
                run.progress().flush();
                s = new AuditSettings(s.levels(), s.rule(), s.differentialWeight(), s.crossGroup(), s.sampling(), 0,
                        s.seed(), s.fixedThresholds(), s.groupThresholds(), s.equalMetrics());
            }
        }
        var report = ScoreFileJob.run(run.session(), spec, s, gates, run.out(), run.commandLine(), run.progress(),
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
        stdout.print(HeadlineText.render(Headline.of(report)));
        stdout.println("report: " + run.out() + "/report.html, " + run.out() + "/report.json, " + run.out() + "/report.md");
        stdout.flush();
    }
}
