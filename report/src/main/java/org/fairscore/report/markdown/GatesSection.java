package org.fairscore.report.markdown;

import java.util.List;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.GateResult;
import org.fairscore.core.report.ValueText;

/** Every gate in the order configured: its verdict, the value measured and why it failed or could not be checked. */
final class GatesSection implements MarkdownSection {
    @Override
    public boolean appliesTo(AuditReport report) {
        return report.gates() != null && !report.gates().isEmpty();
    }

    @Override
    public void render(AuditReport r, Markdown out) {
        List<GateResult> gates = r.gates();
        long failed = gates.stream().filter(g -> !g.passed()).count();
        out.heading(2, "Gates").paragraph(failed == 0 ? "All " + gates.size() + " passed."
                : failed + " of " + gates.size() + " failed.");
        var table = MarkdownTable.of(List.of("gate", "value", "outcome", "reason"), List.of(false, true, false, false));
        for (GateResult g : gates) {
            // the value in the one text format of the reasons and stdout, so the row reads consistently
            table.row(g.gate(), g.value() == null ? Num.MISSING : ValueText.of(g.value()),
                    g.hasError() ? "ERROR" : g.passed() ? "pass" : "FAIL",
                    g.hasError() ? "cannot be checked: " + g.error() : g.reason() == null ? "" : g.reason());
        }
        out.table(table);
    }
}
