package org.fairscore.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.fairscore.core.verification.GroupRates;
import org.fairscore.core.verification.Interval;
import org.fairscore.core.verification.OperatingPoint;
import org.junit.jupiter.api.Test;

/** FAR bars on a log scale, and a key for every mark of the bar charts. */
class OperatingPointsChartTest {
    private static final List<ReportSection> BARS = List.of(new OperatingPointsSection());

    /**
     * At 10⁻⁶ the panel shows 2.5×10⁻⁸ (C's interval's lower end) … 4×10⁻⁶ (B's upper end): axis 10⁻⁸ … 10⁻⁵,
     * three decades over 520 − 50 (labels of one letter: 12 + 6.6 → the 50 px minimum) − 60 = 410 px. D's FAR
     * 10⁻⁶ is two decades from the start, B's 2×10⁻⁶ log₁₀ 2 decades more.
     */
    @Test
    void farBarsAreLogarithmic() {
        String html = HtmlReport.render(DemoLikeReport.report(), BARS);
        String card = html.substring(html.lastIndexOf("FAR level α = 10⁻⁶"));
        double perDecade = 410 / 3.0;
        assertEquals(2 * perDecade, barWidth(card, "D"), 0.06);
        assertEquals((2 + Math.log10(2)) * perDecade, barWidth(card, "B"), 0.06);
        assertEquals((2 + Math.log10(0.05)) * perDecade, barWidth(card, "C"), 0.06);
    }

    @Test
    void theKeyNamesEveryWhiskerDrawnAndNoOther() {
        String html = HtmlReport.render(DemoLikeReport.report(), BARS);
        assertTrue(html.contains("95% interval, Clopper–Pearson"));
        assertTrue(html.contains("<path d=\"M4 48H40M4 44v8M40 44v8\" class=\"ci-cp\""), "a Clopper–Pearson whisker");
        assertFalse(html.contains("95% interval, identity bootstrap"), "no bootstrap whisker is drawn, none in the key");
        assertTrue(html.contains("FAR level α (FAR panels)"));
        assertTrue(html.contains("global rate over all groups at t_α"));
    }

    @Test
    void theKeyNamesTheBootstrapWhiskerWhenOneIsDrawn() {
        var report = DemoLikeReport.report();
        var ops = new ArrayList<>(report.operatingPoints());
        var first = ops.get(0);
        var perGroup = new LinkedHashMap<>(first.perGroup());
        var a = perGroup.get("A");
        perGroup.put("A", new GroupRates(a.far(), a.frr(), a.falseAccepts(), a.impostorPairs(), a.falseRejects(),
                a.genuinePairs(), false, a.farInterval(), a.frrInterval(), new Interval(0.02, 0.04, "identity-bootstrap"),
                null));
        ops.set(0, new OperatingPoint(first.farTarget(), first.allowedFalseAccepts(), first.threshold(), null, false,
                first.globalFar(), first.globalFrr(), 0, first.globalImpostorPairs(), 0, first.globalGenuinePairs(),
                perGroup, null, "n/a", null, "n/a", Map.of(), null));
        String html = HtmlReport.render(report.toBuilder().operatingPoints(ops).build(), BARS);
        assertTrue(html.contains("95% interval, identity bootstrap"));
        assertTrue(html.contains("<path d=\"M4 66H40M4 62v8M40 62v8\" class=\"ci-boot\""), "a bootstrap whisker");
        assertEquals(1, count(html, "class=\"whisker ci-boot\""), "the one bootstrap whisker drawn");
    }

    private static int count(String s, String needle) {
        int n = 0;
        for (int i = s.indexOf(needle); i >= 0; i = s.indexOf(needle, i + 1)) {
            n++;
        }
        return n;
    }

    private static double barWidth(String card, String group) {
        var m = Pattern.compile("<g class=\"bar far-bar\" data-group=\"" + group
                + "\"><title>[^<]*</title><rect x=\"[-0-9.]+\" y=\"[-0-9.]+\" width=\"([-0-9.]+)\"").matcher(card);
        assertTrue(m.find(), "no FAR bar of " + group);
        return Double.parseDouble(m.group(1));
    }
}
