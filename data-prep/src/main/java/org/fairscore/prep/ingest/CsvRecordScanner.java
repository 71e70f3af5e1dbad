package org.fairscore.prep.ingest;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * Cuts a CSV byte stream into records (RFC 4180): a record ends at a line break — LF, CRLF or a lone CR — that
 * is outside quotes, i.e. after an even number of {@code "} since the record began. A line break inside quotes
 * belongs to the value. Works on bytes, not characters, because {@code "}, {@code ,}, CR and LF are single bytes
 * that never occur inside a UTF-8 (or Latin-1) multi-byte sequence: the cut is exact whatever the encoding, and
 * each cell is decoded afterwards (strictly, see {@link CsvCells}).
 *
 * <p>The same rule decides record boundaries in {@link CsvSplitScan} (counting records per split in parallel),
 * {@link CsvRecordInputFormat} (reading them) and {@link CsvRecords#index} (counting on the driver), so the
 * three agree on every data-row number.
 *
 * <p>Memory is bounded: a record longer than {@link #MAX_RECORD_BYTES} (in practice an unbalanced quote, which
 * swallows the rest of the file) is read to its end but only its first bytes are kept, and it is marked
 * {@link #truncated()} so that the caller reports it as a malformed row instead of holding the file in memory.
 */
final class CsvRecordScanner {
    /** Longest record kept whole: 64 MiB, far above a row of 1M floats printed in full (about 25 MB). */
    static final int MAX_RECORD_BYTES = 64 << 20;
    /** How much of an over-long record is kept, for the message. */
    private static final int KEPT_OF_TRUNCATED = 1 << 10;

    private final InputStream in;
    private final int maxRecordBytes;
    private long position;
    private int pushedBack = -1;
    private byte[] record = new byte[256];
    private int length;
    private boolean truncated;
    private boolean openQuote;
    private long end;
    // own buffering: a byte at a time through Hadoop's streams costs a synchronized call per byte
    private final byte[] buffer = new byte[1 << 16];
    private int next;
    private int filled;

    /** {@code in} is positioned at the start of a record, at absolute byte {@code position} of its file. */
    CsvRecordScanner(InputStream in, long position) {
        this(in, position, MAX_RECORD_BYTES);
    }

    CsvRecordScanner(InputStream in, long position, int maxRecordBytes) {
        this.in = in;
        this.position = position;
        this.maxRecordBytes = maxRecordBytes;
    }

    /**
     * Reads the next record. False at the end of the input: a final line break closes the last record and
     * starts none, so {@code "a\n"} is one record and {@code "a\n\n"} two (the second blank).
     */
    boolean next() throws IOException {
        length = 0;
        truncated = false;
        boolean quoted = false;
        int b = read();
        if (b < 0) {
            return false;
        }
        while (b >= 0) {
            if (b == '"') {
                quoted = !quoted;
            } else if (!quoted && b == '\n') {
                end = position;
                openQuote = false;
                return true;
            } else if (!quoted && b == '\r') {
                int c = read();
                if (c >= 0 && c != '\n') {
                    unread(c);
                }
                end = position;
                openQuote = false;
                return true;
            }
            append(b);
            b = read();
        }
        end = position;
        openQuote = quoted;
        return true;
    }

    /** The record's bytes, without its line break (valid until the next call to {@link #next}). */
    byte[] bytes() {
        return record;
    }

    int length() {
        return length;
    }

    /** The record was longer than the limit; only its first bytes are kept. */
    boolean truncated() {
        return truncated;
    }

    /** The input ended inside quotes: a quote opened in this record is never closed. */
    boolean openQuote() {
        return openQuote;
    }

    /** Absolute position just after the record's line break (the next record's start), or the file length. */
    long end() {
        return end;
    }

    /** A copy of the record, for callers that keep it. */
    CsvRecord copy(long dataRow) {
        return new CsvRecord(dataRow, Arrays.copyOf(record, length), truncated, openQuote);
    }

    /**
     * Moves to the first record that starts after a line break whose last byte lies before {@code limit}, reading
     * from here with the quote state {@code quotedHere} (known from the preceding bytes' quote count). False when
     * there is none: a split that owns no record start.
     */
    boolean skipToRecordAfterBreakBefore(long limit, boolean quotedHere) throws IOException {
        boolean quoted = quotedHere;
        while (position < limit) {
            int b = read();
            if (b < 0) {
                return false;
            }
            if (b == '"') {
                quoted = !quoted;
            } else if (!quoted && b == '\n') {
                return true;
            } else if (!quoted && b == '\r') {
                int c = read();
                if (c == '\n') {
                    // CRLF: its last byte, the LF, decides which split owns the record after it
                    return position - 1 < limit;
                }
                if (c >= 0) {
                    unread(c);
                }
                return true;
            }
        }
        return false;
    }

    /** Absolute position of the next byte to read. */
    long position() {
        return position;
    }

    private void append(int b) {
        if (truncated) {
            return;
        }
        if (length >= maxRecordBytes) {
            truncated = true;
            length = Math.min(KEPT_OF_TRUNCATED, maxRecordBytes);
            record = Arrays.copyOf(record, length);
            return;
        }
        if (length == record.length) {
            record = Arrays.copyOf(record, (int) Math.min((long) record.length * 2, maxRecordBytes));
        }
        record[length++] = (byte) b;
    }

    private int read() throws IOException {
        if (pushedBack >= 0) {
            int b = pushedBack;
            pushedBack = -1;
            position++;
            return b;
        }
        if (next == filled) {
            filled = in.read(buffer, 0, buffer.length);
            next = 0;
            if (filled <= 0) {
                filled = 0;
                return -1;
            }
        }
        position++;
        return buffer[next++] & 0xFF;
    }

    private void unread(int b) {
        pushedBack = b;
        position--;
    }
}
