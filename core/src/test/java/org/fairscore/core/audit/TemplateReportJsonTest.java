package org.fairscore.core.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.fairscore.core.report.ReportJson;
import org.fairscore.core.report.TemplateReport;
import org.junit.jupiter.api.Test;

/** report.json's {@code templates}: written after every other section, read back, absent from a report of samples. */
class TemplateReportJsonTest {

    @Test
    void templatesSectionRoundTripsAndStatesTheRuleInTheMethods() {
        var plain = ReportJsonTest.report();
        var t = new TemplateReport("template", 5, 12,
                List.of(new TemplateReport.GroupTemplates("A", 3, 8), new TemplateReport.GroupTemplates("B", 2, 4)));
        var r = plain.withTemplates(t, "the rule");
        String json = ReportJson.write(r);
        var back = ReportJson.read(json);
        assertEquals(t, back.templates());
        assertEquals("the rule", back.methods().get("templates"));
        assertEquals(json, ReportJson.write(back));
        assertEquals(r.kind(), back.kind());
        assertTrue(json.contains("\"templates\" : {\n    \"column\" : \"template\",\n    \"templates\" : 5,\n"
                + "    \"samples\" : 12,"), json.substring(json.indexOf("\"templates\" : {")));
        // every method of the audit is kept beside the new one
        plain.methods().forEach((k, v) -> assertEquals(v, back.methods().get(k), k));

        String plainJson = ReportJson.write(plain);
        assertFalse(plainJson.contains("\"templates\""), "a report of samples has no templates section");
        assertNull(ReportJson.read(plainJson).templates());
    }
}
