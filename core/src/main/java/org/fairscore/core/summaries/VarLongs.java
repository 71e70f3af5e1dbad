package org.fairscore.core.summaries;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;

/**
 * Non-negative longs in seven bits a byte, low first, the high bit set on every byte but the last (at most ten
 * bytes, one below 128): for the counts and gaps of task results, which are mostly small.
 */
public final class VarLongs {
    private VarLongs() {
    }

    /** Writes {@code v} ≥ 0. */
    public static void write(DataOutput out, long v) throws IOException {
        while ((v & ~0x7FL) != 0) {
            out.writeByte((int) ((v & 0x7F) | 0x80));
            v >>>= 7;
        }
        out.writeByte((int) v);
    }

    public static long read(DataInput in) throws IOException {
        long v = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            int b = in.readUnsignedByte();
            v |= (long) (b & 0x7F) << shift;
            if ((b & 0x80) == 0) {
                return v;
            }
        }
        throw new IOException("a variable-length integer runs past 64 bits: the data is corrupt");
    }
}
