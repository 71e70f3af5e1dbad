package org.fairscore.report.html;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;
import org.fairscore.core.verification.GroupRates;

/**
 * The numbered circles of the DET and ROC charts: each group's exact rates at the global threshold of operating
 * point k, in the group's colour, numbered k. A rate the axes cannot show (0 on a log or normal-deviate axis, 1
 * on a normal-deviate axis) has no position: such a marker is not drawn but named in the list returned, which
 * the chart prints under itself, so no marker disappears silently.
 */
final class OperatingPointMarkers {
    private OperatingPointMarkers() {
    }

    /**
     * Draws the markers on {@code plot} at (x(rates), y(rates)); returns one phrase per marker it could not
     * place ("C at 10⁻⁶: FAR 0").
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
                if (!Double.isFinite(cx) || !Double.isFinite(cy)) {
                    off.add(g + " at " + Fmt.level(op.farTarget()) + " (" + number + "): FAR " + Fmt.rate(r.far())
                            + ", FRR " + Fmt.rate(r.frr()));
                    continue;
                }
                out.open("g", "class", "op-marker", "data-group", g, "data-op", number);
                out.el("title", g + " at the global threshold for FAR level " + Fmt.level(op.farTarget()) + ": FAR "
                        + Fmt.rate(r.far()) + ", FRR " + Fmt.rate(r.frr()));
                out.empty("circle", "cx", Fmt.px(cx), "cy", Fmt.px(cy), "r", "7.5", "fill", ctx.colour(g),
                        "stroke", "#fff", "stroke-width", "1.2");
                out.el("text", number, "class", "marker-number", "x", Fmt.px(cx), "y", Fmt.px(cy + 3.6),
                        "text-anchor", "middle");
                out.close("g");
            }
        }
        return off;
    }

    /** The caption's sentence on markers not drawn, or the empty string. */
    static String offAxes(List<String> off) {
        return off.isEmpty() ? "" : " Not drawn, a rate of 0 or 1 having no position on these axes: "
                + String.join("; ", off) + ".";
    }
}
