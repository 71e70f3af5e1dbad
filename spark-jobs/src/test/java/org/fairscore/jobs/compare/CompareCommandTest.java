package org.fairscore.jobs.compare;

import static org.fairscore.core.compare.AuditFixture.audit;
import static org.fairscore.jobs.compare.CompareRun.compare;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.fairscore.core.compare.AuditFixture;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.ReportJson;
import org.fairscore.jobs.cli.ExitCodes;
import org.fairscore.prep.io.AtomicOutput;
import org.fairscore.jobs.report.ReportSchemaAssert;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code fairscore compare} on hand-built audits written as report.json into output folders: the comparison holds
 * both audits' per-group rates and the hand-computed deltas, states what makes audits not comparable, and refuses
 * bad input with exit code 2 before writing anything.
 */
class CompareCommandTest {
    private static final double EXACT = 1e-15;
    /** An intersectional name: its '|' must not add a column to report.md's tables. */
    private static final String PIPE = "race=A|gender=F";
    private static final String SCRIPT = "<script>alert(1)</script>";

    @TempDir
    Path dir;

    private static AuditFixture groups() {
        return audit().group(PIPE, 12, 4, 10, 30).group(SCRIPT, 10, 4, 10, 20);
    }

    /** FAR 3/30 and 1/20, FRR 2/10 and 5/10 at α = 0.1; at 0.01: 0/30, 0/20; 4/10, 7/10. */
    private static AuditReport first() {
        return groups().errors(0.1, 0.25, PIPE, 3, 2).errors(0.1, 0.25, SCRIPT, 1, 5)
                .errors(0.01, 0.4, PIPE, 0, 4).errors(0.01, 0.4, SCRIPT, 0, 7).build();
    }

    /** FAR 6/30 and 0/20, FRR 1/10 and 3/10 at 0.1; at 0.01: 1/30, 0/20; 2/10, 3/10. */
    private static AuditReport second() {
        return groups().errors(0.1, 0.31, PIPE, 6, 1).errors(0.1, 0.31, SCRIPT, 0, 3)
                .errors(0.01, 0.5, PIPE, 1, 2).errors(0.01, 0.5, SCRIPT, 0, 3).build();
    }

    /** A complete audit output: report.json, then _SUCCESS as every fairscore output has it. */
    private Path output(String name, AuditReport report) throws IOException {
        Path out = Files.createDirectories(dir.resolve(name));
        Files.writeString(out.resolve("report.json"), ReportJson.write(report));
        Files.writeString(out.resolve(AtomicOutput.SUCCESS), AtomicOutput.MARK);
        return out;
    }

    private static String list(Path... dirs) {
        return String.join(",", List.of(dirs).stream().map(Path::toString).toList());
    }

    @Test
    void holdsBothAuditsRatesAndTheHandComputedDeltas() throws IOException {
        Path a = output("modelA", first());
        Path b = output("modelB", second());
        Path cmp = dir.resolve("cmp");
        var r = compare("--from", list(a, b), "--out", cmp.toString());
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertEquals("", r.err());
        assertTrue(Files.exists(cmp.resolve("_SUCCESS")));
        ReportSchemaAssert.assertValid(cmp.resolve("report.json"));
        JsonNode json = ReportSchemaAssert.read(cmp.resolve("report.json"));
        assertEquals("comparison", json.get("kind").asText());
        assertTrue(json.get("comparability").get("comparable").asBoolean());
        assertEquals("modelA", json.get("models").get(0).get("name").asText()); // default: the folders' names
        assertEquals(a.resolve("report.json").toString(), json.get("models").get(0).get("report").asText());
        // every per-group FAR and FRR of both audits, as their own report.json holds it
        JsonNode[] audits = {ReportSchemaAssert.read(a.resolve("report.json")), ReportSchemaAssert.read(b.resolve("report.json"))};
        for (int l = 0; l < 2; l++) {
            JsonNode level = json.get("operatingPoints").get(l);
            for (JsonNode g : level.get("groups")) {
                for (int m = 0; m < 2; m++) {
                    JsonNode own = audits[m].get("operatingPoints").get(l).get("perGroup").get(g.get("group").asText());
                    assertEquals(own, g.get("models").get(m).get("rates"), g.get("group").asText());
                }
            }
            for (int m = 0; m < 2; m++) {
                assertEquals(audits[m].get("operatingPoints").get(l).get("threshold"),
                        level.get("models").get(m).get("threshold"));
            }
        }
        // deltas B − A by hand: at 0.1, PIPE: FAR 0.2 − 0.1, FRR 0.1 − 0.2; SCRIPT: FAR 0 − 0.05, FRR 0.3 − 0.5
        JsonNode at01 = json.get("operatingPoints").get(0).get("groups");
        assertEquals(PIPE, at01.get(0).get("group").asText());
        assertEquals(0.1, at01.get(0).get("deltas").get(0).get("far").asDouble(), EXACT);
        assertEquals(-0.1, at01.get(0).get("deltas").get(0).get("frr").asDouble(), EXACT);
        assertEquals(-0.05, at01.get(1).get("deltas").get(0).get("far").asDouble(), EXACT);
        assertEquals(-0.2, at01.get(1).get("deltas").get(0).get("frr").asDouble(), EXACT);
        // at 0.01, PIPE: FAR 1/30 − 0
        assertEquals(1.0 / 30, json.get("operatingPoints").get(1).get("groups").get(0).get("deltas").get(0)
                .get("far").asDouble(), EXACT);
        assertTrue(r.out().contains("comparable"), r.out());
        assertTrue(r.out().contains(cmp + "/report.html"), r.out());
        // a rerun replaces its own previous comparison, byte for byte
        String first = Files.readString(cmp.resolve("report.json")) + Files.readString(cmp.resolve("report.html"))
                + Files.readString(cmp.resolve("report.md"));
        assertEquals(ExitCodes.OK, compare("--from", list(a, b), "--out", cmp.toString()).code());
        assertEquals(first, Files.readString(cmp.resolve("report.json")) + Files.readString(cmp.resolve("report.html"))
                + Files.readString(cmp.resolve("report.md")));
    }

    @Test
    void pagesEscapeNamesAndKeepTheColumnCount() throws IOException {
        Path a = output("a", first());
        Path b = output("b", second());
        Path cmp = dir.resolve("cmp");
        var r = compare("--from", list(a, b), "--names", "base|line," + SCRIPT, "--out", cmp.toString());
        assertEquals(ExitCodes.OK, r.code(), r.err());
        String html = Files.readString(cmp.resolve("report.html"));
        assertFalse(html.contains(SCRIPT), "a name reached the page as markup");
        assertTrue(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
        assertFalse(html.contains("<script"), "the page has no script");
        // one DET chart per shared group, a curve-free chart since the fixtures carry no histograms
        assertEquals(2, html.split("class=\"card compare-det\"", -1).length - 1);
        String md = Files.readString(cmp.resolve("report.md"));
        // every row of every table has its header's column count, though names hold '|'
        int tables = 0;
        int header = -1;
        for (String line : md.split("\n")) {
            if (!line.startsWith("|")) {
                header = -1;
                continue;
            }
            if (header < 0) {
                header = unescapedPipes(line);
                tables++;
            }
            assertEquals(header, unescapedPipes(line), line);
        }
        assertTrue(tables >= 8, md); // models, EER, per level: thresholds, FAR, FRR, differentials
        assertTrue(md.contains("race=A\\|gender=F"), md);
        assertTrue(md.contains("base\\|line"), md);
        assertTrue(md.contains("**Comparable**"), md);
    }

    private static int unescapedPipes(String line) {
        int n = 0;
        for (int i = 0; i < line.length(); i++) {
            if (line.charAt(i) == '|' && (i == 0 || line.charAt(i - 1) != '\\')) {
                n++;
            }
        }
        return n;
    }

    @Test
    void mismatchedGroupsAndLevelsAreStatedAndOnlySharedOnesShown() throws IOException {
        Path a = output("a", first());
        String clear = "C\u001b[2J"; // a name that would clear the terminal
        var other = audit().group(PIPE, 12, 4, 10, 30).group(clear, 5, 2, 4, 6).errors(0.1, 0.3, PIPE, 6, 1)
                .errors(0.1, 0.3, clear, 1, 1).errors(0.001, 0.5, PIPE, 0, 1).errors(0.001, 0.5, clear, 0, 1).build();
        Path b = output("b", other);
        Path cmp = dir.resolve("cmp");
        var r = compare("--from", list(a, b), "--out", cmp.toString());
        assertEquals(ExitCodes.OK, r.code(), r.err()); // not comparable is a statement, not an error
        assertTrue(r.err().contains("the audits are not comparable"), r.err());
        assertTrue(r.err().contains("'b' lacks the group '" + SCRIPT + "'"), r.err());
        assertTrue(r.err().contains("'a' lacks the FAR level 0.001000"), r.err());
        assertTrue(r.err().contains("'a' lacks the group 'C\\u001B[2J'"), r.err());
        assertFalse(r.err().contains("\u001b"), "an escape sequence reached the terminal");
        ReportSchemaAssert.assertValid(cmp.resolve("report.json"));
        JsonNode json = ReportSchemaAssert.read(cmp.resolve("report.json"));
        assertFalse(json.get("comparability").get("comparable").asBoolean());
        assertEquals(1, json.get("operatingPoints").size()); // 0.1 only
        assertEquals(0.1, json.get("operatingPoints").get(0).get("farTarget").asDouble());
        assertEquals(1, json.get("operatingPoints").get(0).get("groups").size()); // PIPE only
        assertEquals(0.1, json.get("operatingPoints").get(0).get("groups").get(0).get("deltas").get(0).get("far")
                .asDouble(), EXACT);
        assertTrue(Files.readString(cmp.resolve("report.md")).contains("**Not comparable**"));
        assertTrue(Files.readString(cmp.resolve("report.html")).contains("not comparable"));

        // --require-comparable: exit 3, and the comparison is written all the same
        Path strict = dir.resolve("strict");
        var s = compare("--from", list(a, b), "--out", strict.toString(), "--require-comparable");
        assertEquals(ExitCodes.GATE_FAILED, s.code(), s.err());
        assertTrue(Files.exists(strict.resolve("_SUCCESS")));
        // and exit 0 when they are comparable
        Path c = output("c", second());
        assertEquals(ExitCodes.OK, compare("--from", list(a, c), "--out", dir.resolve("ok").toString(),
                "--require-comparable").code());
    }

    @Test
    void badNamesAreBadInput() throws IOException {
        Path a = output("a", first());
        Path b = output("b", second());
        Path cmp = dir.resolve("cmp");
        var count = compare("--from", list(a, b), "--names", "x,y,z", "--out", cmp.toString());
        assertEquals(ExitCodes.BAD_INPUT, count.code());
        assertTrue(count.err().contains("--names: 3 names for 2 --from directories"), count.err());
        var twice = compare("--from", list(a, b), "--names", "x,x", "--out", cmp.toString());
        assertEquals(ExitCodes.BAD_INPUT, twice.code());
        assertTrue(twice.err().contains("must be distinct"), twice.err());
        var blank = compare("--from", list(a, b), "--names", "x, ", "--out", cmp.toString());
        assertEquals(ExitCodes.BAD_INPUT, blank.code());
        assertTrue(blank.err().contains("blank"), blank.err());
        // two folders of one name (run1/out, run2/out) name no model apart
        Path o1 = output("run1/out", first());
        Path o2 = output("run2/out", second());
        var same = compare("--from", list(o1, o2), "--out", cmp.toString());
        assertEquals(ExitCodes.BAD_INPUT, same.code());
        assertTrue(same.err().contains("give --names"), same.err());
        assertEquals(ExitCodes.OK, compare("--from", list(o1, o2), "--names", "one,two", "--out", cmp.toString())
                .code());
        var one = compare("--from", a.toString(), "--out", dir.resolve("one").toString());
        assertEquals(ExitCodes.BAD_INPUT, one.code());
        assertTrue(one.err().contains("at least two"), one.err());
        var again = compare("--from", list(a, a), "--out", dir.resolve("again").toString());
        assertEquals(ExitCodes.BAD_INPUT, again.code());
        assertTrue(again.err().contains("given twice"), again.err());
        assertFalse(Files.exists(dir.resolve("one")) || Files.exists(dir.resolve("again")));
    }

    @Test
    void anIncompleteOrMissingOutputIsBadInputNamingIt() throws IOException {
        Path a = output("a", first());
        Path b = output("b", second());
        Files.delete(b.resolve(AtomicOutput.SUCCESS));
        Path cmp = dir.resolve("cmp");
        var r = compare("--from", list(a, b), "--out", cmp.toString());
        assertEquals(ExitCodes.BAD_INPUT, r.code());
        assertTrue(r.err().contains("--from " + b + ": has no _SUCCESS"), r.err());
        assertFalse(Files.exists(cmp));

        Path c = output("c", second());
        Files.delete(c.resolve("report.json"));
        var noJson = compare("--from", list(a, c), "--out", cmp.toString());
        assertEquals(ExitCodes.BAD_INPUT, noJson.code());
        assertTrue(noJson.err().contains("--from " + c + ": has no report.json"), noJson.err());

        var missing = compare("--from", list(a, dir.resolve("nowhere")), "--out", cmp.toString());
        assertEquals(ExitCodes.BAD_INPUT, missing.code());
        assertTrue(missing.err().contains("nowhere: no such output directory"), missing.err());

        Path bad = output("bad", second());
        Files.writeString(bad.resolve("report.json"), "{not json");
        var garbage = compare("--from", list(a, bad), "--out", cmp.toString());
        assertEquals(ExitCodes.BAD_INPUT, garbage.code());
        assertTrue(garbage.err().contains(bad.resolve("report.json") + ": not a fairscore report.json"), garbage.err());
        assertFalse(Files.exists(cmp));
    }

    @Test
    void aReportWithoutErrorRatesIsBadInput() throws IOException {
        Path a = output("a", first());
        var geometry = AuditReport.builder(AuditReport.Kind.OTHER, null, List.of("race")).groups(List.of())
                .operatingPoints(List.of()).warnings(List.of()).methods(Map.of()).build();
        Path g = output("g", geometry);
        var r = compare("--from", list(a, g), "--out", dir.resolve("cmp").toString());
        assertEquals(ExitCodes.BAD_INPUT, r.code());
        assertTrue(r.err().contains("has no error rates by group to compare"), r.err());
    }

    @Test
    void theOutputMayNotBeOrLieInsideAnInput() throws IOException {
        Path a = output("a", first());
        Path b = output("b", second());
        var inside = compare("--from", list(a, b), "--out", a.resolve("cmp").toString());
        assertEquals(ExitCodes.BAD_INPUT, inside.code());
        assertTrue(inside.err().contains("lies inside the input"), inside.err());
        assertFalse(Files.exists(a.resolve("cmp")));
        var same = compare("--from", list(a, b), "--out", b.toString());
        assertEquals(ExitCodes.BAD_INPUT, same.code());
        assertTrue(same.err().contains("is the input"), same.err());
        assertTrue(Files.exists(b.resolve("report.json")));
        // a folder of the user's is not replaced either
        Path mine = Files.createDirectories(dir.resolve("mine"));
        Files.writeString(mine.resolve("notes.txt"), "mine");
        var user = compare("--from", list(a, b), "--out", mine.toString());
        assertEquals(ExitCodes.BAD_INPUT, user.code());
        assertTrue(Files.exists(mine.resolve("notes.txt")));
    }

    @Test
    void theSchemaIsAValidSchemaAndCanFail() throws IOException {
        assertEquals(List.of(), ReportSchemaAssert.metaSchemaViolations(ReportSchemaAssert.schemaTree()));
        Path a = output("a", first());
        Path b = output("b", second());
        Path cmp = dir.resolve("cmp");
        assertEquals(ExitCodes.OK, compare("--from", list(a, b), "--out", cmp.toString()).code());
        JsonNode json = ReportSchemaAssert.read(cmp.resolve("report.json"));
        var wrongKind = json.deepCopy();
        ((ObjectNode) wrongKind).put("kind", "audit");
        assertFalse(ReportSchemaAssert.violations(wrongKind).isEmpty());
        var textDelta = json.deepCopy();
        ((ObjectNode) textDelta.get("operatingPoints").get(0).get("groups").get(0).get("deltas").get(0)).put("far", "0.1");
        assertFalse(ReportSchemaAssert.violations(textDelta).isEmpty());
        var contradiction = json.deepCopy(); // comparable, yet with a reason against
        ((ArrayNode) contradiction.get("comparability").get("reasons")).add("x");
        assertFalse(ReportSchemaAssert.violations(contradiction).isEmpty());
    }

    @Test
    void helpSaysWhatItWritesAndTheExitCodes() {
        var r = compare("--help");
        assertEquals(ExitCodes.OK, r.code());
        String help = r.out().replaceAll("\\s+", " ");
        assertTrue(help.contains("--require-comparable"), help);
        assertTrue(help.contains("3 not comparable with --require-comparable"), help);
        assertTrue(help.contains("CMP/report.json"), help);
    }
}
