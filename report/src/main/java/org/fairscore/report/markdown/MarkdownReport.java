package org.fairscore.report.markdown;

import java.util.List;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.Headline;

/**
 * report.md: every table of report.html as GitHub-flavoured Markdown (the charts stay in the HTML, the full numbers
 * in report.json), for every kind of report — verification audits with their protocol component, mitigation,
 * geometry, downstream, association. One section class per part of the page, mirroring report.html's sections.
 *
 * <p>Maps are walked in report order (the groups list) or sorted, never in their own order, so re-rendering from
 * report.json gives the same bytes. Every string, the user's (group names, attributes, warnings, methods, paths,
 * gate expressions) and ours, reaches the page through {@link Markdown} and {@link MarkdownTable}, which pass it
 * through {@link MarkdownText#escape}: report.json may be edited or hostile, and a group name is whatever the
 * input's attribute columns held ({@code race=A|gender=F} stays one cell).
 */
public final class MarkdownReport {
    /** The sections in page order. A new family adds its section class and one line here. */
    static final List<MarkdownSection> SECTIONS = List.of(
            new OverviewSection(),
            new GatesSection(),
            new WarningsSection(),
            new GroupsSection(),
            new OperatingPointsSection(),
            new CrossGroupSection(),
            new IdentitiesAcrossGroupsSection(),
            new ProtocolSection(),
            new GeometrySection(),
            new DownstreamSection(),
            new MitigationSection(),
            new AssociationSection(),
            new MethodsSection());

    private MarkdownReport() {
    }

    public static String render(AuditReport r) {
        var sb = new StringBuilder();
        sb.append("# fairscore audit\n\n");
        sb.append(HeadlineMarkdown.render(Headline.of(r))); // the finding first
        var out = new Markdown(sb);
        for (MarkdownSection section : SECTIONS) {
            if (section.appliesTo(r)) {
                section.render(r, out);
            }
        }
        // one line break at the end of the file, not the blank line every block leaves after itself
        sb.setLength(sb.length() - 1);
        return sb.toString();
    }
}
