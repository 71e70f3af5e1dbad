package org.fairscore.report.html;

/**
 * The key to every mark of the operating-point bars: bar, pale bar (⚠), one whisker per interval kind drawn
 * (in its own colour), the dashed FAR level and the dotted global rate, drawn with the same classes as the charts so the
 * key cannot drift from them.
 */
final class OperatingPointsKey {
    private static final double ROW = 18;

    private OperatingPointsKey() {
    }

    static void render(ReportContext ctx, Html out) {
        var kinds = ctx.intervalKinds().stream().filter(k -> drawn(ctx, k)).toList();
        int rows = 4 + kinds.size();
        double h = rows * ROW + 6;
        out.open("svg", "viewBox", "0 0 520 " + Fmt.px(h), "width", "520", "height", Fmt.px(h), "role", "img",
                "aria-label", "key to the bars, whiskers and lines", "class", "chart op-key");
        double y = 12;
        out.empty("rect", "x", "4", "y", Fmt.px(y - 6), "width", "36", "height", "12", "fill", "#5a6473",
                "fill-opacity", "0.85");
        out.el("text", "a group's FAR or FRR at the global threshold t_α (group colour)", "x", "50", "y", Fmt.px(y + 4));
        y += ROW;
        out.empty("rect", "x", "4", "y", Fmt.px(y - 6), "width", "36", "height", "12", "fill", "#5a6473",
                "fill-opacity", "0.35");
        out.el("text", "pale, ⚠: too few impostor pairs in the group to resolve α", "x", "50", "y", Fmt.px(y + 4));
        for (var k : kinds) {
            y += ROW;
            out.open("g", "class", "key-whisker");
            out.empty("path", "d", "M4 " + Fmt.px(y) + "H40M4 " + Fmt.px(y - 4) + "v8M40 " + Fmt.px(y - 4) + "v8",
                    "class", k.cssClass(), "fill", "none");
            out.close("g");
            out.el("text", "95% interval, " + k.label(), "x", "50", "y", Fmt.px(y + 4));
        }
        y += ROW;
        out.empty("line", "class", "target", "x1", "22", "x2", "22", "y1", Fmt.px(y - 7), "y2", Fmt.px(y + 7));
        out.el("text", "FAR level α (FAR panels)", "x", "50", "y", Fmt.px(y + 4));
        y += ROW;
        out.empty("line", "class", "global", "x1", "22", "x2", "22", "y1", Fmt.px(y - 7), "y2", Fmt.px(y + 7));
        out.el("text", "global rate over all groups at t_α", "x", "50", "y", Fmt.px(y + 4));
        out.close("svg");
    }

    /** Whether any group has an interval of this kind at any operating point: only drawn whiskers get a key. */
    private static boolean drawn(ReportContext ctx, IntervalKind kind) {
        for (var op : ctx.operatingPoints()) {
            if (op.perGroup() != null && op.perGroup().values().stream()
                    .anyMatch(r -> kind.far().apply(r) != null || kind.frr().apply(r) != null)) {
                return true;
            }
        }
        return false;
    }
}
