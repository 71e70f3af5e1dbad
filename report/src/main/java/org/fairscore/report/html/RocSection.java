package org.fairscore.report.html;

import org.fairscore.core.report.AuditReport;

/**
 * ROC curves: true accept rate TAR = 1 − FRR against FAR on a log axis, one curve per group, the view of
 * NIST's FRVT reports (TAR at FAR 10⁻⁶ …), with each group's exact operating points numbered as on the DET chart.
 */
final class RocSection implements ReportSection {
    private static final double W = 640;
    private static final double H = 420;

    @Override
    public String id() {
        return "roc";
    }

    @Override
    public String title() {
        return "ROC curves";
    }

    @Override
    public boolean appliesTo(AuditReport report) {
        return ReportSection.hasHistograms(report);
    }

    @Override
    public void render(ReportContext ctx, Html out) {
        out.el("p", "Receiver operating characteristic per group: the share of genuine pairs accepted (TAR = 1 − FRR) "
                + "against the share of impostor pairs accepted (FAR, log scale); higher and further left is better. "
                + "Dotted verticals: the FAR levels α. Numbered circles: each group's exact (FAR, TAR) at the global "
                + "threshold t_α, the same points as on the DET chart.", "class", "note");
        ctx.legend(out);
        double farLow = DetAxes.fit(ctx).farLow();
        var plot = new Plot(76, 22, W - 76 - 20, H - 22 - 52, new Scale.Log10(farLow, 1),
                new Scale.Linear(tarLow(ctx, farLow), 1), ctx.newId("clip"));
        out.open("figure");
        out.open("svg", "viewBox", "0 0 " + Fmt.px(W) + " " + Fmt.px(H), "width", Fmt.px(W), "height", Fmt.px(H),
                "role", "img", "aria-label", "ROC curves, one per group", "class", "chart roc-chart");
        plot.begin(out, "false accept rate (FAR), log scale", "true accept rate (TAR = 1 − FRR)");
        for (var op : ctx.operatingPoints()) {
            if (plot.inside(op.farTarget(), plot.y.hi())) {
                String x = Fmt.px(plot.px(op.farTarget()));
                out.open("g").el("title", "FAR level " + Fmt.level(op.farTarget()));
                out.empty("line", "class", "global", "x1", x, "x2", x, "y1", Fmt.px(plot.top),
                        "y2", Fmt.px(plot.top + plot.height));
                out.close("g");
            }
        }
        for (String g : ctx.groups()) {
            var c = ctx.curvePoints(g);
            if (c == null || c.far() == null || c.frr() == null) {
                continue;
            }
            out.empty("path", "class", "curve roc-curve", "data-group", g, "d", plot.path(c.far(), c.tar()),
                    "stroke", ctx.colour(g), "stroke-dasharray", ctx.dash(g));
        }
        var off = OperatingPointMarkers.draw(ctx, out, plot, r -> r.far(), r -> 1 - r.frr());
        plot.end(out);
        out.close("svg");
        out.el("figcaption", "Curves through the " + ctx.binWidth() + "-wide histogram bins' edges and the exact rates "
                + "at every global threshold; markers exact. FAR axis from the DET chart's lower end to 1; TAR axis "
                + "from the tenth below the smallest TAR of a marker or of a curve where its FAR is shown, to 1."
                + OperatingPointMarkers.offAxes(off));
        out.close("figure");
    }

    /** The tenth at or below the smallest TAR of a marker or of a curve point the FAR axis shows; 0 at least. */
    static double tarLow(ReportContext ctx, double farLow) {
        double min = 1;
        for (var op : ctx.operatingPoints()) {
            if (op.perGroup() != null && op.threshold() != null) {
                for (var r : op.perGroup().values()) {
                    if (r.far() != null && r.frr() != null) { // a FAR of 0 pins the marker to the left edge, at its TAR
                        min = Math.min(min, 1 - r.frr());
                    }
                }
            }
        }
        for (String g : ctx.groups()) {
            var c = ctx.curvePoints(g);
            if (c != null && c.far() != null && c.frr() != null) {
                for (int i = 0; i < c.far().length; i++) {
                    if (c.far()[i] >= farLow) {
                        min = Math.min(min, 1 - c.frr()[i]);
                    }
                }
            }
        }
        double low = Math.floor(min * 10 - 1e-9) / 10;
        return Math.max(0, Math.min(0.9, low));
    }
}
