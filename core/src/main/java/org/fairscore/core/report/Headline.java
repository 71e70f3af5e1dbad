package org.fairscore.core.report;

import java.util.ArrayList;
import java.util.List;

/**
 * The finding first: a few sentences a reviewer reads before any table, computed from the {@link AuditReport} alone
 * (so from report.json: {@link ReportJson#read} gives the same headline as the report the audit built). The
 * renderers put it at the top of report.html (numbers linked to their tables), of report.md, and on the terminal after
 * an audit. What it says and how the groups are chosen: docs/reports.md, "The headline".
 *
 * <ul>
 *   <li>a mitigation's report says first that the rates are those after the Fairness Module;</li>
 *   <li>per key FAR level ({@link KeyLevels}) one sentence: the groups with the highest and the lowest FAR at the
 *       global threshold and their ratio with its identity-bootstrap interval, likewise for FRR
 *       ({@link LevelSentence});</li>
 *   <li>when the bootstrap did not run, that no interval is given;</li>
 *   <li>the gate verdicts;</li>
 *   <li>the warnings that change the reading ({@link HeadlineCaveats}).</li>
 * </ul>
 * An association report gives each test's effect size and p-value ({@link AssociationSentences}) and its gate
 * verdicts. Geometry, downstream and prediction-fairness reports have only their gate verdicts, and no headline without
 * gates: their findings are several numbers of equal standing, which their first table shows.
 */
public record Headline(List<HeadlineStatement> statements) {

    public Headline {
        statements = List.copyOf(statements);
    }

    public static Headline of(AuditReport report) {
        var out = new ArrayList<HeadlineStatement>();
        boolean audit = report.kind().verifies() && report.operatingPoints() != null;
        var levels = audit ? KeyLevels.of(report.operatingPoints()) : List.<Integer>of();
        var order = GroupOrder.of(report);
        if (report.kind() == AuditReport.Kind.MITIGATION) {
            out.add(new HeadlineStatement.Builder(HeadlineStatement.Topic.CONTEXT).text("These are the rates after "
                    + "the Fairness Module; the mitigation section compares them with those before it.").build());
        }
        boolean bootstrap = BootstrapUse.ran(report);
        for (int i : levels) {
            out.add(LevelSentence.of(i, report.operatingPoints().get(i), order, bootstrap));
        }
        if (!levels.isEmpty() && !bootstrap) {
            out.add(new HeadlineStatement.Builder(HeadlineStatement.Topic.INTERVALS).text("No intervals: the identity "
                    + "bootstrap did not run (--bootstrap 0, or no identities to resample).").build());
        }
        if (report.kind() == AuditReport.Kind.ASSOCIATION) {
            out.addAll(AssociationSentences.of(report.association()));
        }
        var gates = gates(report.gates());
        if (gates != null) {
            out.add(gates);
        }
        if (audit) {
            out.addAll(HeadlineCaveats.of(report, levels, order));
        }
        return new Headline(out);
    }

    public boolean isEmpty() {
        return statements.isEmpty();
    }

    /** Every statement as {@link HeadlineStatement#plain}, one per line. */
    public String plain() {
        var sb = new StringBuilder();
        statements.forEach(s -> sb.append(s.plain()).append('\n'));
        return sb.toString();
    }

    /** How many gates passed, and which failed (with their values) or could not be checked; null without gates. */
    private static HeadlineStatement gates(List<GateResult> gates) {
        if (gates == null || gates.isEmpty()) {
            return null;
        }
        var b = new HeadlineStatement.Builder(HeadlineStatement.Topic.GATES);
        var failed = gates.stream().filter(g -> !g.passed()).toList();
        if (failed.isEmpty()) {
            return gates.size() == 1
                    ? b.text("The one gate, ").gate(gates.get(0).gate()).text(", passed.").build()
                    : b.text("All ").figure(gates.size(), HeadlinePart.Form.COUNT, HeadlinePart.Target.GATES)
                            .text(" gates passed.").build();
        }
        b.figure(failed.size(), HeadlinePart.Form.COUNT, HeadlinePart.Target.GATES).text(" of ")
                .figure(gates.size(), HeadlinePart.Form.COUNT, HeadlinePart.Target.GATES)
                .text(gates.size() == 1 ? " gate failed: " : " gates failed: ");
        int shown = Math.min(failed.size(), LevelSentence.MAX_NAMES);
        for (int i = 0; i < shown; i++) {
            var g = failed.get(i);
            b.text(i == 0 ? "" : "; ").gate(g.gate());
            if (g.hasError()) {
                b.text(" (cannot be checked)");
            } else if (g.value() == null) {
                b.text(" (value undefined)");
            } else {
                b.text(" (value ").figure(g.value(), HeadlinePart.Form.VALUE, HeadlinePart.Target.GATES).text(")");
            }
        }
        return b.text(failed.size() > shown ? "; and " + (failed.size() - shown) + " more." : ".").build();
    }
}
