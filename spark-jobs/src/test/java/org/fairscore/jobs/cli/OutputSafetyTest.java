package org.fairscore.jobs.cli;

import static org.fairscore.jobs.cli.CliRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.report.ReportJson;
import org.fairscore.prep.io.SampleSinks;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The command line never loses a user's file: every command that writes --out refuses, with exit code 2 and before
 * any work, an output that is, contains or lies inside an input, or a folder of the user's; every file stays byte for
 * byte as it was. Also the settings and inputs that used to exit 1 or read rows twice.
 */
@ExtendWith(LocalSpark.class)
class OutputSafetyTest {
    private static final List<String> READ = List.of("--label-col", "identity", "--group", "race");

    @TempDir
    Path dir;
    private Path data;
    private Path corpus;

    @BeforeEach
    void corpus(SparkSession spark) {
        data = dir.resolve("data");
        corpus = writeCorpus(data.resolve("corpus.csv"), List.of("A", "B"));
    }

    /** Four identities of three samples in each group, d = 4, distinct directions. */
    private static Path writeCorpus(Path file, List<String> groups) {
        try {
            Files.createDirectories(file.getParent());
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        try (var sink = SampleSinks.open("csv", file.toString(), "sample_id", "identity", List.of("race"), 4)) {
            int k = 0;
            for (int g = 0; g < groups.size(); g++) {
                for (int id = 0; id < 4; id++) {
                    for (int s = 0; s < 3; s++, k++) {
                        sink.write("s" + k, "g" + g + "i" + id, List.of(groups.get(g)),
                                new float[] {1 + id, s + 1, g + 1, (k % 5) + 0.5f});
                    }
                }
            }
        }
        return file;
    }

    /** Every file under {@code root} (hidden ones too) → its SHA-256: what "untouched" means. */
    private static Map<String, String> snapshot(Path root) throws Exception {
        var out = new TreeMap<String, String>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (var p : walk.toList()) {
                out.put(root.relativize(p).toString(), Files.isDirectory(p) ? "dir"
                        : HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(p))));
            }
        }
        return out;
    }

    private List<String> audit(String out, String... more) {
        var args = new ArrayList<>(List.of("audit", "--input", corpus.toString()));
        args.addAll(READ);
        args.addAll(List.of("--bootstrap", "0", "--quiet", "--out", out));
        args.addAll(List.of(more));
        return args;
    }

    private void refusedUntouched(List<String> args, String expected) throws Exception {
        var before = snapshot(dir);
        var r = run(args);
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertTrue(r.err().contains(expected), r.err());
        assertEquals("", r.out());
        assertEquals(before, snapshot(dir), "no file changed, none created or deleted");
    }

    @Test
    void auditOntoItsInputFileItsFolderOrAUsersFolderIsRefusedAndEveryFileStays() throws Exception {
        Files.writeString(data.resolve("notes.txt"), "mine");
        var mine = Files.createDirectories(dir.resolve("mine"));
        Files.writeString(mine.resolve("thesis.tex"), "\\documentclass{article}");

        refusedUntouched(audit(corpus.toString()), "--out " + corpus + ": is the input");
        refusedUntouched(audit(data.toString()), "--out " + data + ": contains the input");
        refusedUntouched(audit(dir.toString()), "contains the input");
        var fromFolder = new ArrayList<>(List.of("audit", "--input", data.toString(), "--out",
                data.resolve("report").toString()));
        fromFolder.addAll(READ);
        refusedUntouched(fromFolder, "lies inside the input " + data);
        refusedUntouched(audit(mine.toString()), "neither empty nor a previous fairscore output (it holds thesis.tex)");
    }

    @Test
    void aPreviousOutputIsReplacedAndTheReportIsTheSame() throws Exception {
        var out = dir.resolve("report").toString();
        var first = run(audit(out));
        assertEquals(ExitCodes.OK, first.code(), first.err());
        var report = Files.readString(Path.of(out, "report.json"));
        var again = run(audit(out));
        assertEquals(ExitCodes.OK, again.code(), again.err());
        assertEquals(report, Files.readString(Path.of(out, "report.json")));
        try (var siblings = Files.list(dir)) {
            assertEquals(List.of("data", "report"), siblings.map(p -> p.getFileName().toString()).sorted().toList(),
                    "no temporary folder left beside the output");
        }
    }

    /** Each command that writes --out, pointed at the folder of its input: refused before any work. */
    static Stream<Arguments> commands() {
        return Stream.of(
                Arguments.of("prep", List.of("--input", "CORPUS", "--label-col", "identity", "--group", "race")),
                Arguments.of("audit", List.of("--input", "CORPUS", "--label-col", "identity", "--group", "race")),
                Arguments.of("geometry", List.of("--input", "CORPUS", "--label-col", "identity", "--group", "race")),
                Arguments.of("downstream", List.of("--input", "CORPUS", "--label-col", "identity", "--group", "race")),
                Arguments.of("mitigate", List.of("--train", "CORPUS", "--label-col", "identity", "--group", "race",
                        "--reference", "A")),
                Arguments.of("apply", List.of("--model", "CORPUS", "--input", "CORPUS", "--label-col", "identity",
                        "--group", "race")),
                Arguments.of("associate", List.of("--embeddings", "CORPUS", "--config", "CORPUS", "--group", "race")),
                Arguments.of("prediction-fairness", List.of("--input", "CORPUS", "--group", "race")),
                Arguments.of("pairs", List.of("--input", "CORPUS", "--label-col", "identity", "--group", "race")),
                Arguments.of("geometry-runs", List.of("--from", "CORPUS")),
                Arguments.of("demo", List.of()));
    }

    @ParameterizedTest
    @MethodSource("commands")
    void everyCommandRefusesAnOutputHoldingWhatItReadsOrOwns(String command, List<String> options) throws Exception {
        var args = new ArrayList<String>(List.of(command));
        options.forEach(o -> args.add(o.equals("CORPUS") ? corpus.toString() : o));
        args.addAll(List.of("--out", data.toString()));
        refusedUntouched(args, "--out " + data + ": ");
    }

    @Test
    void generateRefusesToOverwriteAFile() throws Exception {
        refusedUntouched(List.of("generate", "--out", corpus.toString(), "--samples", "10"), "already exists");
    }

    @Test
    void aFileReachedTwiceIsRefused() throws Exception {
        var out = dir.resolve("out").toString();
        var twice = new ArrayList<>(List.of("audit", "--input", corpus.toString(), "--input", corpus.toString()));
        twice.addAll(READ);
        twice.addAll(List.of("--out", out));
        refusedUntouched(twice, "is reached twice");
        var folderAndFile = new ArrayList<>(List.of("audit", "--input", data.toString(), "--input", corpus.toString()));
        folderAndFile.addAll(READ);
        folderAndFile.addAll(List.of("--out", out));
        refusedUntouched(folderAndFile, "'" + data + "' and '" + corpus + "'");
    }

    @Test
    void aSqlSettingOfTheWrongTypeIsBadConfiguration() throws Exception {
        refusedUntouched(audit(dir.resolve("out").toString(), "--conf", "spark.sql.shuffle.partitions=abc"),
                "The value 'abc' in the config \"spark.sql.shuffle.partitions\" is invalid");
    }

    /**
     * A static SQL setting (fixed when a session starts) cannot change in the tests' running session: bad
     * configuration naming the key, not CANNOT_MODIFY_STATIC_CONFIG as an internal error; the running session's own
     * value is accepted. (A command that starts its own session takes it from the SparkConf it starts with.)
     */
    @Test
    void aStaticSqlSettingTheRunningSessionCannotTakeIsBadConfiguration() throws Exception {
        refusedUntouched(audit(dir.resolve("out").toString(), "--conf", "spark.sql.extensions=com.example.Missing"),
                "--conf spark.sql.extensions=com.example.Missing: a static Spark SQL setting");
        String running = LocalSpark.session().conf().get("spark.sql.catalogImplementation");
        var r = run(audit(dir.resolve("out2").toString(), "--conf", "spark.sql.catalogImplementation=" + running));
        assertEquals(ExitCodes.OK, r.code(), r.err());
    }

    @Test
    void secretsNeverReachRunJson() throws Exception {
        var out = dir.resolve("out");
        var r = run(audit(out.toString(), "--conf", "spark.hadoop.fs.s3a.secret.key=SEKRIT-42",
                "--conf", "spark.hadoop.fs.s3a.access.key=AKIA-42"));
        assertEquals(ExitCodes.OK, r.code(), r.err());
        var runJson = Files.readString(out.resolve("run.json"));
        assertFalse(runJson.contains("SEKRIT-42") || runJson.contains("AKIA-42"), runJson);
        assertTrue(runJson.contains("\"spark.hadoop.fs.s3a.secret.key=*********(redacted)\""), runJson);
        for (var f : List.of("report.json", "report.md", "report.html")) {
            assertFalse(Files.readString(out.resolve(f)).contains("SEKRIT-42"), f);
        }
    }

    /**
     * Group names that used to break the prepared corpus (Hive's null partition, a name longer than a file name may
     * be, one longer than 64 KB, one Spark would read back as a number) are written and read back exactly.
     */
    @Test
    void everyGroupNamePrepAcceptsAuditReadsBack() throws Exception {
        var names = List.of("__HIVE_DEFAULT_PARTITION__", "z".repeat(300), "L".repeat(70_000), "1e5", "a/../b");
        var hostile = writeCorpus(dir.resolve("hostile.csv"), names);
        var prepared = dir.resolve("prepared").toString();
        var prep = run("prep", "--input", hostile.toString(), "--label-col", "identity", "--group", "race",
                "--out", prepared);
        assertEquals(ExitCodes.OK, prep.code(), prep.err());
        var out = dir.resolve("report");
        var audit = run("audit", "--input", prepared, "--bootstrap", "0", "--quiet", "--out", out.toString());
        assertEquals(ExitCodes.OK, audit.code(), audit.err());

        var report = ReportJson.read(Files.readString(out.resolve("report.json")));
        assertEquals(names.stream().sorted().toList(), report.groups().stream().map(g -> g.name()).sorted().toList());
    }

    /** A master URL Spark cannot parse: exit 2 naming it (a fresh JVM, as the shared test session hides --master). */
    @Test
    void aBadMasterUrlIsBadConfiguration() throws Exception {
        var javaBin = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        var args = new ArrayList<>(List.of(javaBin));
        args.addAll(java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments()); // Spark's --add-opens
        args.addAll(List.of("-cp", System.getProperty("java.class.path"), "org.fairscore.jobs.cli.Main"));
        args.addAll(audit(dir.resolve("out").toString(), "--master", "local[abc]"));
        var process = new ProcessBuilder(args).redirectErrorStream(true).start();
        var output = new String(process.getInputStream().readAllBytes());
        assertTrue(process.waitFor(120, TimeUnit.SECONDS));
        assertEquals(ExitCodes.BAD_INPUT, process.exitValue(), output);
        assertTrue(output.contains("fairscore: error: cannot start Spark with --master local[abc]: Could not parse "
                + "Master URL"), output);
        // that line alone: not Spark's own "ERROR SparkContext: Error initializing SparkContext." and its stack trace
        assertFalse(output.contains("SparkContext"), output);
        assertFalse(output.contains("\tat org.apache.spark."), output);
    }
}
