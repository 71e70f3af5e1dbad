package org.fairscore.core.geometry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.fairscore.core.model.CorpusManifest;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.ReportJson;
import org.junit.jupiter.api.Test;

/**
 * The report as a pure function of summaries, on four unit vectors in d = 2: group "x" = (1,0) label p,
 * (0,1) label p; group "&lt;script&gt;" = (−1,0) label q, (0,−1) label r.
 */
class GeometryAuditTest {
    private static final String HOSTILE = "<script>alert(1)</script>";
    private static final double[][] XS = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
    private static final String[] LABEL = {"p", "p", "q", "r"};
    private static final String[] GROUP = {"x", "x", HOSTILE, HOSTILE};

    private static GeometrySummaries summaries() {
        // nmi 1.0 for the second group (by name) and 0.5 for the first
        return GeometryFixtures.summaries(XS, LABEL, GROUP, 1.0);
    }

    @Test
    void reportByHand() {
        var r = GeometryAudit.report(summaries(), GeometrySettings.defaults(), 2);
        var x = r.perGroup().get("x");
        // x's two samples are each other's nearest (distance √2 ties with the other group's; tie key 1 < 2, 0 < 2)
        assertEquals(1.0, x.recallAt1().value());
        assertNull(x.recallAtK()); // k = 1
        // positive pairs touching x: (1,0)–(0,1), squared distance 2
        assertEquals(2.0, x.alignmentPositive().value(), 1e-12);
        // the other group has no positive pair
        assertNull(r.perGroup().get(HOSTILE).alignmentPositive().value());
        // x's rows are orthonormal: isotropic spectrum
        assertEquals(0.0, x.uniformityKL().value(), 1e-12);
        // one pair at squared distance 2: log exp(−2·2) = −4
        assertEquals(-4.0, x.rbfUniformity().value(), 1e-12);
        // centroids (1/2, 1/2) and (−1/2, −1/2) are the same distance from every point: CH by hand,
        // B = 4 · ‖(1/2, 1/2)‖² = 2, W = 4 · 1/2 = 2, CH = (2/1)/(2/2) = 2
        assertEquals(2.0, r.clustering().calinskiHarabasz().value(), 1e-12);
        assertEquals(0.5, r.gaps().get("nmi").maxMinusMin(), 1e-12);
        assertEquals(10, r.tests().size()); // one group pair × 5 distributions × 2 tests
        assertTrue(r.warnings().isEmpty(), r.warnings().toString());
    }

    @Test
    void jsonRoundTrip() { // the page drawn from this report: report's GeometrySectionTest
        var manifest = new CorpusManifest(1, 2, List.of(), "sample_id", "label", List.of("race"), 4, 0, Map.of(),
                List.of());
        var report = AuditReport.builder(AuditReport.Kind.GEOMETRY, manifest, List.of("race")).differentialWeight(0.0)
                .groups(List.of()).operatingPoints(List.of()).warnings(List.of()).methods(Map.of())
                .geometry(GeometryAudit.report(summaries(), GeometrySettings.defaults(), 2)).build();
        String json = ReportJson.write(report);
        assertEquals(json, ReportJson.write(ReportJson.read(json)));
        assertTrue(json.contains("\"geometry\""));
    }

    @Test
    void smallGroupWarnsThatUklUsesFewerValues() {
        var r = GeometryAudit.report(summaries(), GeometrySettings.defaults(), 3); // pretend d = 3 > |X_a| = 2
        assertEquals(2, r.warnings().size());
        assertTrue(r.warnings().get(0).contains("< d = 3"), r.warnings().get(0));
    }
}
