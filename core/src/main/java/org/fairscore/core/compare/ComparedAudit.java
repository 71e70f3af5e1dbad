package org.fairscore.core.compare;

import java.util.Objects;
import org.fairscore.core.report.AuditReport;

/**
 * One audit to compare: the model's name, where its report.json was read, and the report.
 *
 * @param name   the model's name in the comparison (distinct among the audits compared)
 * @param source the report.json it was read from, as given
 * @param report a verification audit ({@link AuditReport.Kind#verifies()})
 */
public record ComparedAudit(String name, String source, AuditReport report) {
    public ComparedAudit {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(report, "report");
        if (!report.kind().verifies()) {
            throw new IllegalArgumentException("model '" + name + "': a " + report.kind()
                    + " report has no error rates to compare");
        }
    }
}
