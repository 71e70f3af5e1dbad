package org.fairscore.report.html;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.RateExtremes;
import org.fairscore.core.report.ValueText;
import org.fairscore.core.bootstrap.DifferentialIntervals;
import org.fairscore.core.verification.Differential;
import org.fairscore.core.verification.EerInterval;
import org.fairscore.core.verification.GroupRates;
import org.fairscore.core.verification.OperatingPoint;

/**
 * The data set, the groups and their sizes, the worst group per metric, every differential per
 * operating point, the gates (when configured) and the warnings.
 */
final class SummarySection implements ReportSection {
    /** Display names of the differentials, in display order; names not listed follow under their own name. */
    static final Map<String, String> DIFFERENTIALS = new LinkedHashMap<>();

    static {
        DIFFERENTIALS.put("bfar", "BFAR");
        DIFFERENTIALS.put("bfrr", "BFRR");
        DIFFERENTIALS.put("farMaxMinRatio", "FAR max/min");
        DIFFERENTIALS.put("frrMaxMinRatio", "FRR max/min");
        DIFFERENTIALS.put("farMaxMinDifference", "FAR max−min");
        DIFFERENTIALS.put("frrMaxMinDifference", "FRR max−min");
        DIFFERENTIALS.put("fdr", "FDR");
        DIFFERENTIALS.put("inequityRate", "IR");
        DIFFERENTIALS.put("garbe", "GARBE");
    }

    /** The anchor of the differentials table (the headline links its ratios to it). */
    static final String DIFFERENTIALS_ID = "differentials";

    @Override
    public String id() {
        return "summary";
    }

    @Override
    public String title() {
        return "Summary";
    }

    /** Only a report holding a verification audit has one to summarise. */
    @Override
    public boolean appliesTo(AuditReport report) {
        return report.kind().verifies();
    }

    @Override
    public void render(ReportContext ctx, Html out) {
        var r = ctx.report();
        facts(ctx, out);
        gates(ctx, out);
        warnings(r.warnings(), out);
        groups(ctx, out);
        operatingPoints(ctx, out);
        differentials(ctx, out);
    }

    private static void facts(ReportContext ctx, Html out) {
        var r = ctx.report();
        var in = r.input();
        out.open("dl", "class", "facts");
        if (in != null) {
            out.el("dt", "Input");
            out.open("dd");
            for (int i = 0; i < in.inputs().size(); i++) {
                var f = in.inputs().get(i);
                out.raw(i > 0 ? "<br>" : "").open("code").text(f.path()).close("code")
                        .text(" (" + f.format() + ", " + Fmt.count(f.rows()) + " rows)");
            }
            out.close("dd");
            out.el("dt", "Samples audited");
            out.el("dd", Fmt.count(in.samples()) + " of dimension " + in.dimension()
                    + (in.rejected() > 0 ? "; " + Fmt.count(in.rejected()) + " rows rejected" : "; no rows rejected"));
            out.el("dt", "Columns");
            out.el("dd", "id “" + in.idColumn() + "”, label “" + in.labelColumn() + "”");
        }
        out.el("dt", "Groups by");
        out.el("dd", r.groupBy() == null ? Fmt.MISSING : String.join(", ", r.groupBy()));
        out.el("dt", "Acceptance rule"); // the section shows only for a report that verifies: it has a rule
        out.el("dd", r.accept().cliName() + switch (r.accept()) {
            case ABOVE -> " (accept iff score > t)";
            case AT_OR_ABOVE -> " (accept iff score ≥ t)";
            case BELOW -> " (distances: accept iff distance < t)";
            case AT_OR_BELOW -> " (distances: accept iff distance ≤ t)";
        });
        out.el("dt", "Differential weight w");
        out.el("dd", Fmt.rate(r.differentialWeight()));
        if (r.sampling() != null) {
            out.el("dt", "Impostor sampling");
            out.el("dd", "rate " + Fmt.rate(r.sampling().rate()) + ", seed " + r.sampling().seed() + ", of "
                    + Fmt.count(r.sampling().allImpostorPairs()) + " impostor pairs. " + r.sampling().note());
        }
        out.close("dl");
    }

    /** The gates table (also {@link GatesSection}'s, for reports without a summary). */
    static void gates(ReportContext ctx, Html out) {
        var gates = ctx.report().gates();
        if (gates == null) {
            return;
        }
        long failed = gates.stream().filter(g -> !g.passed()).count();
        out.open("h3", "id", "gates").text("Fairness gates: ").open("span", "class", failed == 0 ? "badge pass" : "badge fail")
                .text(failed == 0 ? "all " + gates.size() + " passed" : failed + " of " + gates.size() + " failed")
                .close("span").close("h3");
        out.open("table", "class", "gates").open("tr").el("th", "gate", "class", "l").el("th", "value")
                .el("th", "outcome", "class", "l").el("th", "reason", "class", "l").close("tr");
        for (var g : gates) {
            out.open("tr").open("td", "class", "l").open("code").text(g.gate()).close("code").close("td")
                    .el("td", g.value() == null ? Fmt.MISSING : ValueText.of(g.value())) // as the reason and stdout
                    .open("td", "class", "l").el("span", g.hasError() ? "ERROR" : g.passed() ? "pass" : "FAIL", "class",
                            g.passed() ? "badge pass" : "badge fail").close("td")
                    .el("td", g.hasError() ? "cannot be checked: " + g.error() : g.reason() == null ? "" : g.reason(), "class", "l").close("tr");
        }
        out.close("table");
    }

    private static void warnings(List<String> warnings, Html out) {
        out.el("h3", "Warnings", "id", "warnings");
        if (warnings == null || warnings.isEmpty()) {
            out.el("p", "None.", "class", "muted");
            return;
        }
        out.open("ul", "class", "warnings");
        warnings.forEach(w -> out.el("li", w));
        out.close("ul");
    }

    private static void groups(ReportContext ctx, Html out) {
        var groups = ctx.groupReports();
        out.el("h3", "Groups");
        Double worstEer = groups.stream().map(g -> g.eer()).filter(e -> e != null).max(Double::compare).orElse(null);
        out.open("div", "class", "table-scroll").open("table").open("tr").el("th", "group", "class", "l")
                .el("th", "samples").el("th", "identities").el("th", "genuine pairs").el("th", "impostor pairs")
                .el("th", "EER").el("th", "EER threshold").el("th", "genuine score mean ± sd")
                .el("th", "impostor score mean ± sd").close("tr");
        var notes = new Footnotes();
        for (var g : groups) {
            out.open("tr").open("td", "class", "l");
            ctx.groupLabel(out, g.name());
            out.close("td").el("td", Fmt.count(g.samples())).el("td", Fmt.count(g.identities()))
                    .el("td", Fmt.count(g.genuinePairs())).el("td", Fmt.count(g.impostorPairs()));
            out.open("td", "class", g.eer() != null && g.eer().equals(worstEer) && groups.size() > 1 ? "worst" : null)
                    .text(Fmt.rate(g.eer()));
            notes.mark(out, g.eer() == null ? g.eerUndefinedReason() : null);
            eerInterval(g.eerInterval(), g.eer() != null, out, notes);
            out.close("td").el("td", Fmt.score(g.eerThreshold()))
                    .el("td", meanSd(g.genuineMean(), g.genuineStd())).el("td", meanSd(g.impostorMean(), g.impostorStd()))
                    .close("tr");
        }
        out.close("table").close("div");
        notes.render(out);
        if (worstEer != null && groups.size() > 1) {
            out.el("p", "Bold: the highest EER. EER is interpolated between the group's distinct scores (see Methods)"
                    + (groups.stream().anyMatch(g -> g.eerInterval() != null)
                    ? "; in brackets its 95% identity-bootstrap interval." : "."), "class", "note");
        }
    }

    /** The EER's identity-bootstrap interval beside it, or a note why there is none (nothing when not computed). */
    private static void eerInterval(EerInterval iv, boolean eerDefined, Html out, Footnotes notes) {
        if (iv == null) {
            return;
        }
        if (iv.isDefined()) {
            out.el("span", " [" + Fmt.rate(iv.lower()) + ", " + Fmt.rate(iv.upper()) + "]", "class", "ci");
            notes.mark(out, iv.undefinedReplicates() > 0 || Boolean.FALSE.equals(iv.containsEer())
                    ? "EER interval: " + iv.undefinedReplicates() + " of " + iv.replicates() + " bootstrap replicates "
                      + "had no EER on the group's threshold grid" + (Boolean.FALSE.equals(iv.containsEer())
                      ? "; the percentile interval missed the point EER and is extended to it" : "")
                    : null);
        } else if (eerDefined) {
            notes.mark(out, "no EER interval: " + iv.undefinedReason());
        }
    }

    private static void operatingPoints(ReportContext ctx, Html out) {
        out.el("h3", "Operating points and the worst group at each");
        out.el("p", "Each FAR level α fixes one global threshold t_α on the pooled impostor scores; every group is "
                + "evaluated at it. ⚠ marks a group whose impostor pairs are too few to resolve α (⌊α·n⌋ < 1).",
                "class", "note");
        out.open("div", "class", "table-scroll").open("table").open("tr").el("th", "FAR level α", "class", "l")
                .el("th", "threshold t_α").el("th", "global FAR").el("th", "global FRR")
                .el("th", "highest FAR", "class", "l").el("th", "highest FRR", "class", "l")
                .el("th", "lowest FAR", "class", "l").el("th", "lowest FRR", "class", "l").close("tr");
        var notes = new Footnotes();
        for (var op : ctx.operatingPoints()) {
            out.open("tr").el("td", Fmt.level(op.farTarget()), "class", "l").open("td").text(Fmt.score(op.threshold()));
            notes.mark(out, op.threshold() == null ? op.thresholdUndefinedReason() : null);
            out.close("td");
            out.open("td").text(Fmt.rate(op.globalFar()))
                    .el("span", Fmt.ratio(op.globalFalseAccepts(), op.globalImpostorPairs()), "class", "sub").close("td");
            out.open("td").text(Fmt.rate(op.globalFrr()))
                    .el("span", Fmt.ratio(op.globalFalseRejects(), op.globalGenuinePairs()), "class", "sub").close("td");
            extreme(ctx, out, op, true, true);
            extreme(ctx, out, op, false, true);
            extreme(ctx, out, op, true, false);
            extreme(ctx, out, op, false, false);
            out.close("tr");
        }
        out.close("table").close("div");
        notes.render(out);
    }

    /** The group with the highest (or lowest) FAR (or FRR) at op; ties list every group. */
    private static void extreme(ReportContext ctx, Html out, OperatingPoint op, boolean far, boolean highest) {
        out.open("td", "class", "l");
        var e = RateExtremes.of(ctx.groupsIn(op.perGroup()), op.perGroup(), far, highest);
        if (e.value() == null) {
            out.text(Fmt.MISSING);
        } else {
            for (int i = 0; i < e.groups().size(); i++) {
                out.text(i > 0 ? ", " : "");
                ctx.groupLabel(out, e.groups().get(i));
                GroupRates g = op.perGroup().get(e.groups().get(i));
                out.text(g.belowResolution() && far ? " ⚠" : "");
            }
            out.el("span", Fmt.rate(e.value()), "class", "val");
        }
        out.close("td");
    }

    private static void differentials(ReportContext ctx, Html out) {
        out.el("h3", "Differentials at each operating point", "id", DIFFERENTIALS_ID);
        out.el("p", "How unequal the groups' rates are at the global threshold. BFAR, BFRR: max / geometric mean "
                + "(1 = equal); max/min ratio; max − min; FDR: 1 − weighted largest pairwise differences (1 = equal); "
                + "IR: inequity rate (1 = equal); GARBE: weighted Gini coefficients (0 = equal). In brackets, when the "
                + "identity bootstrap ran: the 95% interval from its replicates. Definitions under Methods.",
                "class", "note");
        var names = new ArrayList<String>(DIFFERENTIALS.keySet());
        for (var op : ctx.operatingPoints()) {
            if (op.differentials() != null) {
                op.differentials().keySet().stream().filter(k -> !names.contains(k)).sorted().forEach(names::add);
            }
        }
        out.open("div", "class", "table-scroll").open("table").open("tr").el("th", "FAR level α", "class", "l");
        names.forEach(n -> out.el("th", DIFFERENTIALS.getOrDefault(n, n)));
        out.close("tr");
        var notes = new Footnotes();
        for (var op : ctx.operatingPoints()) {
            out.open("tr").el("td", Fmt.level(op.farTarget()), "class", "l");
            for (String n : names) {
                Differential d = op.differentials() == null ? null : op.differentials().get(n);
                out.open("td");
                if (d == null) {
                    out.text(Fmt.MISSING);
                } else if (d.value() == null) {
                    out.text("undefined");
                    notes.mark(out, d.undefinedReason() == null ? "no reason given" : d.undefinedReason());
                } else {
                    out.text(Fmt.rate(d.value()));
                    interval(out, d, notes);
                }
                out.close("td");
            }
            out.close("tr");
        }
        out.close("table").close("div");
        notes.render(out);
    }

    /**
     * The differential's identity-bootstrap interval after its value, "[lower, upper]", with a footnote when replicates
     * were undefined or the interval was extended to the value, or the reason it has none; nothing without bootstrap.
     */
    private static void interval(Html out, Differential d, Footnotes notes) {
        if (d.interval() != null) {
            out.el("span", " [" + Fmt.rate(d.interval().lower()) + ", " + Fmt.rate(d.interval().upper()) + "]", "class",
                    "muted");
            if (DifferentialIntervals.WIDENED_METHOD.equals(d.interval().method())) {
                notes.mark(out, "the bootstrap's percentile interval did not contain the value and was extended to it "
                        + "(replicates of a max, min or ratio are shifted)");
            }
            if (d.undefinedReplicates() != null && d.undefinedReplicates() > 0) {
                notes.mark(out, d.undefinedReplicates() + " bootstrap replicates left this differential undefined; "
                        + "they are placed at the unfavourable end for each bound (see Methods)");
            }
        } else if (d.intervalUndefinedReason() != null) {
            out.el("span", " [no interval]", "class", "muted");
            notes.mark(out, d.intervalUndefinedReason());
        }
    }

    private static String meanSd(Double mean, Double sd) {
        return mean == null ? Fmt.MISSING : Fmt.score(mean) + " ± " + Fmt.score(sd);
    }

    /** Numbered notes for undefined values; a reason repeated in several cells gets one number. */
    static final class Footnotes {
        private final List<String> reasons = new ArrayList<>();

        void mark(Html out, String reason) {
            if (reason == null) {
                return;
            }
            int i = reasons.indexOf(reason);
            if (i < 0) {
                reasons.add(reason);
                i = reasons.size() - 1;
            }
            out.el("sup", Integer.toString(i + 1));
        }

        void render(Html out) {
            if (reasons.isEmpty()) {
                return;
            }
            out.open("ol", "class", "footnotes");
            reasons.forEach(r -> out.el("li", r));
            out.close("ol");
        }
    }
}
