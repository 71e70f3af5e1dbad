package org.fairscore.core.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.fairscore.core.model.GroupKey;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.ReportJson;
import org.fairscore.core.verification.AcceptanceRule;
import org.junit.jupiter.api.Test;

/** report.json: deterministic, versioned, undefined values as null with their reason beside them. */
class ReportJsonTest {

    static TreeMap<String, float[][]> data() {
        var rng = new SplittableRandom(3);
        var data = new TreeMap<String, float[][]>();
        data.put("A", VerificationAuditOracleTest.group(VerificationAuditOracleTest.random(rng, 100, 0.6, 0.1, 0),
                VerificationAuditOracleTest.random(rng, 400, 0.1, 0.1, 0)));
        data.put("B", VerificationAuditOracleTest.group(VerificationAuditOracleTest.random(rng, 80, 0.5, 0.1, 0),
                new float[] {0.0f, 0.05f, -0.1f})); // no false accept at small α: BFAR undefined
        data.put("OneIdentity", VerificationAuditOracleTest.group(new float[] {0.7f, 0.8f}, new float[0]));
        return data;
    }

    static AuditReport report() {
        return VerificationAuditOracleTest.run(data(), VerificationAuditOracleTest.settings(AcceptanceRule.ABOVE));
    }

    @Test
    void sameReportRendersToTheSameString() {
        var r = report();
        String once = ReportJson.write(r);
        assertEquals(once, ReportJson.write(r));
        assertEquals(once, ReportJson.write(report())); // an independent rerun of the whole pipeline
        assertTrue(once.contains("\"schemaVersion\" : 1"), once.substring(0, 200));
        assertTrue(once.endsWith("}\n"));
    }

    private static void assertNullWithReasonNext(JsonNode obj, String field, String reasonField) {
        var names = new ArrayList<String>();
        obj.fieldNames().forEachRemaining(names::add);
        int i = names.indexOf(field);
        assertTrue(i >= 0, field + " missing in " + names);
        assertTrue(obj.get(field).isNull(), field + " should be null: " + obj.get(field));
        assertEquals(reasonField, names.get(i + 1), "field after " + field + " in " + names);
        assertTrue(obj.get(reasonField).isTextual() && !obj.get(reasonField).asText().isBlank());
    }

    @Test
    void undefinedValuesAreNullWithTheirReasonBeside() throws Exception {
        JsonNode root = new ObjectMapper().readTree(ReportJson.write(report()));
        JsonNode oneIdentity = null;
        for (JsonNode g : root.get("groups")) {
            if (g.get("name").asText().equals("OneIdentity")) {
                oneIdentity = g;
            }
        }
        assertNullWithReasonNext(oneIdentity, "eer", "eerUndefinedReason");
        assertTrue(oneIdentity.get("impostorMean").isNull());
        // α = 1e-6 over 503 impostor pairs: m = 0, group B has no false accept → BFAR undefined
        JsonNode last = root.get("operatingPoints").get(5);
        assertNullWithReasonNext(last, "bfar", "bfarUndefinedReason");
        JsonNode ratio = last.get("differentials").get("farMaxMinRatio");
        assertNullWithReasonNext(ratio, "value", "undefinedReason");
        assertTrue(last.get("perGroup").get("OneIdentity").get("far").isNull());
        // a defined differential has no reason field
        JsonNode diff = last.get("differentials").get("farMaxMinDifference");
        assertTrue(diff.get("value").isNumber());
        assertTrue(diff.get("undefinedReason") == null, diff::toString);
    }

    @Test
    void readRoundTripsWhatWriteProduced() {
        String json = ReportJson.write(report());
        AuditReport back = ReportJson.read(json);
        assertEquals(json, ReportJson.write(back));
        assertEquals(AuditReport.SCHEMA_VERSION, back.schemaVersion());
        assertEquals(3, back.groups().size());
        assertEquals(6, back.operatingPoints().size());
    }

    @Test
    void thresholdUndefinedIsNullWithReason() throws Exception {
        var data = new TreeMap<String, float[][]>();
        data.put("A", VerificationAuditOracleTest.group(new float[] {0.9f}, new float[0]));
        var r = VerificationAuditOracleTest.run(data, VerificationAuditOracleTest.settings(AcceptanceRule.AT_OR_ABOVE, "0.1"));
        JsonNode op = new ObjectMapper().readTree(ReportJson.write(r)).get("operatingPoints").get(0);
        assertNullWithReasonNext(op, "threshold", "thresholdUndefinedReason");
        assertEquals(ReportJson.write(r), ReportJson.write(ReportJson.read(ReportJson.write(r))));
    }

    /** Each group entry carries its attribute values, right after its name, so no reader parses names. */
    @Test
    void groupsCarryTheirAttributeValuesNextToTheName() throws Exception {
        var groupBy = List.of("race", "gender");
        var hostile = List.of(List.of("A|gender=B", "C"), List.of("A", "B|gender=C"), List.of("<script>", "\\"));
        var data = new TreeMap<String, float[][]>();
        var rng = new SplittableRandom(5);
        for (var values : hostile) {
            data.put(GroupKey.name(groupBy, values), VerificationAuditOracleTest.group(
                    VerificationAuditOracleTest.random(rng, 20, 0.6, 0.1, 0), VerificationAuditOracleTest.random(rng, 50, 0.1, 0.1, 0)));
        }
        assertEquals(3, data.size(), "the two formerly colliding tuples are two groups");
        var settings = VerificationAuditOracleTest.settings(AcceptanceRule.ABOVE);
        String json = ReportJson.write(VerificationAuditOracleTest.run(data, settings, groupBy));
        assertEquals(json, ReportJson.write(VerificationAuditOracleTest.run(data, settings, groupBy)));
        var seen = new ArrayList<List<String>>();
        for (JsonNode g : new ObjectMapper().readTree(json).get("groups")) {
            var names = new ArrayList<String>();
            g.fieldNames().forEachRemaining(names::add);
            assertEquals(List.of("name", "attributes", "samples"), names.subList(0, 3));
            JsonNode attrs = g.get("attributes");
            var keys = new ArrayList<String>();
            attrs.fieldNames().forEachRemaining(keys::add);
            assertEquals(List.of("gender", "race"), keys, "sorted keys, as every map of report.json");
            var values = List.of(attrs.get("race").asText(), attrs.get("gender").asText());
            assertEquals(g.get("name").asText(), GroupKey.name(groupBy, values));
            seen.add(values);
        }
        assertEquals(Set.copyOf(hostile), Set.copyOf(seen));
        assertEquals(json, ReportJson.write(ReportJson.read(json)));
    }

    @Test
    void aSingleAttributeMapsToTheWholeName() throws Exception {
        JsonNode root = new ObjectMapper().readTree(ReportJson.write(report()));
        for (JsonNode g : root.get("groups")) {
            assertEquals(g.get("name").asText(), g.get("attributes").get("race").asText());
            assertEquals(1, g.get("attributes").size());
        }
    }

    /** A name that is not GroupKey's form of the corpus' attributes (e.g. from a score file) is bad input. */
    @Test
    void aGroupNameOfOtherAttributesIsBadInput() {
        var data = new TreeMap<String, float[][]>();
        data.put("race=A|sex=F", VerificationAuditOracleTest.group(new float[] {0.9f}, new float[] {0.1f}));
        var e = assertThrows(InvalidInputException.class, () -> VerificationAuditOracleTest.run(data,
                VerificationAuditOracleTest.settings(AcceptanceRule.ABOVE), List.of("race", "gender")));
        assertTrue(e.getMessage().contains("'race=A|sex=F'") && e.getMessage().contains("[race, gender]"), e.getMessage());
    }
}
