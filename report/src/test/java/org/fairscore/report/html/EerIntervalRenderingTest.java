package org.fairscore.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.verification.EerInterval;
import org.fairscore.core.verification.GroupReport;
import org.fairscore.report.markdown.MarkdownReport;
import org.junit.jupiter.api.Test;

/** A group's EER interval beside its EER in report.html and report.md; nothing when the bootstrap was off. */
class EerIntervalRenderingTest {

    private static AuditReport withIntervals() {
        var base = ReportFixtures.hostile(false, null);
        var groups = new ArrayList<GroupReport>();
        for (int i = 0; i < base.groups().size(); i++) {
            var g = base.groups().get(i);
            groups.add(g.withEerInterval(i == 0
                    ? new EerInterval(0.0412, 0.0587, "identity-bootstrap", 200, 3, true, null)
                    : new EerInterval(null, null, "identity-bootstrap", 200, 9, null, "9 of 200 replicates have no EER")));
        }
        return base.toBuilder().groups(groups).build();
    }

    @Test
    void htmlShowsTheIntervalBesideTheEerAndFootnotesUndefinedReplicates() {
        String html = HtmlReport.render(withIntervals());
        assertTrue(html.contains("0.05<span class=\"ci\"> [0.0412, 0.0587]</span>"), "interval beside the EER");
        assertTrue(html.contains("EER interval: 3 of 200 bootstrap replicates had no EER"), "undefined replicates noted");
        assertTrue(html.contains("no EER interval: 9 of 200 replicates have no EER"), "why a group has none");
        assertTrue(html.contains("in brackets its 95% identity-bootstrap interval"));
    }

    @Test
    void markdownShowsTheIntervalInTheEerCell() {
        String md = MarkdownReport.render(withIntervals());
        assertTrue(md.contains("| 0.05000 \\[0.04120, 0.05870\\] | 0.3100 |"), md);
        assertTrue(md.contains("| 0.05000 (no interval) | 0.3100 |"), md);
    }

    @Test
    void withoutTheBootstrapNothingChanges() {
        var plain = ReportFixtures.hostile(false, null);
        assertFalse(HtmlReport.render(plain).contains("identity-bootstrap interval"));
        assertEquals(-1, MarkdownReport.render(plain).indexOf("(no interval)"));
    }
}
