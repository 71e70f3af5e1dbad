package org.fairscore.prep.ingest;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.fairscore.core.model.InvalidInputException;

/**
 * The header of a NumPy {@code .npy} file (format versions 1, 2 and 3), restricted to what data-prep
 * reads: a 2-D little-endian float32 ({@code <f4}) or float64 ({@code <f8}) array in C order.
 *
 * @param dataOffset byte offset of element [0, 0]
 * @param itemSize   4 or 8
 * @param rows       n, the number of samples
 * @param dim        d, the embedding dimension
 * @see <a href="https://numpy.org/doc/stable/reference/generated/numpy.lib.format.html">numpy.lib.format</a>
 */
public record NpyHeader(long dataOffset, int itemSize, long rows, int dim) implements java.io.Serializable {
    private static final byte[] MAGIC = {(byte) 0x93, 'N', 'U', 'M', 'P', 'Y'};
    private static final Pattern DESCR = Pattern.compile("'descr'\\s*:\\s*'([^']*)'");
    private static final Pattern FORTRAN = Pattern.compile("'fortran_order'\\s*:\\s*(True|False)");
    private static final Pattern SHAPE = Pattern.compile("'shape'\\s*:\\s*\\(([^)]*)\\)");

    public static NpyHeader read(Configuration conf, SourceFile file) {
        var path = new Path(file.path());
        try (var in = path.getFileSystem(conf).open(path)) {
            long length = path.getFileSystem(conf).getFileStatus(path).getLen();
            var preamble = new byte[12];
            in.readFully(0, preamble, 0, 10);
            for (int i = 0; i < MAGIC.length; i++) {
                if (preamble[i] != MAGIC[i]) {
                    throw new InvalidInputException(file.display() + ": not a NumPy .npy file (bad magic bytes)");
                }
            }
            int major = preamble[6];
            long headerLen;
            int preambleLen;
            if (major == 1) {
                headerLen = ByteBuffer.wrap(preamble, 8, 2).order(ByteOrder.LITTLE_ENDIAN).getShort() & 0xFFFF;
                preambleLen = 10;
            } else if (major == 2 || major == 3) {
                in.readFully(0, preamble, 0, 12);
                headerLen = ByteBuffer.wrap(preamble, 8, 4).order(ByteOrder.LITTLE_ENDIAN).getInt() & 0xFFFFFFFFL;
                preambleLen = 12;
            } else {
                throw new InvalidInputException(file.display() + ": unsupported .npy format version " + major);
            }
            var dict = new byte[(int) headerLen];
            in.readFully(preambleLen, dict, 0, dict.length);
            var header = parse(file.display(), new String(dict, StandardCharsets.ISO_8859_1));
            var withOffset = new NpyHeader(preambleLen + headerLen, header.itemSize, header.rows, header.dim);
            long needed = withOffset.dataOffset + withOffset.rows * withOffset.dim * (long) withOffset.itemSize;
            if (length < needed) {
                throw new InvalidInputException(file.display() + ": truncated .npy: shape (" + withOffset.rows + ", "
                        + withOffset.dim + ") needs " + needed + " bytes, the file has " + length);
            }
            return withOffset;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file.display(), e);
        }
    }

    static NpyHeader parse(String file, String dict) {
        var descr = DESCR.matcher(dict);
        var fortran = FORTRAN.matcher(dict);
        var shape = SHAPE.matcher(dict);
        if (!descr.find() || !fortran.find() || !shape.find()) {
            throw new InvalidInputException(file + ": malformed .npy header: " + dict.strip());
        }
        int itemSize = switch (descr.group(1)) {
            case "<f4" -> 4;
            case "<f8" -> 8;
            default -> throw new InvalidInputException(file + ": .npy dtype '" + descr.group(1)
                    + "' is not supported: expected little-endian float32 '<f4' or float64 '<f8'");
        };
        if (fortran.group(1).equals("True")) {
            throw new InvalidInputException(file + ": .npy is in Fortran (column-major) order; save it in C order"
                    + " (numpy.ascontiguousarray) so rows are contiguous");
        }
        var dims = shape.group(1).split(",");
        var parts = new java.util.ArrayList<Long>();
        for (var d : dims) {
            if (!d.isBlank()) {
                parts.add(Long.parseLong(d.strip()));
            }
        }
        if (parts.size() != 2) {
            throw new InvalidInputException(file + ": .npy array must be 2-D (samples × dimension), its shape is ("
                    + shape.group(1).strip() + ")");
        }
        if (parts.get(1) < 1 || parts.get(1) > Integer.MAX_VALUE) {
            throw new InvalidInputException(file + ": .npy embedding dimension " + parts.get(1) + " is not usable");
        }
        return new NpyHeader(0, itemSize, parts.get(0), (int) (long) parts.get(1));
    }
}
