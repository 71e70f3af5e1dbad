package org.fairscore.report.html;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/** Reads positions back out of a rendered chart: the plot area (its clip rectangle) and the marker centres. */
final class SvgGeometry {
    private static final Pattern CLIP_RECT = Pattern.compile(
            "<clipPath id=\"[^\"]+\"><rect x=\"([-0-9.]+)\" y=\"([-0-9.]+)\" width=\"([-0-9.]+)\" height=\"([-0-9.]+)\"/>");
    private static final Pattern MARKER = Pattern.compile(
            "<g class=\"op-marker(?: pinned)?\" data-group=\"([^\"]*)\" data-op=\"(\\d+)\"><title>[^<]*</title><circle cx=\"([-0-9.]+)\" cy=\"([-0-9.]+)\"");

    record Rect(double x, double y, double width, double height) {
        boolean contains(double px, double py) {
            return px >= x && px <= x + width && py >= y && py <= y + height;
        }
    }

    record Marker(String group, int op, double cx, double cy) {
    }

    private SvgGeometry() {
    }

    /** The first {@code <svg …class="…cssClass…">…</svg>} of the page. */
    static String svg(String html, String cssClass) {
        int at = html.indexOf(cssClass + "\"");
        assertTrue(at >= 0, "no chart of class " + cssClass);
        int start = html.lastIndexOf("<svg", at);
        return html.substring(start, html.indexOf("</svg>", at) + 6);
    }

    static Rect plotArea(String svg) {
        var m = CLIP_RECT.matcher(svg);
        assertTrue(m.find(), "no clip rectangle in the chart");
        return new Rect(Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2)), Double.parseDouble(m.group(3)),
                Double.parseDouble(m.group(4)));
    }

    static List<Marker> markers(String svg) {
        var out = new ArrayList<Marker>();
        var m = MARKER.matcher(svg);
        while (m.find()) {
            out.add(new Marker(m.group(1), Integer.parseInt(m.group(2)), Double.parseDouble(m.group(3)),
                    Double.parseDouble(m.group(4))));
        }
        return out;
    }
}
