package org.fairscore.jobs.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.concurrent.Callable;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.report.AuditReport;
import org.fairscore.report.html.HtmlReport;
import org.fairscore.report.markdown.MarkdownReport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** Re-renders report.html and report.md from an audit's report.json: no Spark, no scoring. */
@Command(name = "report", mixinStandardHelpOptions = true,
        description = {"Re-render report.html and report.md from OUT/report.json (no Spark).",
                "Use it after upgrading fairscore, or on a report.json copied from a cluster run."})
public final class ReportCommand implements Callable<Integer> {
    static final String JSON = "report.json";

    @Spec
    CommandSpec spec;

    @Option(names = "--from", required = true, paramLabel = "OUT",
            description = "An audit's output directory (or its report.json); the pages are written beside it.")
    Path from;

    @Override
    public Integer call() {
        Path json = Files.isDirectory(from) ? from.resolve(JSON) : from;
        Path dir = json.toAbsolutePath().getParent();
        var report = read(json);
        Path html = dir.resolve("report.html");
        Path md = dir.resolve("report.md");
        writeAtomically(html, HtmlReport.render(report));
        writeAtomically(md, MarkdownReport.render(report));
        var out = spec.commandLine().getOut();
        out.printf("report: %s, %s (from %s)%n", html, md, json);
        out.flush();
        return ExitCodes.OK;
    }

    private static AuditReport read(Path json) {
        if (!Files.isRegularFile(json)) {
            throw new InvalidInputException(json + ": no such report.json; pass --from the --out directory of "
                    + "an audit (it holds report.json) or the report.json itself");
        }
        AuditReport report = ReportJsonFile.read(json);
        if (report == null || report.schemaVersion() != AuditReport.SCHEMA_VERSION || report.input() == null
                || report.groups() == null || report.operatingPoints() == null) {
            throw new InvalidInputException(json + ": not a fairscore report.json (schema version "
                    + AuditReport.SCHEMA_VERSION + " with input, groups and operatingPoints expected)");
        }
        return report;
    }

    /** Temp file then rename, so a reader never sees half a page. */
    private static void writeAtomically(Path target, String content) {
        try {
            Path tmp = target.resolveSibling("." + target.getFileName() + "." + ProcessHandle.current().pid() + ".tmp");
            try {
                Files.writeString(tmp, content, StandardCharsets.UTF_8);
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } finally {
                Files.deleteIfExists(tmp);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + target, e);
        }
    }
}
