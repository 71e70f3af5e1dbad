package org.fairscore.prep.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.prep.PrepConfig;
import org.fairscore.prep.PrepJob;
import org.fairscore.prep.testing.LocalSpark;
import org.fairscore.prep.testing.TestCorpus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Damaged binary inputs are bad input (exit code 2) naming the file and the damage, whether the driver meets it
 * (a header or footer) or a task does (then the exception must survive the task's serialisation to the driver:
 * these tests look for it in the cause chain, as the command line does).
 */
@ExtendWith(LocalSpark.class)
class CorruptBinaryInputTest {
    private final SparkSession spark;

    CorruptBinaryInputTest(SparkSession spark) {
        this.spark = spark;
    }

    /** Runs prep on the inputs and returns the InvalidInputException in the failure's cause chain. */
    private InvalidInputException prepFails(String... inputs) {
        var e = assertThrows(Exception.class, () -> PrepJob.prepare(spark,
                PrepConfig.of(List.of(inputs), List.of(TestCorpus.ATTR))));
        for (Throwable c = e; c != null; c = c.getCause()) {
            if (c instanceof InvalidInputException bad) {
                return bad;
            }
        }
        throw new AssertionError("no InvalidInputException in the cause chain", e);
    }

    private static void cut(String file, long length) throws IOException {
        var bytes = Files.readAllBytes(Path.of(file));
        Files.write(Path.of(file), Arrays.copyOf(bytes, (int) length));
    }

    private static long size(String file) throws IOException {
        return Files.size(Path.of(file));
    }

    // ---- .npy ----

    @Test
    void npyCutInsideItsHeaderIsTruncated(@TempDir Path dir) throws IOException {
        var npy = TestCorpus.write("npy", dir, "corpus", TestCorpus.standard());
        cut(npy, 50);

        var e = prepFails(npy);

        assertTrue(e.getMessage().startsWith(npy + ": truncated .npy: its header"), e.getMessage());
        assertTrue(e.getMessage().contains("the file has 50 bytes"), e.getMessage());
    }

    @Test
    void npyCutInsideItsPreambleIsTruncated(@TempDir Path dir) throws IOException {
        var npy = TestCorpus.write("npy", dir, "corpus", TestCorpus.standard());
        cut(npy, 8);

        var e = prepFails(npy);

        assertEquals(npy + ": truncated .npy: its preamble ends at byte 10, the file has 8 bytes", e.getMessage());
    }

    @Test
    void npyWithBadMagicIsNotNpy(@TempDir Path dir) throws IOException {
        var npy = TestCorpus.write("npy", dir, "corpus", TestCorpus.standard());
        var bytes = Files.readAllBytes(Path.of(npy));
        bytes[1] = 'X';
        Files.write(Path.of(npy), bytes);

        var e = prepFails(npy);

        assertEquals(npy + ": not a NumPy .npy file (bad magic bytes)", e.getMessage());
    }

    @Test
    void npyShorterThanItsMagicSaysHowShort(@TempDir Path dir) throws IOException {
        var npy = TestCorpus.write("npy", dir, "corpus", TestCorpus.standard());
        cut(npy, 3);

        var e = prepFails(npy);

        assertEquals(npy + ": not a NumPy .npy file (bad magic bytes; the file has only 3 bytes)", e.getMessage());
    }

    @Test
    void npyCutInsideItsDataNamesBothSizes(@TempDir Path dir) throws IOException {
        var npy = TestCorpus.write("npy", dir, "corpus", TestCorpus.standard());
        long full = size(npy);
        cut(npy, full - 5);

        var e = prepFails(npy);

        // 10 rows of 3 float32 = 120 bytes of data after the header; 5 bytes are missing
        assertEquals(npy + ": truncated .npy: header says 10 rows of 3 float32 (120 bytes of data), the file has 115"
                + " after its " + (full - 120) + "-byte header", e.getMessage());
    }

    @Test
    void npyWithBytesBeyondItsShapeIsCorrupt(@TempDir Path dir) throws IOException {
        var npy = TestCorpus.write("npy", dir, "corpus", TestCorpus.standard());
        Files.write(Path.of(npy), new byte[] {1, 2, 3}, java.nio.file.StandardOpenOption.APPEND);

        var e = prepFails(npy);

        assertTrue(e.getMessage().contains("corrupt .npy: more bytes than its shape needs: header says 10 rows of 3"
                + " float32 (120 bytes of data), the file has 123"), e.getMessage());
    }

    @Test
    void npyShapeThatIsNotIntegersIsMalformed() {
        var e = assertThrows(InvalidInputException.class, () -> NpyHeader.parse("x.npy",
                "{'descr': '<f4', 'fortran_order': False, 'shape': (1\u00b70, 3), }"));
        assertTrue(e.getMessage().startsWith("x.npy: malformed .npy header: shape (1\u00b70, 3)"), e.getMessage());
        var negative = assertThrows(InvalidInputException.class, () -> NpyHeader.parse("x.npy",
                "{'descr': '<f4', 'fortran_order': False, 'shape': (-4, 3), }"));
        assertTrue(negative.getMessage().contains("negative row count -4"), negative.getMessage());
    }

    @Test
    void npyRowCountThatOverflowsIsTruncatedNotAccepted(@TempDir Path dir) throws IOException {
        var npy = TestCorpus.write("npy", dir, "corpus", TestCorpus.standard());
        var text = new String(Files.readAllBytes(Path.of(npy)), StandardCharsets.ISO_8859_1);
        // 2^62 rows × 12 bytes wraps a long; the same header length keeps the data offset
        var forged = text.replace("(10, 3)", "(4611686018427387904, 3)").replace(" ".repeat(17) + "\n", "\n");
        assertEquals(text.length(), forged.length(), "the forged header keeps its length");
        Files.write(Path.of(npy), forged.getBytes(StandardCharsets.ISO_8859_1));

        var e = prepFails(npy);

        assertTrue(e.getMessage().contains("truncated .npy: header says 4611686018427387904 rows of 3 float32"
                + " (more than 2^63 bytes of data)"), e.getMessage());
    }

    // ---- Parquet ----

    @Test
    void parquetOfGarbageIsNotParquet(@TempDir Path dir) throws IOException {
        var file = dir.resolve("garbage.parquet");
        var bytes = new byte[300];
        new java.util.Random(1).nextBytes(bytes);
        Files.write(file, bytes);

        var e = prepFails(file.toString());

        assertTrue(e.getMessage().startsWith(file + ": not a Parquet file (bad magic at its end"), e.getMessage());
    }

    @Test
    void parquetCutInsideItsFooterIsNamed(@TempDir Path dir) throws IOException {
        var file = TestCorpus.write("parquet", dir, "corpus", TestCorpus.standard());
        var bytes = Files.readAllBytes(Path.of(file));
        int footer = ByteBuffer.wrap(bytes, bytes.length - 8, 4).order(ByteOrder.LITTLE_ENDIAN).getInt();
        cut(file, bytes.length - 8 - footer / 2);

        var e = prepFails(file);

        assertTrue(e.getMessage().startsWith(file + ": not a Parquet file"), e.getMessage());
    }

    @Test
    void parquetWithAGarbledFooterLengthIsCorrupt(@TempDir Path dir) throws IOException {
        var file = TestCorpus.write("parquet", dir, "corpus", TestCorpus.standard());
        var bytes = Files.readAllBytes(Path.of(file));
        // the footer length word now says more than the file holds; the magic at the end is intact
        ByteBuffer.wrap(bytes, bytes.length - 8, 4).order(ByteOrder.LITTLE_ENDIAN).putInt(bytes.length * 3);
        Files.write(Path.of(file), bytes);

        var e = prepFails(file);

        assertTrue(e.getMessage().startsWith(file + ": corrupt Parquet footer: "), e.getMessage());
    }

    @Test
    void aDamagedParquetFileBesideAGoodOneIsNamedFromItsTask(@TempDir Path dir) throws IOException {
        var in = Files.createDirectories(dir.resolve("in"));
        TestCorpus.write("parquet", in, "a", TestCorpus.standard());
        var bad = TestCorpus.write("parquet", in, "b", TestCorpus.standard().stream()
                .map(s -> s.withId("b" + s.id())).toList());
        cut(bad, size(bad) - 3);

        var e = prepFails(in.toString());

        assertTrue(e.getMessage().startsWith(bad + ": not a Parquet file"), e.getMessage());
    }

    // ---- Arrow IPC ----

    @Test
    void arrowOfGarbageIsNotArrow(@TempDir Path dir) throws IOException {
        var file = dir.resolve("garbage.arrow");
        Files.writeString(file, "sample_id,label\ns1,a\n".repeat(20));

        var e = prepFails(file.toString());

        assertEquals(file + ": not an Arrow IPC file (bad magic)", e.getMessage());
    }

    @Test
    void arrowCutInsideItsSchemaIsTruncated(@TempDir Path dir) throws IOException {
        var file = TestCorpus.write("arrow", dir, "corpus", TestCorpus.standard());
        cut(file, 40);

        var e = prepFails(file);

        assertTrue(e.getMessage().startsWith(file + ": truncated or corrupt Arrow IPC file: "), e.getMessage());
    }

    @Test
    void arrowCutInsideItsFooterIsTruncated(@TempDir Path dir) throws IOException {
        var file = TestCorpus.write("arrow", dir, "corpus", TestCorpus.standard());
        cut(file, size(file) - 30);

        var e = prepFails(file);

        assertTrue(e.getMessage().startsWith(file + ": truncated or corrupt Arrow IPC file: "), e.getMessage());
    }

    @Test
    void anArrowStreamIsToldApartFromAFile(@TempDir Path dir) throws IOException {
        var file = TestCorpus.write("arrow", dir, "corpus", TestCorpus.standard());
        var bytes = Files.readAllBytes(Path.of(file));
        int footer = ByteBuffer.wrap(bytes, bytes.length - 10, 4).order(ByteOrder.LITTLE_ENDIAN).getInt();
        // the stream format is the file format without its leading magic and its footer: schema, then batches
        Files.write(Path.of(file), Arrays.copyOfRange(bytes, 8, bytes.length - 10 - footer));

        var e = prepFails(file);

        assertTrue(e.getMessage().startsWith(file + ": an Arrow IPC stream, not an Arrow IPC file"), e.getMessage());
    }

    /**
     * A string offset pointing far past its data made Arrow size a 2 GB string, and the OutOfMemoryError took the
     * executor (here: the JVM) down; now validation finds it inside the task and names file and batch.
     */
    @Test
    void aCorruptStringOffsetInABatchIsBadInputNotOutOfMemory(@TempDir Path dir) throws IOException {
        var file = TestCorpus.write("arrow", dir, "corpus", TestCorpus.standard());
        var bytes = Files.readAllBytes(Path.of(file));
        // sample_id's offsets: s1..s9 take 2 bytes each, so the buffer starts 0, 2, 4, 6 (int32, little-endian)
        var offsets = ByteBuffer.allocate(16).order(ByteOrder.LITTLE_ENDIAN).putInt(0).putInt(2).putInt(4).putInt(6)
                .array();
        int at = indexOf(bytes, offsets);
        assertTrue(at > 0, "sample_id's offsets are in the file");
        ByteBuffer.wrap(bytes, at + 8, 4).order(ByteOrder.LITTLE_ENDIAN).putInt(Integer.MAX_VALUE - 16);
        Files.write(Path.of(file), bytes);

        var e = prepFails(file);

        assertTrue(e.getMessage().startsWith(file + ": truncated or corrupt Arrow IPC file (record batch 0): "),
                e.getMessage());
        assertNotNull(e.getCause(), "the parser's message is kept as the cause");
    }

    private static int indexOf(byte[] haystack, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}
