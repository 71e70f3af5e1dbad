package org.fairscore.jobs.cli;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.apache.spark.sql.SparkSession;
import org.fairscore.prep.io.SampleSinks;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Feeds mutated corpora to {@code prep} (and, for one case in {@value #AUDIT_EVERY}, to {@code audit}) and
 * checks the command line's contract for hostile input: exit code 0 or 2, never 1 and never an exception
 * escaping {@link Main#run}; a message on stderr naming the input for 2; and nothing outside OUT touched
 * (every path of the case's directory keeps its size and hash).
 *
 * <p>Mutations: truncations at random offsets and at the formats' structural boundaries (inside the .npy
 * preamble and header dictionary, at the first data byte, inside the Parquet footer and its length word,
 * inside the Arrow schema message and footer), byte flips, byte insertions, and for CSV (the CSV corpus and
 * the .npy's metadata CSV) swapped cells, swapped rows, duplicated and deleted lines. Case {@code i} draws its
 * mutation from {@code new SplittableRandom(SEED + i)}, so a failure is reproduced by its number alone:
 * {@code -Dfairscore.fuzz.case=i} runs only that case. The first case of each format is the unmutated file,
 * which must pass: otherwise every other case would be testing a broken setup.
 */
@ExtendWith(LocalSpark.class)
class HostileInputFuzzTest {
    private static final long SEED = 0x5EED_F022L;
    private static final int ROWS = 30;
    private static final int DIM = 4;
    /** Audit costs a scoring pass more than prep; a sample of the cases is enough to reach its reader. */
    private static final int AUDIT_EVERY = 10;
    private static final String CASE_PROPERTY = "fairscore.fuzz.case";

    @TempDir
    static Path root;

    /** The unmutated files, by name: corpus.csv, corpus.npy + corpus.meta.csv, corpus.parquet, corpus.arrow. */
    private static final Map<String, byte[]> PRISTINE = new TreeMap<>();

    /** One mutation of one file: what it did (for the assertion message) and the bytes it gives. */
    record Mutation(String what, UnaryOperator<byte[]> apply) {
        @Override
        public String toString() {
            return what;
        }
    }

    /**
     * One run: which file of which format is mutated, how, and whether it goes through audit.
     *
     * @param target the file mutated: corpus.npy's metadata is "corpus.meta.csv"
     * @param withGoodFile the input is a directory holding the mutated file and an intact one (other ids), so the
     *                     corrupt file may be met inside a Spark task rather than on the driver
     */
    record Case(int index, String format, String target, boolean withGoodFile, String command, Mutation mutation) {
        long seed() {
            return SEED + index;
        }

        @Override
        public String toString() {
            return "case " + index + " (seed " + seed() + "): " + command + " " + format + ", " + target
                    + (withGoodFile ? " beside an intact file" : "") + ": " + mutation;
        }
    }

    @BeforeAll
    static void writePristineCorpora() throws IOException {
        var dir = Files.createDirectories(root.resolve("pristine"));
        for (var format : List.of("csv", "npy", "parquet", "arrow")) {
            write(format, dir.resolve("corpus." + format), "s");
            write(format, dir.resolve("other." + format), "t");
        }
        try (var files = Files.list(dir)) {
            for (var f : files.toList()) {
                PRISTINE.put(f.getFileName().toString(), Files.readAllBytes(f));
            }
        }
    }

    /** 30 rows, d = 4, groups A and B of 5 identities × 3 samples each, embeddings near their identity's centre. */
    private static void write(String format, Path file, String idPrefix) {
        var rnd = new Random(7);
        try (var sink = SampleSinks.open(format, file.toString(), "sample_id", "label", List.of("race"), DIM)) {
            for (int i = 0; i < ROWS; i++) {
                int identity = i / 3;
                var e = new float[DIM];
                for (int j = 0; j < DIM; j++) {
                    e[j] = (j == identity % DIM ? 2f : 0.2f) + (identity >= 5 ? 0.5f : 0f) + 0.3f * (float) rnd.nextGaussian();
                }
                sink.write(idPrefix + (i + 1), "id" + identity, List.of(identity < 5 ? "A" : "B"), e);
            }
        }
    }

    @TestFactory
    Stream<DynamicTest> hostileInputsExitWith0Or2AndTouchNothingOutsideOut(SparkSession spark) {
        var cases = cases();
        var only = System.getProperty(CASE_PROPERTY);
        var selected = only == null || only.isBlank() ? cases
                : cases.stream().filter(c -> c.index() == Integer.parseInt(only.strip())).toList();
        return selected.stream().map(c -> DynamicTest.dynamicTest(c.toString(), () -> runCase(c)));
    }

    private static void runCase(Case c) throws IOException {
        var dir = Files.createDirectories(root.resolve("case-" + c.index()));
        Path input = place(c, dir);
        Path out = dir.resolve("out");
        var before = snapshot(dir, out);
        var args = new ArrayList<>(List.of(c.command(), "--input", input.toString(), "--id-col", "sample_id",
                "--label-col", "label", "--group", "race", "--out", out.toString()));
        if (c.command().equals("audit")) {
            // the cheapest audit that still scores every pair: one FAR level, no bootstrap pass
            args.addAll(List.of("--far", "0.1", "--bootstrap", "0", "--quiet"));
        }
        long start = System.nanoTime();
        CliRun r = assertTimeoutPreemptively(Duration.ofSeconds(90),
                () -> assertDoesNotThrow(() -> CliRun.run(args), c + ": an exception escaped the command line"),
                c + ": no exit within 90 s");
        // one line per case, and for an internal error its chain of causes: the surefire output file is then the
        // list of what failed, without reading every stack trace
        System.out.printf("%s -> exit %d in %d ms%s%n", c, r.code(), (System.nanoTime() - start) / 1_000_000,
                r.err().isBlank() ? "" : ": " + r.err().lines().findFirst().orElse(""));
        if (r.code() == ExitCodes.INTERNAL_ERROR) {
            r.err().lines().filter(l -> l.startsWith("Caused by:")).distinct()
                    .forEach(l -> System.out.println("    " + l));
        }
        var after = snapshot(dir, out);
        String context = c + "\nexit " + r.code() + "\nstderr:\n" + r.err();
        if (c.mutation().what().equals("none")) {
            assertEquals(ExitCodes.OK, r.code(), "the intact corpus must pass: " + context);
        }
        if (r.code() != ExitCodes.OK && r.code() != ExitCodes.BAD_INPUT) {
            fail("expected exit 0 or 2: " + context);
        }
        if (r.code() == ExitCodes.OK) {
            assertTrue(Files.exists(out.resolve("_SUCCESS")), "exit 0 without OUT/_SUCCESS: " + context);
        } else {
            assertTrue(r.err().startsWith("fairscore: error: ") && r.err().contains(dir.toString()),
                    "exit 2 must explain itself on stderr, naming the input: " + context);
        }
        assertEquals(before, after, "files outside OUT changed: " + context);
    }

    /** Writes the case's input into its directory and returns the --input path. */
    private static Path place(Case c, Path dir) throws IOException {
        var inputDir = c.withGoodFile() ? Files.createDirectories(dir.resolve("in")) : dir;
        String stem = c.withGoodFile() ? "other" : "corpus";
        for (var e : PRISTINE.entrySet()) {
            var name = e.getKey();
            boolean ofThisCorpus = name.startsWith("corpus.") && (name.endsWith("." + c.format())
                    || c.format().equals("npy") && name.equals("corpus.meta.csv"));
            boolean theGoodOne = c.withGoodFile() && name.startsWith("other.") && (name.endsWith("." + c.format())
                    || c.format().equals("npy") && name.equals("other.meta.csv"));
            if (ofThisCorpus) {
                var bytes = name.equals(c.target()) ? c.mutation().apply().apply(e.getValue()) : e.getValue();
                Files.write(inputDir.resolve(name), bytes);
            } else if (theGoodOne) {
                Files.write(inputDir.resolve(name), e.getValue());
            }
        }
        return c.withGoodFile() ? inputDir : inputDir.resolve("corpus." + c.format());
    }

    /** Every path under {@code dir} except {@code out} and what lies below it, with its size and SHA-256. */
    static Map<String, String> snapshot(Path dir, Path out) throws IOException {
        var map = new TreeMap<String, String>();
        try (var walk = Files.walk(dir)) {
            for (var p : walk.toList()) {
                if (p.startsWith(out)) {
                    continue;
                }
                var key = dir.relativize(p).toString();
                map.put(key, Files.isDirectory(p) ? "dir" : Files.size(p) + " " + sha256(Files.readAllBytes(p)));
            }
        }
        return map;
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    // ---- the cases ----

    static List<Case> cases() {
        var plan = new ArrayList<Plan>();
        // a mutation that leaves the file readable costs a whole prep (one to four seconds on 2 busy cores); structural damage to a
        // binary file is refused on the driver in milliseconds: CSV, always read in full, gets fewer cases
        plan.add(new Plan("csv", "corpus.csv", HostileInputFuzzTest::csvMutation, 20));
        plan.add(new Plan("npy", "corpus.npy", HostileInputFuzzTest::npyMutation, 42));
        plan.add(new Plan("npy", "corpus.meta.csv", HostileInputFuzzTest::csvMutation, 12));
        plan.add(new Plan("parquet", "corpus.parquet", HostileInputFuzzTest::parquetMutation, 64));
        plan.add(new Plan("arrow", "corpus.arrow", HostileInputFuzzTest::arrowMutation, 70));
        var out = new ArrayList<Case>();
        for (var p : plan) {
            for (int k = 0; k < p.count(); k++) {
                int index = out.size();
                var rnd = new SplittableRandom(SEED + index);
                var bytes = PRISTINE.get(p.target());
                var mutation = k == 0 ? new Mutation("none", b -> b) : p.mutations().pick(bytes, rnd);
                // every third binary case puts an intact file beside the corrupt one: the driver may then read the
                // intact file's footer for the schema and meet the corrupt one only in a task
                boolean withGood = k % 3 == 2 && !p.target().endsWith(".csv");
                String command = k % AUDIT_EVERY == 1 ? "audit" : "prep";
                out.add(new Case(index, p.format(), p.target(), withGood, command, mutation));
            }
        }
        return out;
    }

    @FunctionalInterface
    interface Mutator {
        Mutation pick(byte[] pristine, SplittableRandom rnd);
    }

    record Plan(String format, String target, Mutator mutations, int count) {
    }

    /** .npy: the preamble is 10 bytes (magic, version, header length), then the header dictionary, then rows. */
    static Mutation npyMutation(byte[] b, SplittableRandom rnd) {
        int dataStart = 10 + (ByteBuffer.wrap(b, 8, 2).order(ByteOrder.LITTLE_ENDIAN).getShort() & 0xFFFF);
        int row = DIM * 4;
        return switch (rnd.nextInt(8)) {
            case 0 -> truncate(b, rnd.nextInt(10), "inside the .npy preamble");
            case 1 -> truncate(b, 10 + rnd.nextInt(dataStart - 10), "inside the .npy header dictionary");
            case 2 -> truncate(b, pick(rnd, dataStart, dataStart + row / 2, b.length - row, b.length - 1),
                    "at or inside the data");
            case 3 -> truncate(b, rnd.nextInt(b.length), "at random");
            case 4 -> flip(b, rnd.nextInt(dataStart), rnd, "in the .npy preamble or header");
            case 5 -> flip(b, rnd.nextInt(b.length), rnd, "at random");
            case 6 -> insert(b, rnd.nextInt(dataStart), rnd, "in the .npy preamble or header");
            default -> insert(b, rnd.nextInt(b.length + 1), rnd, "at random");
        };
    }

    /** Parquet: "PAR1", column chunks, the footer (Thrift FileMetaData), its 4-byte length, "PAR1". */
    static Mutation parquetMutation(byte[] b, SplittableRandom rnd) {
        int footerLen = ByteBuffer.wrap(b, b.length - 8, 4).order(ByteOrder.LITTLE_ENDIAN).getInt();
        int footerStart = b.length - 8 - footerLen;
        return switch (rnd.nextInt(8)) {
            case 0 -> truncate(b, pick(rnd, 0, 3, 4, b.length - 1, b.length - 4, b.length - 5, b.length - 8),
                    "at the magic or the footer length");
            case 1 -> truncate(b, footerStart + rnd.nextInt(footerLen), "inside the Parquet footer");
            case 2 -> truncate(b, 4 + rnd.nextInt(footerStart - 4), "inside the column chunks");
            case 3 -> flip(b, footerStart + rnd.nextInt(footerLen + 8), rnd, "in the Parquet footer");
            case 4 -> flip(b, 4 + rnd.nextInt(footerStart - 4), rnd, "in the column chunks");
            case 5 -> flip(b, rnd.nextInt(b.length), rnd, "at random");
            case 6 -> insert(b, footerStart + rnd.nextInt(footerLen + 8), rnd, "in the Parquet footer");
            default -> insert(b, rnd.nextInt(b.length + 1), rnd, "at random");
        };
    }

    /**
     * Arrow IPC file: "ARROW1\0\0", the schema message (0xFFFFFFFF, its 4-byte length, the flatbuffer), record
     * batches, the footer, its 4-byte length, "ARROW1".
     */
    static Mutation arrowMutation(byte[] b, SplittableRandom rnd) {
        int schemaLen = ByteBuffer.wrap(b, 12, 4).order(ByteOrder.LITTLE_ENDIAN).getInt();
        int schemaEnd = 16 + schemaLen;
        int footerLen = ByteBuffer.wrap(b, b.length - 10, 4).order(ByteOrder.LITTLE_ENDIAN).getInt();
        int footerStart = b.length - 10 - footerLen;
        return switch (rnd.nextInt(9)) {
            case 0 -> truncate(b, pick(rnd, 0, 4, 6, 8, 12, 16, b.length - 1, b.length - 6, b.length - 10),
                    "at the magic, the schema's length or the footer length");
            case 1 -> truncate(b, 16 + rnd.nextInt(schemaLen), "inside the Arrow schema message");
            case 2 -> truncate(b, footerStart + rnd.nextInt(footerLen), "inside the Arrow footer");
            case 3 -> truncate(b, schemaEnd + rnd.nextInt(footerStart - schemaEnd), "inside the record batches");
            case 4 -> flip(b, 8 + rnd.nextInt(schemaEnd - 8), rnd, "in the Arrow schema message");
            case 5 -> flip(b, schemaEnd + rnd.nextInt(footerStart - schemaEnd), rnd, "in the record batches");
            case 6 -> flip(b, footerStart + rnd.nextInt(footerLen + 10), rnd, "in the Arrow footer");
            case 7 -> insert(b, 8 + rnd.nextInt(schemaEnd - 8), rnd, "in the Arrow schema message");
            default -> insert(b, rnd.nextInt(b.length + 1), rnd, "at random");
        };
    }

    /** CSV (a corpus or a .npy's metadata): cell and row swaps, duplicated and deleted lines, and byte damage. */
    static Mutation csvMutation(byte[] b, SplittableRandom rnd) {
        var lines = new String(b, StandardCharsets.UTF_8).split("\n", -1);
        int dataLines = lines.length - 2; // header first, "" after the final newline
        int line = 1 + rnd.nextInt(dataLines);
        return switch (rnd.nextInt(8)) {
            case 0 -> {
                int cells = lines[line].split(",", -1).length;
                int i = rnd.nextInt(cells);
                int j = (i + 1 + rnd.nextInt(cells - 1)) % cells;
                yield new Mutation("swap cells " + i + " and " + j + " of line " + (line + 1),
                        x -> lines(x, ls -> {
                            var parts = ls.get(line).split(",", -1);
                            var t = parts[i];
                            parts[i] = parts[j];
                            parts[j] = t;
                            ls.set(line, String.join(",", parts));
                        }));
            }
            case 1 -> {
                int other = rnd.nextInt(lines.length - 1); // may be the header
                yield new Mutation("swap lines " + (line + 1) + " and " + (other + 1), x -> lines(x, ls -> {
                    var t = ls.get(line);
                    ls.set(line, ls.get(other));
                    ls.set(other, t);
                }));
            }
            case 2 -> {
                int dup = rnd.nextInt(lines.length - 1);
                yield new Mutation("duplicate line " + (dup + 1), x -> lines(x, ls -> ls.add(dup, ls.get(dup))));
            }
            case 3 -> new Mutation("delete line " + (line + 1), x -> lines(x, ls -> ls.remove(line)));
            case 4 -> truncate(b, rnd.nextInt(b.length), "at random");
            case 5 -> flip(b, rnd.nextInt(b.length), rnd, "at random");
            case 6 -> insert(b, rnd.nextInt(b.length + 1), rnd, "at random");
            default -> {
                // a lone continuation byte or a cut multi-byte sequence: invalid UTF-8 in a cell
                int at = rnd.nextInt(b.length + 1);
                byte bad = rnd.nextBoolean() ? (byte) 0x80 : (byte) 0xC3;
                yield new Mutation(String.format("insert invalid UTF-8 byte 0x%02X at %d", bad & 0xFF, at),
                        x -> splice(x, at, new byte[] {bad}));
            }
        };
    }

    private static byte[] lines(byte[] b, java.util.function.Consumer<List<String>> edit) {
        var ls = new ArrayList<>(List.of(new String(b, StandardCharsets.UTF_8).split("\n", -1)));
        edit.accept(ls);
        return String.join("\n", ls).getBytes(StandardCharsets.UTF_8);
    }

    private static int pick(SplittableRandom rnd, int... choices) {
        return choices[rnd.nextInt(choices.length)];
    }

    private static Mutation truncate(byte[] b, int length, String where) {
        return new Mutation("truncate to " + length + " of " + b.length + " bytes (" + where + ")",
                x -> java.util.Arrays.copyOf(x, length));
    }

    private static Mutation flip(byte[] b, int at, SplittableRandom rnd, String where) {
        int mask = 1 + rnd.nextInt(255);
        return new Mutation(String.format("xor byte %d of %d with 0x%02X (%s)", at, b.length, mask, where), x -> {
            var y = x.clone();
            y[at] ^= (byte) mask;
            return y;
        });
    }

    private static Mutation insert(byte[] b, int at, SplittableRandom rnd, String where) {
        var extra = new byte[1 + rnd.nextInt(4)];
        rnd.nextBytes(extra);
        return new Mutation("insert " + HexFormat.of().formatHex(extra) + " at " + at + " of " + b.length + " ("
                + where + ")", x -> splice(x, at, extra));
    }

    private static byte[] splice(byte[] x, int at, byte[] extra) {
        var y = new byte[x.length + extra.length];
        System.arraycopy(x, 0, y, 0, at);
        System.arraycopy(extra, 0, y, at, extra.length);
        System.arraycopy(x, at, y, at + extra.length, x.length - at);
        return y;
    }
}
