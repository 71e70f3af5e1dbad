package org.fairscore.prep.io;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.RandomAccessFile;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A NumPy v1.0 {@code .npy} of little-endian float32 ({@code <f4}), shape (n, d), C order, plus
 * {@code <stem>.meta.csv} (id, label, attributes) in the same row order.
 *
 * <p>n is only known at close, so the header is written with a fixed width of {@value #HEADER_BYTES}
 * bytes (a multiple of 64, as the format asks) and its shape is patched in place at close.
 */
final class NpySampleSink implements SampleSink {
    static final int HEADER_BYTES = 128;
    private static final byte[] MAGIC = {(byte) 0x93, 'N', 'U', 'M', 'P', 'Y', 1, 0};

    private final Path path;
    private final SinkColumns columns;
    private final OutputStream out;
    private final CsvSampleSink meta;
    private final ByteBuffer row;
    private long rows;

    NpySampleSink(String path, SinkColumns columns) {
        if (!path.endsWith(".npy")) {
            throw new IllegalArgumentException("an npy sink path must end in .npy: " + path);
        }
        this.path = Path.of(path);
        this.columns = columns;
        this.row = ByteBuffer.allocate(4 * columns.dim()).order(ByteOrder.LITTLE_ENDIAN);
        try {
            out = new BufferedOutputStream(Files.newOutputStream(this.path), 1 << 16);
            out.write(header(0));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + path, e);
        }
        meta = new CsvSampleSink(SampleSinks.metadataPathOf(path), columns, false);
    }

    private byte[] header(long n) {
        var dict = "{'descr': '<f4', 'fortran_order': False, 'shape': (" + n + ", " + columns.dim() + "), }";
        int dictBytes = HEADER_BYTES - MAGIC.length - 2;
        if (dict.length() + 1 > dictBytes) {
            throw new IllegalStateException("npy header does not fit in " + HEADER_BYTES + " bytes: " + dict);
        }
        var buf = ByteBuffer.allocate(HEADER_BYTES).order(ByteOrder.LITTLE_ENDIAN);
        buf.put(MAGIC).putShort((short) dictBytes).put(dict.getBytes(StandardCharsets.US_ASCII));
        while (buf.position() < HEADER_BYTES - 1) {
            buf.put((byte) ' ');
        }
        buf.put((byte) '\n');
        return buf.array();
    }

    @Override
    public void write(String sampleId, String label, List<String> attributeValues, float[] embedding) {
        columns.check(attributeValues, embedding);
        row.clear();
        for (float v : embedding) {
            row.putFloat(v);
        }
        try {
            out.write(row.array());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + path, e);
        }
        meta.write(sampleId, label, attributeValues, embedding);
        rows++;
    }

    @Override
    public void close() {
        meta.close();
        try {
            out.close();
            try (var file = new RandomAccessFile(path.toFile(), "rw")) {
                file.seek(0);
                file.write(header(rows));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot finish " + path, e);
        }
    }
}
