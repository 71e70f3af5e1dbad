package org.fairscore.jobs.scoring;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A block survives the shuffle's Java serialisation bit for bit: embeddings shorter than, equal to and several times
 * the wire's copy buffer (16,384 floats) and not a multiple of it, an empty block, odd floats and labels.
 */
class BlockWireTest {

    private static Block block(int rows, int dim, long seed) {
        var rnd = new Random(seed);
        float[] e = new float[rows * dim];
        for (int i = 0; i < e.length; i++) {
            e[i] = Float.intBitsToFloat(rnd.nextInt()); // every bit pattern, NaN payloads included
        }
        long[] labelHashes = new long[rows];
        long[] idHashes = new long[rows];
        String[] labels = new String[rows];
        for (int i = 0; i < rows; i++) {
            labelHashes[i] = rnd.nextLong();
            idHashes[i] = rnd.nextLong();
            labels[i] = i % 3 == 0 ? "é/<x>\u0000" + i : "id" + i;
        }
        return new Block("g|<1>", 7, rows, dim, e, labelHashes, labels, idHashes);
    }

    private static Block roundTrip(Block b) throws Exception {
        var bytes = new ByteArrayOutputStream();
        try (var out = new ObjectOutputStream(bytes)) {
            out.writeObject(b);
        }
        try (var in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            return (Block) in.readObject();
        }
    }

    @Test
    void aBlockComesBackAsItWent() throws Exception {
        int[][] shapes = {{0, 512}, {1, 3}, {32, 512}, {33, 512}, {100, 512}, {7, 2341}};
        for (int[] shape : shapes) {
            var b = block(shape[0], shape[1], shape[0] * 31L + shape[1]);

            var back = roundTrip(b);

            String what = shape[0] + " x " + shape[1];
            assertEquals(b.group(), back.group(), what);
            assertEquals(b.index(), back.index(), what);
            assertEquals(b.rows(), back.rows(), what);
            assertEquals(b.dim(), back.dim(), what);
            int[] want = new int[b.embeddings().length];
            int[] got = new int[back.embeddings().length];
            for (int i = 0; i < want.length; i++) {
                want[i] = Float.floatToRawIntBits(b.embeddings()[i]);
            }
            for (int i = 0; i < got.length; i++) {
                got[i] = Float.floatToRawIntBits(back.embeddings()[i]);
            }
            assertArrayEquals(want, got, what);
            assertArrayEquals(b.labels(), back.labels(), what);
            assertArrayEquals(b.labelHashes(), back.labelHashes(), what);
            assertArrayEquals(b.idHashes(), back.idHashes(), what);
        }
    }
}
