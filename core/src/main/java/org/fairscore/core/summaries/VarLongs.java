package org.fairscore.core.summaries;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Non-negative longs in seven bits a byte, low first, the high bit set on every byte but the last (at most ten
 * bytes, one below 128): for the counts and gaps of task results, which are mostly small. A {@link Writer} gathers
 * them in one byte array that goes onto the object stream in one call, and a {@link Reader} decodes that array. Why
 * not a byte at a time on the object stream, as before: every byte then went through the stream's own calls. The
 * driver's thread that deserialises task results spent about 0.11 s of a default 80k × 512 audit on the bootstrap's
 * per-identity counts (four results of 0.6 MB), a third of it decoding them that way; from one array the decoding
 * is a few milliseconds, and what is left is the memory the counts fill ({@code perf}, the counting job after the
 * impostor pass; docs/performance.md, fifteenth round). Strings are their UTF-8 length and bytes.
 */
public final class VarLongs {
    private VarLongs() {
    }

    /** Values gathered for one {@link Writer#writeTo}. */
    public static final class Writer {
        private byte[] buf;
        private int size;

        /** @param expected bytes to make room for at first (it grows by doubling) */
        public Writer(int expected) {
            this.buf = new byte[Math.max(16, expected)];
        }

        /** Appends {@code v} ≥ 0 (a negative value takes ten bytes and reads back the same). */
        public void add(long v) {
            if (buf.length - size < 10) {
                grow(10);
            }
            byte[] b = buf;
            int at = size;
            while ((v & ~0x7FL) != 0) {
                b[at++] = (byte) ((v & 0x7F) | 0x80);
                v >>>= 7;
            }
            b[at++] = (byte) v;
            size = at;
        }

        /** Appends every value of {@code values}, in order. */
        public void add(long[] values) {
            for (long v : values) {
                add(v);
            }
        }

        public void add(String s) {
            byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
            add(utf8.length);
            if (buf.length - size < utf8.length) {
                grow(utf8.length);
            }
            System.arraycopy(utf8, 0, buf, size, utf8.length);
            size += utf8.length;
        }

        private void grow(int more) {
            int doubled = (int) Math.min(Integer.MAX_VALUE - 8, 2L * buf.length);
            buf = Arrays.copyOf(buf, Math.max(Math.addExact(size, more), doubled));
        }

        /** The bytes' count, then the bytes: what {@link Reader#readFrom} reads. */
        public void writeTo(DataOutput out) throws IOException {
            out.writeInt(size);
            out.write(buf, 0, size);
        }
    }

    /** Reads what a {@link Writer} wrote, from one byte array; data that ends early or runs on is corrupt. */
    public static final class Reader {
        private final byte[] buf;
        private int at;

        private Reader(byte[] buf) {
            this.buf = buf;
        }

        /** The bytes a {@link Writer#writeTo} wrote. */
        public static Reader readFrom(DataInput in) throws IOException {
            int n = in.readInt();
            if (n < 0) {
                throw new IOException("a negative length of variable-length integers (" + n + "): the data is corrupt");
            }
            byte[] b = new byte[n];
            in.readFully(b);
            return new Reader(b);
        }

        /** The next value. */
        public long next() throws IOException {
            byte[] b = buf;
            int i = at;
            long v = 0;
            for (int shift = 0; shift < 64 && i < b.length; shift += 7) {
                int x = b[i++];
                v |= (long) (x & 0x7F) << shift;
                if (x >= 0) {
                    at = i;
                    return v;
                }
            }
            throw new IOException(i >= b.length ? "variable-length integers end inside a value: the data is corrupt"
                    : "a variable-length integer runs past 64 bits: the data is corrupt");
        }

        /** Fills {@code into} with the next {@code into.length} values (a row of counts). */
        public void next(long[] into) throws IOException {
            for (int k = 0; k < into.length; k++) {
                into[k] = next();
            }
        }

        /** A value {@link #next} reads that must fit an int ≥ 0 (a count, a length). */
        public int nextCount() throws IOException {
            long v = next();
            if (v < 0 || v > Integer.MAX_VALUE) {
                throw new IOException("a count of " + v + " does not fit an int: the data is corrupt");
            }
            return (int) v;
        }

        /** The next string ({@link Writer#add(String)}). */
        public String nextString() throws IOException {
            int n = nextCount();
            if (n > buf.length - at) {
                throw new IOException("a string of " + n + " bytes runs past the data's end: the data is corrupt");
            }
            String s = new String(buf, at, n, StandardCharsets.UTF_8);
            at += n;
            return s;
        }

        /** Fails unless every byte was read. */
        public void end() throws IOException {
            if (at != buf.length) {
                throw new IOException((buf.length - at) + " bytes after the last value: the data is corrupt");
            }
        }
    }
}
