package org.fairscore.prep.ingest;

import java.io.EOFException;
import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Locale;
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
public record NpyHeader(long dataOffset, int itemSize, long rows, int dim) implements Serializable {
    private static final byte[] MAGIC = {(byte) 0x93, 'N', 'U', 'M', 'P', 'Y'};
    private static final Pattern DESCR = Pattern.compile("'descr'\\s*:\\s*'([^']*)'");
    private static final Pattern FORTRAN = Pattern.compile("'fortran_order'\\s*:\\s*(True|False)");
    private static final Pattern SHAPE = Pattern.compile("'shape'\\s*:\\s*\\(([^)]*)\\)");

    public static NpyHeader read(Configuration conf, SourceFile file) {
        var path = new Path(file.path());
        try (var in = path.getFileSystem(conf).open(path)) {
            long length = path.getFileSystem(conf).getFileStatus(path).getLen();
            var preamble = new byte[12];
            // every length is checked against the file's before it is read: a cut file is named as such, not met
            // as an EOFException, and a garbage length never sizes an allocation
            in.readFully(0, preamble, 0, (int) Math.min(10, length));
            for (int i = 0; i < MAGIC.length; i++) {
                if (i >= length || preamble[i] != MAGIC[i]) {
                    throw new InvalidInputException(file.display() + ": not a NumPy .npy file (bad magic bytes"
                            + (length < MAGIC.length ? "; the file has only " + length + " bytes" : "") + ")");
                }
            }
            int major = preamble[6];
            long headerLen;
            int preambleLen;
            if (major == 1) {
                preambleLen = 10;
                requireLength(file, length, preambleLen, "its preamble");
                headerLen = ByteBuffer.wrap(preamble, 8, 2).order(ByteOrder.LITTLE_ENDIAN).getShort() & 0xFFFF;
            } else if (major == 2 || major == 3) {
                preambleLen = 12;
                requireLength(file, length, preambleLen, "its preamble");
                in.readFully(0, preamble, 0, 12);
                headerLen = ByteBuffer.wrap(preamble, 8, 4).order(ByteOrder.LITTLE_ENDIAN).getInt() & 0xFFFFFFFFL;
            } else {
                throw new InvalidInputException(file.display() + ": unsupported .npy format version " + major);
            }
            requireLength(file, length, preambleLen + headerLen, "its header (" + headerLen + " bytes)");
            var dict = new byte[(int) headerLen];
            in.readFully(preambleLen, dict, 0, dict.length);
            var header = parse(file.display(), new String(dict, StandardCharsets.ISO_8859_1));
            var withOffset = new NpyHeader(preambleLen + headerLen, header.itemSize, header.rows, header.dim);
            // rows × dim × itemSize may overflow a long for a garbage shape: compare by division instead
            long dataBytes = length - withOffset.dataOffset;
            long rowBytes = (long) withOffset.dim * withOffset.itemSize;
            if (withOffset.rows > dataBytes / rowBytes || withOffset.rows * rowBytes != dataBytes) {
                throw new InvalidInputException(file.display() + ": " + (withOffset.rows > dataBytes / rowBytes
                        ? "truncated .npy" : "corrupt .npy: more bytes than its shape needs") + ": header says "
                        + withOffset.rows + " rows of " + withOffset.dim + " " + (withOffset.itemSize == 4 ? "float32"
                        : "float64") + " (" + dataSize(withOffset.rows, rowBytes) + " bytes of data), the file has "
                        + String.format(Locale.ROOT, "%,d", dataBytes) + " after its "
                        + withOffset.dataOffset + "-byte header");
            }
            return withOffset;
        } catch (EOFException e) {
            // the lengths above are checked first; this is a file cut while it was being read
            throw new InvalidInputException(file.display() + ": truncated .npy: " + e.getMessage(), e);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file.display(), e);
        }
    }

    private static void requireLength(SourceFile file, long length, long needed, String what) {
        if (length < needed) {
            throw new InvalidInputException(file.display() + ": truncated .npy: " + what + " ends at byte " + needed
                    + ", the file has " + length + " bytes");
        }
    }

    private static String dataSize(long rows, long rowBytes) {
        // a garbage row count may overflow rows × rowBytes: say so rather than print a wrapped number
        try {
            return String.format(Locale.ROOT, "%,d", Math.multiplyExact(rows, rowBytes));
        } catch (ArithmeticException e) {
            return "more than 2^63";
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
        var parts = new ArrayList<Long>();
        for (var d : dims) {
            if (!d.isBlank()) {
                try {
                    parts.add(Long.parseLong(d.strip()));
                } catch (NumberFormatException e) {
                    throw new InvalidInputException(file + ": malformed .npy header: shape (" + shape.group(1).strip()
                            + ") is not a tuple of integers");
                }
            }
        }
        if (parts.size() != 2) {
            throw new InvalidInputException(file + ": .npy array must be 2-D (samples × dimension), its shape is ("
                    + shape.group(1).strip() + ")");
        }
        if (parts.get(0) < 0) {
            throw new InvalidInputException(file + ": malformed .npy header: negative row count " + parts.get(0));
        }
        if (parts.get(1) < 1 || parts.get(1) > Integer.MAX_VALUE / 8) {
            throw new InvalidInputException(file + ": .npy embedding dimension " + parts.get(1) + " is not usable");
        }
        return new NpyHeader(0, itemSize, parts.get(0), (int) (long) parts.get(1));
    }
}
