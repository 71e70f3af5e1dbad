package org.fairscore.jobs.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import org.fairscore.core.gates.Gate;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.GateResult;
import org.fairscore.core.report.ValueText;
import picocli.CommandLine.Option;

/**
 * {@code --gate EXPR}, repeatable (the config file's {@code gates:}), for every command that writes a report.json:
 * parsed and checked before any work ({@link #parse}), evaluated by the job into report.json, and turned into the
 * exit code after the report is written ({@link #outcome}).
 */
public final class GateOptions {
    @Option(names = "--gate", paramLabel = "EXPR",
            description = {"A release gate on report.json, repeatable: '/JSON/POINTER OP BOUND' (an RFC 6901 pointer "
                    + "to a number of report.json, e.g. '/geometry/clustering/silhouette/value >= 0.1'; OP one of <, <=, "
                    + ">, >=, ==, != with spaces around it); a '*' segment is the group level, with 'for every group' "
                    + "(each member or element there) or 'for group NAME'. Where the report holds a verification audit "
                    + "also the short forms, e.g. 'bfar@1e-4 <= 2.0', 'frr@1e-3 <= 0.05 for every group' (metrics far, "
                    + "frr, eer, globalFar, globalFrr, bfar, bfrr, farMaxMinRatio, frrMaxMinRatio, farMaxMinDifference, "
                    + "frrMaxMinDifference, fdr, inequityRate, garbe; @ALPHA one of --far). Listed in report.json; a "
                    + "failed gate, or one on an undefined (null) value, exits 3 after the report is written; a pointer "
                    + "that resolves to nothing or to a non-number exits 2. Given on the command line, --gate replaces "
                    + "the config file's gates. See docs/gates-and-config.md."})
    List<String> texts = new ArrayList<>();

    /**
     * The gates, each checked as far as can be before any work (exit code 2): syntax, a pointer's first member
     * against what {@code report} can hold, short forms only where the report has a verification audit.
     */
    List<Gate> parse(GatedReport report) {
        var gates = Gate.parseAll(texts);
        for (Gate g : gates) {
            if (!g.isPointer() && !report.shortForms()) {
                throw new InvalidInputException("gate '" + g.text() + "': '" + report.command() + "' writes no "
                        + "verification audit to read " + g.metric().key() + " from; gate on its report.json with a "
                        + "JSON Pointer, e.g. '/" + report.family() + "/... <= 1' "
                        + "(see docs/gates-and-config.md)");
            }
            g.requireTopLevelKeyIn(report.members(), report.command());
        }
        return gates;
    }

    boolean given() {
        return !texts.isEmpty();
    }

    /**
     * Prints each gate; exit code 2 when a gate could not be checked (its pointer resolved to nothing or to a
     * non-number), else 3 when one failed, else 0. The report is already written.
     */
    static int outcome(AuditReport report, PrintWriter stdout, PrintWriter stderr) {
        if (report.gates() == null || report.gates().isEmpty()) {
            return ExitCodes.OK;
        }
        var failed = report.gates().stream().filter(g -> !g.passed()).toList();
        stdout.printf("gates: %d of %d passed%n", report.gates().size() - failed.size(), report.gates().size());
        for (GateResult g : report.gates()) {
            stdout.printf("  %s  %s  (value %s)%n", g.hasError() ? "ERROR" : g.passed() ? "PASS" : "FAIL", g.gate(),
                    g.hasError() ? "not checked" : g.value() == null ? "undefined" : ValueText.of(g.value()));
        }
        stdout.flush();
        if (failed.isEmpty()) {
            return ExitCodes.OK;
        }
        var uncheckable = failed.stream().filter(GateResult::hasError).toList();
        for (GateResult g : failed) {
            stderr.println(g.hasError() ? "fairscore: error: gate '" + g.gate() + "' cannot be checked: " + g.error()
                    : "fairscore: fairness gate failed: " + g.gate() + ": " + g.reason());
        }
        if (!uncheckable.isEmpty()) {
            // a gate that cannot be checked is a configuration error, whatever the others say
            stderr.println("fairscore: " + uncheckable.size() + " gate(s) cannot be checked; the report is written "
                    + "(exit code 2)");
            stderr.flush();
            return ExitCodes.BAD_INPUT;
        }
        stderr.println("fairscore: " + failed.size() + " of " + report.gates().size()
                + " fairness gate(s) failed; the report is written (exit code 3)");
        stderr.flush();
        return ExitCodes.GATE_FAILED;
    }
}
