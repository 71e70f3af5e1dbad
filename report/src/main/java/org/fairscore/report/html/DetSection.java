package org.fairscore.report.html;

import java.util.ArrayList;
import java.util.Comparator;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.verification.GroupReport;

/**
 * DET curves: FRR against FAR on normal-deviate axes (Martin et al., 1997), one curve per group, with
 * each group's exact operating points (numbered) and EER marked on its curve.
 */
final class DetSection implements ReportSection {
    private static final double W = 640;
    private static final double H = 560;

    @Override
    public String id() {
        return "det";
    }

    @Override
    public String title() {
        return "DET curves";
    }

    @Override
    public boolean appliesTo(AuditReport report) {
        return ReportSection.hasHistograms(report);
    }

    @Override
    public void render(ReportContext ctx, Html out) {
        out.el("p", "Detection error trade-off per group: every threshold gives one (FAR, FRR) point; lower and further "
                + "left is better. Axes are normal deviates, so Gaussian score distributions give straight lines. "
                + "One global threshold lands each group at a different point of its own curve (numbered circles).",
                "class", "note");
        ctx.legend(out);
        var axes = DetAxes.fit(ctx);
        var plot = new Plot(76, 22, W - 76 - 20, H - 22 - 52, new Scale.Probit(axes.farLow(), axes.farHigh()),
                new Scale.Probit(axes.frrLow(), axes.frrHigh()), ctx.newId("clip"));
        out.open("div", "class", "det-layout").open("figure");
        out.open("svg", "viewBox", "0 0 " + Fmt.px(W) + " " + Fmt.px(H), "width", Fmt.px(W), "height", Fmt.px(H),
                "role", "img", "aria-label", "DET curves, one per group", "class", "chart det-chart");
        plot.begin(out, "false accept rate (FAR), normal-deviate scale", "false reject rate (FRR), normal-deviate scale");
        double d0 = Math.max(plot.x.lo(), plot.y.lo());
        double d1 = Math.min(plot.x.hi(), plot.y.hi());
        out.empty("path", "class", "ref", "d", plot.path(new double[] {d0, d1}, new double[] {d0, d1}));
        for (String g : ctx.groups()) {
            var c = ctx.curvePoints(g);
            if (c == null || c.far() == null || c.frr() == null) {
                continue;
            }
            out.empty("path", "class", "curve det-curve", "data-group", g, "d", plot.path(c.far(), c.frr()),
                    "stroke", ctx.colour(g), "stroke-dasharray", ctx.dash(g));
        }
        var off = OperatingPointMarkers.draw(ctx, out, plot, r -> r.far(), r -> r.frr());
        eerMarkers(ctx, out, plot);
        plot.end(out);
        out.close("svg");
        out.el("figcaption", "Curves through the " + ctx.binWidth() + "-wide histogram bins' edges and the exact rates "
                + "at every global threshold; markers exact. " + DetAxes.RULE
                + OperatingPointMarkers.offAxes(off));
        out.close("figure");
        aside(ctx, out, !off.isEmpty());
        out.close("div");
    }

    /** The key to the markers and the groups ranked by EER. */
    private static void aside(ReportContext ctx, Html out, boolean pinned) {
        out.open("div", "class", "det-aside");
        out.el("h3", "Key");
        String h = pinned ? "74" : "50";
        out.open("svg", "viewBox", "0 0 300 " + h, "width", "300", "height", h, "role", "img", "aria-label", "key",
                "class", "chart det-key");
        out.empty("path", "d", "M14 6l6 6l-6 6l-6 -6z", "fill", "#fff", "stroke", "#5a6473", "stroke-width", "2");
        out.el("text", "a group's equal error rate (exact)", "x", "30", "y", "16");
        out.empty("path", "class", "ref", "d", "M4 38H24");
        out.el("text", "FAR = FRR", "x", "30", "y", "42");
        if (pinned) {
            out.empty("circle", "cx", "14", "cy", "62", "r", "7", "fill", "#fff", "stroke", "#5a6473", "stroke-width", "2");
            out.el("text", "rate of 0 or 1: pinned to the frame (see caption)", "x", "30", "y", "66");
        }
        out.close("svg");
        out.el("p", "Numbered circles: a group's exact (FAR, FRR) at the global threshold of operating point", "class", "note");
        out.open("table", "class", "det-ops").open("tr").el("th", "", "class", "l").el("th", "FAR level α")
                .el("th", "threshold t_α").close("tr");
        int k = 0;
        for (var op : ctx.operatingPoints()) {
            out.open("tr").open("td", "class", "l").open("svg", "viewBox", "0 0 18 18", "width", "18", "height", "18",
                    "class", "chart inline-marker").empty("circle", "cx", "9", "cy", "9", "r", "7.5", "fill", "#5a6473")
                    .el("text", Integer.toString(++k), "class", "marker-number", "x", "9", "y", "12.6",
                            "text-anchor", "middle").close("svg").close("td")
                    .el("td", Fmt.level(op.farTarget())).el("td", Fmt.score(op.threshold())).close("tr");
        }
        out.close("table");
        var ranked = new ArrayList<>(ctx.groupReports());
        ranked.removeIf(g -> g.eer() == null);
        ranked.sort(Comparator.comparing(GroupReport::eer).reversed());
        if (ranked.isEmpty()) {
            out.close("div");
            return;
        }
        out.el("h3", "Equal error rate, highest first");
        out.open("table").open("tr").el("th", "group", "class", "l").el("th", "EER").el("th", "at threshold").close("tr");
        for (var g : ranked) {
            out.open("tr").open("td", "class", "l");
            ctx.groupLabel(out, g.name());
            out.close("td").el("td", Fmt.rate(g.eer())).el("td", Fmt.score(g.eerThreshold())).close("tr");
        }
        out.close("table");
        out.close("div");
    }

    private static void eerMarkers(ReportContext ctx, Html out, Plot plot) {
        for (var gr : ctx.groupReports()) {
            if (gr.eer() == null || gr.eer() <= 0 || gr.eer() >= 1) {
                continue;
            }
            double x = plot.px(gr.eer());
            double y = plot.py(gr.eer());
            out.open("g", "class", "eer-marker", "data-group", gr.name());
            out.el("title", gr.name() + ": EER " + Fmt.rate(gr.eer()));
            out.empty("path", "d", "M" + Fmt.px(x) + " " + Fmt.px(y - 6) + "l6 6l-6 6l-6 -6z", "fill", "#fff",
                    "stroke", ctx.colour(gr.name()), "stroke-width", "2");
            out.close("g");
        }
    }
}
