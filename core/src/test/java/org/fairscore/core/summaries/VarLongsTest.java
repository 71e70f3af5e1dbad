package org.fairscore.core.summaries;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.Random;
import org.junit.jupiter.api.Test;

class VarLongsTest {

    private static byte[] written(VarLongs.Writer w) throws IOException {
        var bos = new ByteArrayOutputStream();
        try (var out = new DataOutputStream(bos)) {
            w.writeTo(out);
        }
        return bos.toByteArray();
    }

    private static VarLongs.Reader reader(byte[] bytes) throws IOException {
        return VarLongs.Reader.readFrom(new DataInputStream(new ByteArrayInputStream(bytes)));
    }

    /** The byte count as an int, then the given bytes: a stream a Writer could not have written. */
    private static byte[] raw(int... bytes) {
        byte[] out = new byte[4 + bytes.length];
        out[3] = (byte) bytes.length;
        for (int i = 0; i < bytes.length; i++) {
            out[4 + i] = (byte) bytes[i];
        }
        return out;
    }

    @Test
    void valuesAndStringsReadBackInOrderFromOneArrayGrownFromTheSmallest() throws IOException {
        var rnd = new Random(7);
        long[] values = new long[5000];
        for (int i = 0; i < values.length; i++) {
            values[i] = switch (i % 6) {
                case 0 -> i;
                case 1 -> rnd.nextLong() >>> rnd.nextInt(64);
                case 2 -> (1L << (7 * (i % 9 + 1))) - 1; // the largest value of each byte count
                case 3 -> 1L << (7 * (i % 9 + 1)); // the smallest of the next
                case 4 -> Long.MAX_VALUE;
                default -> -1L - rnd.nextInt(1000); // ten bytes, read back as written
            };
        }
        String[] strings = {"", "A", "Ünïcødé 身份 🙂", "x".repeat(70_000), "a,b|c<d>&e\n"};
        var w = new VarLongs.Writer(1); // every value and string past the first grows it
        for (int i = 0; i < values.length; i++) {
            w.add(values[i]);
            w.add(strings[i % strings.length]);
        }
        var r = reader(written(w));
        for (int i = 0; i < values.length; i++) {
            assertEquals(values[i], r.next(), "value " + i);
            assertEquals(strings[i % strings.length], r.nextString(), "string " + i);
        }
        r.end();
    }

    @Test
    void aValueTakesSevenBitsAByteLowFirst() throws IOException {
        var w = new VarLongs.Writer(16);
        w.add(0);
        w.add(127);
        w.add(128);
        w.add(300);
        assertArrayEquals(raw(0, 127, 0x80, 1, 0xAC, 2), written(w));
        var tenBytes = new VarLongs.Writer(16);
        tenBytes.add(-1);
        assertEquals(4 + 10, written(tenBytes).length);
    }

    @Test
    void corruptDataIsAnIoErrorNotAWrongValue() throws IOException {
        var endsInside = reader(raw(0x80, 0x80));
        assertTrue(assertThrows(IOException.class, endsInside::next).getMessage().contains("end inside a value"));
        var elevenBytes = reader(raw(0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01));
        assertTrue(assertThrows(IOException.class, elevenBytes::next).getMessage().contains("past 64 bits"));
        var trailing = reader(raw(5, 6));
        assertEquals(5, trailing.next());
        assertTrue(assertThrows(IOException.class, trailing::end).getMessage().contains("1 bytes after"));
        var longString = reader(raw(3, 'a', 'b'));
        assertTrue(assertThrows(IOException.class, longString::nextString).getMessage().contains("runs past"));
        var hugeCount = new VarLongs.Writer(16);
        hugeCount.add(1L << 31);
        assertThrows(IOException.class, reader(written(hugeCount))::nextCount);
        var negative = new VarLongs.Writer(16);
        negative.add(-1);
        assertThrows(IOException.class, reader(written(negative))::nextCount);
        byte[] negativeLength = {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFE};
        assertTrue(assertThrows(IOException.class, () -> reader(negativeLength)).getMessage().contains("negative"));
        byte[] shortOfItsLength = {0, 0, 0, 9, 1, 2};
        assertThrows(IOException.class, () -> reader(shortOfItsLength));
    }
}
