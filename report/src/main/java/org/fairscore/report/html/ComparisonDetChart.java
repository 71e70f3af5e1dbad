package org.fairscore.report.html;

import java.util.List;
import org.fairscore.core.compare.ComparedGroup;
import org.fairscore.core.compare.ComparedLevel;
import org.fairscore.core.compare.ComparedModel;
import org.fairscore.core.compare.GroupAtLevel;

/**
 * The DET curves of one group across the compared models, overlaid: one colour per model, each model's exact
 * (FAR, FRR) at its own global threshold of every shared FAR level (numbered as the levels) and its EER marked.
 * Curves come from each audit's display histogram (bin resolution), markers from its exact counts.
 */
final class ComparisonDetChart {
    private static final double W = 520;
    private static final double H = 440;
    private static final double MIN_RATE = 1e-7;
    /** Upper ends the FRR/FAR axes may take: the smallest that holds every marker. */
    private static final double[] HIGH_ENDS = {0.5, 0.9, 0.99, 0.999};
    /** Ticks above the probit scale's own (which end at 0.4), for an axis extended to hold every marker. */
    private static final double[] HIGH_TICKS = {0.9, 0.99, 0.999};

    private ComparisonDetChart() {
    }

    static void render(Html out, ComparedGroup group, List<ComparedModel> models, List<ComparedLevel> levels,
                       String clipId) {
        var curves = new RateCurves[models.size()];
        for (int m = 0; m < models.size(); m++) {
            var figures = group.models().get(m);
            var accept = models.get(m).accept();
            curves[m] = figures.histogram() == null ? null
                    : RateCurves.of(figures.histogram(), accept != null && accept.lowerIsMoreSimilar());
        }
        var rows = levels.stream().map(l -> row(l, group.group())).toList();
        double hi = high(rows);
        var plot = new Plot(70, 16, W - 70 - 14, H - 16 - 50, new Scale.Probit(low(curves, rows, true), hi),
                new Scale.Probit(low(curves, rows, false), hi), clipId);
        out.open("figure", "class", "card compare-det");
        out.open("svg", "viewBox", "0 0 " + Fmt.px(W) + " " + Fmt.px(H), "width", Fmt.px(W), "height", Fmt.px(H),
                "role", "img", "aria-label", "DET curves of group " + group.group() + ", one per model",
                "class", "chart det-chart", "data-group", group.group());
        highTicks(out, plot, hi);
        plot.begin(out, "FAR, normal-deviate scale", "FRR, normal-deviate scale");
        double d0 = Math.max(plot.x.lo(), plot.y.lo());
        out.empty("path", "class", "ref", "d", plot.path(new double[] {d0, hi}, new double[] {d0, hi}));
        for (int m = 0; m < models.size(); m++) {
            var c = curves[m];
            if (c != null && c.far() != null && c.frr() != null) {
                out.empty("path", "class", "curve det-curve", "data-model", models.get(m).name(), "d",
                        plot.path(c.far(), c.frr()), "stroke", Palette.colour(m), "stroke-dasharray", Palette.dash(m));
            }
        }
        markers(out, plot, group, models, rows);
        plot.end(out);
        out.close("svg");
        out.open("figcaption").text(group.group()).close("figcaption");
        out.close("figure");
    }

    /** Grid lines and labels at 0.9, 0.99, 0.999 up to the axes' upper end {@code hi} (both axes share it). */
    private static void highTicks(Html out, Plot plot, double hi) {
        for (double t : HIGH_TICKS) {
            if (t > hi * (1 + 1e-9) || plot.x.ticks().contains(t)) {
                continue;
            }
            String x = Fmt.px(plot.px(t));
            String y = Fmt.px(plot.py(t));
            out.open("g", "class", "grid").empty("line", "x1", x, "x2", x, "y1", Fmt.px(plot.top), "y2",
                    Fmt.px(plot.top + plot.height)).empty("line", "x1", Fmt.px(plot.left), "x2",
                    Fmt.px(plot.left + plot.width), "y1", y, "y2", y).close("g");
            out.open("g", "class", "tick").el("text", Fmt.rate(t), "x", x, "y", Fmt.px(plot.top + plot.height + 15),
                    "text-anchor", "middle").el("text", Fmt.rate(t), "x", Fmt.px(plot.left - 6), "y",
                    Fmt.px(plot.py(t) + 4), "text-anchor", "end").close("g");
        }
    }

    private static GroupAtLevel row(ComparedLevel level, String group) {
        return level.groups().stream().filter(g -> g.group().equals(group)).findFirst().orElseThrow();
    }

    private static void markers(Html out, Plot plot, ComparedGroup group, List<ComparedModel> models,
                                List<GroupAtLevel> rows) {
        for (int k = 0; k < rows.size(); k++) {
            String number = Integer.toString(k + 1);
            for (int m = 0; m < models.size(); m++) {
                var r = rows.get(k).models().get(m).rates();
                if (r.far() == null || r.frr() == null || r.far() <= 0 || r.frr() <= 0) {
                    continue;
                }
                String cx = Fmt.px(plot.px(r.far()));
                double cy = plot.py(r.frr());
                out.open("g", "class", "op-marker", "data-model", models.get(m).name());
                out.el("title", models.get(m).name() + " at its threshold for FAR level " + number + ": FAR "
                        + Fmt.rate(r.far()) + ", FRR " + Fmt.rate(r.frr()));
                out.empty("circle", "cx", cx, "cy", Fmt.px(cy), "r", "7.5", "fill", Palette.colour(m), "stroke", "#fff",
                        "stroke-width", "1.2");
                out.el("text", number, "class", "marker-number", "x", cx, "y", Fmt.px(cy + 3.6), "text-anchor", "middle");
                out.close("g");
            }
        }
        for (int m = 0; m < models.size(); m++) {
            var figures = group.models().get(m);
            if (figures.eer() == null || figures.eer() <= 0) {
                continue;
            }
            double x = plot.px(figures.eer());
            double y = plot.py(figures.eer());
            out.open("g", "class", "eer-marker", "data-model", models.get(m).name());
            out.el("title", models.get(m).name() + ": EER " + Fmt.rate(figures.eer()));
            out.empty("path", "d", "M" + Fmt.px(x) + " " + Fmt.px(y - 6) + "l6 6l-6 6l-6 -6z", "fill", "#fff",
                    "stroke", Palette.colour(m), "stroke-width", "2");
            out.close("g");
        }
    }

    /** The smallest upper end that holds every marker's FAR and FRR (a rate of 1 cannot be shown on this axis). */
    static double high(List<GroupAtLevel> rows) {
        double max = 0;
        for (var row : rows) {
            for (var m : row.models()) {
                max = Math.max(max, m.rates().far() == null ? 0 : m.rates().far());
                max = Math.max(max, m.rates().frr() == null ? 0 : m.rates().frr());
            }
        }
        for (double end : HIGH_ENDS) {
            if (max <= end) {
                return end;
            }
        }
        return HIGH_ENDS[HIGH_ENDS.length - 1];
    }

    /** The decade below the smallest non-zero rate of the curves and markers, at least {@link #MIN_RATE}. */
    private static double low(RateCurves[] curves, List<GroupAtLevel> rows, boolean far) {
        double lo = HIGH_ENDS[0] / 10;
        for (var c : curves) {
            double[] v = c == null ? null : far ? c.far() : c.frr();
            if (v != null) {
                for (double p : v) {
                    lo = p > 0 ? Math.min(lo, p) : lo;
                }
            }
        }
        for (var row : rows) {
            for (var m : row.models()) {
                Double p = far ? m.rates().far() : m.rates().frr();
                lo = p != null && p > 0 ? Math.min(lo, p) : lo;
            }
        }
        return Math.max(MIN_RATE, Math.pow(10, Math.floor(Math.log10(lo))));
    }
}
