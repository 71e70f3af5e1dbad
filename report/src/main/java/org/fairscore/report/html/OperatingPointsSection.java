package org.fairscore.report.html;

import java.util.ArrayList;
import java.util.List;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.verification.GroupRates;
import org.fairscore.core.verification.Interval;
import org.fairscore.core.verification.OperatingPoint;

/**
 * Per-group FAR and FRR at each operating point: bars with one whisker per {@link IntervalKind}, and the
 * counts and intervals in a table beside them.
 */
final class OperatingPointsSection implements ReportSection {
    private static final double W = 520;
    private static final double ROW = 24;
    private static final double TOP = 30;
    private static final double BOTTOM = 26;
    private static final double VALUE_PAD = 60;
        private static final int MAX_LABEL = 18;

    @Override
    public String id() {
        return "operating-points";
    }

    @Override
    public String title() {
        return "Rates per group at each operating point";
    }

    @Override
    public boolean appliesTo(AuditReport report) {
        return report.operatingPoints() != null && !report.operatingPoints().isEmpty();
    }

    @Override
    public void render(ReportContext ctx, Html out) {
        var kinds = new ArrayList<String>();
        ctx.intervalKinds().forEach(k -> kinds.add(k.label()));
        out.el("p", "Bars: each group's FAR and FRR at the global threshold t_α. Whiskers: 95% confidence intervals ("
                + String.join("; ", kinds) + "). Dashed line: the FAR level α; dotted line: the global rate over all "
                + "groups. ⚠: the group has too few impostor pairs to resolve α. FAR scales are logarithmic (FARs "
                + "span decades): a bar starts at the axis' lower end, a FAR of 0 has none; FRR scales are linear from "
                + "0. Every scale is chosen per panel, so compare bars within a panel.", "class", "note");
        OperatingPointsKey.render(ctx, out);
        for (var op : ctx.operatingPoints()) {
            card(ctx, out, op);
        }
    }

    private static void card(ReportContext ctx, Html out, OperatingPoint op) {
        out.open("div", "class", "card op-card", "id", cardId(indexOf(ctx, op)));
        out.open("div", "class", "op-head");
        out.el("h3", "FAR level α = " + Fmt.level(op.farTarget()) + " · threshold t_α = " + Fmt.score(op.threshold()));
        out.el("p", "global FAR " + Fmt.rate(op.globalFar()) + " (" + Fmt.ratio(op.globalFalseAccepts(),
                op.globalImpostorPairs()) + "), global FRR " + Fmt.rate(op.globalFrr()) + " ("
                + Fmt.ratio(op.globalFalseRejects(), op.globalGenuinePairs()) + ")"
                + (op.threshold() == null && op.thresholdUndefinedReason() != null
                        ? "; no threshold: " + op.thresholdUndefinedReason() : ""), "class", "note");
        out.close("div");
        var groups = ctx.groupsIn(op.perGroup());
        int longest = groups.stream().mapToInt(g -> Math.min(MAX_LABEL, g.length())).max().orElse(4);
        double labelW = Math.max(50, Math.min(150, 12 + 6.6 * longest));
        double panelW = W - labelW - VALUE_PAD;
        double panelH = TOP + ROW * groups.size() + BOTTOM;
        out.open("svg", "viewBox", "0 0 " + Fmt.px(W) + " " + Fmt.px(2 * panelH), "width", Fmt.px(W),
                "height", Fmt.px(2 * panelH), "role", "img", "aria-label", "per-group FAR and FRR at FAR level "
                        + Fmt.level(op.farTarget()), "class", "chart bars-chart");
        for (int p = 0; p < 2; p++) {
            for (int i = 0; i < groups.size(); i++) {
                String g = groups.get(i);
                String shown = g.length() > MAX_LABEL ? g.substring(0, MAX_LABEL - 1) + "…" : g;
                out.open("text", "x", Fmt.px(labelW - 8), "y", Fmt.px(p * panelH + TOP + ROW * i + ROW / 2 + 4),
                        "text-anchor", "end").el("title", g).text(shown).close("text");
            }
        }
        panel(ctx, out, op, groups, true, labelW, 0, panelW);
        panel(ctx, out, op, groups, false, labelW, panelH, panelW);
        out.close("svg");
        table(ctx, out, op, groups);
        out.close("div");
    }

    /** The anchor of the card of the operating point with this index in the report (the headline links to it). */
    static String cardId(int index) {
        return "op-level-" + index;
    }

    /** The operating point's position in the report, by identity (two equal points still get two anchors). */
    private static int indexOf(ReportContext ctx, OperatingPoint op) {
        var ops = ctx.operatingPoints();
        for (int i = 0; i < ops.size(); i++) {
            if (ops.get(i) == op) {
                return i;
            }
        }
        throw new IllegalArgumentException("not an operating point of this report");
    }

    private static void panel(ReportContext ctx, Html out, OperatingPoint op, List<String> groups, boolean far,
                              double left, double offset, double width) {
        double top = offset + TOP;
        double hi = far ? Math.max(op.farTarget(), orZero(op.globalFar())) : orZero(op.globalFrr());
        for (String g : groups) {
            var r = op.perGroup().get(g);
            hi = Math.max(hi, orZero(far ? r.far() : r.frr()));
            for (var k : ctx.intervalKinds()) {
                Interval ci = interval(k, r, far);
                hi = ci == null ? hi : Math.max(hi, ci.upper());
            }
        }
        hi = hi > 0 ? hi * 1.04 : 1e-3;
        double plotH = ROW * groups.size();
        // FARs span decades (10⁻⁶ … 10⁻¹ across levels and groups): a linear axis shows the small ones as nothing
        Scale xs = far ? FarBarScale.of(op, groups, ctx.intervalKinds()) : new Scale.Linear(0, hi, 4);
        var plot = new Plot(left, top, width, plotH, xs, new Scale.Linear(0, 1), ctx.newId("clip"));
        double base = plot.left; // where bars start: 0 on the linear axis, the axis' lower end on the log one
        out.el("text", far ? "FAR (false accept rate)" : "FRR (false reject rate)", "class", "panel-title",
                "x", Fmt.px(left), "y", Fmt.px(top - 10));
        out.open("g", "class", "grid");
        for (double t : plot.x.ticks()) {
            out.empty("line", "x1", Fmt.px(plot.px(t)), "x2", Fmt.px(plot.px(t)), "y1", Fmt.px(top), "y2",
                    Fmt.px(top + plotH));
        }
        out.close("g").open("g", "class", "tick");
        for (double t : plot.x.ticks()) {
            out.el("text", plot.x.label(t), "x", Fmt.px(plot.px(t)), "y", Fmt.px(top + plotH + 15), "text-anchor", "middle");
        }
        out.close("g");
        for (int i = 0; i < groups.size(); i++) {
            String g = groups.get(i);
            GroupRates r = op.perGroup().get(g);
            Double v = far ? r.far() : r.frr();
            double cy = top + ROW * i + ROW / 2;
            out.open("g", "class", far ? "bar far-bar" : "bar frr-bar", "data-group", g);
            out.el("title", g + ": " + (far ? "FAR " : "FRR ") + Fmt.rate(v) + " ("
                    + (far ? Fmt.ratio(r.falseAccepts(), r.impostorPairs()) : Fmt.ratio(r.falseRejects(), r.genuinePairs()))
                    + ")");
            double end = base;
            if (v != null) {
                end = at(plot, v);
                out.empty("rect", "x", Fmt.px(base), "y", Fmt.px(cy - 7), "width", Fmt.px(end - base),
                        "height", "14", "fill", ctx.colour(g), "fill-opacity", far && r.belowResolution() ? "0.35" : "0.85");
            }
            int n = ctx.intervalKinds().size();
            for (int k = 0; k < n; k++) {
                var kind = ctx.intervalKinds().get(k);
                Interval ci = interval(kind, r, far);
                if (ci == null) {
                    continue;
                }
                double y = cy + (k - (n - 1) / 2.0) * 6;
                double x0 = at(plot, ci.lower());
                double x1 = at(plot, ci.upper());
                out.open("g", "class", "whisker " + kind.cssClass()).el("title", kind.label() + " 95%: ["
                        + Fmt.rate(ci.lower()) + ", " + Fmt.rate(ci.upper()) + "]");
                out.empty("path", "d", "M" + Fmt.px(x0) + " " + Fmt.px(y) + "H" + Fmt.px(x1) + "M" + Fmt.px(x0) + " "
                        + Fmt.px(y - 4) + "v8M" + Fmt.px(x1) + " " + Fmt.px(y - 4) + "v8", "class", kind.cssClass(),
                        "fill", "none");
                out.close("g");
                end = Math.max(end, x1);
            }
            out.el("text", Fmt.rate(v) + (far && r.belowResolution() ? " ⚠" : ""), "class", "value",
                    "x", Fmt.px(end + 5), "y", Fmt.px(cy + 4));
            out.close("g");
        }
        reference(out, plot, far ? op.farTarget() : null, "target");
        reference(out, plot, far ? op.globalFar() : op.globalFrr(), "global");
        out.empty("line", "class", "frame", "x1", Fmt.px(base), "x2", Fmt.px(base), "y1", Fmt.px(top),
                "y2", Fmt.px(top + plotH));
    }

    /** x of a rate, a rate of 0 (no position on the log axis) at the axis' start. */
    private static double at(Plot plot, double v) {
        double x = plot.px(v);
        return Double.isFinite(x) ? Math.max(plot.left, x) : plot.left;
    }

    private static void reference(Html out, Plot plot, Double v, String cssClass) {
        if (v == null || !Double.isFinite(plot.px(v))) {
            return;
        }
        String x = Fmt.px(plot.px(v));
        out.empty("line", "class", cssClass, "x1", x, "x2", x, "y1", Fmt.px(plot.top - 3),
                "y2", Fmt.px(plot.top + plot.height + 3));
    }

    private static void table(ReportContext ctx, Html out, OperatingPoint op, List<String> groups) {
        out.open("div", "class", "table-scroll").open("table", "class", "op-table").open("tr").el("th", "group", "class", "l").el("th", "FAR");
        ctx.intervalKinds().forEach(k -> out.open("th").text("95% CI").el("span", k.label(), "class", "sub").close("th"));
        out.el("th", "FRR");
        ctx.intervalKinds().forEach(k -> out.open("th").text("95% CI").el("span", k.label(), "class", "sub").close("th"));
        out.close("tr");
        for (String g : groups) {
            var r = op.perGroup().get(g);
            out.open("tr").open("td", "class", "l");
            ctx.groupLabel(out, g);
            out.text(r.belowResolution() ? " ⚠" : "").close("td");
            out.open("td").text(Fmt.rate(r.far())).el("span", Fmt.ratio(r.falseAccepts(), r.impostorPairs()), "class", "sub")
                    .close("td");
            ctx.intervalKinds().forEach(k -> out.el("td", range(interval(k, r, true)), "class", "ci"));
            out.open("td").text(Fmt.rate(r.frr())).el("span", Fmt.ratio(r.falseRejects(), r.genuinePairs()), "class", "sub")
                    .close("td");
            ctx.intervalKinds().forEach(k -> out.el("td", range(interval(k, r, false)), "class", "ci"));
            out.close("tr");
        }
        out.close("table").close("div");
    }

    private static Interval interval(IntervalKind kind, GroupRates r, boolean far) {
        return far ? kind.far().apply(r) : kind.frr().apply(r);
    }

    static String range(Interval ci) {
        return ci == null ? Fmt.MISSING : "[" + Fmt.rate(ci.lower()) + ", " + Fmt.rate(ci.upper()) + "]";
    }

    private static double orZero(Double v) {
        return v == null ? 0 : v;
    }
}
