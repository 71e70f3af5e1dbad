package org.fairscore.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.ReportJson;
import org.fairscore.report.markdown.MarkdownReport;
import org.junit.jupiter.api.Test;

class DownstreamSectionTest {
    private static final AuditReport WITH = ReportFixtures.hostile(true, null);

    @Test
    void sectionAppearsOnlyWithADownstreamObject() {
        assertTrue(HtmlReport.render(WITH).contains("<section id=\"downstream\""));
        assertFalse(HtmlReport.render(ReportFixtures.hostile(false, null)).contains("<section id=\"downstream\""));
    }

    @Test
    void classNamesAndGroupsAreEscapedAndUndefinedSeedsShowTheirReason() {
        String html = HtmlReport.render(WITH);
        assertFalse(html.contains(DownstreamFixtures.CLASS));
        assertTrue(html.contains(Html.escape(DownstreamFixtures.CLASS)));
        assertTrue(html.contains("undefined: seed 2: no positives"));
        assertTrue(html.contains("0.91 ± 0.01 (3 seeds)"));
        assertFalse(html.contains("NaN"));
    }

    @Test
    void aDownstreamOnlyReportRendersInEveryFormat() {
        var d = WITH.downstream();
        var only = AuditReport.builder(AuditReport.Kind.DOWNSTREAM, null, java.util.List.of("race"))
                .warnings(java.util.List.of()).methods(java.util.Map.of("predictionFairness", "text")).downstream(d).build();
        String html = HtmlReport.render(only);
        assertTrue(html.contains("<section id=\"downstream\""));
        assertFalse(html.contains("null"), "no verification fields to show");
        assertTrue(MarkdownReport.render(only).contains("Groups by race."));
        assertEquals(ReportJson.write(only), ReportJson.write(ReportJson.read(ReportJson.write(only))));
    }

    @Test
    void downstreamSurvivesTheJsonRoundTrip() {
        String json = ReportJson.write(WITH);
        assertTrue(json.contains("\"downstream\""));
        var back = ReportJson.read(json);
        assertEquals(json, ReportJson.write(back));
        assertEquals(HtmlReport.render(WITH), HtmlReport.render(back));
    }
}
