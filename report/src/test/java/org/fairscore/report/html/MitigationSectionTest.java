package org.fairscore.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.ReportJson;
import org.fairscore.core.verification.AcceptanceRule;
import org.fairscore.report.markdown.MarkdownReport;
import org.junit.jupiter.api.Test;

class MitigationSectionTest {
    private static final String EVIL = MitigationFixtures.EVIL;

    private static AuditReport report() {
        var m = MitigationFixtures.hostile();
        return AuditReport.builder(AuditReport.Kind.MITIGATION, null, List.of("race")).accept(AcceptanceRule.ABOVE)
                .differentialWeight(0.5).groups(List.of()).operatingPoints(List.of(MitigationFixtures.op(0.1867, 2.15, 0.0005)))
                .warnings(List.of()).methods(Map.of("mitigation", "text")).mitigation(m).build();
    }

    @Test
    void beforeAndAfterSideBySideWithNamesEscaped() {
        String html = HtmlReport.render(report());
        assertTrue(html.contains("<section id=\"mitigation\""));
        assertTrue(html.contains("0.272 → 0.187"), "ROC before → after"); // 3 significant digits
        assertTrue(html.contains("7.04 → 2.15"), "BFAR");
        assertTrue(html.contains("1.5 → 1.5"), "BFRR");
        assertTrue(html.contains("0.25 → 0.25"), "GARBE");
        assertTrue(html.contains("0.003 → 5×10⁻⁴"), "per-group FAR");
        assertTrue(html.contains("(same)"));
        assertFalse(html.contains(EVIL));
        assertFalse(HtmlReport.render(report().toBuilder().kind(AuditReport.Kind.VERIFICATION).mitigation(null).build()).contains("<section id=\"mitigation\""));
    }

    @Test
    void markdownHasTheBeforeAfterTableAndJsonRoundTrips() {
        var r = report();
        var noGroups = AuditReport.builder(AuditReport.Kind.MITIGATION, null, List.of("race")).accept(r.accept())
                .warnings(List.of()).methods(Map.of()).mitigation(r.mitigation())
                .build(); // markdown's verification tables need a manifest
        String md = MarkdownReport.render(noGroups);
        assertTrue(md.contains("| 0.001000 | 0.4000 → 0.4000 | 0.001000 → 0.001000 | 0.2716 → 0.1867 | 7.040 → 2.150 | "
                + "1.500 → 1.500 |"), md);
        String json = ReportJson.write(report());
        assertEquals(json, ReportJson.write(ReportJson.read(json)));
    }
}
