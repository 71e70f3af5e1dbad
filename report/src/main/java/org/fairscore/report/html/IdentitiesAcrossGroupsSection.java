package org.fairscore.report.html;

import java.util.Map;
import org.fairscore.core.model.IdentitiesAcrossGroups;
import org.fairscore.core.report.AuditReport;

/**
 * Identities whose samples lie in more than one group, beside the cross-group matrix: how many, the first labels,
 * and per pair of groups the genuine pairs that join them — pairs in no group's rates, since a group's genuine pairs
 * are pairs of its own samples. Shown only when there are such identities.
 */
final class IdentitiesAcrossGroupsSection implements ReportSection {
    @Override
    public String id() {
        return "identities-across-groups";
    }

    @Override
    public String title() {
        return "Identities in more than one group";
    }

    @Override
    public boolean appliesTo(AuditReport report) {
        return across(report) != null && across(report).any();
    }

    private static IdentitiesAcrossGroups across(AuditReport report) {
        return report.input() == null ? null : report.input().identitiesAcrossGroups();
    }

    @Override
    public void render(ReportContext ctx, Html out) {
        var a = across(ctx.report());
        out.el("p", a.identities() + (a.identities() == 1 ? " identity has" : " identities have")
                + " samples in more than one group. A group's genuine pairs are pairs of its own samples with equal "
                + "labels, so the " + a.totalGenuinePairs() + " genuine pairs that join two groups are in no group's "
                + "FRR and were not scored. " + (a.identities() > IdentitiesAcrossGroups.FIRST
                ? "The first " + IdentitiesAcrossGroups.FIRST + " labels (sorted): " : "Labels (sorted): ")
                + String.join(", ", a.firstLabels()) + ".", "class", "note");
        out.open("div", "class", "table-scroll").open("table", "class", "op-table").open("tr")
                .el("th", "group", "class", "l").el("th", "group", "class", "l")
                .el("th", "cross-group genuine pairs (not scored)").close("tr");
        for (var row : a.genuinePairs().entrySet()) {
            for (Map.Entry<String, Long> cell : row.getValue().entrySet()) {
                if (row.getKey().compareTo(cell.getKey()) < 0) { // each unordered pair once
                    out.open("tr").el("td", row.getKey(), "class", "l").el("td", cell.getKey(), "class", "l")
                            .el("td", Long.toString(cell.getValue())).close("tr");
                }
            }
        }
        out.close("table").close("div");
    }
}
