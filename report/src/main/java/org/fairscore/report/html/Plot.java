package org.fairscore.report.html;

/**
 * One plotting area inside an SVG: margins, two scales, the frame with grid, ticks and axis titles, and
 * polylines that break where a value cannot be shown (a rate of 0 on a log axis). Lines are clipped to
 * the area, so a curve leaving the range ends at the frame instead of drawing over the labels.
 */
final class Plot {
    final double left;
    final double top;
    final double width;
    final double height;
    final Scale x;
    final Scale y;
    private final String clipId;

    Plot(double left, double top, double width, double height, Scale x, Scale y, String clipId) {
        this.left = left;
        this.top = top;
        this.width = width;
        this.height = height;
        this.x = x;
        this.y = y;
        this.clipId = clipId;
    }

    double px(double v) {
        return left + x.unit(v) * width;
    }

    double py(double v) {
        return top + (1 - y.unit(v)) * height;
    }

    /** Grid, frame, tick labels and axis titles; then opens the clipped group for the data (see {@link #end}). */
    void begin(Html out, String xTitle, String yTitle) {
        out.open("clipPath", "id", clipId).empty("rect", "x", Fmt.px(left), "y", Fmt.px(top), "width", Fmt.px(width),
                "height", Fmt.px(height)).close("clipPath");
        out.open("g", "class", "grid");
        for (double t : x.ticks()) {
            out.empty("line", "x1", Fmt.px(px(t)), "x2", Fmt.px(px(t)), "y1", Fmt.px(top), "y2", Fmt.px(top + height));
        }
        for (double t : y.ticks()) {
            out.empty("line", "x1", Fmt.px(left), "x2", Fmt.px(left + width), "y1", Fmt.px(py(t)), "y2", Fmt.px(py(t)));
        }
        out.close("g");
        out.empty("rect", "class", "frame", "x", Fmt.px(left), "y", Fmt.px(top), "width", Fmt.px(width),
                "height", Fmt.px(height));
        out.open("g", "class", "tick");
        for (double t : x.ticks()) {
            out.el("text", x.label(t), "x", Fmt.px(px(t)), "y", Fmt.px(top + height + 15), "text-anchor", "middle");
        }
        for (double t : y.ticks()) {
            out.el("text", y.label(t), "x", Fmt.px(left - 6), "y", Fmt.px(py(t) + 4), "text-anchor", "end");
        }
        out.close("g");
        if (xTitle != null) {
            out.el("text", xTitle, "class", "axis-title", "x", Fmt.px(left + width / 2), "y", Fmt.px(top + height + 34),
                    "text-anchor", "middle");
        }
        if (yTitle != null) {
            double cx = left - 46;
            double cy = top + height / 2;
            out.el("text", yTitle, "class", "axis-title", "x", Fmt.px(cx), "y", Fmt.px(cy), "text-anchor", "middle",
                    "transform", "rotate(-90 " + Fmt.px(cx) + " " + Fmt.px(cy) + ")");
        }
        out.open("g", "clip-path", "url(#" + clipId + ")");
    }

    void end(Html out) {
        out.close("g");
    }

    /** SVG path data through (xs[i], ys[i]), starting a new subpath after any point the scales cannot show. */
    String path(double[] xs, double[] ys) {
        var d = new StringBuilder();
        boolean pen = false;
        for (int i = 0; i < xs.length; i++) {
            double a = px(xs[i]);
            double b = py(ys[i]);
            if (!Double.isFinite(a) || !Double.isFinite(b)) {
                pen = false;
                continue;
            }
            d.append(pen ? 'L' : 'M').append(Fmt.px(a)).append(' ').append(Fmt.px(b));
            pen = true;
        }
        return d.toString();
    }

    boolean inside(double vx, double vy) {
        double a = x.unit(vx);
        double b = y.unit(vy);
        return a >= -1e-9 && a <= 1 + 1e-9 && b >= -1e-9 && b <= 1 + 1e-9;
    }
}
