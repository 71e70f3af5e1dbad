package org.fairscore.prep.ingest;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Splits one CSV record (bytes, line break excluded) into cells by RFC 4180 and decodes each cell as strict
 * UTF-8. Cells are separated by {@code ,}; a cell that starts with {@code "} is quoted: it may hold {@code ,},
 * line breaks and {@code ""} (one quote), and must end with a quote followed by {@code ,} or the record's end.
 * Values are kept exactly as written: no whitespace is trimmed, an empty cell is the empty string.
 *
 * <p>Departures from what lenient parsers do, each a {@link Problem} rather than a guess: a quote inside an
 * unquoted cell, text after a closing quote, a quote never closed, bytes that are not UTF-8 (never replaced by
 * U+FFFD, which would merge {@code Caf\xE9} and {@code Caf\xE8} into one value). Not thread-safe (one decoder).
 */
final class CsvCells {
    private final CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);

    /** What is wrong with a record; {@code cell} is the 0-based index of the cell where it was found. */
    record Problem(Kind kind, int cell, String detail) {
    }

    enum Kind { QUOTING, ENCODING }

    /** The cells, or the first problem. */
    record Result(String[] cells, Problem problem) {
        boolean ok() {
            return problem == null;
        }
    }

    private byte[] scratch = new byte[256];

    Result split(byte[] b, int length) {
        if (scratch.length < length) {
            scratch = new byte[length];
        }
        var cells = new ArrayList<byte[]>();
        int i = 0;
        while (true) {
            int cell = cells.size();
            if (i < length && b[i] == '"') {
                var value = scratch;
                int n = 0;
                int j = i + 1;
                boolean closed = false;
                while (j < length) {
                    if (b[j] == '"') {
                        if (j + 1 < length && b[j + 1] == '"') {
                            value[n++] = '"';
                            j += 2;
                            continue;
                        }
                        closed = true;
                        j++;
                        break;
                    }
                    value[n++] = b[j++];
                }
                if (!closed) {
                    return failed(Kind.QUOTING, cell, "(a quoted cell is never closed)");
                }
                cells.add(Arrays.copyOf(value, n));
                if (j == length) {
                    break;
                }
                if (b[j] != ',') {
                    return failed(Kind.QUOTING, cell, "(text after the closing quote of a quoted cell; inside quotes"
                            + " write a quote as \"\")");
                }
                i = j + 1;
            } else {
                int j = i;
                while (j < length && b[j] != ',') {
                    if (b[j] == '"') {
                        return failed(Kind.QUOTING, cell, "(a quote inside an unquoted cell; quote the whole cell"
                                + " and write the quote as \"\")");
                    }
                    j++;
                }
                cells.add(Arrays.copyOfRange(b, i, j));
                if (j == length) {
                    break;
                }
                i = j + 1;
            }
        }
        return decode(cells);
    }

    private Result decode(List<byte[]> raw) {
        var out = new String[raw.size()];
        for (int c = 0; c < out.length; c++) {
            var bytes = raw.get(c);
            if (ascii(bytes)) {
                out[c] = new String(bytes, StandardCharsets.US_ASCII);
                continue;
            }
            try {
                out[c] = utf8.reset().decode(ByteBuffer.wrap(bytes)).toString();
            } catch (CharacterCodingException e) {
                return failed(Kind.ENCODING, c, "(" + firstInvalid(bytes)
                        + "; save the file as UTF-8, the only encoding read)");
            }
        }
        return new Result(out, null);
    }

    private static boolean ascii(byte[] bytes) {
        for (byte x : bytes) {
            if (x < 0) {
                return false;
            }
        }
        return true;
    }

    /** "byte 0xE9 at offset 3 of the cell", found by decoding ever longer prefixes' complete characters. */
    private String firstInvalid(byte[] bytes) {
        var buffer = ByteBuffer.wrap(bytes);
        var chars = java.nio.CharBuffer.allocate(bytes.length);
        var result = utf8.reset().decode(buffer, chars, true);
        int at = result.isError() ? buffer.position() : bytes.length;
        return at < bytes.length
                ? String.format("byte 0x%02X at offset %d of the cell", bytes[at] & 0xFF, at)
                : "a multi-byte character cut short at the end of the cell";
    }

    private static Result failed(Kind kind, int cell, String detail) {
        return new Result(null, new Problem(kind, cell, detail));
    }
}
