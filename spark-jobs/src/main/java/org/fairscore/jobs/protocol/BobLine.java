package org.fairscore.jobs.protocol;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import org.fairscore.core.model.RejectReason;

/**
 * Splits one line of a bob.measure score file (bytes, line break excluded) into its fields, or says why it
 * cannot be read. Fields are separated by runs of white space (space, tab, VT, FF, CR: the ASCII white space
 * of {@code str.split()}); leading and trailing white space separate nothing.
 *
 * <p>Strict where a lenient reader would guess: a line with another number of fields than the format's is an
 * error naming both counts (a blank line too: it is not skipped, so no line disappears without a word); a field
 * that is not UTF-8 is an error naming it, never decoded with U+FFFD (which would merge {@code Caf\xE9} and
 * {@code Caf\xE8} into one subject). A UTF-8 byte-order mark before the first line is skipped, as the CSV reader
 * skips it: kept, it would make the first claimed id differ from the same real id. Not thread-safe.
 */
final class BobLine {
    /** The column a line-level problem is reported at. */
    static final String LINE = "(line)";
    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    private final ScoreFormat format;
    private final CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);

    BobLine(ScoreFormat format) {
        this.format = format;
    }

    /** The fields, or the column at fault and the reason. */
    record Result(String[] fields, String column, String reason) {
        boolean ok() {
            return reason == null;
        }
    }

    /** @param line 1-based line number (only the first may start with a byte-order mark) */
    Result split(byte[] bytes, int length, long line) {
        int from = line == 1 && startsWithBom(bytes, length) ? BOM.length : 0;
        var bounds = new ArrayList<int[]>();
        int i = from;
        while (i < length) {
            while (i < length && space(bytes[i])) {
                i++;
            }
            int start = i;
            while (i < length && !space(bytes[i])) {
                i++;
            }
            if (i > start) {
                bounds.add(new int[] {start, i});
            }
        }
        int n = bounds.size();
        if (n != format.fields()) {
            return new Result(null, LINE, (n == 0 ? "line " + line + " is blank" : "line " + line + " has " + n
                    + " white-space separated field" + (n == 1 ? "" : "s")) + "; " + format.cliName() + " lines have "
                    + format.fields() + " (" + format.fieldList() + ")");
        }
        var fields = new String[n];
        for (int f = 0; f < n; f++) {
            int start = bounds.get(f)[0];
            int end = bounds.get(f)[1];
            try {
                fields[f] = utf8.reset().decode(ByteBuffer.wrap(bytes, start, end - start)).toString();
            } catch (CharacterCodingException e) {
                return new Result(null, format.fieldName(f), RejectReason.INVALID_UTF8.description() + " ("
                        + firstInvalid(bytes, start, end) + " of the field, line " + line
                        + "; save the file as UTF-8, the only encoding read)");
            }
        }
        return new Result(fields, null, null);
    }

    /** ASCII white space as Java's {@code \s} and Python's {@code bytes.split()} know it. */
    private static boolean space(byte b) {
        return b == ' ' || (b >= 0x09 && b <= 0x0D);
    }

    private static boolean startsWithBom(byte[] b, int length) {
        return length >= BOM.length && b[0] == BOM[0] && b[1] == BOM[1] && b[2] == BOM[2];
    }

    /**
     * "byte 0xE9 at offset 3": where strict decoding stops (called only for a field that failed to decode, so it
     * stops inside it; a character cut short at the field's end is reported at its first byte).
     */
    private String firstInvalid(byte[] bytes, int start, int end) {
        var in = ByteBuffer.wrap(bytes, start, end - start);
        utf8.reset().decode(in, CharBuffer.allocate(end - start), true);
        int at = in.position();
        return String.format("byte 0x%02X at offset %d", bytes[at] & 0xFF, at - start);
    }
}
