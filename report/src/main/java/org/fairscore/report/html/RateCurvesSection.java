package org.fairscore.report.html;

import org.fairscore.core.report.AuditReport;

/** FAR(t) and FRR(t) per group against the threshold, log rate axes, the global thresholds marked. */
final class RateCurvesSection implements ReportSection {
    static final double W = 560;
    static final double H = 350;

    @Override
    public String id() {
        return "rate-curves";
    }

    @Override
    public String title() {
        return "FAR and FRR against the threshold";
    }

    @Override
    public boolean appliesTo(AuditReport report) {
        return ReportSection.hasHistograms(report);
    }

    @Override
    public void render(ReportContext ctx, Html out) {
        out.el("p", "Each group's false accept rate (left) and false reject rate (right) as the threshold t moves; "
                + "dashed lines are the global thresholds t_α, labelled with their FAR level α. Where a curve meets "
                + "a dashed line is that group's rate at the deployed threshold (the exact values are in the "
                + "operating-point section). Curves are drawn at the " + ctx.binWidth() + " resolution of the score "
                + "histograms and pass through each group's exact rates at the global thresholds.",
                "class", "note");
        ctx.legend(out);
        var xs = scoreRange(ctx);
        out.open("div", "class", "grid2");
        figure(ctx, out, xs, true);
        figure(ctx, out, xs, false);
        out.close("div");
    }

    private static void figure(ReportContext ctx, Html out, Scale.Linear xs, boolean far) {
        double lo = 1;
        for (String g : ctx.groups()) {
            var c = ctx.curvePoints(g);
            double[] v = c == null ? null : far ? c.far() : c.frr();
            if (v != null) {
                for (double p : v) {
                    lo = p > 0 ? Math.min(lo, p) : lo;
                }
            }
        }
        lo = Math.max(1e-8, Math.pow(10, Math.floor(Math.log10(lo))));
        if (lo >= 1) {
            lo = 1e-3;
        }
        var plot = new Plot(64, 44, W - 64 - 14, H - 44 - 48, xs, new Scale.Log10(lo, 1), ctx.newId("clip"));
        String what = far ? "FAR" : "FRR";
        out.open("figure");
        out.open("svg", "viewBox", "0 0 " + Fmt.px(W) + " " + Fmt.px(H), "width", Fmt.px(W), "height", Fmt.px(H),
                "role", "img", "aria-label", what + " against the threshold, per group", "class", "chart rate-chart");
        plot.begin(out, "threshold t (" + ctx.scoreName() + ")", what + "(t), log scale");
        for (String g : ctx.groups()) {
            var c = ctx.curvePoints(g);
            double[] v = c == null ? null : far ? c.far() : c.frr();
            if (v == null) {
                continue;
            }
            out.empty("path", "class", "curve " + (far ? "far-curve" : "frr-curve"), "data-group", g, "d",
                    plot.path(c.thresholds(), v), "stroke", ctx.colour(g), "stroke-dasharray", ctx.dash(g));
        }
        plot.end(out);
        thresholds(ctx, out, plot, true);
        out.close("svg");
        out.el("figcaption", what + "(t) per group; " + (far
                ? "FAR(t) = share of the group's impostor pairs scoring above t."
                : "FRR(t) = share of the group's genuine pairs scoring at or below t."));
        out.close("figure");
    }

    /** Dashed verticals at the global thresholds; labels staggered over three rows so close ones stay legible. */
    static void thresholds(ReportContext ctx, Html out, Plot plot, boolean labels) {
        int i = 0;
        for (var op : ctx.operatingPoints()) {
            if (op.threshold() == null || !plot.inside(op.threshold(), plot.y.hi())) {
                continue;
            }
            String x = Fmt.px(plot.px(op.threshold()));
            out.open("g").el("title", "global threshold " + Fmt.score(op.threshold()) + " at FAR level "
                    + Fmt.level(op.farTarget()));
            out.empty("line", "class", "threshold", "x1", x, "x2", x, "y1", Fmt.px(plot.top),
                    "y2", Fmt.px(plot.top + plot.height));
            if (labels) {
                out.el("text", Fmt.level(op.farTarget()), "class", "threshold-label", "x", x,
                        "y", Fmt.px(plot.top - 4 - (i++ % 3) * 12), "text-anchor", "middle");
            }
            out.close("g");
        }
    }

    /**
     * The score range with data in any group's histogram (and every threshold), widened to steps of a twentieth
     * of the display span (0.1 on [−1, 1]) and kept inside it.
     */
    static Scale.Linear scoreRange(ReportContext ctx) {
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (String g : ctx.groups()) {
            var c = ctx.curves(g);
            if (c != null && !c.empty()) {
                lo = Math.min(lo, c.thresholds()[c.firstBin()]);
                hi = Math.max(hi, c.thresholds()[c.lastBin() + 1]);
            }
        }
        for (var op : ctx.operatingPoints()) {
            if (op.threshold() != null) {
                lo = Math.min(lo, op.threshold());
                hi = Math.max(hi, op.threshold());
            }
        }
        double[] span = ctx.displaySpan();
        var whole = new Scale.Linear(span[0], span[1]);
        if (!(hi > lo)) {
            return whole;
        }
        if (span[0] == -1 && span[1] == 1) { // cosines: 0.1 steps, computed as always (same bytes)
            lo = Math.max(-1, Math.floor(lo * 10 - 1e-9) / 10);
            hi = Math.min(1, Math.ceil(hi * 10 + 1e-9) / 10);
        } else {
            double step = (span[1] - span[0]) / 20;
            lo = Math.max(span[0], span[0] + Math.floor((lo - span[0]) / step - 1e-9) * step);
            hi = Math.min(span[1], span[0] + Math.ceil((hi - span[0]) / step + 1e-9) * step);
        }
        return hi > lo ? new Scale.Linear(lo, hi) : whole;
    }
}
