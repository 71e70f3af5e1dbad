package org.fairscore.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
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
    void nestedClassesSayWhyTheDifferencesAreUndefinedAndAccuracyAndRecallLead() {
        var only = AuditReport.builder(AuditReport.Kind.DOWNSTREAM, null, List.of("race")).warnings(List.of())
                .methods(Map.of()).downstream(DownstreamFixtures.nested()).build();
        String html = HtmlReport.render(only);
        assertTrue(html.contains("Classes nested in groups"), html);
        assertTrue(html.contains("A: i1, i2 · B: i3"), html);
        assertTrue(html.contains("undefined: the task&#39;s classes are nested in the groups")
                || html.contains("undefined: the task's classes are nested in the groups"), html);
        // gap rows: accuracy, macroRecall, then macroPrecision
        int recall = html.indexOf(">macroRecall<");
        int precision = html.indexOf(">macroPrecision<");
        assertTrue(html.indexOf(">accuracy<") < recall && recall < precision, html);
        String json = ReportJson.write(only);
        assertTrue(json.contains("\"classesNestedInGroups\" : true"), json);
        assertEquals(json, ReportJson.write(ReportJson.read(json)));
    }

    @Test
    void leakageSplitsAreStated() {
        String html = HtmlReport.render(WITH);
        assertTrue(html.contains("Attribute probe split: by identity label"), html);
        assertTrue(html.contains("Label probe split: by sample"), html);
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
