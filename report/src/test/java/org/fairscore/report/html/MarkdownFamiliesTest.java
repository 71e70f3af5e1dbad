package org.fairscore.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.GateResult;
import org.fairscore.core.report.ReportJson;
import org.fairscore.report.markdown.MarkdownReport;
import org.fairscore.report.markdown.MarkdownTables;
import org.junit.jupiter.api.Test;

/**
 * report.md of every family, on report.html's fixtures (they live here): hand values of the mitigation, downstream
 * and association fixtures, and the full page — every family at once — with an intersectional name.
 */
class MarkdownFamiliesTest {
    private static final String INTERSECTIONAL = "race=A|gender=F";

    private static MarkdownTables.Table table(List<MarkdownTables.Table> tables, String... header) {
        return tables.stream().filter(t -> t.headerText().size() >= header.length
                        && t.headerText().subList(0, header.length).equals(List.of(header))).findFirst()
                .orElseThrow(() -> new AssertionError("no table headed " + List.of(header) + " in " + tables));
    }

    /** The full fixture with one group renamed to an intersectional name, through report.json as a reader gets it. */
    private static AuditReport full() {
        var report = ReportFixtures.hostile(true, List.of(new GateResult("bfar@1e-1 <= 2", 1.8, true, null),
                GateResult.uncheckable("/groups/0/name > 1", "pointer resolves to 'a|b', not a number")));
        String json = ReportJson.write(report);
        assertTrue(json.contains(ReportFixtures.AMP));
        return ReportJson.read(json.replace(ReportFixtures.AMP, INTERSECTIONAL));
    }

    @Test
    void theFullPageHasEveryFamilysTablesAndKeepsTheIntersectionalNameInOneCell() {
        var report = full();
        String md = MarkdownReport.render(report);
        var tables = MarkdownTables.parse(md); // every row's cell count is the header's
        assertEquals(List.of(ReportFixtures.IMG, ReportFixtures.SCRIPT, INTERSECTIONAL),
                table(tables, "group", "samples", "identities").column(0));
        assertEquals(List.of("pass", "ERROR"), table(tables, "gate", "value", "outcome").column(2));
        for (String[] header : new String[][] {{"FAR level", "threshold", "global FAR"}, {"group", "FAR", "false accepts"},
                {"differential", "value"}, {"row \\ column", ReportFixtures.IMG}, {"group", "group", "cross-group genuine pairs"},
                {"group", "group", "genuine comparisons"}, {"FAR level", "group", "own threshold"},
                {"FAR level", "group", "accuracy"}, {"group", "EER", "threshold"}, {"group", "genuine failed"},
                {"FAR level", "group", "FAR", "FRR"}, {"group", "samples", "recallAt1"}, {"distribution", "group", "n"},
                {"group", "test rows", "accuracy"}, {"gap", "max − min"}, {"prediction fairness", "value"},
                {"probe", "attribute AUC"}, {"FAR", "threshold", "global FAR", "global FRR (ROC)"},
                {"FAR", "group", "FAR", "FRR"}, {"FAR", "pseudo-threshold"}, {"test", "|X|, |Y|, |A|, |B|"},
                {"item", "set"}, {"term", "cos(w, g)"}, {"input file", "format"}, {"reject reason", "rows"}}) {
            table(tables, header);
        }
        var matrix = table(tables, "row \\ column", ReportFixtures.IMG);
        assertEquals(List.of("row \\ column", ReportFixtures.IMG, ReportFixtures.SCRIPT, INTERSECTIONAL), matrix.headerText());
        assertEquals("—", matrix.row(INTERSECTIONAL).get(2), "the fixture's missing cell: " + INTERSECTIONAL + " × script");
        assertFalse(md.contains("<script") || md.contains("<img") || md.contains("<b>"), md);
        assertFalse(md.contains("\n\n\n"), "one blank line between blocks: " + md);
        assertEquals(md, MarkdownReport.render(ReportJson.read(ReportJson.write(report))), "re-rendered from report.json");
    }

    /** MitigationFixtures: before ROC 0.2716, BFAR 7.04, FAR 0.003; after 0.1867, 2.15, 0.0005; BFRR 1.5 and GARBE 0.25 both. */
    @Test
    void mitigationShowsBeforeAndAfterSideBySide() {
        var tables = MarkdownTables.parse(MarkdownReport.render(ReportFixtures.hostile(true, null)));
        var both = table(tables, "FAR", "threshold", "global FAR", "global FRR (ROC)");
        var row = both.row("0.001000");
        assertEquals(List.of("0.4000 → 0.4000", "0.001000 → 0.001000", "0.2716 → 0.1867", "7.040 → 2.150", "1.500 → 1.500"),
                row.subList(1, 6));
        assertEquals("0.2500 → 0.2500", row.get(both.headerText().indexOf("garbe")));
        assertEquals(List.of("0.001000", MitigationFixtures.EVIL, "0.003000 → 0.0005000", "0.1000 → 0.1000"),
                table(tables, "FAR", "group", "FAR", "FRR").row("0.001000"));
        assertEquals(List.of("0.001000", "0.5000", MitigationFixtures.EVIL, MitigationFixtures.EVIL + " (same)"),
                table(tables, "FAR", "pseudo-threshold").row("0.001000").subList(0, 4));
    }

    /** Nested classes: A i1→i1 3, i1→i2 1, i2→i2 2 (accuracy 5/6); B i3→i3 2, i3→i1 2 (2/4); accuracy's gap leads. */
    @Test
    void downstreamNestedClassesLeadWithAccuracyAndMacroRecall() {
        var only = AuditReport.builder(AuditReport.Kind.DOWNSTREAM, null, List.of("race")).warnings(List.of())
                .methods(Map.of()).downstream(DownstreamFixtures.nested()).build();
        String md = MarkdownReport.render(only);
        var tables = MarkdownTables.parse(md);
        var perGroup = table(tables, "group", "test rows", "accuracy");
        assertEquals(List.of("A", "6", "0.8333"), perGroup.row("A").subList(0, 3));
        assertEquals(List.of("B", "4", "0.5000"), perGroup.row("B").subList(0, 3));
        var gaps = table(tables, "gap", "max − min");
        assertEquals(List.of("accuracy", "macroRecall"), gaps.column(0).subList(0, 2));
        assertEquals("0.3333", gaps.row("accuracy").get(1));
        assertTrue(md.contains("- **Classes taken per group**: A: i1, i2 · B: i3\n"), md);
        assertTrue(md.contains("Classes nested in groups"), md);
    }

    /** s(w) = cos(w, a) − cos(w, b): x1 1, x2 −0.2, y1 −1, y2 0.2; statistic 0.8 − (−0.8) = 1.6; p = 2/6. */
    @Test
    void associationByHand() {
        var tables = MarkdownTables.parse(MarkdownReport.render(ReportFixtures.hostile(true, null)));
        var test = table(tables, "test", "|X|, |Y|, |A|, |B|");
        assertEquals(List.of("weat" + ReportFixtures.SCRIPT, "2, 2, 1, 1", "1.600"), test.rows().stream()
                .map(r -> r.stream().map(MarkdownTables::text).toList()).toList().get(0).subList(0, 3));
        assertEquals("0.3333", MarkdownTables.text(test.rows().get(0).get(4)));
        var items = table(tables, "item", "set");
        assertEquals(List.of("1.000", "-0.2000", "-1.000", "0.2000"), items.column(2));
        assertEquals(List.of(ReportFixtures.SCRIPT, "x2", ReportFixtures.IMG, "y2"), items.column(0));
    }

    /** Geometry: the groups sorted with the two gap rows, one p-value matrix per distribution, upper triangle only. */
    @Test
    void geometryTablesHaveOneRowPerGroupAndAnUpperTriangleOfTests() {
        var report = ReportFixtures.hostile(false, null);
        var g = report.geometry();
        var tables = MarkdownTables.parse(MarkdownReport.render(report));
        var metrics = table(tables, "group", "samples", "recallAt1");
        var sorted = g.perGroup().keySet().stream().sorted().toList();
        assertEquals(sorted, metrics.column(0).subList(0, sorted.size()));
        assertEquals(List.of("gap: max − min", "gap: top half − bottom half"), metrics.column(0).subList(sorted.size(),
                sorted.size() + 2));
        for (String kind : g.distributions().keySet()) {
            var m = table(tables, kind);
            for (int i = 0; i < sorted.size(); i++) {
                for (int j = 0; j <= i; j++) {
                    assertEquals("", m.rows().get(i).get(j + 1), kind + " " + i + "," + j);
                }
                for (int j = i + 1; j < sorted.size(); j++) {
                    assertTrue(MarkdownTables.text(m.rows().get(i).get(j + 1)).contains(" / "), kind);
                }
            }
        }
    }
}
