package org.fairscore.jobs.report;

import static org.fairscore.jobs.cli.CliRun.run;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.fairscore.jobs.cli.CliRun;
import org.fairscore.jobs.cli.ExitCodes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code fairscore report --from OUT}: re-renders the pages an audit wrote, and rejects what is not a report. */
class ReportCommandTest {
    @TempDir
    Path dir;

    @Test
    void reRendersTheSamePagesTheAuditWrote() throws IOException {
        Path audit = HostileAudit.output();
        Files.copy(audit.resolve("report.json"), dir.resolve("report.json"));
        var r = run("report", "--from", dir.toString());
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertTrue(r.out().contains("report.html"), r.out());
        assertArrayEquals(Files.readAllBytes(audit.resolve("report.html")), Files.readAllBytes(dir.resolve("report.html")));
        // report.md too: its sections walk maps in report order or sorted, never in the map's own order
        assertArrayEquals(Files.readAllBytes(audit.resolve("report.md")), Files.readAllBytes(dir.resolve("report.md")));
        // --from may also name the file itself
        Files.delete(dir.resolve("report.html"));
        assertEquals(ExitCodes.OK, run("report", "--from", dir.resolve("report.json").toString()).code());
        assertTrue(Files.exists(dir.resolve("report.html")));
    }

    @Test
    void missingReportIsBadInput() {
        var r = run("report", "--from", dir.toString());
        assertEquals(ExitCodes.BAD_INPUT, r.code());
        assertTrue(r.err().contains(dir.resolve("report.json").toString()), r.err());
        assertTrue(r.err().contains("no such report.json"), r.err());
        assertEquals("", r.out());
        assertTrue(Files.notExists(dir.resolve("report.html")));
    }

    @Test
    void otherJsonIsBadInput() throws IOException {
        Files.writeString(dir.resolve("report.json"), "{\"schemaVersion\": 1, \"dimension\": 16, \"inputs\": []}");
        var r = run("report", "--from", dir.toString());
        assertEquals(ExitCodes.BAD_INPUT, r.code());
        assertTrue(r.err().contains("not a fairscore report.json"), r.err());
    }

    @Test
    void garbageIsBadInput() throws IOException {
        Files.writeString(dir.resolve("report.json"), "<html>not json</html>");
        var r = run("report", "--from", dir.toString());
        assertEquals(ExitCodes.BAD_INPUT, r.code());
        assertTrue(r.err().contains("not a fairscore report.json"), r.err());
    }

    @Test
    void wrongSchemaVersionIsBadInput() throws IOException {
        Files.writeString(dir.resolve("report.json"), "{\"schemaVersion\": 99}");
        var r = run("report", "--from", dir.toString());
        assertEquals(ExitCodes.BAD_INPUT, r.code());
        assertTrue(r.err().contains("schema version 1"), r.err());
    }
}
