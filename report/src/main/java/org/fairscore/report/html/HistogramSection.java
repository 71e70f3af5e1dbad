package org.fairscore.report.html;

import org.fairscore.core.report.AuditReport;
import org.fairscore.core.verification.GroupReport;

/** Genuine and impostor score histograms per group (small multiples on one score axis). */
final class HistogramSection implements ReportSection {
    private static final double W = 380;
    private static final double H = 210;

    @Override
    public String id() {
        return "histograms";
    }

    @Override
    public String title() {
        return "Score distributions";
    }

    @Override
    public boolean appliesTo(AuditReport report) {
        return ReportSection.hasHistograms(report);
    }

    @Override
    public void render(ReportContext ctx, Html out) {
        String accepted = ctx.distances() ? "left" : "right"; // distances are accepted below the threshold
        String rejected = ctx.distances() ? "right" : "left";
        out.el("p", "Genuine (same identity, group colour) and impostor (different identities, grey) "
                + ctx.scoreName() + "s of each group, each as the share of its pairs per " + ctx.binWidth()
                + "-wide bin, so both show despite impostor pairs far outnumbering genuine ones. Dashed lines: the "
                + "global thresholds. Overlap " + accepted + " of a threshold is false accepts; genuine mass "
                + rejected + " of it is false rejects.", "class", "note");
        var xs = RateCurvesSection.scoreRange(ctx);
        out.open("div", "class", "grid3");
        for (var g : ctx.groupReports()) {
            if (g.histogram() != null) {
                panel(ctx, out, g, xs);
            }
        }
        out.close("div");
    }

    private static void panel(ReportContext ctx, Html out, GroupReport g, Scale.Linear xs) {
        var h = g.histogram();
        double[] gen = shares(h.genuine());
        double[] imp = shares(h.impostor());
        double max = 0;
        for (int i = 0; i < h.bins(); i++) {
            max = Math.max(max, Math.max(gen[i], imp[i]));
        }
        var plot = new Plot(46, 12, W - 46 - 12, H - 12 - 40, xs, new Scale.Linear(0, max > 0 ? max * 1.08 : 1),
                ctx.newId("clip"));
        out.open("figure", "class", "card");
        out.open("h3");
        ctx.groupLabel(out, g.name());
        out.close("h3");
        out.el("p", Fmt.count(g.genuinePairs()) + " genuine, " + Fmt.count(g.impostorPairs()) + " impostor pairs",
                "class", "note");
        out.open("svg", "viewBox", "0 0 " + Fmt.px(W) + " " + Fmt.px(H), "width", Fmt.px(W), "height", Fmt.px(H),
                "role", "img", "aria-label", "score histograms of one group", "class", "chart histogram-chart");
        plot.begin(out, ctx.scoreName(), null);
        double w = (h.high() - h.low()) / h.bins();
        out.empty("path", "class", "impostor", "data-group", g.name(), "d", step(plot, h.low(), w, imp));
        out.empty("path", "class", "genuine", "data-group", g.name(), "d", step(plot, h.low(), w, gen),
                "fill", ctx.colour(g.name()), "stroke", ctx.colour(g.name()));
        plot.end(out);
        RateCurvesSection.thresholds(ctx, out, plot, false);
        out.close("svg");
        out.close("figure");
    }

    private static double[] shares(long[] counts) {
        long total = 0;
        for (long c : counts) {
            total += c;
        }
        var out = new double[counts.length];
        for (int i = 0; i < counts.length && total > 0; i++) {
            out[i] = (double) counts[i] / total;
        }
        return out;
    }

    /** A closed step outline over the bins, on the zero line at both ends. */
    private static String step(Plot plot, double low, double w, double[] v) {
        var d = new StringBuilder("M").append(Fmt.px(plot.px(low))).append(' ').append(Fmt.px(plot.py(0)));
        for (int i = 0; i < v.length; i++) {
            double y = plot.py(v[i]);
            d.append('L').append(Fmt.px(plot.px(low + i * w))).append(' ').append(Fmt.px(y))
                    .append('L').append(Fmt.px(plot.px(low + (i + 1) * w))).append(' ').append(Fmt.px(y));
        }
        return d.append('L').append(Fmt.px(plot.px(low + v.length * w))).append(' ').append(Fmt.px(plot.py(0)))
                .append('Z').toString();
    }
}
