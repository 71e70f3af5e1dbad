package org.fairscore.core.summaries;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;

/**
 * Writes a mostly-zero {@code long[]} as (index, value) pairs of its non-zero entries. Why: a score
 * histogram has 65,536 cells of which a distribution touches a few thousand; shipping task results
 * (Java-serialised by Spark) densely would cost 512 KiB per histogram per task.
 */
final class CompactLongs {
    private CompactLongs() {
    }

    static void write(DataOutput out, long[] values) throws IOException {
        int nonZero = 0;
        for (long v : values) {
            if (v != 0) {
                nonZero++;
            }
        }
        out.writeInt(values.length);
        out.writeInt(nonZero);
        for (int i = 0; i < values.length; i++) {
            if (values[i] != 0) {
                out.writeInt(i);
                out.writeLong(values[i]);
            }
        }
    }

    static long[] read(DataInput in) throws IOException {
        long[] values = new long[in.readInt()];
        int nonZero = in.readInt();
        for (int k = 0; k < nonZero; k++) {
            int i = in.readInt();
            values[i] = in.readLong();
        }
        return values;
    }
}
