package org.fairscore.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.fairscore.core.model.CorpusManifest;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.GateResult;
import org.fairscore.core.report.HeadlineFixtures;
import org.fairscore.core.report.ReportJson;
import org.junit.jupiter.api.Test;

/** The headline at the top of report.html: first section, numbers linked to tables that exist, names escaped. */
class HeadlineSectionTest {
    private static final String SCRIPT = "<script>alert(1)</script>";
    private static final String PIPE = "race=A|gender=F";

    /** SCRIPT 10000 impostor / 400 genuine pairs, PIPE 20000 / 300, C 5000 / 200. */
    private static AuditReport report() {
        // FAR at 1e-3: SCRIPT 5/10000, PIPE 60/20000 = 3e-3, C 1/5000 = 2e-4 -> 15; FRR: 0.02, 0.01, 0.02 -> 2
        // 1e-4: C has 5000 impostor pairs, floor(0.5) = 0: below resolution
        return new HeadlineFixtures().group(SCRIPT, 400, 10000).group(PIPE, 300, 20000).group("C", 200, 5000)
                .level(1e-3, 0.4, new long[][] {{5, 8}, {60, 3}, {1, 4}}, new double[] {9.5, 24.1},
                        new double[] {1.2, 3.3}, true)
                .level(1e-4, 0.5, new long[][] {{1, 20}, {2, 9}, {0, 10}}, null, null, true)
                .gates(List.of(new GateResult("bfar@1e-3 <= 2 " + SCRIPT, 2.5, false, "too high")))
                .warning("something").build();
    }

    private static String headlineOf(String html) {
        int start = html.indexOf("<section id=\"headline\"");
        return html.substring(start, html.indexOf("</section>", start));
    }

    @Test
    void headlineIsTheFirstSection() {
        String html = HtmlReport.render(report());
        int headline = html.indexOf("<section id=\"headline\"");
        assertTrue(headline > 0);
        assertEquals(headline, html.indexOf("<section "), "no section before the headline");
        assertTrue(headline < html.indexOf("<section id=\"summary\""));
    }

    @Test
    void everyNumberLinksToAnAnchorOfThePage() {
        String html = HtmlReport.render(report());
        String headline = headlineOf(html);
        var links = Pattern.compile("href=\"#([^\"]+)\"").matcher(headline);
        int n = 0;
        while (links.find()) {
            n++;
            assertEquals(1, count(html, "id=\"" + links.group(1) + "\""), "anchor " + links.group(1));
        }
        assertTrue(n > 10, "every figure is a link: " + n);
        // the ratio 3e-3 / 2e-4 = 15 with its interval, linked to the differentials; the rates to their card
        assertTrue(headline.contains("<a href=\"#differentials\" class=\"figure\">15×</a>"), headline);
        assertTrue(headline.contains("[<a href=\"#differentials\" class=\"figure\">9.5×</a>, "
                + "<a href=\"#differentials\" class=\"figure\">24.1×</a>]"), headline);
        assertTrue(headline.contains("<a href=\"#op-level-0\" class=\"figure\">10⁻³</a>"), headline);
        assertTrue(headline.contains("<a href=\"#op-level-1\" class=\"figure\">10⁻⁴</a>"), headline);
        assertTrue(headline.contains("<a href=\"#gates\" class=\"figure\">1</a>"), headline);
        // the zero-error group at 1e-4: its count, not a ratio
        assertTrue(headline.contains("(0 false accepts in <a href=\"#op-level-1\" class=\"figure\">5,000</a> pairs) "
                + "never"), headline);
    }

    @Test
    void namesAreEscaped() {
        String headline = headlineOf(HtmlReport.render(report()));
        assertFalse(headline.contains(SCRIPT), headline);
        assertTrue(headline.contains("&lt;script&gt;alert(1)&lt;/script&gt;</b>"), headline);
        assertTrue(headline.contains(PIPE + "</b>"), headline);
        assertTrue(headline.contains("<code>bfar@1e-3 &lt;= 2 &lt;script&gt;"), headline);
    }

    @Test
    void sameBytesFromReportJson() {
        var r = report();
        assertEquals(HtmlReport.render(r), HtmlReport.render(ReportJson.read(ReportJson.write(r))));
    }

    @Test
    void associationTestsLinkToTheirTable() {
        var association = ReportFixtures.association();
        var manifest = new CorpusManifest(1, 8, List.of(), "id", "label", List.of("gender"), 10, 0, Map.of(), List.of());
        var r = AuditReport.builder(AuditReport.Kind.ASSOCIATION, manifest, List.of("gender")).warnings(List.of())
                .methods(Map.of()).association(association).build();
        String html = HtmlReport.render(r);
        String headline = headlineOf(html);
        assertTrue(headline.contains("<code>weat&lt;script&gt;alert(1)&lt;/script&gt;</code>"), headline);
        assertFalse(headline.contains(SCRIPT), headline);
        var links = Pattern.compile("href=\"#([^\"]+)\"").matcher(headline);
        int n = 0;
        while (links.find()) {
            n++;
            assertEquals("association", links.group(1));
        }
        assertEquals(3, n, "effect size, p-value, permutations");
        assertEquals(1, count(html, "<section id=\"association\""));
    }

    @Test
    void noHeadlineWithoutAnAuditOrGates() {
        var manifest = new CorpusManifest(1, 8, List.of(), "id", "label", List.of("race"), 10, 0, Map.of(), List.of());
        var other = AuditReport.builder(AuditReport.Kind.OTHER, manifest, List.of("race")).warnings(List.of())
                .methods(Map.of()).build();
        assertEquals(0, count(HtmlReport.render(other), "id=\"headline\""));
    }

    private static int count(String s, String needle) {
        int n = 0;
        for (int i = s.indexOf(needle); i >= 0; i = s.indexOf(needle, i + 1)) {
            n++;
        }
        return n;
    }
}
