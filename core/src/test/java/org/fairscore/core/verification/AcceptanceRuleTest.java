package org.fairscore.core.verification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.fairscore.core.audit.AuditSettings;
import org.fairscore.core.model.InvalidInputException;
import org.junit.jupiter.api.Test;

/** The rules of distances are the mirrors of the rules the audit runs under, and only a report names them. */
class AcceptanceRuleTest {

    @Test
    void aMirroredRuleAcceptsTheNegatedScoreExactlyWhenTheRuleAcceptsTheScore() {
        float[] values = {-3.5f, -1f, -0f, 0f, 0.25f, 1f, 42f, Float.MAX_VALUE, -Float.MAX_VALUE};
        for (var rule : AcceptanceRule.values()) {
            assertEquals(rule, rule.mirrored().mirrored());
            assertTrue(rule.lowerIsMoreSimilar() != rule.mirrored().lowerIsMoreSimilar());
            for (float s : values) {
                for (float t : values) {
                    assertEquals(rule.accepts(s, t), rule.mirrored().accepts(-s, -t), rule + " " + s + " " + t);
                }
            }
        }
        // by hand: a distance of 3 at threshold 3
        assertFalse(AcceptanceRule.BELOW.accepts(3f, 3f));
        assertTrue(AcceptanceRule.AT_OR_BELOW.accepts(3f, 3f));
        assertTrue(AcceptanceRule.BELOW.accepts(2.5f, 3f));
        assertFalse(AcceptanceRule.AT_OR_BELOW.accepts(3.5f, 3f));
    }

    @Test
    void theAuditRefusesTheRulesOfDistances() {
        var levels = List.of(FarLevel.parse("0.1", "far"));
        for (var rule : List.of(AcceptanceRule.BELOW, AcceptanceRule.AT_OR_BELOW)) {
            var e = assertThrows(IllegalArgumentException.class, () -> new AuditSettings(levels, rule, 0.5, false));
            assertTrue(e.getMessage().contains("'" + rule.cliName() + "'"), e.getMessage());
        }
        for (var rule : AcceptanceRule.AUDITED) {
            assertEquals(rule, new AuditSettings(levels, rule, 0.5, false).rule());
            assertFalse(rule.lowerIsMoreSimilar());
        }
    }

    @Test
    void theCommandLineTakesOnlyTheRulesTheAuditRunsUnder() {
        assertEquals(AcceptanceRule.AT_OR_ABOVE, AcceptanceRule.parse("at-or-above", "--accept"));
        var e = assertThrows(InvalidInputException.class, () -> AcceptanceRule.parse("at-or-below", "--accept"));
        assertTrue(e.getMessage().startsWith("--accept: 'at-or-below'"), e.getMessage());
        assertTrue(e.getMessage().contains("with --distance"), e.getMessage());
        var unknown = assertThrows(InvalidInputException.class, () -> AcceptanceRule.parse("over", "--accept"));
        assertTrue(unknown.getMessage().endsWith("expected one of above, at-or-above"), unknown.getMessage());
        // a report of distances reads back
        assertEquals(AcceptanceRule.BELOW, AcceptanceRule.ofJson("below"));
        assertEquals(AcceptanceRule.AT_OR_BELOW, AcceptanceRule.ofJson("at-or-below"));
    }
}
