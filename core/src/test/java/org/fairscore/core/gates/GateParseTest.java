package org.fairscore.core.gates;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.List;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.verification.FarLevel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class GateParseTest {

    @Test
    void differentialAtAFarLevel() {
        var g = Gate.parse("  bfar@1e-4 <= 2.0 ");
        assertEquals("bfar@1e-4 <= 2.0", g.text());
        assertEquals(GateMetric.BFAR, g.metric());
        assertEquals(0, g.level().alpha().compareTo(new BigDecimal("0.0001")));
        assertEquals(Comparison.AT_MOST, g.op());
        assertEquals(2.0, g.bound());
        assertEquals(new GateScope.Pooled(), g.scope());
    }

    @Test
    void perGroupRateForEveryGroup() {
        var g = Gate.parse("frr@1e-3 <= 0.05 for every group");
        assertEquals(GateMetric.FRR, g.metric());
        assertEquals(new GateScope.EveryGroup(), g.scope());
    }

    @Test
    void perGroupRateForOneGroupKeepsTheNameAsWritten() {
        assertEquals(new GateScope.OneGroup("A"), Gate.parse("far@1e-3 <= 0.001 for group A").scope());
        assertEquals(new GateScope.OneGroup("race=A|gender=F"),
                Gate.parse("far@1e-3<0.001 for group race=A|gender=F").scope());
        assertEquals(new GateScope.OneGroup("East Asian"), Gate.parse("frr@0.01 <= 0.1 for group 'East Asian'").scope());
    }

    @Test
    void eerTakesNoLevelAndMetricNamesIgnoreCase() {
        var g = Gate.parse("EER < 0.02 for all groups");
        assertEquals(GateMetric.EER, g.metric());
        assertNull(g.level());
        assertEquals(Comparison.BELOW, g.op());
        assertEquals(GateMetric.GARBE, Gate.parse("GARBE@0.1 <= 0.3").metric());
        assertEquals(Comparison.AT_LEAST, Gate.parse("fdr@1e-2 >= 0.9").op());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "foo@1e-3 <= 1                        | unknown metric 'foo'",
        "bfar <= 2                            | write bfar@ALPHA",
        "eer@1e-3 <= 0.1 for every group      | drop '@1e-3'",
        "far@1e-3 <= 0.1                      | add 'for every group' or 'for group NAME'",
        "bfar@1e-3 <= 2 for every group       | drop 'for every group'",
        "bfar@1e-3 == 2                       | comparison '==' is not offered",
        "bfar@1e-3 <= two                     | bound 'two' is not a number",
        "bfar@2 <= 2                          | FAR level",
        "bfar@x <= 2                          | not a number: 'x'",
        "far@1e-3 <= 0.1 for some groups      | cannot read 'for some groups'",
        "<= 2                                 | expected METRIC[@FAR] OP BOUND"})
    void malformedGateIsAConfigurationErrorNamingTheGate(String text, String why) {
        var e = assertThrows(InvalidInputException.class, () -> Gate.parse(text));
        assertTrue(e.getMessage().startsWith("gate '" + text.trim() + "'"), e.getMessage());
        assertTrue(e.getMessage().contains(why), e.getMessage());
    }

    @Test
    void levelNotComputedIsACconfigurationErrorBeforeTheAuditRuns() {
        var levels = List.of(FarLevel.parse("1e-2", "far"), FarLevel.parse("0.001", "far"));
        Gate.parse("bfar@1E-3 <= 2").requireLevelIn(levels); // the same decimal, written differently
        Gate.parse("eer <= 0.1 for every group").requireLevelIn(levels);
        var e = assertThrows(InvalidInputException.class, () -> Gate.parse("bfar@1e-4 <= 2").requireLevelIn(levels));
        assertTrue(e.getMessage().contains("FAR level 0.0001 is not computed"), e.getMessage());
        assertTrue(e.getMessage().contains("gate 'bfar@1e-4 <= 2'"), e.getMessage());
    }
}
