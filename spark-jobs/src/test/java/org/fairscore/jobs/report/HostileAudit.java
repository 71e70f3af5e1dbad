package org.fairscore.jobs.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.fairscore.core.synthetic.GroupProfile;
import org.fairscore.core.synthetic.SyntheticCorpus;
import org.fairscore.jobs.cli.Main;
import org.fairscore.prep.testing.LocalSpark;

/**
 * One audit per test JVM, shared by the report tests: a hand-written CSV (300 samples, d = 16) whose
 * {@code race} column holds hostile strings, audited by the real command line with the cross-group matrix,
 * the groups' own thresholds, the equal-metric table and the geometry family (so every report.html section
 * is drawn).
 */
final class HostileAudit {
    static final String SCRIPT = "<script>alert(1)</script>";
    static final String IMG = "\"><img src=x onerror=alert(1)>";
    static final String AMP = "A & B";
    static final List<String> GROUPS = List.of(SCRIPT, IMG, AMP);

    private static Path out;

    private HostileAudit() {
    }

    /** The audit's output directory (report.json, report.md, report.html). */
    static synchronized Path output() {
        if (out == null) {
            try {
                out = run();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return out;
    }

    private static Path run() throws IOException {
        Path dir = Files.createTempDirectory("fairscore-report-test");
        dir.toFile().deleteOnExit();
        Path csv = dir.resolve("corpus.csv");
        var profiles = List.of(new GroupProfile(SCRIPT, 0.2, 1.0), new GroupProfile(IMG, 0.35, 1.0),
                new GroupProfile(AMP, 0.2, 1.25));
        var corpus = new SyntheticCorpus(300, 16, 11, 3.0, profiles);
        try (BufferedWriter w = Files.newBufferedWriter(csv, StandardCharsets.UTF_8)) {
            var header = new StringBuilder("sample_id,identity,race");
            for (int i = 0; i < 16; i++) {
                header.append(",e").append(i);
            }
            w.write(header.append('\n').toString());
            corpus.forEach(s -> {
                var line = new StringBuilder().append(s.sampleId()).append(',').append(s.label()).append(',')
                        .append(csvField(s.race()));
                for (float v : s.embedding()) {
                    line.append(',').append(v);
                }
                try {
                    w.write(line.append('\n').toString());
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
        LocalSpark.session();
        Path result = dir.resolve("out");
        var stdout = new StringWriter();
        var stderr = new StringWriter();
        int code = Main.run(new String[] {"audit", "--input", csv.toString(), "--id-col", "sample_id",
                "--label-col", "identity", "--group", "race", "--far", "1e-1,1e-2", "--cross-group", "--geometry", "--no-nmi",
                "--block-size", "64", "--group-thresholds", "--equal-metrics", "--out", result.toString()},
                new PrintWriter(stdout), new PrintWriter(stderr));
        assertEquals(0, code, () -> "audit failed: " + stderr);
        ReportSchemaAssert.assertValid(result.resolve("report.json"));
        return result;
    }

    /** RFC 4180: quote a field holding a quote or comma, doubling its quotes. */
    static String csvField(String s) {
        return s.contains("\"") || s.contains(",") ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
    }
}
