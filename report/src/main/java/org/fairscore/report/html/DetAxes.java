package org.fairscore.report.html;

/**
 * The ranges of the DET chart's normal-deviate axes, fitted so that every operating-point and EER marker lies
 * inside the plot and the curves show as far as they matter.
 *
 * <ul>
 *   <li>Markers (every group's exact (FAR, FRR) at each global threshold, and its EER) always fit, however small
 *       or large their rates: the strict levels put the worst groups' FRR near 1 and the best groups' FAR far below
 *       the level, exactly the points a reader looks for.</li>
 *   <li>Curves extend the lower ends down to their smallest rates (no further than {@link #CURVE_FLOOR}), and the
 *       FRR axis up to the largest FRR a curve reaches where its FAR can be shown (no further than 0.999: beyond
 *       it only the last few genuine pairs move).</li>
 *   <li>The FAR axis ends at 0.5 unless a marker lies higher: above it lie only thresholds that accept most
 *       impostors.</li>
 *   <li>Ends are {@link RateAxis#lower} and {@link RateAxis#upper} of those extremes: a decade (or 1 − a decade)
 *       with headroom, never the value itself.</li>
 * </ul>
 */
record DetAxes(double farLow, double farHigh, double frrLow, double frrHigh) {
    static final double CURVE_FLOOR = 1e-7;
    private static final double CURVE_FRR_CEILING = 0.998; // RateAxis.upper(0.998) = 0.999

    static final String RULE = "Axes fitted to every marker: from the decade below the smallest rate of a marker or "
            + "a curve (curves down to " + Fmt.level(CURVE_FLOOR) + " at most) to 0.5, or, when a marker (or, for FRR, "
            + "a curve, up to 0.999) lies higher, to 1 − the decade below 1 − its largest rate (0.9, 0.99, 0.999, …).";

    static DetAxes fit(ReportContext ctx) {
        var far = new Extremes();
        var frr = new Extremes();
        for (var op : ctx.operatingPoints()) {
            if (op.perGroup() == null || op.threshold() == null) {
                continue;
            }
            for (var r : op.perGroup().values()) {
                if (r.far() == null || r.frr() == null) {
                    continue;
                }
                // a marker with one rate of 0 or 1 is pinned to the frame along that axis; its other rate must fit
                if (drawable(r.far())) {
                    far.add(r.far());
                }
                if (drawable(r.frr())) {
                    frr.add(r.frr());
                }
            }
        }
        for (var g : ctx.groupReports()) {
            if (g.eer() != null && drawable(g.eer())) {
                far.add(g.eer());
                frr.add(g.eer());
            }
        }
        double farHigh = far.max > 0 ? RateAxis.upper(far.max) : 0.5;
        var curveFar = new Extremes();
        for (String g : ctx.groups()) {
            var c = ctx.curvePoints(g);
            if (c == null || c.far() == null || c.frr() == null) {
                continue;
            }
            for (int i = 0; i < c.far().length; i++) {
                double a = c.far()[i];
                double b = c.frr()[i];
                if (drawable(a) && a < farHigh) {
                    curveFar.add(Math.max(CURVE_FLOOR, a));
                    if (drawable(b)) {
                        frr.add(Math.max(CURVE_FLOOR, Math.min(CURVE_FRR_CEILING, b)));
                    }
                }
            }
        }
        double farMin = Math.min(far.min, curveFar.min);
        double farLow = farMin < 1 ? RateAxis.lower(farMin) : 1e-3;
        double frrLow = frr.min < 1 ? RateAxis.lower(frr.min) : 1e-3;
        double frrHigh = frr.max > 0 ? RateAxis.upper(frr.max) : 0.5;
        return new DetAxes(Math.min(farLow, farHigh / 10), farHigh, Math.min(frrLow, frrHigh / 10), frrHigh);
    }

    private static boolean drawable(double rate) {
        return rate > 0 && rate < 1;
    }

    /** Smallest and largest of the values added; 1 and 0 before any. */
    private static final class Extremes {
        double min = 1;
        double max = 0;

        void add(double v) {
            min = Math.min(min, v);
            max = Math.max(max, v);
        }
    }
}
