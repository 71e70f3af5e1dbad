package org.fairscore.prep.ingest;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** RFC 4180 cells and records on hand-written bytes, without Spark. */
class CsvCellsTest {
    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    private static CsvCells.Result split(byte[] record) {
        return new CsvCells().split(record, record.length);
    }

    private static String[] cells(String record) {
        var r = split(utf8(record));
        assertTrue(r.ok(), () -> String.valueOf(r.problem()));
        return r.cells();
    }

    /** Records of a whole input as strings, by the scanner's rule. */
    private static List<String> records(String input) throws IOException {
        var scanner = new CsvRecordScanner(new ByteArrayInputStream(utf8(input)), 0);
        var out = new ArrayList<String>();
        while (scanner.next()) {
            out.add(new String(scanner.bytes(), 0, scanner.length(), StandardCharsets.UTF_8));
        }
        return out;
    }

    @Test
    void aQuotedCellHoldsCommasLineBreaksAndDoubledQuotes() {
        assertArrayEquals(new String[] {"a", "b, c", "say \"hi\"", "x\ny", "x\r\ny", ""},
                cells("a,\"b, c\",\"say \"\"hi\"\"\",\"x\ny\",\"x\r\ny\",\"\""));
    }

    @Test
    void valuesKeepTheirSpacesAndATrailingCommaIsAnEmptyCell() {
        assertArrayEquals(new String[] {" F", "F ", " ", ""}, cells(" F,F , ,"));
    }

    @Test
    void brokenQuotingIsAProblemNamingTheCell() {
        var stray = split(utf8("a,b\"c,d")).problem();
        var after = split(utf8("a,\"b\"c,d")).problem();
        var open = split(utf8("a,b,\"c")).problem();

        assertEquals(new CsvCells.Problem(CsvCells.Kind.QUOTING, 1, stray.detail()), stray);
        assertTrue(stray.detail().contains("a quote inside an unquoted cell"), stray.detail());
        assertEquals(1, after.cell());
        assertTrue(after.detail().contains("text after the closing quote"), after.detail());
        assertEquals(2, open.cell());
        assertTrue(open.detail().contains("never closed"), open.detail());
    }

    @Test
    void latin1BytesAreAnEncodingProblemNamingTheCellAndTheByte() {
        byte[] latin1 = "s1,Caf\u00e9,F".getBytes(StandardCharsets.ISO_8859_1);

        var p = split(latin1).problem();

        assertEquals(CsvCells.Kind.ENCODING, p.kind());
        assertEquals(1, p.cell());
        assertTrue(p.detail().contains("byte 0xE9 at offset 3 of the cell"), p.detail());
    }

    @Test
    void accentedNamesThatDifferStayDifferentWhenUtf8() {
        var cafe = cells("Caf\u00e9,Caf\u00e8");

        assertEquals("Caf\u00e9", cafe[0]);
        assertEquals("Caf\u00e8", cafe[1]);
        assertFalse(cafe[0].equals(cafe[1]));
    }

    @Test
    void recordsEndAtLineBreaksOutsideQuotesOnly() throws IOException {
        assertEquals(List.of("h", "a,\"x\ny\"", "b,\"x\r\ny\"", "c", "", "d"),
                records("h\na,\"x\ny\"\r\nb,\"x\r\ny\"\rc\n\nd"));
        assertEquals(List.of("h", "a"), records("h\na\n"));
        assertEquals(List.of("h", "a", ""), records("h\r\na\r\n\r\n"));
        assertEquals(List.of(), records(""));
    }

    @Test
    void anOverLongRecordIsTruncatedAndMarkedNotHeldWhole() throws IOException {
        var scanner = new CsvRecordScanner(new ByteArrayInputStream(utf8("\"" + "x".repeat(100) + "\nmore\nend")), 0, 16);

        assertTrue(scanner.next());

        assertTrue(scanner.truncated());
        assertTrue(scanner.openQuote());
        assertEquals(16, scanner.length());
        assertFalse(scanner.next());
    }
}
