package org.fairscore.prep.bins;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.model.RejectReason;
import org.junit.jupiter.api.Test;

/** --bin ATTR=E0,E1,…: bands [e_i,e_{i+1}) named with the edges as written, decided exactly in decimal. */
class AttributeBinsTest {
    private static final AttributeBins AGE = AttributeBins.parse("age=0,18,30,45,60", Bins.OPTION);

    private static String band(String value) {
        var b = AGE.band(value);
        assertTrue(b.ok(), value + ": " + b);
        return b.band();
    }

    @Test
    void bandsAreNamedWithTheEdgesAsWritten() {
        assertEquals(List.of("[0,18)", "[18,30)", "[30,45)", "[45,60)"), AGE.bands());
        assertEquals("age", AGE.attribute());
        assertEquals(List.of("0", "18", "30", "45", "60"), AGE.edges());
        var decimals = AttributeBins.parse("score = 0.50, 1.0 ,2", Bins.OPTION);
        assertEquals("score", decimals.attribute());
        assertEquals(List.of("[0.50,1.0)", "[1.0,2)"), decimals.bands());
    }

    @Test
    void aValueEqualToAnEdgeGoesToTheBandAboveIt() {
        assertEquals("[0,18)", band("0"));
        assertEquals("[0,18)", band("17"));
        assertEquals("[0,18)", band("17.999999999999999999")); // a double would round this to 18
        assertEquals("[18,30)", band("18"));
        assertEquals("[18,30)", band("18.0"));
        assertEquals("[18,30)", band("1.8e1"));
        assertEquals("[18,30)", band(" 18 "));
        assertEquals("[30,45)", band("30"));
        assertEquals("[45,60)", band("59.99"));
        assertEquals("[45,60)", band("45"));
    }

    @Test
    void valuesBelowTheFirstEdgeOrAtOrAboveTheLastAreOutsideTheBins() {
        for (var v : List.of("-1", "-0.0001", "60", "60.0", "61", "1e9")) {
            var b = AGE.band(v);
            assertEquals(RejectReason.OUTSIDE_BINS, b.reason(), v);
            assertNull(b.band());
        }
        assertEquals("'-1' is below the first edge 0", AGE.band("-1").detail());
        assertEquals("'60' is at or above the last edge 60", AGE.band("60").detail());
    }

    @Test
    void missingAndNonNumericValuesAreRowErrors() {
        assertEquals(RejectReason.MISSING_ATTRIBUTE, AGE.band(null).reason());
        assertEquals(RejectReason.MISSING_ATTRIBUTE, AGE.band("").reason());
        assertEquals(RejectReason.MISSING_ATTRIBUTE, AGE.band("  ").reason());
        for (var v : List.of("abc", "NaN", "Infinity", "18,5", "0x10", "18 years")) {
            var b = AGE.band(v);
            assertEquals(RejectReason.MALFORMED_NUMBER, b.reason(), v);
            assertEquals("'" + v + "' (age is binned)", b.detail());
        }
    }

    @Test
    void badSpecsNameTheOption() {
        Map<String, String> bad = Map.of(
                "age", "expected ATTRIBUTE=EDGE,EDGE",
                "=0,18", "expected ATTRIBUTE=EDGE,EDGE",
                "age=18", "give at least two edges",
                "age=0,18,18", "edges must increase strictly, but 18 follows 18",
                "age=30,18", "edges must increase strictly, but 18 follows 30",
                "age=0,x", "edge 2 'x' is not a number",
                "age=0,,18", "edge 2 '' is not a number",
                "age=0,NaN", "edge 2 'NaN' is not a number");
        bad.forEach((spec, why) -> {
            var e = assertThrows(InvalidInputException.class, () -> Bins.parse(List.of(spec)), spec);
            assertTrue(e.getMessage().startsWith("--bin (config key 'bins')"), e.getMessage());
            assertTrue(e.getMessage().contains(why), spec + " -> " + e.getMessage());
        });
    }

    @Test
    void anAttributeBinnedTwiceIsBadInput() {
        var e = assertThrows(InvalidInputException.class, () -> Bins.parse(List.of("age=0,18", "age=18,30")));
        assertTrue(e.getMessage().contains("'age' is binned twice"), e.getMessage());
    }

    @Test
    void binsByAttribute() {
        var bins = Bins.parse(List.of("age=0,18,30", "height=1.5,2"));
        assertEquals(Map.of("age", List.of("0", "18", "30"), "height", List.of("1.5", "2")), bins.edges());
        assertNull(bins.of("race"));
        assertEquals("[1.5,2)", bins.of("height").band("1.7").band());
        assertTrue(Bins.parse(List.of()).isEmpty());
        assertTrue(Bins.parse(null).isEmpty());
    }
}
