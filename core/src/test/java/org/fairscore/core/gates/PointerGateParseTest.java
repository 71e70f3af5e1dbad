package org.fairscore.core.gates;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.fairscore.core.model.InvalidInputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PointerGateParseTest {

    @ParameterizedTest
    @CsvSource({"<, BELOW", "<=, AT_MOST", ">, ABOVE", ">=, AT_LEAST", "==, EQUAL", "!=, NOT_EQUAL"})
    void everyComparison(String symbol, Comparison op) {
        var g = Gate.parse("/geometry/clustering/silhouette/value " + symbol + " 0.25");
        assertTrue(g.isPointer());
        assertEquals(op, g.op());
        assertEquals(0.25, g.bound());
        assertNull(g.metric());
        assertNull(g.level());
        assertEquals(List.of("geometry", "clustering", "silhouette", "value"), g.pointer().segments());
        assertEquals(new GateScope.Pooled(), g.scope());
    }

    @Test
    void aGroupNameWithOperatorCharactersStaysInThePointer() {
        // the pointer ends at the first whitespace-delimited operator: '=' and '<' inside a segment are its own
        var g = Gate.parse("/operatingPoints/0/perGroup/age=[0,18)|x<y/far <= 0.1");
        assertEquals(List.of("operatingPoints", "0", "perGroup", "age=[0,18)|x<y", "far"), g.pointer().segments());
        assertEquals(Comparison.AT_MOST, g.op());
    }

    @Test
    void groupLevelTakesEitherScope() {
        assertEquals(new GateScope.EveryGroup(), Gate.parse("/groups/*/eer >= 0 for every group").scope());
        assertEquals(new GateScope.OneGroup("race=B"), Gate.parse("/groups/*/eer >= 0 for group race=B").scope());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "/groups/*/eer <= 0.1                        | has a group level '*'",
            "/geometry/x <= 0.1 for every group          | needs a group level in the pointer",
            "/geometry/x =< 0.1                          | expected /JSON/POINTER OP BOUND",
            "/geometry/x<=0.1                            | expected /JSON/POINTER OP BOUND",
            "/geometry/x <= abc                          | bound 'abc' is not a number",
            "/geometry/x <= Infinity                     | bound must be a finite number",
            "/geometry/x~9 <= 1                          | '~' must be followed by 0",
            "/geometry/x <= 1 for some groups            | expected 'for every group' or 'for group NAME'"})
    void malformedPointerGatesNameTheGate(String text, String message) {
        var e = assertThrows(InvalidInputException.class, () -> Gate.parse(text));
        assertTrue(e.getMessage().startsWith("gate '" + text.trim() + "'"), e.getMessage());
        assertTrue(e.getMessage().contains(message), e.getMessage());
    }

    @Test
    void equalityStaysRefusedForTheMetricShortForms() {
        var e = assertThrows(InvalidInputException.class, () -> Gate.parse("bfar@1e-3 != 2"));
        assertTrue(e.getMessage().contains("comparison '!=' is not offered"), e.getMessage());
    }

    @Test
    void topLevelKeyMustBeOneTheCommandWrites() {
        var g = Gate.parse("/downstream/x <= 1");
        g.requireTopLevelKeyIn(List.of("downstream"), "downstream");
        var e = assertThrows(InvalidInputException.class,
                () -> g.requireTopLevelKeyIn(List.of("geometry", "warnings"), "geometry"));
        assertTrue(e.getMessage().contains("the report.json of 'geometry' has no top-level member 'downstream'"),
                e.getMessage());
        // metric short forms are not pointers: nothing to check
        Gate.parse("bfar@1e-3 <= 2").requireTopLevelKeyIn(List.of(), "geometry");
    }
}
