package org.fairscore.jobs.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BenchWorkDirTest {
    @TempDir
    Path tmp;

    @Test
    void aTemporaryDirectoryIsRemovedWithWhatTheBenchWroteAndSaysSo() throws Exception {
        var err = new StringWriter();
        Path made;
        try (var dir = BenchWorkDir.of(null, new PrintWriter(err))) {
            made = dir.path();
            Files.createDirectories(made.resolve("report"));
            Files.writeString(made.resolve("report/report.json"), "{}");
            Files.writeString(made.resolve("corpus.npy"), "x");
        }
        assertFalse(Files.exists(made), made.toString());
        assertTrue(err.toString().contains("removed its temporary directory " + made), err.toString());
    }

    @Test
    void theUsersWorkDirIsKeptAsItIs() throws Exception {
        var err = new StringWriter();
        Path given = tmp.resolve("mine");
        try (var dir = BenchWorkDir.of(given, new PrintWriter(err))) {
            assertEquals(given, dir.path());
            Files.writeString(given.resolve("corpus.npy"), "x");
        }
        assertTrue(Files.exists(given.resolve("corpus.npy")));
        assertEquals("", err.toString());
    }
}
