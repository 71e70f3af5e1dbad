package org.fairscore.report.markdown;

import org.fairscore.core.model.IdentitiesAcrossGroups;
import org.fairscore.core.report.AuditReport;

/** Per pair of groups, the genuine pairs of identities in both: in no group's pairs, never scored. */
final class IdentitiesAcrossGroupsSection implements MarkdownSection {
    @Override
    public boolean appliesTo(AuditReport report) {
        return across(report) != null && across(report).any();
    }

    private static IdentitiesAcrossGroups across(AuditReport report) {
        return report.input() == null ? null : report.input().identitiesAcrossGroups();
    }

    @Override
    public void render(AuditReport r, Markdown out) {
        var a = across(r);
        out.heading(2, "Identities in more than one group").paragraph(a.identities()
                + (a.identities() == 1 ? " identity has" : " identities have")
                + " samples in more than one group; their genuine pairs that join two groups are in no group's pairs "
                + "and were not scored. " + (a.identities() > IdentitiesAcrossGroups.FIRST
                ? "First " + IdentitiesAcrossGroups.FIRST + " labels" : "Labels") + " (sorted): "
                + String.join(", ", a.firstLabels()) + ".");
        var table = MarkdownTable.of(2, "group", "group", "cross-group genuine pairs");
        for (String x : GroupOrder.sorted(a.genuinePairs())) {
            var row = a.genuinePairs().get(x);
            for (String y : GroupOrder.sorted(row)) {
                if (x.compareTo(y) < 0) { // each unordered pair once
                    table.row(x, y, Long.toString(row.get(y)));
                }
            }
        }
        out.table(table);
    }
}
