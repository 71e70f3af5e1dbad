package org.fairscore.report.html;

import static org.fairscore.report.html.ReportFixtures.IMG;
import static org.fairscore.report.html.ReportFixtures.SCRIPT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.fairscore.core.model.IdentitiesAcrossGroups;
import org.fairscore.core.report.AuditReport;
import org.fairscore.report.markdown.MarkdownReport;
import org.junit.jupiter.api.Test;

/** The section on identities in more than one group, in report.html and report.md: hostile labels stay text. */
class IdentitiesAcrossGroupsSectionTest {
    /** Label SCRIPT in groups IMG and SCRIPT (3 pairs), label "b|c" in IMG and "A & B's" (5 pairs). */
    private static final IdentitiesAcrossGroups ACROSS = IdentitiesAcrossGroups.of(2, List.of(SCRIPT, "b|c"),
            Map.of(IMG, Map.of(SCRIPT, 3L, "A & B's", 5L)));

    private static AuditReport with(IdentitiesAcrossGroups across) {
        var r = ReportFixtures.hostile(true, null); // its own identities replaced
        return r.toBuilder().input(r.input().withIdentitiesAcrossGroups(across)).build();
    }

    @Test
    void htmlListsEachPairOfGroupsOnceWithLabelsAsText() {
        String html = HtmlReport.render(with(ACROSS));
        int start = html.indexOf("<section id=\"identities-across-groups\"");
        assertTrue(start > 0, "section present");
        assertTrue(start > html.indexOf("<section id=\"cross-group\""), "beside the cross-group matrix");
        String section = html.substring(start, html.indexOf("</section>", start));
        assertFalse(section.toLowerCase(Locale.ROOT).contains("<script"), section);
        assertTrue(section.contains("2 identities have samples in more than one group"), section);
        assertTrue(section.contains("the 8 genuine pairs that join two groups"), section);
        assertTrue(section.contains("Labels (sorted): " + Html.escape(SCRIPT) + ", b|c."), section);
        var rows = Pattern.compile("<tr>").matcher(section).results().count();
        assertEquals(1 + 2, rows, "header and one row per unordered pair of groups");
        assertTrue(section.contains("<td>3</td>") && section.contains("<td>5</td>"), section);
    }

    @Test
    void absentWhenEveryIdentityIsInOneGroupOrNotCounted() {
        assertFalse(HtmlReport.render(with(IdentitiesAcrossGroups.none())).contains("identities-across-groups"));
        assertFalse(HtmlReport.render(with(null)).contains("identities-across-groups"));
        assertFalse(MarkdownReport.render(with(IdentitiesAcrossGroups.none())).contains("more than one group"));
    }

    @Test
    void markdownTableHasOneRowPerPairOfGroupsAndEscapesLabels() {
        String md = MarkdownReport.render(with(ACROSS));
        int start = md.indexOf("## Identities in more than one group");
        assertTrue(start > 0, md);
        String section = md.substring(start, md.indexOf("\n## ", start + 1));
        assertFalse(section.contains("<script"), section);
        assertTrue(section.contains("Labels (sorted): &lt;script&gt;alert(1)&lt;/script&gt;, b\\|c."), section);
        var rows = section.lines().filter(l -> l.startsWith("|")).toList();
        assertEquals(2 + 2, rows.size(), section);
        assertTrue(rows.stream().anyMatch(l -> l.endsWith(" | 5 |")) && rows.stream().anyMatch(l -> l.endsWith(" | 3 |")),
                section);
    }
}
