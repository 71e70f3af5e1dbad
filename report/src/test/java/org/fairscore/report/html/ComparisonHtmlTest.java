package org.fairscore.report.html;

import static org.fairscore.core.compare.AuditFixture.audit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.fairscore.core.compare.ComparedAudit;
import org.fairscore.core.compare.ComparisonReport;
import org.fairscore.core.compare.Comparisons;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.verification.GroupReport;
import org.junit.jupiter.api.Test;

/** The comparison page: every operating-point marker inside its chart, names escaped, deterministic. */
class ComparisonHtmlTest {
    private static final Pattern FRAME = Pattern.compile(
            "<rect class=\"frame\" x=\"([\\d.]+)\" y=\"([\\d.]+)\" width=\"([\\d.]+)\" height=\"([\\d.]+)\"/>");
    private static final Pattern MARKER = Pattern.compile(
            "<g class=\"op-marker\"[^>]*>.*?<circle cx=\"([\\d.-]+)\" cy=\"([\\d.-]+)\"");

    /** Group G (40 impostor, 10 genuine pairs): FRR up to 9/10 at the strict level, so the axes must reach 0.9. */
    private static AuditReport model(long faLoose, long frLoose, long frStrict) {
        var r = audit().group(ReportFixtures.SCRIPT, 20, 5, 10, 40).errors(0.1, 0.3, ReportFixtures.SCRIPT, faLoose,
                frLoose).errors(0.01, 0.6, ReportFixtures.SCRIPT, 1, frStrict).build();
        // with the display histogram the audits carry, so the curves are drawn too
        var groups = r.groups().stream().map(g -> new GroupReport(g.name(), g.attributes(), g.samples(), g.identities(),
                g.genuinePairs(), g.impostorPairs(), g.eer(), null, g.eerThreshold(), 0.5, 0.1, 0.1, 0.1,
                ReportFixtures.histogram(1))).toList();
        return r.toBuilder().groups(groups).build();
    }

    private static ComparisonReport comparison() {
        return Comparisons.of(List.of(new ComparedAudit(ReportFixtures.IMG, "a/report.json", model(4, 2, 6)),
                new ComparedAudit("B", "b/report.json", model(6, 3, 9))));
    }

    @Test
    void everyMarkerLiesInsideItsChart() {
        String html = ComparisonHtml.render(comparison());
        var frame = FRAME.matcher(html);
        assertTrue(frame.find(), "no chart frame");
        double x0 = Double.parseDouble(frame.group(1));
        double y0 = Double.parseDouble(frame.group(2));
        double x1 = x0 + Double.parseDouble(frame.group(3));
        double y1 = y0 + Double.parseDouble(frame.group(4));
        var markers = MARKER.matcher(html);
        var seen = new ArrayList<String>();
        while (markers.find()) {
            double cx = Double.parseDouble(markers.group(1));
            double cy = Double.parseDouble(markers.group(2));
            seen.add(cx + "," + cy);
            assertTrue(cx >= x0 && cx <= x1 && cy >= y0 && cy <= y1, "marker (" + cx + ", " + cy + ") outside the frame "
                    + x0 + ".." + x1 + " × " + y0 + ".." + y1);
        }
        assertEquals(4, seen.size(), "2 models × 2 levels: " + seen); // FRR 0.9 included, which a 0.5 axis would lose
        assertEquals(2, html.split("class=\"curve det-curve\"", -1).length - 1);
        assertTrue(html.contains(">0.9</text>"), "the FRR axis is labelled up to 0.9");
    }

    @Test
    void theAxesEndAtTheSmallestEndHoldingEveryMarker() {
        var level = comparison().operatingPoints().get(1);
        assertEquals(0.9, ComparisonDetChart.high(level.groups())); // FRR 9/10
        var loose = comparison().operatingPoints().get(0);
        assertEquals(0.5, ComparisonDetChart.high(loose.groups())); // FRR 3/10 at most
    }

    @Test
    void namesAreEscapedAndRenderingIsDeterministic() {
        String html = ComparisonHtml.render(comparison());
        assertFalse(html.contains(ReportFixtures.SCRIPT));
        assertFalse(html.contains(ReportFixtures.IMG));
        assertTrue(html.contains(Html.escape(ReportFixtures.IMG)));
        assertFalse(html.contains("<script"));
        assertEquals(html, ComparisonHtml.render(comparison()));
    }
}
