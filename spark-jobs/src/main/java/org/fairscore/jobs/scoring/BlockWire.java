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
        var bytes = ByteBuffer.allocate(block.embeddings().length * Float.BYTES).order(ByteOrder.LITTLE_ENDIAN);
        bytes.asFloatBuffer().put(block.embeddings());
        out.writeInt(bytes.capacity());
        out.write(bytes.array());
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
        byte[] raw = new byte[in.readInt()];
        in.readFully(raw);
        float[] embeddings = new float[raw.length / Float.BYTES];
        ByteBuffer.wrap(raw).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer().get(embeddings);
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
