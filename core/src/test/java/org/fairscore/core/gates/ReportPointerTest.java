package org.fairscore.core.gates;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.fairscore.core.model.InvalidInputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** RFC 6901 section 5's examples and escapes, by hand, and the group level '*'. */
class ReportPointerTest {

    @Test
    void plainSegmentsAndArrayIndices() {
        var p = ReportPointer.parse("/operatingPoints/0/perGroup", "t");
        assertEquals(List.of("operatingPoints", "0", "perGroup"), p.segments());
        assertEquals("operatingPoints", p.topLevelKey());
        assertFalse(p.hasGroupLevel());
    }

    @Test
    void rfc6901EscapesDecodeTildeOneToSlashAndTildeZeroToTilde() {
        // RFC 6901 section 5: "/a~1b" is the member "a/b", "/m~0n" is "m~n"
        assertEquals(List.of("a/b"), ReportPointer.parse("/a~1b", "t").segments());
        assertEquals(List.of("m~n"), ReportPointer.parse("/m~0n", "t").segments());
        // "~01" is '~' then '1' (the literal "~1"), not '/': ~0 is decoded after ~1, never twice
        assertEquals(List.of("~1"), ReportPointer.parse("/~01", "t").segments());
        assertEquals(List.of("/~"), ReportPointer.parse("/~1~0", "t").segments());
    }

    @Test
    void emptySegmentsAreMembersNamedEmpty() {
        // RFC 6901 section 5: "/" is the member "" and "//" is "" then ""
        assertEquals(List.of(""), ReportPointer.parse("/", "t").segments());
        assertEquals(List.of("", ""), ReportPointer.parse("//", "t").segments());
        assertEquals(List.of("a", ""), ReportPointer.parse("/a/", "t").segments());
    }

    @Test
    void starIsTheGroupLevelAndTildeTwoALiteralStar() {
        var p = ReportPointer.parse("/geometry/perGroup/*/recallAt1/value", "t");
        assertTrue(p.hasGroupLevel());
        assertEquals(2, p.groupLevel());
        var literal = ReportPointer.parse("/a/~2/b", "t");
        assertFalse(literal.hasGroupLevel());
        assertEquals(List.of("a", "*", "b"), literal.segments());
        // a '*' inside a name is no group level
        assertFalse(ReportPointer.parse("/a*b", "t").hasGroupLevel());
    }

    @ParameterizedTest
    @ValueSource(strings = {"a/b", "", "/a~", "/a~3", "/~x", "/*/a/*"})
    void malformedPointersAreRefusedNamingThem(String text) {
        var e = assertThrows(InvalidInputException.class, () -> ReportPointer.parse(text, "gate 'g'"));
        assertTrue(e.getMessage().startsWith("gate 'g': "), e.getMessage());
    }
}
