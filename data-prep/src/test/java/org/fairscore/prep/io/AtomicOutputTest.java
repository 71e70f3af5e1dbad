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

    @Test
    void closingWithoutCommitLeavesNoTrace(@TempDir Path dir) throws Exception {
        var target = dir.resolve("out");

        try (var out = AtomicOutput.begin(new Configuration(), target.toString())) {
            out.writeString("corpus/part-0", "x");
        }

        assertFalse(Files.exists(target));
        assertEquals(0, entries(dir));
    }
}
