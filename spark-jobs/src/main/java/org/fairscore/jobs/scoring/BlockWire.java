package org.fairscore.jobs.scoring;

import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.fairscore.core.summaries.WireStrings;

/**
 * The serialised form of a {@link Block}. Why: blocks are what the tile shuffle moves (each sample once
 * per tile of its group), and Java serialisation writes a float[] element by element; copying the
 * embeddings through one little-endian byte[] is several times faster.
 */
final class BlockWire implements Externalizable {
    private static final long serialVersionUID = 1L;
    /** Bytes of embeddings copied at a time. */
    private static final int CHUNK_BYTES = 1 << 16;
    private static final int CHUNK_FLOATS = CHUNK_BYTES / Float.BYTES;
    private Block block;

    /** For deserialisation only. */
    public BlockWire() {
    }

    BlockWire(Block block) {
        this.block = block;
    }

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
        WireStrings.write(out, block.group());
        out.writeInt(block.index());
        out.writeInt(block.rows());
        out.writeInt(block.dim());
        float[] embeddings = block.embeddings();
        out.writeInt(embeddings.length * Float.BYTES);
        // through a small buffer, not one byte[] the size of the block: that was a second copy of every block
        // shuffled, in memory the JVM had to fault in (profiled, 80k x 512: most of the shuffle's CPU)
        var bytes = ByteBuffer.allocate(CHUNK_BYTES).order(ByteOrder.LITTLE_ENDIAN);
        var floats = bytes.asFloatBuffer();
        for (int at = 0; at < embeddings.length; at += CHUNK_FLOATS) {
            int n = Math.min(CHUNK_FLOATS, embeddings.length - at);
            floats.clear();
            floats.put(embeddings, at, n);
            out.write(bytes.array(), 0, n * Float.BYTES);
        }
        for (int i = 0; i < block.rows(); i++) {
            out.writeLong(block.labelHashes()[i]);
            out.writeLong(block.idHashes()[i]);
            WireStrings.write(out, block.labels()[i]);
        }
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException {
        String group = WireStrings.read(in);
        int index = in.readInt();
        int rows = in.readInt();
        int dim = in.readInt();
        float[] embeddings = new float[in.readInt() / Float.BYTES];
        var bytes = ByteBuffer.allocate(CHUNK_BYTES).order(ByteOrder.LITTLE_ENDIAN);
        var floats = bytes.asFloatBuffer();
        for (int at = 0; at < embeddings.length; at += CHUNK_FLOATS) {
            int n = Math.min(CHUNK_FLOATS, embeddings.length - at);
            in.readFully(bytes.array(), 0, n * Float.BYTES);
            floats.clear();
            floats.get(embeddings, at, n);
        }
        long[] labelHashes = new long[rows];
        long[] idHashes = new long[rows];
        String[] labels = new String[rows];
        for (int i = 0; i < rows; i++) {
            labelHashes[i] = in.readLong();
            idHashes[i] = in.readLong();
            labels[i] = WireStrings.read(in);
        }
        block = new Block(group, index, rows, dim, embeddings, labelHashes, labels, idHashes);
    }

    private Object readResolve() {
        return block;
    }

}
