package org.fairscore.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.verification.GroupRates;
import org.fairscore.core.verification.OperatingPoint;
import org.junit.jupiter.api.Test;

/** Every operating-point marker of a demo-shaped report lies inside the DET and ROC plot areas. */
class DetAndRocChartTest {
    private static final List<ReportSection> CHARTS = List.of(new DetSection(), new RocSection());

    @Test
    void everyDetMarkerLiesInsideThePlotArea() {
        String svg = SvgGeometry.svg(HtmlReport.render(DemoLikeReport.report(), CHARTS), "chart det-chart");
        assertAllInside(svg, 24);
    }

    @Test
    void everyRocMarkerLiesInsideThePlotArea() {
        String svg = SvgGeometry.svg(HtmlReport.render(DemoLikeReport.report(), CHARTS), "chart roc-chart");
        assertAllInside(svg, 24);
    }

    @Test
    void theKeyShowsAHollowMarkerOnlyWhenOneIsDrawn() {
        String html = HtmlReport.render(DemoLikeReport.report(), CHARTS);
        assertEquals(0, count(html, "class=\"op-marker pinned\""));
        assertTrue(!html.contains("pinned to the frame"), "no hollow marker, no key entry nor caption");
    }

    @Test
    void detAxesReachTheLargestFrrAndTheSmallestFar() {
        var axes = DetAxes.fit(new ReportContext(DemoLikeReport.report(), IntervalKind.ALL));
        // largest FRR 0.995: 1 − 0.005, and the decade below 0.005 (with headroom) is 10⁻³
        assertEquals(0.999, axes.frrHigh(), 1e-12);
        // smallest FAR 0.05 × 10⁻⁶ = 5×10⁻⁸: the decade below is 10⁻⁸
        assertEquals(1e-8, axes.farLow(), 1e-20);
        // no marker above FAR 0.45 (the largest is 2 × 0.1 = 0.2): the FAR axis stops at one half
        assertEquals(0.5, axes.farHigh(), 1e-12);
    }

    @Test
    void detEerMarkersLieInsideThePlotArea() {
        String svg = SvgGeometry.svg(HtmlReport.render(DemoLikeReport.report(), CHARTS), "chart det-chart");
        var area = SvgGeometry.plotArea(svg);
        var m = java.util.regex.Pattern.compile("<g class=\"eer-marker\"[^>]*><title>[^<]*</title><path d=\"M([-0-9.]+) "
                + "([-0-9.]+)l6 6").matcher(svg);
        int n = 0;
        while (m.find()) {
            double x = Double.parseDouble(m.group(1));
            double y = Double.parseDouble(m.group(2)) + 6; // the path starts at the diamond's top
            assertTrue(area.contains(x, y), "EER marker at " + x + ", " + y + " outside " + area);
            n++;
        }
        assertEquals(4, n, "one EER marker per group");
    }

    @Test
    void aMarkerWithARateOfZeroOrOneIsPinnedToTheFrameAndNamed() {
        var report = DemoLikeReport.report();
        var ops = new java.util.ArrayList<>(report.operatingPoints());
        var last = ops.get(5);
        var perGroup = new LinkedHashMap<>(last.perGroup());
        var c = perGroup.get("C");
        perGroup.put("C", new GroupRates(0.0, c.frr(), 0, c.impostorPairs(), c.falseRejects(), c.genuinePairs(), false,
                null, null, null, null));
        var d = perGroup.get("D");
        perGroup.put("D", new GroupRates(d.far(), 1.0, d.falseAccepts(), d.impostorPairs(), d.genuinePairs(),
                d.genuinePairs(), false, null, null, null, null));
        ops.set(5, new OperatingPoint(last.farTarget(), last.allowedFalseAccepts(), last.threshold(), null, false,
                last.globalFar(), last.globalFrr(), 0, last.globalImpostorPairs(), 0, last.globalGenuinePairs(), perGroup,
                null, "n/a", null, "n/a", java.util.Map.of(), null));
        AuditReport changed = report.toBuilder().operatingPoints(ops).build();
        String html = HtmlReport.render(changed, CHARTS);
        String det = SvgGeometry.svg(html, "chart det-chart");
        assertAllInside(det, 24);
        var area = SvgGeometry.plotArea(det);
        var pinned = SvgGeometry.markers(det).stream().filter(m -> m.op() == 6 && !m.group().matches("[AB]")).toList();
        assertEquals(2, pinned.size());
        // C's FAR of 0 lies beyond the left edge, D's FRR of 1 beyond the top
        assertEquals(area.x(), pinned.get(0).cx(), 0.05);
        assertEquals(area.y(), pinned.get(1).cy(), 0.05);
        assertEquals(2, count(det, "class=\"op-marker pinned\""));
        assertTrue(html.contains("rate of 0 or 1: pinned to the frame (see caption)"), "the key has the hollow marker");
        assertTrue(html.contains("Hollow markers on the frame: a rate of 0 or 1 has no position on these axes, so the "
                + "marker is pinned to the edge it lies beyond — C at 10⁻⁶ (6): FAR 0, FRR 0.97; D at 10⁻⁶ (6): "
                + "FAR 10⁻⁶, FRR 1."), "the DET caption names both markers");
        // on the ROC, TAR = 0 is a position (FRR 1), FAR 0 is not
        String roc = SvgGeometry.svg(html, "chart roc-chart");
        assertAllInside(roc, 24);
        assertEquals(1, count(roc, "class=\"op-marker pinned\""));
    }

    private static int count(String s, String needle) {
        int n = 0;
        for (int i = s.indexOf(needle); i >= 0; i = s.indexOf(needle, i + 1)) {
            n++;
        }
        return n;
    }

    private static void assertAllInside(String svg, int expected) {
        var area = SvgGeometry.plotArea(svg);
        var markers = SvgGeometry.markers(svg);
        assertEquals(expected, markers.size(), "markers drawn");
        for (var m : markers) {
            assertTrue(area.contains(m.cx(), m.cy()), "marker " + m + " outside the plot area " + area);
        }
    }
}
