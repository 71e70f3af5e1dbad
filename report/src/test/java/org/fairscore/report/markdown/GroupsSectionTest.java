package org.fairscore.report.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.fairscore.core.report.TemplateReport;
import org.fairscore.core.verification.EerInterval;
import org.fairscore.core.verification.GroupReport;
import org.junit.jupiter.api.Test;

/** The groups table: EER with its interval or why it has none, the notes below it, the templates table. */
class GroupsSectionTest {
    private static GroupReport group(String name, Double eer, String why, EerInterval iv) {
        return new GroupReport(name, Map.of("g", name), 10, 2, 1, 44, eer, why, 0.3, 0.5, 0.1, 0.1, 0.2, null)
                .withEerInterval(iv);
    }

    @Test
    void eerCellsCarryTheirIntervalAndNotesSayWhatHappenedToIt() {
        var groups = List.of(group("A", 0.05, null, new EerInterval(0.04, 0.07, "identity-bootstrap", 200, 3, false, null)),
                group("B", 0.1, null, new EerInterval(null, null, "identity-bootstrap", 200, 200, null, "every replicate undefined")),
                group("C", null, "no genuine pairs", new EerInterval(null, null, "identity-bootstrap", 200, 200, null, "x")));
        var r = OperatingPointsSectionTest.report(List.of()).toBuilder().groups(groups).build();
        String md = MarkdownReport.render(r);
        var table = MarkdownTables.parse(md).get(0);
        assertEquals(List.of("0.05000 [0.04000, 0.07000]", "0.1000 (no interval)", "undefined: no genuine pairs"),
                table.column(5));
        assertEquals(List.of("0.5000 ± 0.1000", "0.5000 ± 0.1000", "0.5000 ± 0.1000"), table.column(7));
        assertTrue(md.contains("- A: 3 of 200 bootstrap replicates had no EER on the group's threshold grid; the percentile "
                + "interval missed the point EER and is extended to it\n"), md);
        assertTrue(md.contains("- B: no EER interval: every replicate undefined\n"), md);
        assertEquals(2, md.lines().filter(l -> l.startsWith("- ")).count(), "no note for C, whose EER is undefined: " + md);
    }

    @Test
    void templatesAreCountedBeforeTheGroups() {
        var t = new TemplateReport("tpl", 5, 12, List.of(new TemplateReport.GroupTemplates("A", 2, 5),
                new TemplateReport.GroupTemplates("B|x", 3, 7)));
        var r = OperatingPointsSectionTest.report(List.of());
        String md = MarkdownReport.render(r.withTemplates(t, "mean of unit vectors"));
        assertTrue(md.contains("Templates, not samples, were compared (column tpl): 5 templates averaged from 12 samples"),
                md);
        var table = MarkdownTables.parse(md).get(0);
        assertEquals(List.of("group", "templates", "samples"), table.headerText());
        assertEquals(List.of("B|x", "3", "7"), table.row("B|x"));
    }
}
