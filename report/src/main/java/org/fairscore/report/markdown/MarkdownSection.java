package org.fairscore.report.markdown;

import org.fairscore.core.report.AuditReport;

/**
 * One section of report.md, mirroring a section of report.html. Implementations are stateless;
 * {@link MarkdownReport#SECTIONS} lists them in page order. A section writes only through {@link Markdown}.
 */
interface MarkdownSection {
    /** Whether the report has what this section shows. */
    boolean appliesTo(AuditReport report);

    void render(AuditReport report, Markdown out);
}
