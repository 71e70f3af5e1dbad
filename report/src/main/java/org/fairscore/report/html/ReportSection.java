package org.fairscore.report.html;

import org.fairscore.core.report.AuditReport;

/**
 * One section of report.html. Implementations are stateless; {@link HtmlReport#SECTIONS} lists them in
 * page order. A section writes only through {@link Html}, whose escaping makes report data safe.
 */
public interface ReportSection {
    /** The element id of the section (a stable anchor: links and the browser test use it). */
    String id();

    /** The heading. */
    String title();

    /** Whether the report has what this section shows (e.g. the cross-group matrix was computed). */
    default boolean appliesTo(AuditReport report) {
        return true;
    }

    /** Whether any group carries score histograms: what the curve and histogram sections are drawn from. */
    static boolean hasHistograms(AuditReport report) {
        return report.groups() != null && report.groups().stream().anyMatch(g -> g.histogram() != null);
    }

    /** Writes the section's body (the page writes the {@code <section>} element and heading). */
    void render(ReportContext context, Html out);
}
