package org.fairscore.jobs.cli;

import java.util.ArrayList;
import java.util.List;
import org.fairscore.core.audit.AuditSettings;
import org.fairscore.core.gates.Gate;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.report.AuditReport;
import org.fairscore.jobs.protocol.ScoreFileJob;
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

    static AuditReport scoreFile(AuditCommand cmd, AuditSettings settings, List<Gate> gates) {
        if (!cmd.input.inputs.isEmpty()) {
            throw new InvalidInputException("--scores audits precomputed scores: give no --input (embeddings)");
        }
        var s = settings(settings, "--scores");
        var session = cmd.spark.session();
        var report = ScoreFileJob.run(session, cmd.protocol.toScoreFileSpec(cmd.input.groupCols), s, gates, cmd.out,
                commandLine(cmd), progress(cmd), cmd.protocol.calibration(cmd.audit.seed));
        print(cmd, report);
        return report;
    }

    static AuditReport pairList(AuditCommand cmd, AuditSettings settings, List<Gate> gates) {
        var s = settings(settings, "--pairs");
        var session = cmd.spark.session();
        String first = cmd.input.inputs.get(0);
        var corpus = cmd.input.inputs.size() == 1 && org.fairscore.prep.PrepJob.isPrepared(session, first)
                ? org.fairscore.prep.PrepJob.load(session, first)
                : org.fairscore.prep.PrepJob.prepare(session, cmd.input.toPrepConfig());
        var report = org.fairscore.jobs.protocol.PairListJob.run(session, corpus, cmd.protocol.toPairListSpec(), s, gates,
                cmd.out, commandLine(cmd), progress(cmd), cmd.protocol.calibration(cmd.audit.seed));
        print(cmd, report);
        return report;
    }

    static List<String> commandLine(AuditCommand cmd) {
        var line = new ArrayList<String>(List.of("fairscore"));
        line.addAll(cmd.spec.commandLine().getParseResult().originalArgs());
        return line;
    }

    static java.io.PrintWriter progress(AuditCommand cmd) {
        return cmd.audit.quiet ? new java.io.PrintWriter(java.io.Writer.nullWriter()) : cmd.spec.commandLine().getErr();
    }

    static void print(AuditCommand cmd, AuditReport report) {
        var stdout = cmd.spec.commandLine().getOut();
        stdout.print(ConsoleTable.render(report));
        stdout.println("report: " + cmd.out + "/report.html, " + cmd.out + "/report.json, " + cmd.out + "/report.md");
        stdout.flush();
    }
}
