package org.fairscore.prep.io;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.fairscore.core.model.InvalidInputException;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every rule of {@link OutputGuard}, on folders written by the test; the guard never changes a file. */
class OutputGuardTest {
    private static final Configuration CONF = new Configuration();

    @TempDir
    Path dir;
    private Path data;
    private Path input;

    @BeforeEach
    void userFiles() throws Exception {
        data = Files.createDirectories(dir.resolve("data"));
        input = Files.writeString(data.resolve("corpus.csv"), "sample_id,label\n");
    }

    private String refusedDirectory(Path out, Path... inputs) {
        var e = assertThrows(InvalidInputException.class, () -> OutputGuard.checkDirectory(CONF, out.toString(),
                List.of(inputs).stream().map(Path::toString).toList()));
        assertTrue(e.getMessage().startsWith("--out " + out + ": "), e.getMessage());
        return e.getMessage();
    }

    @Test
    void outThatIsTheInputFileIsRefused() {
        assertTrue(refusedDirectory(input, input).contains("is the input"));
    }

    @Test
    void outThatContainsTheInputIsRefused() {
        assertTrue(refusedDirectory(data, input).contains("contains the input " + input));
        assertTrue(refusedDirectory(dir, input).contains("contains the input"));
    }

    @Test
    void outInsideAnInputFolderIsRefused() {
        assertTrue(refusedDirectory(data.resolve("report"), data).contains("lies inside the input " + data));
    }

    @Test
    void aSymbolicLinkIsTheFolderItPointsTo() throws Exception {
        var link = Files.createSymbolicLink(dir.resolve("link"), data);
        assertTrue(refusedDirectory(link, input).contains("contains the input"));
        assertTrue(refusedDirectory(data.resolve("out"), link).contains("lies inside the input"));
    }

    @Test
    void twoSpellingsOfOnePathAreOnePath() {
        var dotted = Paths.get(data + "/./sub/../corpus.csv");
        assertTrue(refusedDirectory(dotted, input).contains("is the input"));
    }

    @Test
    void aNonEmptyFolderOfTheUsersIsRefusedAndUntouched() throws Exception {
        var mine = Files.createDirectories(dir.resolve("mine"));
        Files.writeString(mine.resolve("notes.txt"), "keep me");
        Files.createDirectories(mine.resolve("photos"));
        var message = refusedDirectory(mine);
        assertTrue(message.contains("neither empty nor a previous fairscore output (it holds notes.txt, photos/)"),
                message);
        assertEquals("keep me", Files.readString(mine.resolve("notes.txt")));
    }

    @Test
    void sparksOwnOutputIsNotFairscores() throws Exception {
        var parquet = Files.createDirectories(dir.resolve("table"));
        Files.createFile(parquet.resolve("_SUCCESS")); // empty, as Spark's committer leaves it
        Files.writeString(parquet.resolve("part-00000.parquet"), "x");
        refusedDirectory(parquet);
    }

    @Test
    void anEmptyFolderAMissingOneAndAPreviousOutputAreAccepted() throws Exception {
        var empty = Files.createDirectories(dir.resolve("empty"));
        assertDoesNotThrow(() -> OutputGuard.checkDirectory(CONF, empty.toString(), List.of(input.toString())));
        assertDoesNotThrow(() -> OutputGuard.checkDirectory(CONF, dir.resolve("new/deeper").toString(), List.of()));

        var previous = Files.createDirectories(dir.resolve("previous"));
        Files.writeString(previous.resolve("report.json"), "{}");
        Files.writeString(previous.resolve("_SUCCESS"), AtomicOutput.MARK);
        assertDoesNotThrow(() -> OutputGuard.checkDirectory(CONF, previous.toString(), List.of(input.toString())));
    }

    @Test
    void outputsOfEarlierVersionsAreRecognisedByTheirFiles() throws Exception {
        for (String mark : List.of("run.json", "manifest.json", "runs.json", "module.json")) {
            var old = Files.createDirectories(dir.resolve("old-" + mark));
            Files.createFile(old.resolve("_SUCCESS"));
            Files.writeString(old.resolve(mark), "{}");
            assertDoesNotThrow(() -> OutputGuard.checkDirectory(CONF, old.toString(), List.of()), mark);
            Files.delete(old.resolve("_SUCCESS")); // without the marker it may be a half-copied folder of the user's
            refusedDirectory(old);
        }
    }

    @Test
    void temporaryFoldersOfKilledRunsDoNotMakeAFolderNonEmpty() throws Exception {
        var out = Files.createDirectories(dir.resolve("out"));
        Files.createDirectories(out.resolve(".x.tmp-123@host-0123456789abcdef0123456789abcdef"));
        assertDoesNotThrow(() -> OutputGuard.checkDirectory(CONF, out.toString(), List.of()));
    }

    @Test
    void aFileWhereAFolderIsWrittenIsRefused() {
        var message = refusedDirectory(input);
        assertTrue(message.contains("is a file, not a folder"), message);
    }

    @Test
    void anOutputBelowAFileOrInAPlaceNobodyCanWriteIsRefused() {
        assertTrue(refusedDirectory(input.resolve("out")).contains(input + " is a file"));
        var proc = Paths.get("/proc/fairscore-test/out");
        if (Files.isDirectory(Paths.get("/proc"))) {
            assertTrue(refusedDirectory(proc).contains("/proc is not writable"));
        }
    }

    @Test
    void theRootAndTheWorkingDirectoryAreRefused() {
        refusedDirectory(Paths.get("/"));
        var cwdParent = Paths.get("").toAbsolutePath().getParent();
        assertTrue(refusedDirectory(cwdParent).contains("contains the working directory"));
    }

    @Test
    void aFileOutputMustNotExist() throws Exception {
        var e = assertThrows(InvalidInputException.class,
                () -> OutputGuard.checkFile(CONF, input.toString(), List.of()));
        assertTrue(e.getMessage().contains("already exists"), e.getMessage());
        assertEquals("sample_id,label\n", Files.readString(input));
        assertDoesNotThrow(() -> OutputGuard.checkFile(CONF, data.resolve("pairs.csv").toString(),
                List.of(input.toString())));
        assertThrows(InvalidInputException.class,
                () -> OutputGuard.checkFile(CONF, data.resolve("pairs.csv").toString(), List.of(data.toString())));
    }

    @Test
    void theCheckCreatesNothing() throws Exception {
        OutputGuard.checkDirectory(CONF, dir.resolve("a/b/c").toString(), List.of(input.toString()));
        try (var entries = Files.list(dir)) {
            assertEquals(List.of(data), entries.toList());
        }
    }
}
