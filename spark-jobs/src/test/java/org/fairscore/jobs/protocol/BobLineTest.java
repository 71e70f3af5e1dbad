package org.fairscore.jobs.protocol;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** One bob score-file line: fields by white space, strict UTF-8, exact field count, a first-line BOM skipped. */
class BobLineTest {
    private static BobLine.Result split(ScoreFormat f, byte[] bytes, long line) {
        return new BobLine(f).split(bytes, bytes.length, line);
    }

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void tabsAndRunsOfSpacesSeparateFieldsAndValuesKeepTheirBytes() {
        var r = split(ScoreFormat.BOB_4COL, utf8("  Zoë\t\tZoë  t1 \u000B0.5 \r"), 7);
        assertTrue(r.ok(), r::reason);
        assertArrayEquals(new String[] {"Zoë", "Zoë", "t1", "0.5"}, r.fields());
    }

    @Test
    void byteOrderMarkIsSkippedOnTheFirstLineOnly() {
        byte[] bom = utf8("\uFEFFp p t1 0.9");
        assertEquals("p", split(ScoreFormat.BOB_4COL, bom, 1).fields()[0]);
        // later, the mark is part of the field (it cannot come from a text editor there)
        assertEquals("\uFEFFp", split(ScoreFormat.BOB_4COL, bom, 2).fields()[0]);
    }

    @Test
    void fieldCountOtherThanTheFormatsNamesBothCounts() {
        var r = split(ScoreFormat.BOB_5COL, utf8("a b c d"), 3);
        assertFalse(r.ok());
        assertEquals(BobLine.LINE, r.column());
        assertEquals("line 3 has 4 white-space separated fields; bob-5col lines have 5 (claimed_id model_label "
                + "real_id test_label score)", r.reason());
        assertEquals("line 9 is blank; bob-2col lines have 2 (label score)",
                split(ScoreFormat.BOB_2COL, utf8(" \t "), 9).reason());
    }

    @Test
    void invalidUtf8NamesTheFieldTheByteAndTheLine() {
        byte[] cut = {'1', ' ', '0', '.', '5', (byte) 0xC3}; // "0.5" then the first byte of a two-byte character
        var r = split(ScoreFormat.BOB_2COL, cut, 4);
        assertEquals("score (field 2)", r.column());
        assertEquals("bytes that are not valid UTF-8 (byte 0xC3 at offset 3 of the field, line 4; save the file as "
                + "UTF-8, the only encoding read)", r.reason());
        byte[] latin1 = {'p', ' ', 'p', (byte) 0xE9, ' ', 't', ' ', '1'};
        var r2 = split(ScoreFormat.BOB_4COL, latin1, 2);
        assertEquals("real_id (field 2)", r2.column());
        assertTrue(r2.reason().contains("byte 0xE9 at offset 1 of the field, line 2"), r2.reason());
    }
}
