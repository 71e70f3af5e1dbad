package org.fairscore.core.verification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import org.fairscore.core.model.InvalidInputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class FarLevelTest {

    @ParameterizedTest(name = "floor({0} * {1}) = {2}")
    @CsvSource({
            "0.001, 3000, 3",
            "1e-3, 3000, 3",
            "0.1, 30, 3",
            "0.29, 100, 29",      // 0.29 * 100 = 28.999999999999996 in double
            "0.3, 10, 3",
            "0.07, 100, 7",
            "0.1, 29, 2",
            "1e-6, 1000000000000, 1000000",
            "0.001, 999, 0",      // α below 1/n
            "0.5, 1, 0",
            "0.999999, 1000000, 999999"})
    void allowedFalseAcceptsIsTheExactFloor(String alpha, long n, long m) {
        var level = FarLevel.parse(alpha, "far-levels");
        assertEquals(m, level.allowedFalseAccepts(n));
        assertEquals(m < 1, level.belowResolution(n));
    }

    @Test
    void doubleArithmeticWouldFloorOneTooLow() {
        // the reason the class exists: these inputs are wrong in double arithmetic
        assertEquals(28, (long) Math.floor(0.29 * 100));
        assertEquals(29, new FarLevel(new BigDecimal("0.29")).allowedFalseAccepts(100));
    }

    @Test
    void pairsForOneErrorIsCeilingOfInverse() {
        assertEquals(1000, FarLevel.parse("0.001", "k").pairsForOneError());
        assertEquals(4, FarLevel.parse("0.3", "k").pairsForOneError());
        assertEquals(1000000, FarLevel.parse("1e-6", "k").pairsForOneError());
        var level = FarLevel.parse("0.3", "k");
        assertTrue(level.belowResolution(level.pairsForOneError() - 1));
        assertFalse(level.belowResolution(level.pairsForOneError()));
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "0.0", "-0.1", "1.5", "1.0000001", "-1e-3"})
    void levelsOutsideHalfOpenUnitIntervalAreRejected(String alpha) {
        var e = assertThrows(InvalidInputException.class, () -> FarLevel.parse(alpha, "far-levels"));
        assertTrue(e.getMessage().contains("far-levels"), e.getMessage());
        assertThrows(InvalidInputException.class, () -> new FarLevel(new BigDecimal(alpha)));
    }

    @Test
    void alphaOneAllowsEveryPair() {
        // bob.measure's far_threshold accepts far_value = 1 (every impostor accepted)
        assertEquals(7, FarLevel.parse("1", "far-levels").allowedFalseAccepts(7));
        assertEquals(7, FarLevel.parse("1.0", "far-levels").allowedFalseAccepts(7));
        assertEquals(1, FarLevel.parse("1", "far-levels").pairsForOneError());
    }

    @ParameterizedTest
    @ValueSource(strings = {"abc", "", "0,1", "NaN"})
    void nonNumbersAreRejectedNamingTheKey(String text) {
        var e = assertThrows(InvalidInputException.class, () -> FarLevel.parse(text, "far-levels"));
        assertTrue(e.getMessage().contains("far-levels"), e.getMessage());
    }

    @Test
    void labelAndOrder() {
        assertEquals("0.001", FarLevel.parse("0.00100", "k").label());
        var tiny = FarLevel.parse("1e-6", "k");
        assertEquals(0, tiny.compareTo(FarLevel.parse(tiny.label(), "k")), tiny.label());
        assertTrue(FarLevel.parse("1e-3", "k").compareTo(FarLevel.parse("0.01", "k")) < 0);
        assertEquals(0, FarLevel.parse("1e-3", "k").compareTo(FarLevel.parse("0.0010", "k")));
        assertEquals(0.001, FarLevel.parse(" 0.001 ", "k").value());
    }

    @Test
    void acceptanceRuleParsesItsCliNames() {
        assertEquals(AcceptanceRule.ABOVE, AcceptanceRule.parse("above", "accept"));
        assertEquals(AcceptanceRule.AT_OR_ABOVE, AcceptanceRule.parse("at-or-above", "accept"));
        assertEquals("at-or-above", AcceptanceRule.AT_OR_ABOVE.toString());
        for (String bad : new String[] {"ABOVE", "at_or_above", ">=", ""}) {
            var e = assertThrows(InvalidInputException.class, () -> AcceptanceRule.parse(bad, "accept"));
            assertTrue(e.getMessage().contains("accept") && e.getMessage().contains("at-or-above"), e.getMessage());
        }
    }

    @Test
    void acceptanceRuleDiffersOnlyAtTheThreshold() {
        assertFalse(AcceptanceRule.ABOVE.accepts(0.5f, 0.5f));
        assertTrue(AcceptanceRule.AT_OR_ABOVE.accepts(0.5f, 0.5f));
        assertTrue(AcceptanceRule.ABOVE.accepts(Math.nextUp(0.5f), 0.5f));
        assertFalse(AcceptanceRule.AT_OR_ABOVE.accepts(Math.nextDown(0.5f), 0.5f));
        assertTrue(AcceptanceRule.AT_OR_ABOVE.accepts(-0.0f, 0.0f));
    }

    @Test
    void theSmallestLevelIsTheLastWhosePairCountIsRepresentable() {
        assertEquals(1_000_000_000_000_000_000L, FarLevel.parse("1e-18", "far").pairsForOneError());
        var e = assertThrows(InvalidInputException.class, () -> FarLevel.parse("9.99e-19", "--far"));
        assertEquals("--far: FAR level 9.99E-19 is below the smallest accepted, 1E-18 (resolving it would take more "
                + "pairs than a 64-bit count holds)", e.getMessage());
        assertThrows(InvalidInputException.class, () -> FarLevel.parse("1e-20", "--far"));
    }

    @Test
    void anAbsurdExponentIsRefusedWithAShortMessage() {
        var e = assertThrows(InvalidInputException.class, () -> FarLevel.parse("1e999999999", "--far"));
        assertTrue(e.getMessage().length() < 100, e.getMessage());
        assertThrows(InvalidInputException.class, () -> FarLevel.parse("1e-999999999", "--far"));
    }
}
