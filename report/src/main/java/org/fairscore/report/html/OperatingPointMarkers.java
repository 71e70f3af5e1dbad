package org.fairscore.report.html;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;
import org.fairscore.core.verification.GroupRates;

/**
 * The numbered circles of the DET and ROC charts: each group's exact rates at the global threshold of operating
 * point k, in the group's colour, numbered k. A rate the axes cannot show (0 on a log or normal-deviate axis, 1
 * on a normal-deviate axis) has no position: such a marker is pinned to the frame on the side the rate lies
 * beyond (a FAR of 0 on the left edge), drawn hollow, and named in the list returned, which the chart prints
 * under itself, so no marker disappears and none is mistaken for a measured position. (The demo's strictest
 * levels give some groups a FAR of 0: the best groups, which a reader compares the worst with.)
 */
final class OperatingPointMarkers {
    private OperatingPointMarkers() {
    }

    /**
     * Draws the markers on {@code plot} at (x(rates), y(rates)); returns one phrase per marker it pinned to the
     * frame ("C at 10⁻⁶ (6): FAR 0, FRR 0.968").
     */
    static List<String> draw(ReportContext ctx, Html out, Plot plot, ToDoubleFunction<GroupRates> x,
                             ToDoubleFunction<GroupRates> y) {
        var off = new ArrayList<String>();
        int k = 0;
        for (var op : ctx.operatingPoints()) {
            String number = Integer.toString(++k);
            if (op.perGroup() == null || op.threshold() == null) {
                continue;
            }
            for (String g : ctx.groupsIn(op.perGroup())) {
                var r = op.perGroup().get(g);
                if (r.far() == null || r.frr() == null) {
                    continue; // the group has no pairs of a kind: it has no curve either
                }
                double cx = plot.px(x.applyAsDouble(r));
                double cy = plot.py(y.applyAsDouble(r));
                if (Double.isNaN(cx) || Double.isNaN(cy)) {
                    continue;
                }
                boolean pinned = Double.isInfinite(cx) || Double.isInfinite(cy);
                if (pinned) {
                    off.add(g + " at " + Fmt.level(op.farTarget()) + " (" + number + "): FAR " + Fmt.rate(r.far())
                            + ", FRR " + Fmt.rate(r.frr()));
                    cx = Math.max(plot.left, Math.min(plot.left + plot.width, cx));
                    cy = Math.max(plot.top, Math.min(plot.top + plot.height, cy));
                }
                out.open("g", "class", pinned ? "op-marker pinned" : "op-marker", "data-group", g, "data-op", number);
                out.el("title", g + " at the global threshold for FAR level " + Fmt.level(op.farTarget()) + ": FAR "
                        + Fmt.rate(r.far()) + ", FRR " + Fmt.rate(r.frr()) + (pinned ? " (off the scale, pinned to "
                        + "the frame)" : ""));
                out.empty("circle", "cx", Fmt.px(cx), "cy", Fmt.px(cy), "r", "7.5", "fill", pinned ? "#fff" : ctx.colour(g),
                        "stroke", pinned ? ctx.colour(g) : "#fff", "stroke-width", pinned ? "2" : "1.2");
                out.el("text", number, "class", "marker-number", "x", Fmt.px(cx), "y", Fmt.px(cy + 3.6),
                        "text-anchor", "middle", "style", pinned ? "fill:" + ctx.colour(g) : null);
                out.close("g");
            }
        }
        return off;
    }

    /** The caption's sentence on pinned markers, or the empty string. */
    static String offAxes(List<String> off) {
        return off.isEmpty() ? "" : " Hollow markers on the frame: a rate of 0 or 1 has no position on these axes, "
                + "so the marker is pinned to the edge it lies beyond — " + String.join("; ", off) + ".";
    }
}
