package org.fairscore.report.markdown;

import java.util.ArrayList;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.TemplateReport;
import org.fairscore.core.verification.EerInterval;
import org.fairscore.core.verification.GroupReport;

/**
 * The groups of a verification audit: sizes, EER with its identity-bootstrap interval, score moments; with
 * --template-col first how many samples the templates average.
 */
final class GroupsSection implements MarkdownSection {
    @Override
    public boolean appliesTo(AuditReport report) {
        return report.groups() != null && report.kind().verifies();
    }

    @Override
    public void render(AuditReport r, Markdown out) {
        out.heading(2, "Groups");
        if (r.templates() != null) {
            templates(r.templates(), out);
        }
        var table = MarkdownTable.of(1, "group", "samples", "identities", "genuine pairs", "impostor pairs", "EER",
                "EER threshold", "genuine mean ± sd", "impostor mean ± sd");
        var notes = new ArrayList<String>();
        for (GroupReport g : r.groups()) {
            table.row(g.name(), Long.toString(g.samples()), Long.toString(g.identities()),
                    Long.toString(g.genuinePairs()), Long.toString(g.impostorPairs()),
                    Num.orReason(g.eer(), g.eerUndefinedReason()) + interval(g.eerInterval(), g.eer() != null),
                    Num.of(g.eerThreshold()), meanSd(g.genuineMean(), g.genuineStd()),
                    meanSd(g.impostorMean(), g.impostorStd()));
            note(g, notes);
        }
        out.table(table);
        if (r.groups().stream().anyMatch(g -> g.eerInterval() != null)) {
            out.paragraph("EER: interpolated between the group's distinct scores; in brackets its 95% identity-bootstrap "
                    + "interval.");
        }
        out.bullets(notes);
    }

    /** " [lower, upper]" after the EER, " (no interval)" when the bootstrap gave none; nothing without bootstrap. */
    static String interval(EerInterval iv, boolean eerDefined) {
        if (iv == null) {
            return "";
        }
        if (iv.isDefined()) {
            return " [" + Num.of(iv.lower()) + ", " + Num.of(iv.upper()) + "]";
        }
        return eerDefined ? " (no interval)" : "";
    }

    /** Why a group's EER interval is missing or was extended, as report.html's footnotes say. */
    private static void note(GroupReport g, ArrayList<String> notes) {
        var iv = g.eerInterval();
        if (iv == null) {
            return;
        }
        if (iv.isDefined() && (iv.undefinedReplicates() > 0 || Boolean.FALSE.equals(iv.containsEer()))) {
            notes.add(g.name() + ": " + iv.undefinedReplicates() + " of " + iv.replicates() + " bootstrap replicates had "
                    + "no EER on the group's threshold grid" + (Boolean.FALSE.equals(iv.containsEer())
                    ? "; the percentile interval missed the point EER and is extended to it" : ""));
        } else if (!iv.isDefined() && g.eer() != null) {
            notes.add(g.name() + ": no EER interval: " + iv.undefinedReason());
        }
    }

    /** With --template-col: the groups' "samples" are templates; how many samples they average. */
    private static void templates(TemplateReport t, Markdown out) {
        out.paragraph("Templates, not samples, were compared (column " + t.column() + "): " + t.templates()
                + " templates averaged from " + t.samples() + " samples; the tables count templates.");
        var table = MarkdownTable.of(1, "group", "templates", "samples");
        t.groups().forEach(g -> table.row(g.group(), Long.toString(g.templates()), Long.toString(g.samples())));
        out.table(table);
    }

    private static String meanSd(Double mean, Double sd) {
        return mean == null ? Num.MISSING : Num.of(mean) + " ± " + Num.of(sd);
    }
}
