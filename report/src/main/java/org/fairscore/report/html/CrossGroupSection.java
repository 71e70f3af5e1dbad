package org.fairscore.report.html;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.verification.OperatingPoint;

/**
 * The cross-group impostor FAR matrix (with --cross-group) as one heat map per operating point, every
 * cell labelled with its value. Colour: log₁₀(FAR / α) on a diverging scale, blue below the FAR level,
 * red above it, saturated two decades away.
 */
final class CrossGroupSection implements ReportSection {
    private static final int MAX_LABEL = 16;
    private static final double DECADES = 2;

    @Override
    public String id() {
        return "cross-group";
    }

    @Override
    public String title() {
        return "Cross-group false accepts";
    }

    @Override
    public boolean appliesTo(AuditReport report) {
        return report.operatingPoints() != null
                && report.operatingPoints().stream().anyMatch(op -> op.crossGroupFar() != null);
    }

    @Override
    public void render(ReportContext ctx, Html out) {
        out.el("p", "FAR of impostor pairs with one sample in the row's group and the other in the column's, at each "
                + "global threshold; the diagonal is the intra-group FAR. Colour compares each cell with the FAR level "
                + "α: blue below, white at α, red above (saturated at 100× either way). A dash: no such pairs.",
                "class", "note");
        colourKey(out);
        out.open("div", "class", "grid3");
        for (var op : ctx.operatingPoints()) {
            if (op.crossGroupFar() != null) {
                heatMap(ctx, out, op);
            }
        }
        out.close("div");
    }

    private static void heatMap(ReportContext ctx, Html out, OperatingPoint op) {
        Map<String, Map<String, Double>> m = op.crossGroupFar();
        var groups = ctx.groupsIn(m);
        int n = groups.size();
        double cell = Math.max(30, Math.min(72, 300.0 / Math.max(1, n)));
        boolean values = cell >= 44;
        int longest = groups.stream().mapToInt(g -> Math.min(MAX_LABEL, g.length())).max().orElse(4);
        double labelW = Math.max(40, Math.min(120, 10 + 6.6 * longest));
        double top = Math.max(40, Math.min(100, 10 + 4.8 * longest));
        double w = labelW + cell * n + 8;
        double h = top + cell * n + 8;
        out.open("figure", "class", "card");
        out.el("h3", "α = " + Fmt.level(op.farTarget()) + " · t_α = " + Fmt.score(op.threshold()));
        out.open("svg", "viewBox", "0 0 " + Fmt.px(w) + " " + Fmt.px(h), "width", Fmt.px(w), "height", Fmt.px(h),
                "role", "img", "aria-label", "cross-group FAR at FAR level " + Fmt.level(op.farTarget()),
                "class", "chart heatmap");
        for (int i = 0; i < n; i++) {
            String g = groups.get(i);
            String shown = g.length() > MAX_LABEL ? g.substring(0, MAX_LABEL - 1) + "…" : g;
            double cy = top + cell * i + cell / 2 + 4;
            out.open("text", "x", Fmt.px(labelW - 6), "y", Fmt.px(cy), "text-anchor", "end").el("title", g)
                    .text(shown).close("text");
            double cx = labelW + cell * i + cell / 2;
            out.open("text", "x", Fmt.px(cx), "y", Fmt.px(top - 6), "text-anchor", "start",
                    "transform", "rotate(-40 " + Fmt.px(cx) + " " + Fmt.px(top - 6) + ")").el("title", g)
                    .text(shown).close("text");
        }
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                String a = groups.get(i);
                String b = groups.get(j);
                Double far = m.containsKey(a) ? m.get(a).get(b) : null;
                double t = far == null ? Double.NaN : position(far, op.farTarget());
                double x = labelW + cell * j;
                double y = top + cell * i;
                var pairs = pairs(ctx.report(), a, b);
                out.open("g", "class", "cell", "data-row", a, "data-col", b);
                out.el("title", a + " × " + b + ": FAR " + Fmt.rate(far)
                        + (pairs == null ? "" : " over " + Fmt.count(pairs) + " impostor pairs"));
                out.empty("rect", "x", Fmt.px(x), "y", Fmt.px(y), "width", Fmt.px(cell - 1), "height", Fmt.px(cell - 1),
                        "fill", far == null ? "#eceff3" : colour(t), "stroke", i == j ? "#1c2430" : null,
                        "stroke-width", i == j ? "1.2" : null);
                if (values) {
                    out.el("text", compact(far), "class", Double.isFinite(t) && Math.abs(t) > 0.55
                                    ? "cell-value on-dark" : "cell-value", "x", Fmt.px(x + cell / 2),
                            "y", Fmt.px(y + cell / 2 + 4), "text-anchor", "middle");
                }
                out.close("g");
            }
        }
        out.close("svg");
        if (!values) {
            out.el("figcaption", "Too many groups to print values in the cells; hover a cell for its value, or read "
                    + "crossGroupFar in report.json.");
        }
        out.close("figure");
    }

    private static Long pairs(AuditReport r, String a, String b) {
        var m = r.crossGroupImpostorPairs();
        return m == null || !m.containsKey(a) ? null : m.get(a).get(b);
    }

    /** log₁₀(FAR/α) / DECADES clamped to [−1, 1]; FAR 0 is −1. */
    static double position(double far, double alpha) {
        if (far <= 0) {
            return -1;
        }
        return Math.max(-1, Math.min(1, Math.log10(far / alpha) / DECADES));
    }

    /** White at 0, #2166ac at −1, #b2182b at +1 (ColorBrewer RdBu ends). */
    static String colour(double t) {
        int[] end = t < 0 ? new int[] {0x21, 0x66, 0xac} : new int[] {0xb2, 0x18, 0x2b};
        double s = Math.abs(t);
        return String.format(Locale.ROOT, "#%02x%02x%02x", mix(end[0], s), mix(end[1], s), mix(end[2], s));
    }

    private static int mix(int channel, double s) {
        return (int) Math.round(255 + (channel - 255) * s);
    }

    /** Two significant digits: cells are small. */
    private static String compact(Double v) {
        if (v == null) {
            return Fmt.MISSING;
        }
        if (v == 0) {
            return "0";
        }
        return Fmt.rate(Double.parseDouble(String.format(Locale.ROOT, "%.1e", v)));
    }

    private static void colourKey(Html out) {
        double w = 360;
        out.open("svg", "viewBox", "0 0 " + Fmt.px(w) + " 40", "width", Fmt.px(w), "height", "40", "role", "img",
                "aria-label", "colour key", "class", "chart colour-key");
        int steps = 24;
        double left = 20;
        double bar = w - 2 * left;
        for (int i = 0; i < steps; i++) {
            double t = -1 + (2.0 * i + 1) / steps;
            out.empty("rect", "x", Fmt.px(left + bar * i / steps), "y", "4", "width", Fmt.px(bar / steps + 0.5),
                    "height", "14", "fill", colour(t));
        }
        List<String> labels = List.of("≤ α/100", "α/10", "α", "10α", "≥ 100α");
        for (int i = 0; i < labels.size(); i++) {
            out.el("text", labels.get(i), "x", Fmt.px(left + bar * i / 4), "y", "33", "text-anchor", "middle");
        }
        out.close("svg");
    }
}
