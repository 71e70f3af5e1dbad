package org.fairscore.report.html;

/**
 * One colour per group, in group order: the Okabe–Ito palette (distinguishable with the common colour
 * vision deficiencies; yellow left out, it vanishes on white), then evenly spaced hues with a dash
 * pattern so that groups beyond the seventh stay distinguishable in print.
 */
final class Palette {
    private static final String[] OKABE_ITO = {"#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9",
            "#000000"};

    private Palette() {
    }

    static String colour(int index) {
        if (index < OKABE_ITO.length) {
            return OKABE_ITO[index];
        }
        int hue = (int) Math.round(((index - OKABE_ITO.length) * 137.508) % 360);
        return "hsl(" + hue + ",65%,38%)";
    }

    /** SVG stroke-dasharray for the group's lines, null for solid. */
    static String dash(int index) {
        return index < OKABE_ITO.length ? null : (index / OKABE_ITO.length % 2 == 1 ? "7 3" : "2 2");
    }
}
