package org.fairscore.jobs.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Consumer;
import org.fairscore.core.model.CorpusManifest;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.GateResult;
import org.fairscore.core.report.ReportJson;
import org.fairscore.core.report.SamplingReport;
import org.fairscore.core.report.TemplateReport;
import org.fairscore.core.verification.AcceptanceRule;
import org.fairscore.core.verification.Differential;
import org.fairscore.core.verification.EerInterval;
import org.fairscore.core.verification.GroupRates;
import org.fairscore.core.verification.GroupReport;
import org.fairscore.core.verification.Interval;
import org.fairscore.core.verification.OperatingPoint;
import org.fairscore.core.verification.ScoreHistogramReport;
import org.fairscore.jobs.cli.ExitCodes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.AssertionFailedError;

/**
 * docs/report.schema.json itself (no Spark): a valid draft 2020-12 schema of the model's layout, closed wherever the
 * layout is, and able to fail. That every command's report validates is {@code EveryCommandReportSchemaTest}'s, and
 * every end-to-end test's through {@link ReportSchemaAssert}.
 */
class ReportSchemaTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * A verification report by hand, two groups, one level: A has 1 of 10 impostor pairs above t = 0.5 and 1 of 4
     * genuine pairs below it; B has 0 of 6 and 2 of 4. Every optional part of a verification audit is present.
     */
    static AuditReport handMade() {
        var manifest = new CorpusManifest(1, 2, List.of(new CorpusManifest.InputFile("in.csv", "csv", 12)), "sample_id",
                "label", List.of("race"), 12, 0, Map.of(),
                List.of(new CorpusManifest.GroupStats("A", 6, 2, 4, 10), new CorpusManifest.GroupStats("B", 5, 2, 4, 6)));
        var histogram = new ScoreHistogramReport(-1, 1, 2, new long[] {1, 3}, new long[] {9, 1});
        var a = new GroupReport("A", Map.of("race", "A"), 6, 2, 4, 10, null, 0.175, null, 0.5,
                new EerInterval(0.1, 0.3, "identity-bootstrap", 100, 0, true, null), 0.6, 0.1, 0.1, 0.2, histogram);
        var b = new GroupReport("B", Map.of("race", "B"), 5, 2, 4, 6, null, null, "no crossing", null,
                new EerInterval(null, null, "identity-bootstrap", 100, 100, null, "every replicate undefined"), 0.5, 0.1,
                null, null, histogram);
        var cp = new Interval(0.0025, 0.445, "clopper-pearson");
        var rates = Map.of("A", new GroupRates(0.1, 0.25, 1, 10, 1, 4, false, cp, cp, null, null),
                "B", new GroupRates(0.0, 0.5, 0, 6, 2, 4, true, new Interval(0, 0.46, "clopper-pearson"), cp, null, null));
        var differentials = Map.of("bfar", new Differential(null, "a group's FAR is 0"),
                "farMaxMinDifference", new Differential(0.1, null, new Interval(0.0, 0.3, "identity-bootstrap"), 3, null));
        var level = new OperatingPoint(0.1, 1, 0.5, null, false, 0.0625, 0.375, 1, 16, 3, 8, rates, null,
                "a group's FAR is 0", 1.2, null, differentials, Map.of("A", Map.of("A", 0.1, "B", 0.0)));
        return AuditReport.builder(AuditReport.Kind.VERIFICATION, manifest, List.of("race")).accept(AcceptanceRule.ABOVE)
                .differentialWeight(0.5).groups(List.of(a, b)).operatingPoints(List.of(level))
                .crossGroupImpostorPairs(Map.of("A", Map.of("A", 10L, "B", 30L)))
                .sampling(new SamplingReport(1.0, 7, 16, "every pair kept"))
                .gates(List.of(new GateResult("bfrr@1e-1 <= 2", 1.2, true, null), GateResult.uncheckable("/x <= 1", "no /x")))
                .warnings(List.of("B has too few impostor pairs")).methods(Map.of("scores", "cosine"))
                .templates(new TemplateReport("t", 11, 12, List.of(new TemplateReport.GroupTemplates("A", 6, 6))))
                .build();
    }

    private static ObjectNode handMadeTree() throws Exception {
        return (ObjectNode) JSON.readTree(ReportJson.write(handMade()));
    }

    @Test
    void schemaIsAValidDraft202012Schema() {
        var schema = ReportSchemaAssert.schemaTree();
        assertEquals(ReportSchemaAssert.DRAFT_2020_12, schema.path("$schema").asText());
        assertTrue(schema.path("$id").asText().endsWith("report.schema.json"), schema.path("$id").toString());
        assertEquals(List.of(), ReportSchemaAssert.metaSchemaViolations(schema));
    }

    @Test
    void metaSchemaCheckRejectsAnInvalidSchema() {
        var broken = ReportSchemaAssert.schemaTree().deepCopy();
        ((ObjectNode) broken.get("$defs").get("count")).put("minimum", "zero");
        ((ObjectNode) broken.get("$defs").get("rate")).put("type", "rational");
        var problems = ReportSchemaAssert.metaSchemaViolations(broken);
        assertTrue(problems.stream().anyMatch(p -> p.contains("/$defs/count/minimum")), problems.toString());
        assertTrue(problems.stream().anyMatch(p -> p.contains("/$defs/rate/type")), problems.toString());
    }

    @Test
    void versionAndTopLevelMembersAreTheModels() {
        var schema = ReportSchemaAssert.schemaTree().at("/$defs/audit"); // an audit's report; comparisons: $defs/comparison
        assertEquals(AuditReport.SCHEMA_VERSION, schema.at("/properties/schemaVersion/const").asInt());
        assertTrue(schema.at("/properties/schemaVersion/const").isInt());
        var described = new TreeSet<String>();
        schema.get("properties").fieldNames().forEachRemaining(described::add);
        assertEquals(new TreeSet<>(ReportJson.topLevelKeys()), described);
        assertFalse(schema.get("additionalProperties").asBoolean(true), "the top level is closed");
    }

    @Test
    void everyObjectOfTheSchemaIsClosedAndNoSubschemaIsPermissive() {
        var problems = SchemaCoverage.openOrPermissive(ReportSchemaAssert.schemaTree());
        assertEquals(List.of(), problems);
    }

    @Test
    void closedCheckFindsAnOpenObject() {
        var schema = ReportSchemaAssert.schemaTree().deepCopy();
        ((ObjectNode) schema.get("$defs").get("sampling")).remove("additionalProperties");
        ((ObjectNode) schema.get("$defs").get("groupReport").get("properties")).putObject("histogram");
        assertEquals(List.of("/$defs/groupReport/properties/histogram: permits anything",
                "/$defs/sampling: an object without additionalProperties"), SchemaCoverage.openOrPermissive(schema));
    }

    @Test
    void handMadeReportValidatesAndEveryMemberIsDescribed() throws Exception {
        var tree = handMadeTree();
        assertEquals(List.of(), ReportSchemaAssert.violations(tree));
        assertEquals(List.of(), SchemaCoverage.undescribed(ReportSchemaAssert.schemaTree(), tree));
    }

    @Test
    void wrongTypeIsAViolation() throws Exception {
        assertViolation(r -> ((ObjectNode) r.get("groups").get(0)).put("samples", "six"), "/groups/0/samples");
        assertViolation(r -> r.put("schemaVersion", 2), "/schemaVersion");
        assertViolation(r -> r.put("accept", "sideways"), "/accept");
    }

    @Test
    void rateOutsideZeroOneIsAViolation() throws Exception {
        assertViolation(r -> perGroup(r, "A").put("far", 1.5), "/operatingPoints/0/perGroup/A/far");
        assertViolation(r -> perGroup(r, "B").put("frr", -0.5), "/operatingPoints/0/perGroup/B/frr");
        assertViolation(r -> ((ObjectNode) perGroup(r, "A").get("farInterval")).put("upper", 1.01),
                "/operatingPoints/0/perGroup/A/farInterval/upper");
    }

    @Test
    void countThatIsNegativeOrFractionalIsAViolation() throws Exception {
        assertViolation(r -> perGroup(r, "A").put("falseAccepts", -1), "/operatingPoints/0/perGroup/A/falseAccepts");
        assertViolation(r -> perGroup(r, "A").put("impostorPairs", 2.5), "/operatingPoints/0/perGroup/A/impostorPairs");
        assertViolation(r -> ((ArrayNode) r.get("groups").get(0).get("histogram").get("genuine")).set(0, -3),
                "/groups/0/histogram/genuine/0");
    }

    @Test
    void missingRequiredMemberIsAViolation() throws Exception {
        assertViolation(r -> ((ObjectNode) r.get("operatingPoints").get(0)).remove("threshold"), "/operatingPoints/0");
        assertViolation(r -> r.remove("methods"), "(root)");
        assertViolation(r -> r.remove("differentialWeight"), "(root)"); // a verification audit always has it
    }

    @Test
    void unknownMemberIsAViolation() throws Exception {
        assertViolation(r -> r.put("kind", "VERIFICATION"), "(root)");
        assertViolation(r -> ((ObjectNode) r.get("groups").get(0)).put("eerr", 0.1), "/groups/0");
        assertViolation(r -> ((ObjectNode) r.get("operatingPoints").get(0).get("differentials")).putObject("bfarr")
                .putNull("value"), "/operatingPoints/0/differentials");
    }

    @Test
    void undefinedValueIsNullNotAbsent() throws Exception {
        assertViolation(r -> ((ObjectNode) r.get("groups").get(1)).remove("eer"), "/groups/1");
        assertViolation(r -> ((ObjectNode) r.get("groups").get(1)).put("eer", "undefined"), "/groups/1/eer");
    }

    @Test
    void outputCheckValidatesEveryReportOfARunThatWroteOne(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("out");
        Files.createDirectories(out.resolve("report"));
        var valid = handMadeTree();
        Files.writeString(out.resolve("report.json"), valid.toString());
        Files.writeString(out.resolve("report").resolve("report.json"), valid.put("rate", 1.5).toString()); // demo's place
        String[] args = {"audit", "--input", "x.csv", "--out", out.toString()};
        var e = assertThrows(AssertionFailedError.class, () -> ReportSchemaAssert.assertOutputValid(ExitCodes.OK, args));
        assertTrue(e.getMessage().contains(out.resolve("report").resolve("report.json") + " does not match")
                && e.getMessage().contains("(root): property 'rate'"), e.getMessage());
        assertThrows(AssertionFailedError.class, () -> ReportSchemaAssert.assertOutputValid(ExitCodes.GATE_FAILED,
                "audit", "--out=" + out));
        // a run that failed wrote no report: what is there is not its report
        ReportSchemaAssert.assertOutputValid(ExitCodes.BAD_INPUT, args);
        Files.delete(out.resolve("report").resolve("report.json"));
        ReportSchemaAssert.assertOutputValid(ExitCodes.OK, args);
    }

    private static ObjectNode perGroup(ObjectNode report, String group) {
        return (ObjectNode) report.get("operatingPoints").get(0).get("perGroup").get(group);
    }

    /** The hand-made report, changed by {@code change}, has a violation at {@code path} (and was valid before). */
    private static void assertViolation(Consumer<ObjectNode> change, String path) throws Exception {
        var report = handMadeTree();
        assertEquals(List.of(), ReportSchemaAssert.violations(report));
        change.accept(report);
        var problems = ReportSchemaAssert.violations(report);
        assertTrue(problems.stream().anyMatch(p -> p.startsWith(path + ": ")), path + " not in " + problems);
    }

    @Test
    void handMadeReportReadsBack() throws Exception {
        // the hand-made report is one the model reads: the schema is checked against real layouts, not a fancy
        JsonNode tree = handMadeTree();
        assertEquals(ReportJson.write(handMade()), ReportJson.write(ReportJson.read(tree.toString())));
    }
}
