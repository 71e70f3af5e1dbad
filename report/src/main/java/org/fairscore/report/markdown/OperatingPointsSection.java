package org.fairscore.report.markdown;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.fairscore.core.bootstrap.DifferentialIntervals;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.RateExtremes;
import org.fairscore.core.verification.Differential;
import org.fairscore.core.verification.GroupRates;
import org.fairscore.core.verification.Interval;
import org.fairscore.core.verification.OperatingPoint;

/**
 * The operating points: first the worst and best group at each (report.html's summary table), then per FAR level
 * every group's FAR and FRR with counts and 95% intervals, and the differentials with their bootstrap intervals.
 */
final class OperatingPointsSection implements MarkdownSection {
    /** Reading order of the differentials, as report.html shows them; others follow, sorted. */
    static final List<String> DIFFERENTIALS = List.of("bfar", "bfrr", "farMaxMinRatio", "frrMaxMinRatio",
            "farMaxMinDifference", "frrMaxMinDifference", "fdr", "inequityRate", "garbe");

    @Override
    public boolean appliesTo(AuditReport report) {
        return report.operatingPoints() != null && !report.operatingPoints().isEmpty();
    }

    @Override
    public void render(AuditReport r, Markdown out) {
        out.heading(2, "Operating points and the worst group at each").paragraph("Each FAR level fixes one global "
                + "threshold on the pooled impostor scores; every group is evaluated at it. ⚠: the group has too few "
                + "impostor pairs to resolve the level (⌊α·n⌋ < 1).");
        var summary = MarkdownTable.of(1, "FAR level", "threshold", "global FAR", "global FRR", "highest FAR",
                "highest FRR", "lowest FAR", "lowest FRR");
        for (var op : r.operatingPoints()) {
            summary.row(Num.of(op.farTarget()), Num.orReason(op.threshold(), op.thresholdUndefinedReason()),
                    Num.of(op.globalFar()) + " (" + Num.ratio(op.globalFalseAccepts(), op.globalImpostorPairs()) + ")",
                    Num.of(op.globalFrr()) + " (" + Num.ratio(op.globalFalseRejects(), op.globalGenuinePairs()) + ")",
                    extreme(r, op, true, true), extreme(r, op, false, true), extreme(r, op, true, false),
                    extreme(r, op, false, false));
        }
        out.table(summary);
        for (var op : r.operatingPoints()) {
            level(r, op, out);
        }
    }

    private static void level(AuditReport r, OperatingPoint op, Markdown out) {
        out.heading(2, "FAR " + Num.of(op.farTarget()) + ": threshold " + Num.of(op.threshold()));
        out.paragraph("Global FAR " + Num.of(op.globalFar()) + " (" + Num.ratio(op.globalFalseAccepts(),
                op.globalImpostorPairs()) + "), FRR " + Num.of(op.globalFrr()) + " (" + Num.ratio(op.globalFalseRejects(),
                op.globalGenuinePairs()) + ")" + (op.threshold() == null && op.thresholdUndefinedReason() != null
                ? "; no threshold: " + op.thresholdUndefinedReason() : "") + ".");
        var groups = GroupOrder.of(r, op.perGroup());
        var rates = groups.stream().map(op.perGroup()::get).toList();
        boolean cp = rates.stream().anyMatch(g -> g.farInterval() != null || g.frrInterval() != null);
        boolean boot = rates.stream().anyMatch(g -> g.farBootstrap() != null || g.frrBootstrap() != null);
        var header = new ArrayList<>(List.of("group", "FAR", "false accepts"));
        intervalHeaders(header, "FAR", cp, boot);
        header.addAll(List.of("FRR", "false rejects"));
        intervalHeaders(header, "FRR", cp, boot);
        var numeric = new ArrayList<Boolean>();
        header.forEach(h -> numeric.add(!numeric.isEmpty()));
        var table = MarkdownTable.of(header, numeric);
        for (int i = 0; i < groups.size(); i++) {
            GroupRates g = rates.get(i);
            var row = new ArrayList<>(List.of(groups.get(i) + (g.belowResolution() ? " ⚠" : ""), Num.of(g.far()),
                    Num.ratio(g.falseAccepts(), g.impostorPairs())));
            intervals(row, g, GroupRates::farInterval, GroupRates::farBootstrap, cp, boot);
            row.addAll(List.of(Num.of(g.frr()), Num.ratio(g.falseRejects(), g.genuinePairs())));
            intervals(row, g, GroupRates::frrInterval, GroupRates::frrBootstrap, cp, boot);
            table.row(row);
        }
        out.table(table);
        differentials(op, out);
    }

    private static void intervalHeaders(List<String> header, String rate, boolean cp, boolean boot) {
        if (cp) {
            header.add(rate + " 95% CI (Clopper–Pearson)");
        }
        if (boot) {
            header.add(rate + " 95% CI (identity bootstrap)");
        }
    }

    private static void intervals(List<String> row, GroupRates g, Function<GroupRates, Interval> cpOf,
                                  Function<GroupRates, Interval> bootOf, boolean cp, boolean boot) {
        if (cp) {
            row.add(range(cpOf.apply(g)));
        }
        if (boot) {
            row.add(range(bootOf.apply(g)));
        }
    }

    static String range(Interval ci) {
        return ci == null ? Num.MISSING : "[" + Num.of(ci.lower()) + ", " + Num.of(ci.upper()) + "]";
    }

    private static void differentials(OperatingPoint op, Markdown out) {
        if (op.differentials() == null || op.differentials().isEmpty()) {
            return;
        }
        boolean intervals = op.differentials().values().stream().anyMatch(d -> d.undefinedReplicates() != null);
        var table = intervals ? MarkdownTable.of(1, "differential", "value", "95% interval (identity bootstrap)")
                : MarkdownTable.of(1, "differential", "value");
        for (String name : order(op)) {
            Differential d = op.differentials().get(name);
            String value = Num.orReason(d.value(), d.undefinedReason());
            table.row(intervals ? List.of(name, value, interval(d)) : List.of(name, value));
        }
        out.table(table);
    }

    private static List<String> order(OperatingPoint op) {
        var names = new ArrayList<String>();
        DIFFERENTIALS.stream().filter(op.differentials()::containsKey).forEach(names::add);
        op.differentials().keySet().stream().filter(k -> !DIFFERENTIALS.contains(k)).sorted().forEach(names::add);
        return names;
    }

    /** A differential's bootstrap interval, its undefined replicates, or why it has none; empty for an undefined value. */
    private static String interval(Differential d) {
        if (d.interval() != null) {
            return range(d.interval())
                    + (DifferentialIntervals.WIDENED_METHOD.equals(d.interval().method()) ? ", extended to the value" : "")
                    + (d.undefinedReplicates() != null && d.undefinedReplicates() > 0
                            ? "; " + d.undefinedReplicates() + " replicates undefined" : "");
        }
        return d.intervalUndefinedReason() == null ? "" : "none: " + d.intervalUndefinedReason();
    }

    /** The value and the group(s) with the highest (or lowest) FAR (or FRR) at op; ties list every group. */
    static String extreme(AuditReport r, OperatingPoint op, boolean far, boolean highest) {
        var e = RateExtremes.of(GroupOrder.of(r, op.perGroup()), op.perGroup(), far, highest);
        if (e.value() == null) {
            return Num.MISSING;
        }
        var names = e.groups().stream().map(g -> g + (far && op.perGroup().get(g).belowResolution() ? " ⚠" : "")).toList();
        return Num.of(e.value()) + " (" + String.join(", ", names) + ")";
    }
}
