package org.fairscore.jobs.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.ReportJson;

/**
 * A report.json the user named (`report --from`, `compare --from`), read into the report model: a file that cannot be
 * read or parsed is the user's to fix (exit 2, the file and the parser's first line), never an internal error. What
 * the command then needs of the report (schema version, sections) it checks itself.
 */
final class ReportJsonFile {
    private ReportJsonFile() {
    }

    /** The parsed report; null for a file holding JSON {@code null}. The caller has checked that the file exists. */
    static AuditReport read(Path json) {
        String text;
        try {
            text = Files.readString(json, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new InvalidInputException(json + ": cannot read: " + e.getMessage());
        }
        try {
            return ReportJson.read(text);
        } catch (UncheckedIOException | IllegalArgumentException | NullPointerException e) {
            throw new InvalidInputException(json + ": not a fairscore report.json: " + firstLine(e));
        }
    }

    private static String firstLine(Exception e) {
        Throwable c = e.getCause() != null ? e.getCause() : e;
        String m = String.valueOf(c.getMessage());
        int nl = m.indexOf('\n');
        return nl < 0 ? m : m.substring(0, nl);
    }
}
