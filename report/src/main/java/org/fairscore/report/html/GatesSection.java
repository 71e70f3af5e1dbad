package org.fairscore.report.html;

import org.fairscore.core.report.AuditReport;

/**
 * The release gates of a report without a verification audit (geometry, downstream, association): the summary
 * shows a verification audit's gates, this section everyone else's, with the same table.
 */
final class GatesSection implements ReportSection {
    @Override
    public String id() {
        return "gates-section";
    }

    @Override
    public String title() {
        return "Gates";
    }

    @Override
    public boolean appliesTo(AuditReport report) {
        return !report.kind().verifies() && report.gates() != null && !report.gates().isEmpty();
    }

    @Override
    public void render(ReportContext context, Html out) {
        SummarySection.gates(context, out);
    }
}
