package org.fairscore.core.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.fairscore.core.mitigation.AuditSnapshot;
import org.fairscore.core.mitigation.MitigationReport;
import org.fairscore.core.mitigation.ModuleSummary;
import org.fairscore.core.mitigation.PseudoGroupRates;
import org.fairscore.core.mitigation.PseudoMetricsReport;
import org.fairscore.core.mitigation.PseudoOperatingPoint;
import org.fairscore.core.mitigation.TrainingReport;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.Differential;
import org.fairscore.core.report.GroupRates;
import org.fairscore.core.report.MarkdownReport;
import org.fairscore.core.report.OperatingPoint;
import org.fairscore.core.report.ReportJson;
import org.junit.jupiter.api.Test;

class MitigationSectionTest {
    private static final String EVIL = "<script>alert(1)</script>";

    private static OperatingPoint op(double frr, double bfar, double farA) {
        return new OperatingPoint(1e-3, 1, 0.4, null, false, 1e-3, frr, 1, 1000, 2, 10,
                Map.of(EVIL, new GroupRates(farA, 0.1, 1, 1000, 1, 10, false, null, null, null, null)), bfar, null, 1.5,
                null, Map.of("garbe", new Differential(0.25, null)), null);
    }

    private static AuditReport report() {
        var training = new TrainingReport(100, Map.of(EVIL, 100L), Map.of(EVIL, 20L), 2000, 2, 64, 4, 1e-3, 1,
                List.of(0.5, 0.25), 0.6, 0.2, 1e9, 1.5, List.of("note"));
        var pseudo = new PseudoMetricsReport("evaluate", Map.of(EVIL, 20L), List.of(new PseudoOperatingPoint(1e-3, 0.5,
                Map.of(EVIL, new PseudoGroupRates(0.001, 0.2, 1, 1000, 2, 10)), List.of(EVIL), List.of(EVIL),
                List.of(EVIL), List.of(EVIL), true, true)), "edges");
        var m = new MitigationReport(new ModuleSummary(8, 16, 280, EVIL, "model/module.json"), training, List.of(pseudo),
                new AuditSnapshot("before", List.of(op(0.2716, 7.04, 0.003))),
                new AuditSnapshot("after", List.of(op(0.1867, 2.15, 0.0005))));
        return new AuditReport(1, null, List.of("race"), "above", 0.5, List.of(), List.of(op(0.1867, 2.15, 0.0005)), null,
                null, null, List.of(), Map.of("mitigation", "text"), null, null, null, m);
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
        assertFalse(HtmlReport.render(report().withMitigation(null)).contains("<section id=\"mitigation\""));
    }

    @Test
    void markdownHasTheBeforeAfterTableAndJsonRoundTrips() {
        var r = report();
        var noGroups = new AuditReport(1, null, List.of("race"), null, null, null, null, null, null, null, List.of(),
                Map.of(), null, null, null, r.mitigation()); // markdown's verification tables need a manifest
        String md = MarkdownReport.render(noGroups);
        assertTrue(md.contains("| 0.001000 | 0.4000 → 0.4000 | 0.2716 → 0.1867 | 7.040 → 2.150 | 1.500 → 1.500 |"), md);
        String json = ReportJson.write(report());
        assertEquals(json, ReportJson.write(ReportJson.read(json)));
    }
}
