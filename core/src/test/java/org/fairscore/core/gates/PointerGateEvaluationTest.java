package org.fairscore.core.gates;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.fairscore.core.report.GateResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** JSON Pointer gates against a small report.json written here, every expected outcome worked out by hand. */
class PointerGateEvaluationTest {
    // perGroup as an object keyed by group, groups as an array named by 'name', an undefined value with its reason,
    // a count, a string, a member whose name needs ~1 and ~0
    private static final String JSON = """
            {"schemaVersion": 3,
             "geometry": {"clustering": {"silhouette": {"value": 0.25}},
                          "perGroup": {"A": {"recallAt1": {"value": 0.9}},
                                       "B": {"recallAt1": {"value": 0.7}},
                                       "C": {"recallAt1": {"value": null, "undefinedReason": "one sample"}}}},
             "groups": [{"name": "A", "genuinePairs": 10, "eer": 0.1},
                        {"name": "B", "genuinePairs": 12, "eer": 0.3}],
             "methods": {"score": "cosine", "a/b~c": 4}}
            """;

    private static JsonNode report() {
        try {
            return new ObjectMapper().readTree(JSON);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static GateResult eval(String gate) {
        return PointerGateEvaluation.evaluate(report(), Gate.parse(gate));
    }

    @ParameterizedTest
    @CsvSource({
            // value 0.25 against each operator, on and off the boundary
            "<,  0.25, false", "<,  0.3, true",
            "<=, 0.25, true",  "<=, 0.2, false",
            ">,  0.25, false", ">,  0.2, true",
            ">=, 0.25, true",  ">=, 0.3, false",
            "==, 0.25, true",  "==, 0.250001, false",
            "!=, 0.25, false", "!=, 0.3, true"})
    void eachComparisonOnTheBoundary(String op, String bound, boolean passes) {
        var r = eval("/geometry/clustering/silhouette/value " + op + " " + bound);
        assertEquals(passes, r.passed(), r.toString());
        assertEquals(0.25, r.value());
        assertNull(r.error());
        assertEquals(passes, r.reason() == null, r.toString());
    }

    @Test
    void arrayIndicesAndEscapedMemberNames() {
        assertEquals(12.0, eval("/groups/1/genuinePairs == 12").value());
        assertTrue(eval("/groups/1/genuinePairs == 12").passed());
        assertEquals(4.0, eval("/methods/a~1b~0c >= 4").value());
    }

    @Test
    void forEveryGroupOverAnObjectLevelReportsTheWorstAndEachFailure() {
        // A 0.9 and B 0.7 are numbers; C is null (undefined) and fails with the report's reason
        var r = eval("/geometry/perGroup/*/recallAt1/value >= 0.8 for every group");
        assertFalse(r.passed());
        assertEquals(0.7, r.value()); // a lower bound: the worst is the smallest
        assertEquals("group 'B' value 0.7000 is not >= 0.8000; group 'C' undefined: one sample", r.reason());
    }

    @Test
    void forEveryGroupOverAnArrayLevelNamesElementsByTheirName() {
        var upper = eval("/groups/*/eer <= 0.2 for every group");
        assertFalse(upper.passed());
        assertEquals(0.3, upper.value()); // an upper bound: the worst is the largest
        assertEquals("group 'B' value 0.3000 is not <= 0.2000", upper.reason());
        var holds = eval("/groups/*/eer <= 0.3 for every group");
        assertTrue(holds.passed());
        assertEquals(0.3, holds.value());
        // == has no worst: the first failing group's value (B's 12), or the first group's when all pass
        assertEquals(12.0, eval("/groups/*/genuinePairs == 10 for every group").value());
        assertEquals(10.0, eval("/groups/*/genuinePairs != 11 for every group").value());
    }

    @Test
    void forGroupSelectsThatMemberOrElement() {
        var b = eval("/geometry/perGroup/*/recallAt1/value >= 0.8 for group B");
        assertFalse(b.passed());
        assertEquals(0.7, b.value());
        assertTrue(eval("/groups/*/eer <= 0.1 for group A").passed());
        var c = eval("/geometry/perGroup/*/recallAt1/value >= 0.8 for group C");
        assertFalse(c.passed());
        assertNull(c.value());
        assertEquals("undefined: group 'C': one sample", c.reason());
        assertNull(c.error(), "an undefined value fails the gate: it is not a configuration error");
    }

    @Test
    void aPointerToNothingCannotBeChecked() {
        var missing = eval("/geometry/clustering/nmi/value >= 0");
        assertFalse(missing.passed());
        assertTrue(missing.hasError());
        assertEquals("pointer /geometry/clustering/nmi/value resolves to nothing: no member 'nmi' at "
                + "/geometry/clustering (members: silhouette)", missing.error());
        assertTrue(eval("/groups/2/eer >= 0").error().contains("'2' is not an index of the array at /groups"));
        assertTrue(eval("/groups/01/eer >= 0").hasError(), "RFC 6901: no leading zeros");
        assertTrue(eval("/geometry/perGroup/*/recallAt1/value >= 0 for group D").error()
                .contains("no group 'D' at /geometry/perGroup; groups: A, B, C"));
        assertTrue(eval("/schemaVersion/x >= 0").error().contains("which has no 'x'"));
    }

    @Test
    void aPointerToANonNumberCannotBeChecked() {
        var string = eval("/methods/score >= 0");
        assertTrue(string.hasError());
        assertEquals("pointer /methods/score resolves to a string ('cosine'), not a number", string.error());
        assertTrue(eval("/geometry/clustering >= 0").error().endsWith("resolves to an object, not a number"));
        assertTrue(eval("/groups/*/name >= 0 for every group").hasError());
    }
}
