package org.fairscore.report.markdown;

import java.util.TreeMap;
import org.fairscore.core.report.AuditReport;

/** The conventions in force (report.json's methods, in words) and the input's manifest: files and rejects. */
final class MethodsSection implements MarkdownSection {
    @Override
    public boolean appliesTo(AuditReport report) {
        return true;
    }

    @Override
    public void render(AuditReport r, Markdown out) {
        out.heading(2, "Methods");
        if (r.methods() != null) {
            new TreeMap<>(r.methods()).forEach(out::definition);
            out.endList();
        }
        var in = r.input();
        if (in == null) {
            return;
        }
        out.heading(3, "Input").paragraph("Id column " + in.idColumn() + ", label column " + in.labelColumn()
                + "; group attributes " + String.join(", ", in.groupBy()) + "; " + in.samples() + " samples kept, "
                + in.rejected() + (in.rejected() == 1 ? " row" : " rows") + " rejected; manifest schema version " + in.schemaVersion() + ".");
        var files = MarkdownTable.of(2, "input file", "format", "data rows");
        in.inputs().forEach(f -> files.row(f.path(), f.format(), Long.toString(f.rows())));
        if (!files.isEmpty()) {
            out.table(files);
        }
        if (in.rejectsByReason() != null && !in.rejectsByReason().isEmpty()) {
            var rejects = MarkdownTable.of(1, "reject reason", "rows");
            new TreeMap<>(in.rejectsByReason()).forEach((k, v) -> rejects.row(k, Long.toString(v)));
            out.table(rejects);
        }
    }
}
