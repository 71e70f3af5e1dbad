package org.fairscore.report.markdown;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.fairscore.core.report.AuditReport;

/**
 * The cross-group impostor matrix (with --cross-group): per operating point the FAR of impostor pairs with one
 * sample in the row's group and the other in the column's (the diagonal is the intra-group FAR), then once the
 * impostor pairs behind every cell.
 */
final class CrossGroupSection implements MarkdownSection {
    @Override
    public boolean appliesTo(AuditReport report) {
        return report.operatingPoints() != null
                && report.operatingPoints().stream().anyMatch(op -> op.crossGroupFar() != null);
    }

    @Override
    public void render(AuditReport r, Markdown out) {
        out.heading(2, "Cross-group false accepts").paragraph("FAR of impostor pairs with one sample in the row's group "
                + "and the other in the column's, at each global threshold; the diagonal is the intra-group FAR. "
                + Num.MISSING + ": no such pairs.");
        for (var op : r.operatingPoints()) {
            if (op.crossGroupFar() != null) {
                out.heading(3, "FAR " + Num.of(op.farTarget()) + ": threshold " + Num.of(op.threshold()));
                out.table(matrix(r, op.crossGroupFar(), Num::of));
            }
        }
        if (r.crossGroupImpostorPairs() != null) {
            out.heading(3, "Impostor pairs per pair of groups");
            out.table(matrix(r, r.crossGroupImpostorPairs(), n -> Long.toString(n)));
        }
    }

    /** A square table over the groups of m: rows and columns in report order, a dash for a missing cell. */
    static <V> MarkdownTable matrix(AuditReport r, Map<String, Map<String, V>> m,
                                    Function<V, String> format) {
        var groups = GroupOrder.of(r, m);
        var header = new ArrayList<String>(List.of("row \\ column"));
        header.addAll(groups);
        var numeric = new ArrayList<Boolean>();
        header.forEach(h -> numeric.add(!numeric.isEmpty()));
        var table = MarkdownTable.of(header, numeric);
        for (String a : groups) {
            var row = new ArrayList<String>(List.of(a));
            for (String b : groups) {
                V v = m.get(a) == null ? null : m.get(a).get(b);
                row.add(v == null ? Num.MISSING : format.apply(v));
            }
            table.row(row);
        }
        return table;
    }
}
