package org.fairscore.report.markdown;

import org.fairscore.core.report.AuditReport;

/** The report's warnings, one item each (they change how the numbers read, so they come before them). */
final class WarningsSection implements MarkdownSection {
    @Override
    public boolean appliesTo(AuditReport report) {
        return report.warnings() != null && !report.warnings().isEmpty();
    }

    @Override
    public void render(AuditReport r, Markdown out) {
        out.heading(2, "Warnings").bullets(r.warnings());
    }
}
