package org.fairscore.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.fairscore.core.geometry.AttributeClustering;
import org.fairscore.core.geometry.ClusteringReport;
import org.fairscore.core.geometry.GeometryAudit;
import org.fairscore.core.geometry.GeometryFixtures;
import org.fairscore.core.geometry.GeometryReport;
import org.fairscore.core.geometry.GeometrySettings;
import org.fairscore.core.geometry.GeometryValue;
import org.fairscore.core.geometry.GroupTest;
import org.fairscore.core.geometry.GroupTests;
import org.fairscore.core.model.CorpusManifest;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.ReportJson;
import org.junit.jupiter.api.Test;

/**
 * The geometry section of a page re-rendered from report.json, on core's GeometryAuditTest corpus: four unit
 * vectors in d = 2, group "x" = (1,0) label p, (0,1) label p; group "&lt;script&gt;" = (−1,0) label q, (0,−1) label r.
 */
class GeometrySectionTest {
    private static final String HOSTILE = "<script>alert(1)</script>";
    private static final double[][] XS = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
    private static final String[] LABEL = {"p", "p", "q", "r"};
    private static final String[] GROUP = {"x", "x", HOSTILE, HOSTILE};

    @Test
    void jsonRoundTripAndHtmlEscaping() {
        var manifest = new CorpusManifest(1, 2, List.of(), "sample_id", "label", List.of("race"), 4, 0, Map.of(),
                List.of());
        var report = AuditReport.builder(AuditReport.Kind.GEOMETRY, manifest, List.of("race")).differentialWeight(0.0)
                .groups(List.of()).operatingPoints(List.of()).warnings(List.of()).methods(Map.of())
                .geometry(GeometryAudit.report(GeometryFixtures.summaries(XS, LABEL, GROUP, 1.0), GeometrySettings.defaults(), 2))
                .build();
        String json = ReportJson.write(report);
        assertEquals(json, ReportJson.write(ReportJson.read(json)));
        assertTrue(json.contains("\"geometry\""));
        String html = HtmlReport.render(ReportJson.read(json));
        assertTrue(html.contains("<section id=\"geometry\""));
        assertFalse(html.contains(HOSTILE));
        assertTrue(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
        assertTrue(html.contains("embedding geometry only"));
    }

    /**
     * A KS test whose D came from the histograms is marked * in the matrix (the exact ones are not), and each
     * attribute's silhouette gets its column; the report read back from JSON renders them the same.
     */
    @Test
    void histogramKsIsMarkedAndAttributeSilhouetteIsShown() {
        var base = GeometryFixtures.report(List.of("race=A|gender=F", "race=B|gender=M"));
        var tests = base.tests().stream().map(t -> t.test().equals(GroupTests.KS) && t.distribution().equals("pairwiseAll")
                ? new GroupTest(t.distribution(), t.groupA(), t.groupB(), t.test(), GroupTests.HISTOGRAM, t.statistic(),
                        t.pValue(), t.pBonferroni(), 0.123456, t.pHolm(), t.pBenjaminiHochberg(), t.undefinedReason())
                : t).toList();
        var c = base.clustering();
        var byAttribute = Map.of("gender", new AttributeClustering(2, new GeometryValue(0.654321, null),
                new GeometryValue(1.0, null), new GeometryValue(2.0, null), Map.of()));
        var g = new GeometryReport(base.settings(), base.histogramEdges(), base.perGroup(),
                new ClusteringReport(c.silhouette(), c.calinskiHarabasz(), c.daviesBouldin(), c.silhouettePoints(),
                        c.silhouetteSampled(), byAttribute),
                base.distributions(), base.h0Points(), tests, base.gaps(), base.warnings(), base.methods());
        var manifest = new CorpusManifest(1, 2, List.of(), "sample_id", "label", List.of("race", "gender"), 6, 0, Map.of(),
                List.of());
        var report = AuditReport.builder(AuditReport.Kind.GEOMETRY, manifest, List.of("race", "gender"))
                .differentialWeight(0.0).groups(List.of()).operatingPoints(List.of()).warnings(List.of())
                .methods(Map.of()).geometry(g).build();
        String html = HtmlReport.render(ReportJson.read(ReportJson.write(report)));
        assertTrue(html.contains(Fmt.rate(0.123456) + "*"), "the histogram KS is marked");
        assertEquals(1, html.split("\\*</td>", -1).length - 1, "only that one cell");
        assertTrue(html.contains(Fmt.rate(0.654321)), "the attribute's silhouette");
        assertTrue(html.contains("exact order statistics"));
    }
}
