package org.fairscore.core.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import org.fairscore.core.association.AssociationReport;
import org.fairscore.core.classification.DownstreamReport;
import org.fairscore.core.classification.PredictionFairnessReport;
import org.fairscore.core.geometry.GeometryReport;
import org.fairscore.core.model.CorpusManifest;
import org.fairscore.core.report.AuditReport.Kind;
import org.fairscore.core.verification.AcceptanceRule;
import org.junit.jupiter.api.Test;

/** The report model: its kind, typed acceptance rule and builder, and how they meet report.json. */
class AuditReportTest {
    private static final CorpusManifest MANIFEST = new CorpusManifest(1, 2, List.of(), "sample_id", "label",
            List.of("race"), 4, 0, Map.of(), List.of());

    private static AuditReport.Builder verification(AcceptanceRule rule) {
        return AuditReport.builder(Kind.VERIFICATION, MANIFEST, List.of("race")).accept(rule).differentialWeight(0.5)
                .groups(List.of()).operatingPoints(List.of()).warnings(List.of()).methods(Map.of());
    }

    @Test
    void acceptanceRuleIsWrittenAsItsCliName() {
        String above = ReportJson.write(verification(AcceptanceRule.ABOVE).build());
        String atOrAbove = ReportJson.write(verification(AcceptanceRule.AT_OR_ABOVE).build());
        assertTrue(above.contains("\"accept\" : \"above\","), above);
        assertTrue(atOrAbove.contains("\"accept\" : \"at-or-above\","), atOrAbove);
        assertEquals(AcceptanceRule.AT_OR_ABOVE, ReportJson.read(atOrAbove).accept());
    }

    @Test
    void kindIsNotInTheJsonAndComesBackFromTheSections() {
        var report = verification(AcceptanceRule.ABOVE).build();
        String json = ReportJson.write(report);
        assertFalse(json.contains("kind"), json);
        var read = ReportJson.read(json);
        assertEquals(Kind.VERIFICATION, read.kind());
        assertEquals(report, read);
        assertEquals(json, ReportJson.write(read));
    }

    @Test
    void unknownAcceptanceRuleInJsonIsRejected() {
        String json = ReportJson.write(verification(AcceptanceRule.ABOVE).build())
                .replace("\"accept\" : \"above\"", "\"accept\" : \"above`|<script>\"");
        var e = assertThrows(UncheckedIOException.class, () -> ReportJson.read(json));
        assertTrue(e.getMessage().contains("unknown acceptance rule"), e.getMessage());
    }

    @Test
    void kindFollowsTheSectionsAsTheRenderersReadThem() {
        var geometry = new GeometryReport(null, null, Map.of(), null, Map.of(), Map.of(), List.of(), Map.of(), List.of(),
                Map.of());
        var downstream = new DownstreamReport(null, Map.of(), null, null);
        var predictions = new DownstreamReport(null, null, null, new PredictionFairnessReport(0, null, null, null, null,
                null, null, "1", null, null, Map.of()));
        var association = new AssociationReport("corpus", List.of(), List.of());
        assertEquals(Kind.VERIFICATION, Kind.of(AcceptanceRule.ABOVE, geometry, null, null, null));
        assertEquals(Kind.GEOMETRY, Kind.of(null, geometry, null, null, association));
        assertEquals(Kind.DOWNSTREAM, Kind.of(null, null, downstream, null, association));
        assertEquals(Kind.PREDICTION_FAIRNESS, Kind.of(null, null, predictions, null, null));
        var both = new DownstreamReport(null, Map.of(), null, predictions.predictionFairness());
        assertEquals(Kind.DOWNSTREAM, Kind.of(null, null, both, null, null));
        assertEquals(Kind.ASSOCIATION, Kind.of(null, null, null, null, association));
        assertEquals(Kind.OTHER, Kind.of(null, geometry, downstream, null, null));
        assertEquals(Kind.OTHER, Kind.of(null, null, null, null, null));
        assertTrue(Kind.MITIGATION.verifies() && Kind.VERIFICATION.verifies() && !Kind.GEOMETRY.verifies());
    }

    @Test
    void declaredKindMustMatchTheSections() {
        var e = assertThrows(IllegalArgumentException.class,
                () -> AuditReport.builder(Kind.GEOMETRY, MANIFEST, List.of("race")).accept(AcceptanceRule.ABOVE).build());
        assertTrue(e.getMessage().contains("GEOMETRY") && e.getMessage().contains("VERIFICATION"), e.getMessage());
        assertThrows(NullPointerException.class, () -> AuditReport.builder(null, MANIFEST, List.of("race")));
    }

    @Test
    void copiesKeepTheKindAndChangeOnlyTheirPart() {
        var report = verification(AcceptanceRule.AT_OR_ABOVE).build();
        var gated = report.withGates(List.of());
        assertEquals(Kind.VERIFICATION, gated.kind());
        assertEquals(List.of(), gated.gates());
        assertEquals(report, gated.toBuilder().gates(null).build());
    }
}
