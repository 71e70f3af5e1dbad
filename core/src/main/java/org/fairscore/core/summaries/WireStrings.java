package org.fairscore.core.summaries;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * A string on the wire as its UTF-8 length and bytes, for the hand-written serialisations of what tasks send
 * (spark-jobs' blocks, per-identity counts). Not {@link DataOutput#writeUTF}: that caps a string at 65,535 bytes, and
 * a group name or identity label is whatever the user's corpus holds (prep accepts any length, so the audit must carry
 * it).
 */
public final class WireStrings {
    private WireStrings() {
    }

    public static void write(DataOutput out, String s) throws IOException {
        byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
        out.writeInt(utf8.length);
        out.write(utf8);
    }

    public static String read(DataInput in) throws IOException {
        byte[] utf8 = new byte[in.readInt()];
        in.readFully(utf8);
        return new String(utf8, StandardCharsets.UTF_8);
    }
}
