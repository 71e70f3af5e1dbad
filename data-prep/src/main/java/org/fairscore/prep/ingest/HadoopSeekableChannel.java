package org.fairscore.prep.ingest;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.NonWritableChannelException;
import java.nio.channels.SeekableByteChannel;
import org.apache.hadoop.fs.FSDataInputStream;

/**
 * A read-only {@link SeekableByteChannel} over a Hadoop stream, so Arrow's random-access file reader
 * can read footers and record batches from any Hadoop file system (local, hdfs, s3a).
 */
final class HadoopSeekableChannel implements SeekableByteChannel {
    private final FSDataInputStream in;
    private final long size;
    private boolean open = true;

    HadoopSeekableChannel(FSDataInputStream in, long size) {
        this.in = in;
        this.size = size;
    }

    /** Set by a seek past the end, which Hadoop streams refuse but the channel contract allows. */
    private long pastEnd = -1;

    @Override
    public int read(ByteBuffer dst) throws IOException {
        int wanted = dst.remaining();
        if (wanted == 0) {
            return 0;
        }
        if (pastEnd >= 0 || in.getPos() >= size) {
            return -1;
        }
        int n;
        if (dst.hasArray()) {
            n = in.read(dst.array(), dst.arrayOffset() + dst.position(), wanted);
            if (n > 0) {
                dst.position(dst.position() + n);
            }
        } else {
            var tmp = new byte[Math.min(wanted, 1 << 16)];
            n = in.read(tmp, 0, tmp.length);
            if (n > 0) {
                dst.put(tmp, 0, n);
            }
        }
        return n;
    }

    @Override
    public int write(ByteBuffer src) {
        throw new NonWritableChannelException();
    }

    @Override
    public long position() throws IOException {
        return pastEnd >= 0 ? pastEnd : in.getPos();
    }

    /**
     * A corrupt Arrow footer can point anywhere: a position past the end reads as end of file (as
     * {@link SeekableByteChannel} specifies), so Arrow reports a short read instead of the stream's EOFException
     * from seek; a negative one is refused as the contract says.
     */
    @Override
    public SeekableByteChannel position(long newPosition) throws IOException {
        if (newPosition < 0) {
            throw new IllegalArgumentException("negative position " + newPosition);
        }
        if (newPosition > size) {
            pastEnd = newPosition;
            return this;
        }
        pastEnd = -1;
        in.seek(newPosition);
        return this;
    }

    @Override
    public long size() {
        return size;
    }

    @Override
    public SeekableByteChannel truncate(long newSize) {
        throw new NonWritableChannelException();
    }

    @Override
    public boolean isOpen() {
        return open;
    }

    @Override
    public void close() throws IOException {
        open = false;
        in.close();
    }
}
