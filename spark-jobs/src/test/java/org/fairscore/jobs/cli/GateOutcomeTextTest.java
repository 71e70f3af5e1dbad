package org.fairscore.jobs.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.GateResult;
import org.junit.jupiter.api.Test;

/** The gate lines on stdout write a value as every other text does: 4 significant digits, not the double's 16. */
class GateOutcomeTextTest {
    @Test
    void gateValuesOnStdoutHaveFourSignificantDigits() {
        var gates = List.of(
                new GateResult("far@1e-3 <= 0.5", 0.1 + 0.2, true, null), // 0.30000000000000004 as a double
                new GateResult("eer <= 0.1 for group B", 0.12345678, false, "value 0.1235 is not <= 0.1000"),
                new GateResult("bfar@1e-4 <= 2", null, false, "undefined: no impostor pairs"));
        var report = new AuditReport(AuditReport.Kind.OTHER, 1, null, null, null, null, null, null, null, null,
                gates, null, null, null, null, null, null, null, null);
        var out = new StringWriter();
        var err = new StringWriter();
        int code = AuditCommand.gateOutcome(report, new PrintWriter(out), new PrintWriter(err));
        assertEquals(ExitCodes.GATE_FAILED, code);
        String text = out.toString();
        assertTrue(text.contains("PASS  far@1e-3 <= 0.5  (value 0.3000)"), text);
        assertTrue(text.contains("FAIL  eer <= 0.1 for group B  (value 0.1235)"), text);
        assertTrue(text.contains("FAIL  bfar@1e-4 <= 2  (value undefined)"), text);
        assertTrue(err.toString().contains("eer <= 0.1 for group B: value 0.1235 is not <= 0.1000"), err.toString());
    }
}
