package org.fairscore.report.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.fairscore.core.model.CorpusManifest;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.GateResult;
import org.fairscore.core.report.Headline;
import org.fairscore.core.report.ReportJson;
import org.fairscore.core.verification.AcceptanceRule;
import org.fairscore.core.verification.Differential;
import org.fairscore.core.verification.GroupRates;
import org.fairscore.core.verification.GroupReport;
import org.fairscore.core.verification.OperatingPoint;
import org.junit.jupiter.api.Test;

/** report.md of a report whose every user string is hostile Markdown or HTML keeps its shape. */
class MarkdownReportTest {
    private static final List<String> HOSTILE = List.of("<script>alert(1)</script>", "[x](javascript:alert(1))",
            "a|b|c", "x\n# evil\n| 1 | 2 |", "`code` *em* _u_", "\\|", "1. item", "- item", "&amp;", "\"><img src=x onerror=alert(1)>",
            "race=A|gender=F");

    /** Cell separators as GitHub's tables see them: pipes no backslash takes along ({@link MarkdownTables#cells}). */
    static int unescapedPipes(String line) {
        int n = 0;
        for (int i = 0; i < line.length(); i++) {
            if (line.charAt(i) == '\\') {
                i++; // the escaped character, a pipe included
            } else if (line.charAt(i) == '|') {
                n++;
            }
        }
        return n;
    }

    static AuditReport hostile() {
        var stats = HOSTILE.stream().map(g -> new CorpusManifest.GroupStats(g, 10, 2, 1, 44)).toList();
        var attribute = "race|<b>bold</b>";
        var manifest = new CorpusManifest(1, 8, List.of(new CorpusManifest.InputFile("/d/<script>.csv", "csv", 100)),
                "id", "label", List.of(attribute, "[a](javascript:x)"), 100, 0, Map.of(), stats);
        var groups = HOSTILE.stream().map(g -> new GroupReport(g, Map.of(attribute, g), 10, 2, 1, 44, 0.1, null, 0.3, 0.5,
                0.1, 0.1, 0.1, null)).toList();
        var perGroup = new LinkedHashMap<String, GroupRates>();
        HOSTILE.forEach(g -> perGroup.put(g, new GroupRates(0.1, 0.2, 4, 44, 0, 1, true, null, null, null, null)));
        var differentials = new LinkedHashMap<String, Differential>();
        differentials.put("bfar", new Differential(1.5, null));
        differentials.put("x|y<script>", new Differential(null, "group 'a|b' has | no [pairs](javascript:1)\n# h"));
        var op = new OperatingPoint(0.1, 44, 0.3, null, false, 0.1, 0.2, 40, 440, 0, 10, perGroup, 1.5, null, null,
                "undefined", differentials, null);
        var methods = new LinkedHashMap<String, String>();
        methods.put("k|<i>", "v [x](javascript:alert(1)) | `x`");
        // the acceptance rule is typed: a hostile one is refused when report.json is read (core's AuditReportTest)
        return AuditReport.builder(AuditReport.Kind.VERIFICATION, manifest, manifest.groupBy()).accept(AcceptanceRule.ABOVE)
                .differentialWeight(0.5).groups(groups).operatingPoints(List.of(op))
                .warnings(List.of("group '" + HOSTILE.get(0) + "' has no genuine pairs", "x\n- injected | item"))
                .methods(methods).build();
    }

    @Test
    void hostileNamesAreTextNotMarkup() {
        String md = MarkdownReport.render(hostile());
        assertFalse(md.contains("<script"), md);
        assertFalse(md.contains("<img"), md);
        assertFalse(md.contains("<b>") || md.contains("<i>"), md);
        assertFalse(md.replace("\\]", "").contains("]("), "no link can close: " + md);
        assertTrue(md.contains("| \\[x\\](javascript:alert(1)) | 10 |"), md);
        assertTrue(md.contains("| a\\|b\\|c ⚠ | 0.1000 |"), md);
        assertTrue(md.contains("| race=A\\|gender=F | 10 |"), md);
    }

    /** Every table keeps its header's column count, and its name cells read back as exactly the names given. */
    @Test
    void everyTableRowHasTheHeadersCellsAndReadsBackTheNames() {
        var tables = MarkdownTables.parse(MarkdownReport.render(hostile()));
        assertEquals(List.of("group", "samples", "identities", "genuine pairs", "impostor pairs", "EER", "EER threshold",
                "genuine mean ± sd", "impostor mean ± sd"), tables.get(0).headerText());
        assertEquals(HOSTILE, tables.get(0).column(0), "groups, in report order");
        assertEquals(List.of("FAR level", "threshold", "global FAR", "global FRR", "highest FAR", "highest FRR",
                "lowest FAR", "lowest FRR"), tables.get(1).headerText());
        assertEquals(HOSTILE.stream().map(g -> g + " ⚠").toList(), tables.get(2).column(0), "rates at FAR 0.1");
        assertEquals(List.of("bfar", "x|y<script>"), tables.get(3).column(0));
        assertEquals("undefined: group 'a|b' has | no [pairs](javascript:1)\n# h", tables.get(3).column(1).get(1));
        assertEquals(List.of("/d/<script>.csv"), tables.get(4).column(0), "input files");
        assertEquals(5, tables.size(), "groups, operating points, rates at FAR 0.1, differentials, input files");
    }

    /** Maps are walked in report order or sorted, so report.json read back renders to the same bytes. */
    @Test
    void reRenderingFromReportJsonGivesTheSameBytes() {
        var report = hostile().withGates(List.of(new GateResult("bfar@1e-1 <= 1", 1.5, false, "value 1.5 is not <= 1")));
        assertEquals(MarkdownReport.render(report), MarkdownReport.render(ReportJson.read(ReportJson.write(report))));
    }

    /** One blank line between blocks, none doubled (an empty list, methods or input), one line break at the end. */
    @Test
    void blocksAreSeparatedByExactlyOneBlankLine() {
        var plain = OperatingPointsSectionTest.report(List.of()); // no methods, no input files
        for (String md : List.of(MarkdownReport.render(hostile()), MarkdownReport.render(plain))) {
            assertFalse(md.contains("\n\n\n"), md);
            assertTrue(md.endsWith("\n") && !md.endsWith("\n\n"), md);
        }
    }

    @Test
    void onlyTheReportsOwnHeadingsAndListItems() {
        var lines = MarkdownReport.render(hostile()).split("\n", -1);
        var headings = new ArrayList<String>();
        int items = 0;
        for (String line : lines) {
            if (line.startsWith("#")) {
                headings.add(line);
            }
            if (line.startsWith("- ")) {
                items++;
            }
        }
        assertEquals(List.of("# fairscore audit", "## Headline", "## Warnings", "## Groups", "## Operating points and the worst group at each",
                "## FAR 0.1000: threshold 0.3000", "## Methods", "### Input"), headings);
        assertEquals(2 + 1 + Headline.of(hostile()).statements().size(), items, "two warnings, one method, the headline");
    }

    @Test
    void plainNamesRenderUnchanged() {
        var manifest = new CorpusManifest(1, 8, List.of(), "id", "label", List.of("race"), 10, 0, Map.of(),
                List.of(new CorpusManifest.GroupStats("Asian", 10, 2, 1, 44)));
        String md = MarkdownReport.render(AuditReport.builder(AuditReport.Kind.VERIFICATION, manifest, List.of("race"))
                .accept(AcceptanceRule.ABOVE).differentialWeight(0.5).groups(List.of(new GroupReport("Asian",
                        Map.of("race", "Asian"), 10, 2, 1, 44, null, "r", null, null, null, null, null, null)))
                .operatingPoints(List.of()).warnings(List.of()).methods(Map.of("eer", "linear")).build());
        assertTrue(md.contains("Verification error rates. Groups by race; 10 samples of dimension 8; acceptance rule "
                + "above (accept iff score &gt; t); differential weight w = 0.5000."), md);
        assertTrue(md.contains("| Asian | 10 | 2 | 1 | 44 | undefined: r | — |"), md);
        assertTrue(md.contains("- **eer**: linear"), md);
    }

    @Test
    void gatesAreListedInOrderWithTheirOutcomeAndOneRowEach() {
        var gates = List.of(new GateResult("/groups/*/eer <= 0.2 for every group", 0.1, true, null),
                new GateResult("bfar@1e-1 <= 1", 1.5, false, "value 1.50000 is not <= 1.00000"),
                GateResult.uncheckable("/groups/0/name > 1", "pointer /groups/0/name resolves to a string ('a|b'), not a number"));
        String md = MarkdownReport.render(hostile().withGates(gates));
        var lines = md.lines().toList();
        int header = lines.indexOf("| gate | value | outcome | reason |");
        assertTrue(header > 0, md);
        assertTrue(lines.contains("2 of 3 failed."), md);
        var rows = lines.subList(header + 2, header + 5);
        assertTrue(rows.get(0).contains("| pass |") && rows.get(0).startsWith("| /groups/\\*/eer"), rows.get(0));
        assertTrue(rows.get(1).contains("| 1.500 | FAIL | value 1.50000 is not &lt;= 1.00000 |"), rows.get(1));
        assertTrue(rows.get(2).contains("| ERROR | cannot be checked: pointer /groups/0/name"), rows.get(2));
        // a '|' in a gate's message cannot add a column: every row has the header's 5 separators
        rows.forEach(r -> assertEquals(5, unescapedPipes(r), r));
    }
}
