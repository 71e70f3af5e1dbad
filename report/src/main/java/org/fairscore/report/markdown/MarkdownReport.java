package org.fairscore.report.markdown;

import java.util.List;
import java.util.Locale;
import java.util.TreeMap;
import org.fairscore.core.bootstrap.DifferentialIntervals;
import org.fairscore.core.mitigation.MitigationReport;
import org.fairscore.core.model.IdentitiesAcrossGroups;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.GateResult;
import org.fairscore.core.report.Headline;
import org.fairscore.core.report.TemplateReport;
import org.fairscore.core.verification.AcceptanceRule;
import org.fairscore.core.verification.Differential;
import org.fairscore.core.verification.EerInterval;

/**
 * report.md: a short readable summary of a report.json (the full numbers stay in the JSON). Maps are
 * walked in sorted key order, as report.json stores them, so re-rendering from report.json gives the
 * same bytes. Every string that did not come from this class (group names, attributes, warnings, methods,
 * differential names, the mitigation's reference group) goes through {@link MarkdownText#escape}: report.json
 * may be edited or hostile, and a group name is whatever the input's attribute columns held.
 */
public final class MarkdownReport {
    private MarkdownReport() {
    }

    public static String render(AuditReport r) {
        var sb = new StringBuilder();
        sb.append("# fairscore audit\n\n");
        sb.append(HeadlineMarkdown.render(Headline.of(r))); // the finding first
        if (r.groups() != null) {
            verification(r, sb);
        } else { // not a verification audit (e.g. downstream): its numbers are in report.json and report.html
            sb.append("Groups by ").append(attributes(r)).append(".\n");
        }
        if (r.mitigation() != null) {
            mitigation(r.mitigation(), sb);
        }
        if (r.gates() != null && !r.gates().isEmpty()) {
            gates(r.gates(), sb);
        }
        if (!r.warnings().isEmpty()) {
            sb.append("\n## Warnings\n\n");
            r.warnings().forEach(w -> sb.append("- ").append(md(w)).append('\n'));
        }
        sb.append("\n## Methods\n\n");
        r.methods().forEach((k, v) -> sb.append("- **").append(md(k)).append("**: ").append(md(v)).append('\n'));
        return sb.toString();
    }

    /** " [lower, upper]" after the EER when the bootstrap gave an interval, " (no interval)" when it gave none. */
    private static String eerInterval(EerInterval iv) {
        if (iv == null) {
            return "";
        }
        return iv.isDefined() ? " [" + num(iv.lower()) + ", " + num(iv.upper()) + "]" : " (no interval)";
    }

    private static void verification(AuditReport r, StringBuilder sb) {
        sb.append("Groups by ").append(attributes(r)).append("; ")
                .append(r.input().samples()).append(" samples of dimension ").append(r.input().dimension())
                .append("; acceptance rule ").append(code(r.accept())).append(".\n\n");
        if (r.templates() != null) {
            templates(r.templates(), sb);
        }
        sb.append("## Groups\n\n| group | samples | identities | genuine pairs | impostor pairs | EER | EER threshold |"
                + " genuine mean ± sd | impostor mean ± sd |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        for (var g : r.groups()) {
            sb.append("| ").append(md(g.name())).append(" | ").append(g.samples()).append(" | ").append(g.identities())
                    .append(" | ").append(g.genuinePairs()).append(" | ").append(g.impostorPairs()).append(" | ")
                    .append(num(g.eer())).append(eerInterval(g.eerInterval())).append(" | ").append(num(g.eerThreshold()))
                    .append(" | ")
                    .append(meanSd(g.genuineMean(), g.genuineStd())).append(" | ")
                    .append(meanSd(g.impostorMean(), g.impostorStd())).append(" |\n");
        }
        identitiesAcrossGroups(r.input().identitiesAcrossGroups(), sb);
        for (var op : r.operatingPoints()) {
            sb.append("\n## FAR ").append(num(op.farTarget())).append(": threshold ").append(num(op.threshold()))
                    .append("\n\nGlobal FAR ").append(num(op.globalFar())).append(" (").append(op.globalFalseAccepts())
                    .append('/').append(op.globalImpostorPairs()).append("), FRR ").append(num(op.globalFrr()))
                    .append(" (").append(op.globalFalseRejects()).append('/').append(op.globalGenuinePairs())
                    .append(").\n\n| group | FAR | false accepts | FRR | false rejects |\n|---|---:|---:|---:|---:|\n");
            new TreeMap<>(op.perGroup()).forEach((name, g) -> sb.append("| ").append(md(name)).append(g.belowResolution() ? " ⚠" : "")
                    .append(" | ").append(num(g.far())).append(" | ").append(g.falseAccepts()).append('/')
                    .append(g.impostorPairs()).append(" | ").append(num(g.frr())).append(" | ")
                    .append(g.falseRejects()).append('/').append(g.genuinePairs()).append(" |\n"));
            boolean intervals = op.differentials().values().stream().anyMatch(d -> d.undefinedReplicates() != null);
            sb.append(intervals ? "\n| differential | value | 95% interval (identity bootstrap) |\n|---|---:|---|\n"
                    : "\n| differential | value |\n|---|---:|\n");
            new TreeMap<>(op.differentials()).forEach((name, d) -> sb.append("| ").append(md(name)).append(" | ")
                    .append(d.value() == null ? "undefined: " + md(d.undefinedReason()) : num(d.value()))
                    .append(intervals ? " | " + interval(d) : "").append(" |\n"));
        }
    }

    /** Per pair of groups, the genuine pairs of identities in both: in no group's pairs, never scored. */
    private static void identitiesAcrossGroups(IdentitiesAcrossGroups a, StringBuilder sb) {
        if (a == null || !a.any()) {
            return;
        }
        sb.append("\n## Identities in more than one group\n\n").append(a.identities())
                .append(a.identities() == 1 ? " identity has" : " identities have")
                .append(" samples in more than one group; their genuine pairs that join two groups are in no group's pairs "
                        + "and were not scored. ")
                .append(a.identities() > IdentitiesAcrossGroups.FIRST ? "First " + IdentitiesAcrossGroups.FIRST
                        + " labels" : "Labels").append(" (sorted): ")
                .append(String.join(", ", a.firstLabels().stream().map(MarkdownReport::md).toList()))
                .append(".\n\n| group | group | cross-group genuine pairs |\n|---|---|---:|\n");
        a.genuinePairs().forEach((x, row) -> row.forEach((y, n) -> {
            if (x.compareTo(y) < 0) { // each unordered pair once
                sb.append("| ").append(md(x)).append(" | ").append(md(y)).append(" | ").append(n).append(" |\n");
            }
        }));
    }

    /** With --template-col: the groups' "samples" below are templates; how many samples they average. */
    private static void templates(TemplateReport t, StringBuilder sb) {
        sb.append("Templates, not samples, were compared (column ").append(md(t.column())).append("): ")
                .append(t.templates()).append(" templates averaged from ").append(t.samples())
                .append(" samples; the tables count templates.\n\n| group | templates | samples |\n|---|---:|---:|\n");
        t.groups().forEach(g -> sb.append("| ").append(md(g.group())).append(" | ").append(g.templates()).append(" | ")
                .append(g.samples()).append(" |\n"));
        sb.append('\n');
    }

    /** Before → after per FAR level (the tables above are the after audit). */
    /** Every gate in the order given: outcome, value and why it failed (or could not be checked). */
    private static void gates(List<GateResult> gates, StringBuilder sb) {
        long failed = gates.stream().filter(g -> !g.passed()).count();
        sb.append("\n## Gates\n\n").append(failed == 0 ? "All " + gates.size() + " passed."
                : failed + " of " + gates.size() + " failed.").append("\n\n| gate | value | outcome | reason |\n|---|---:|---|---|\n");
        for (GateResult g : gates) {
            sb.append("| ").append(md(g.gate())).append(" | ").append(num(g.value())).append(" | ")
                    .append(g.hasError() ? "ERROR" : g.passed() ? "pass" : "FAIL").append(" | ")
                    .append(md(g.hasError() ? "cannot be checked: " + g.error() : g.reason() == null ? "" : g.reason()))
                    .append(" |\n");
        }
    }

    private static void mitigation(MitigationReport m, StringBuilder sb) {
        sb.append("\n## Mitigation: before → after the Fairness Module (reference ").append(md(m.module().reference()))
                .append(")\n\nThe tables above are the audit after the module.\n\n")
                .append("| FAR | threshold | global FRR (ROC) | BFAR | BFRR |\n|---:|---:|---:|---:|---:|\n");
        var before = m.before().operatingPoints();
        var after = m.after().operatingPoints();
        for (int i = 0; i < Math.min(before.size(), after.size()); i++) {
            var b = before.get(i);
            var a = after.get(i);
            sb.append("| ").append(num(b.farTarget())).append(" | ").append(num(b.threshold())).append(" → ")
                    .append(num(a.threshold())).append(" | ").append(num(b.globalFrr())).append(" → ")
                    .append(num(a.globalFrr())).append(" | ").append(num(b.bfar())).append(" → ").append(num(a.bfar()))
                    .append(" | ").append(num(b.bfrr())).append(" → ").append(num(a.bfrr())).append(" |\n");
        }
    }

    /** A differential's bootstrap interval, its undefined replicates, or why it has none; empty for an undefined value. */
    private static String interval(Differential d) {
        if (d.interval() != null) {
            return "[" + num(d.interval().lower()) + ", " + num(d.interval().upper()) + "]"
                    + (DifferentialIntervals.WIDENED_METHOD.equals(d.interval().method()) ? ", extended to the value" : "")
                    + (d.undefinedReplicates() != null && d.undefinedReplicates() > 0
                            ? "; " + d.undefinedReplicates() + " replicates undefined" : "");
        }
        return d.intervalUndefinedReason() == null ? "" : "none: " + md(d.intervalUndefinedReason());
    }

    private static String md(String s) {
        return MarkdownText.escape(s);
    }

    private static String attributes(AuditReport r) {
        return String.join(", ", r.groupBy().stream().map(MarkdownText::escape).toList());
    }

    /** The rule's name as a code span (a rule name has no backtick to end it early); nothing without a rule. */
    private static String code(AcceptanceRule rule) {
        return rule == null ? "" : "`" + rule.cliName() + "`";
    }

    static String num(Double v) {
        if (v == null) {
            return "—";
        }
        return String.format(Locale.ROOT, "%.4g", v);
    }

    private static String meanSd(Double mean, Double sd) {
        return mean == null ? "—" : num(mean) + " ± " + num(sd);
    }
}
