package org.fairscore.core.association;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import java.util.Map;
import org.fairscore.core.model.CorpusManifest;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.ReportJson;
import org.junit.jupiter.api.Test;

/** An association report without gender directions reads back from report.json (which omits the empty list). */
class AssociationReportJsonTest {
    @Test
    void reportWithoutDirectionsReadsBack() {
        var test = new WeatResult("t", 1.5, 1.2, null, 0.01, "greater", 6, true, 1, 1, "word",
                new WeatResult.Sizes(2, 2, 1, 1), List.of());
        var manifest = new CorpusManifest(1, 8, List.of(), "id", "label", List.of("gender"), 10, 0, Map.of(), List.of());
        var r = AuditReport.builder(AuditReport.Kind.ASSOCIATION, manifest, List.of("gender")).warnings(List.of())
                .methods(Map.of()).association(new AssociationReport("corpus", List.of(test), List.of())).build();
        String json = ReportJson.write(r);
        assertFalse(json.contains("directions"), json);
        var read = ReportJson.read(json);
        assertEquals(r, read);
        assertEquals(List.of(), read.association().directions());
    }
}
