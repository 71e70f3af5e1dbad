package org.fairscore.report.html;

import static org.fairscore.report.html.ReportFixtures.GROUPS;
import static org.fairscore.report.html.ReportFixtures.IMG;
import static org.fairscore.report.html.ReportFixtures.SCRIPT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.GateResult;
import org.fairscore.core.report.ReportJson;
import org.junit.jupiter.api.Test;

class HtmlReportTest {
    private static final List<GateResult> GATES = List.of(new GateResult("bfar@1e-2 <= 2.0 " + SCRIPT, 1.8, true, null),
            new GateResult("bfrr@1e-2 <= 2.0", null, false, "undefined: " + IMG));

    private static int count(String html, String needle) {
        return html.split(Pattern.quote(needle), -1).length - 1;
    }

    private static int countOpening(String html) {
        var m = Pattern.compile("<[a-zA-Z][a-zA-Z0-9-]*(?:\\s+[a-zA-Z][a-zA-Z0-9:-]*(?:=\"[^\"<>]*\")?)*\\s*/?>").matcher(html);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }

    @Test
    void hostileStringsRenderAsTextAndNeverAsMarkup() {
        String html = HtmlReport.render(ReportFixtures.hostile(true, GATES));
        String lower = html.toLowerCase(Locale.ROOT);
        assertFalse(lower.contains("<script"), "no script element at all");
        assertFalse(lower.contains("<img"), "no img element");
        assertFalse(html.contains(SCRIPT));
        assertFalse(html.contains(IMG));
        assertFalse(html.contains("A & B"));
        assertTrue(html.contains(Html.escape(SCRIPT)));
        assertTrue(html.contains(Html.escape(IMG)));
        assertTrue(html.contains("A &amp; B&#39;s"));
        // the escaped forms reach every kind of user text: group names, paths, columns, warnings, methods, gates
        assertTrue(html.contains("/data/" + Html.escape(SCRIPT) + ".csv"));
        assertTrue(html.contains("warning about " + Html.escape(SCRIPT)));
        assertTrue(html.contains("note" + Html.escape(IMG)));
        assertTrue(html.contains("undefined: " + Html.escape(IMG)));
        // every tag parses as name="value" attributes, and none is an event handler or loads anything
        var tag = Pattern.compile("<([a-zA-Z][a-zA-Z0-9-]*)((?:\\s+[a-zA-Z][a-zA-Z0-9:-]*(?:=\"[^\"<>]*\")?)*)\\s*/?>");
        var attr = Pattern.compile("\\s([a-zA-Z][a-zA-Z0-9:-]*)");
        var tags = tag.matcher(html);
        int tagsSeen = 0;
        while (tags.find()) {
            tagsSeen++;
            var names = attr.matcher(tags.group(2).replaceAll("=\"[^\"]*\"", ""));
            while (names.find()) {
                String name = names.group(1).toLowerCase(Locale.ROOT);
                assertFalse(name.startsWith("on") || name.equals("src"), name);
            }
        }
        assertTrue(tagsSeen > 100);
        assertEquals(count(html, "<") - count(html, "</") - count(html, "<!DOCTYPE"), countOpening(html),
                "every '<' in the page starts a well-formed tag");
    }

    @Test
    void gatesOfOtherReportsHaveTheirOwnSection() {
        String verification = HtmlReport.render(ReportFixtures.hostile(true, GATES));
        assertEquals(0, count(verification, "<section id=\"gates-section\""));
        var geometry = ReportFixtures.hostile(true, GATES).toBuilder().kind(AuditReport.Kind.GEOMETRY).accept(null)
                .mitigation(null).downstream(null).association(null).build();
        String html = HtmlReport.render(geometry);
        assertEquals(0, count(html, "<section id=\"summary\""));
        assertEquals(1, count(html, "<section id=\"gates-section\""));
        assertEquals(1, count(html, "id=\"gates\""));
        assertTrue(html.contains("1 of 2 failed"));
    }

    @Test
    void everySectionIsPresentAndLinked() {
        String html = HtmlReport.render(ReportFixtures.hostile(true, GATES));
        for (var s : HtmlReport.SECTIONS) {
            if (s instanceof GatesSection) {
                continue; // a verification audit's gates are in its summary: gatesOfOtherReportsHaveTheirOwnSection
            }
            assertEquals(1, count(html, "<section id=\"" + s.id() + "\""), s.id());
            assertEquals(1, count(html, "href=\"#" + s.id() + "\""), s.id());
        }
        assertTrue(html.contains("id=\"gates\""));
        assertTrue(html.contains("1 of 2 failed"));
    }

    @Test
    void oneDetCurvePerGroupWithItsName() {
        String html = HtmlReport.render(ReportFixtures.hostile(false, null));
        assertEquals(GROUPS.size(), count(html, "class=\"curve det-curve\""));
        for (String g : GROUPS) {
            assertEquals(1, count(html, "class=\"curve det-curve\" data-group=\"" + Html.escape(g) + "\""), g);
        }
    }

    @Test
    void optionalSectionsFollowTheReport() {
        String html = HtmlReport.render(ReportFixtures.hostile(false, null));
        assertFalse(html.contains("id=\"cross-group\""), "no cross-group matrix computed");
        assertFalse(html.contains("id=\"gates\""), "no gates configured");
        String full = HtmlReport.render(ReportFixtures.hostile(true, GATES));
        // one heat map per operating point, one cell per group pair; the missing cell is a dash
        assertEquals(2, count(full, "class=\"chart heatmap\""));
        assertEquals(2 * GROUPS.size() * GROUPS.size(), count(full, "class=\"cell\""));
        // a protocol's genuine comparisons across groups: one row per unordered group pair
        assertTrue(full.contains("Comparisons across groups (impostors: in the cross-group matrix)"));
        assertEquals(1, count(full, "Genuine comparisons across groups</h3>"));
    }

    @Test
    void undefinedValuesShowTheirReason() {
        String html = HtmlReport.render(ReportFixtures.hostile(false, null));
        assertTrue(html.contains("undefined<sup>"));
        assertTrue(html.contains("the geometric mean of FRR is 0: group " + Html.escape(SCRIPT)));
        assertFalse(html.contains("NaN"));
        assertFalse(html.contains("Infinity"));
        assertFalse(html.contains("null"));
    }

    @Test
    void intervalsAreDrawnAndTabulated() {
        String html = HtmlReport.render(ReportFixtures.hostile(false, null));
        int ops = 2;
        // one whisker per group, rate kind (FAR, FRR) and operating point
        assertEquals(ops * 2 * GROUPS.size(), count(html, "class=\"whisker ci-cp\""));
        assertTrue(html.contains("Clopper–Pearson"));
        assertTrue(html.contains("method: clopper-pearson"));
    }

    @Test
    void everySvgIsWellFormedXml() throws Exception {
        String html = HtmlReport.render(ReportFixtures.hostile(true, GATES));
        var m = Pattern.compile("<svg .*?</svg>", Pattern.DOTALL).matcher(html);
        var factory = DocumentBuilderFactory.newInstance();
        int n = 0;
        while (m.find()) {
            factory.newDocumentBuilder().parse(new ByteArrayInputStream(m.group().getBytes(StandardCharsets.UTF_8)));
            n++;
        }
        assertTrue(n > 5, "svg count " + n);
    }

    @Test
    void renderingIsDeterministic() {
        AuditReport r = ReportFixtures.hostile(true, GATES);
        assertEquals(HtmlReport.render(r), HtmlReport.render(r));
    }

    @Test
    void reportReadBackFromJsonRendersToTheSameBytes() {
        // report.json sorts map keys; the audit's in-memory maps keep insertion order
        AuditReport r = ReportFixtures.hostile(true, GATES);
        assertEquals(HtmlReport.render(r), HtmlReport.render(ReportJson.read(ReportJson.write(r))));
    }

    @Test
    void aNewSectionIsOneClassAndOneListEntry() {
        ReportSection extra = new ReportSection() {
            @Override
            public String id() {
                return "geometry";
            }

            @Override
            public String title() {
                return "Embedding geometry " + SCRIPT;
            }

            @Override
            public void render(ReportContext context, Html out) {
                out.el("p", "groups: " + context.groups().size());
            }
        };
        String html = HtmlReport.render(ReportFixtures.hostile(false, null), List.of(new SummarySection(), extra));
        assertTrue(html.contains("<section id=\"geometry\""));
        assertTrue(html.contains("href=\"#geometry\""));
        assertTrue(html.contains("<p>groups: 3</p>"));
        assertTrue(html.contains("Embedding geometry " + Html.escape(SCRIPT)));
        assertFalse(html.contains("id=\"det\""));
    }

    @Test
    void reportWithoutGroupsStillRenders() {
        var r = ReportFixtures.hostile(false, null);
        var empty = AuditReport.builder(AuditReport.Kind.VERIFICATION, r.input(), r.groupBy()).accept(r.accept())
                .differentialWeight(0.5).groups(List.of()).operatingPoints(List.of()).warnings(List.of()).build();
        String html = HtmlReport.render(empty);
        assertTrue(html.contains("<section id=\"summary\""));
        assertTrue(html.contains("<section id=\"methods\""));
        assertFalse(html.contains("id=\"det\""));
        assertTrue(html.endsWith("</html>\n"));
    }

    @Test
    void pageIsSelfContained() {
        String html = HtmlReport.render(ReportFixtures.hostile(true, GATES));
        assertFalse(html.contains("http://"));
        assertFalse(html.contains("https://"));
        assertFalse(html.contains("src=\""), "nothing is loaded");
        assertTrue(html.contains("Content-Security-Policy"));
        assertTrue(html.contains("curves have a resolution of 0.01"));
    }
}
