package org.fairscore.prep.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicOutputTest {
    private static long entries(Path dir) throws Exception {
        try (var s = Files.list(dir)) {
            return s.count();
        }
    }

    @Test
    void commitReplacesAPreviousRunAndWritesSuccessLast(@TempDir Path dir) throws Exception {
        var target = dir.resolve("out");
        Files.createDirectories(target);
        Files.writeString(target.resolve("stale.txt"), "old");

        try (var out = AtomicOutput.begin(new Configuration(), target.toString())) {
            out.writeString("manifest.json", "{}");
            assertFalse(Files.exists(target.resolve("manifest.json")), "nothing visible before commit");
            assertTrue(Path.of(java.net.URI.create(out.tempPath())).getFileName().toString().startsWith(".out.tmp-"));
            out.commit();
        }

        assertEquals("{}", Files.readString(target.resolve("manifest.json")));
        assertTrue(Files.exists(target.resolve("_SUCCESS")));
        assertFalse(Files.exists(target.resolve("stale.txt")));
        assertEquals(1, entries(dir), "no temporary directory left beside the output");
    }

    /**
     * A local output holds what was written and the marker, nothing else: no Hadoop checksum files ({@code .NAME.crc})
     * beside them, in nested folders too, and none from {@link AtomicOutput#markComplete} either.
     */
    @Test
    void aLocalOutputHoldsItsFilesAndNoChecksumFiles(@TempDir Path dir) throws Exception {
        var target = dir.resolve("out");
        try (var out = AtomicOutput.begin(new Configuration(), target.toString())) {
            out.writeString("report.json", "{}");
            out.writeString("tables/a.csv", "x\n");
            out.writeString("report.json", "{\"again\": 1}"); // replaced, not appended
            out.commit();
        }
        try (var files = Files.walk(target)) {
            assertEquals(java.util.List.of("", "_SUCCESS", "report.json", "tables", "tables/a.csv"),
                    files.map(p -> target.relativize(p).toString().replace('\\', '/')).sorted().toList());
        }
        assertEquals("{\"again\": 1}", Files.readString(target.resolve("report.json")));
        assertEquals("x\n", Files.readString(target.resolve("tables/a.csv")));

        var other = dir.resolve("other");
        Files.createDirectories(other);
        AtomicOutput.markComplete(org.apache.hadoop.fs.FileSystem.getLocal(new Configuration()),
                new org.apache.hadoop.fs.Path(other.toString()));
        try (var files = Files.list(other)) {
            assertEquals(java.util.List.of("_SUCCESS"), files.map(p -> p.getFileName().toString()).toList());
        }
        assertEquals(AtomicOutput.MARK, Files.readString(other.resolve("_SUCCESS")));
    }

    @Test
    void closingWithoutCommitLeavesNoTrace(@TempDir Path dir) throws Exception {
        var target = dir.resolve("out");

        try (var out = AtomicOutput.begin(new Configuration(), target.toString())) {
            out.writeString("corpus/part-0", "x");
        }

        assertFalse(Files.exists(target));
        assertEquals(0, entries(dir));
    }

    @Test
    void theMarkerNamesFairscoreSoTheGuardRecognisesTheOutput(@TempDir Path dir) throws Exception {
        var target = dir.resolve("out");
        try (var out = AtomicOutput.begin(new Configuration(), target.toString())) {
            out.writeString("report.json", "{}");
            out.commit();
        }
        assertEquals(AtomicOutput.MARK, Files.readString(target.resolve("_SUCCESS")));
        var fs = org.apache.hadoop.fs.FileSystem.getLocal(new Configuration());
        assertTrue(OutputGuard.isFairscoreOutput(fs, new org.apache.hadoop.fs.Path(target.toString())));
    }

    @Test
    void temporaryFoldersOfDeadRunsAreRemovedAndLiveOnesKept(@TempDir Path dir) throws Exception {
        String host = java.net.InetAddress.getLocalHost().getHostName();
        long live = ProcessHandle.current().pid();
        long dead = deadPid();
        String hex = "0123456789abcdef0123456789abcdef";
        var deadRun = Files.createDirectories(dir.resolve(".out.tmp-" + dead + "@" + host + "-" + hex));
        Files.writeString(deadRun.resolve("report.json"), "partial");
        var liveRun = Files.createDirectories(dir.resolve(".out.tmp-" + live + "@" + host + "-" + hex));
        var otherHost = Files.createDirectories(dir.resolve(".out.tmp-" + dead + "@elsewhere.example-" + hex));
        var oldVersion = Files.createDirectories(dir.resolve(".out.tmp-0123e456-e89b-12d3-a456-426614174000"));
        var otherOutput = Files.createDirectories(dir.resolve(".other.tmp-" + dead + "@" + host + "-" + hex));

        try (var out = AtomicOutput.begin(new Configuration(), dir.resolve("out").toString())) {
            out.commit();
        }

        assertFalse(Files.exists(deadRun), "its process is gone");
        assertFalse(Files.exists(oldVersion), "an earlier version's, no process named");
        assertTrue(Files.exists(liveRun), "its process is running");
        assertTrue(Files.exists(otherHost), "another host's, modified today");
        assertTrue(Files.exists(otherOutput), "another output's");
    }

    /** A process id that is not running now. */
    private static long deadPid() throws Exception {
        var p = new ProcessBuilder("true").start();
        p.waitFor();
        long pid = p.pid();
        assertFalse(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false));
        return pid;
    }
}
