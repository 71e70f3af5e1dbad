package org.fairscore.jobs.report;

import static org.fairscore.jobs.report.HostileAudit.GROUPS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.Map;
import org.fairscore.core.classification.ClassifierReport;
import org.fairscore.core.classification.ConfusionTable;
import org.fairscore.core.classification.DownstreamReport;
import org.fairscore.core.classification.PredictionFairnessReport;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.ReportJson;
import org.fairscore.report.html.HtmlReport;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Loads the report.html of a real audit whose group names are hostile in headless Chromium (Debian's
 * {@code chromium}; {@code .ci/install-browser} installs it) and checks what a reader gets: every section,
 * one DET curve per group, the hostile names as text, no element they could have injected, no console
 * message (the page has no script, so any console output means something ran or was blocked), and a
 * screenshot. Without /usr/bin/chromium the test is skipped, loudly.
 */
class ReportBrowserTest {
    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");

    @TempDir
    Path tmp;

    @BeforeAll
    static void needsChromium() {
        if (!Files.isExecutable(CHROMIUM)) {
            System.err.println("""

                    ************************************************************************
                    *  SKIPPED ReportBrowserTest: /usr/bin/chromium not found.              *
                    *  report.html was NOT checked in a browser. Install it with            *
                    *  .ci/install-browser (apt-get install chromium) to run this test.       *
                    ************************************************************************
                    """);
        }
        assumeTrue(Files.isExecutable(CHROMIUM), "/usr/bin/chromium not found: browser test skipped");
    }

    @Test
    void hostileGroupNamesRenderAsTextInChromium() throws Exception {
        Path html = HostileAudit.output().resolve("report.html");
        assertTrue(Files.isRegularFile(html), "the audit writes report.html");

        var dump = chromium(List.of("--enable-logging=stderr", "--v=0", "--dump-dom", html.toUri().toString()));
        String dom = dump.stdout();
        assertTrue(dom.contains("</html>"), () -> "no DOM dumped; stderr:\n" + dump.stderr());
        // every section an audit's report has (a downstream run's section is checked below)
        var report = ReportJson.read(Files.readString(HostileAudit.output().resolve("report.json")));
        for (var s : HtmlReport.SECTIONS) {
            assertEquals(s.appliesTo(report), dom.contains("<section id=\"" + s.id() + "\""), "section " + s.id());
        }
        assertEquals(GROUPS.size(), count(dom, Pattern.compile("<path[^>]*class=\"curve det-curve\"[^>]*data-group=")),
                "one DET curve per group");

        String lower = dom.toLowerCase(Locale.ROOT);
        assertFalse(lower.contains("<script"), "a script element exists in the DOM");
        assertFalse(lower.contains("<img"), "an img element exists in the DOM");
        // text nodes serialise < > & as references: the names are there as characters
        assertTrue(dom.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), "script-like name shown as text");
        assertTrue(dom.contains("\"&gt;&lt;img src=x onerror=alert(1)&gt;"), "img-like name shown as text");
        assertTrue(dom.contains("A &amp; B"));

        var console = dump.stderr().lines().filter(l -> l.contains(":CONSOLE") || l.contains("Uncaught")
                || l.contains("Refused to")).toList();
        assertEquals(List.of(), console, "console messages from the page");

        Path png = tmp.resolve("report.png");
        var shot = chromium(List.of("--hide-scrollbars", "--window-size=1280,4000", "--screenshot=" + png,
                html.toUri().toString()));
        assertTrue(Files.isRegularFile(png), () -> "no screenshot; stderr:\n" + shot.stderr());
        byte[] bytes = Files.readAllBytes(png);
        assertTrue(bytes.length > 50_000, "screenshot of " + bytes.length + " bytes");
        assertEquals((byte) 0x89, bytes[0]);
        assertEquals('P', bytes[1]);
        Path keep = Path.of("target", "report-browser-test.png");
        Files.createDirectories(keep.getParent());
        Files.copy(png, keep, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }

    @Test
    void downstreamSectionShowsHostileNamesAsText() throws Exception {
        var table = ConfusionTable.empty();
        for (String g : GROUPS) {
            table = table.add(g, HostileAudit.SCRIPT, HostileAudit.SCRIPT, 3).add(g, HostileAudit.SCRIPT, HostileAudit.IMG, 1)
                    .add(g, HostileAudit.IMG, HostileAudit.IMG, 2);
        }
        var downstream = new DownstreamReport(null, Map.of("logistic", ClassifierReport.of(table, GROUPS, null)), null,
                PredictionFairnessReport.of(table, HostileAudit.IMG));
        var report = AuditReport.builder(AuditReport.Kind.DOWNSTREAM, null, List.of("race" + HostileAudit.SCRIPT))
                .warnings(List.of()).methods(Map.of()).downstream(downstream).build();
        Path html = tmp.resolve("downstream.html");
        Files.writeString(html, HtmlReport.render(report));
        var dump = chromium(List.of("--enable-logging=stderr", "--v=0", "--dump-dom", html.toUri().toString()));
        String dom = dump.stdout();
        assertTrue(dom.contains("<section id=\"downstream\""), () -> "no downstream section; stderr:\n" + dump.stderr());
        String lower = dom.toLowerCase(Locale.ROOT);
        assertFalse(lower.contains("<script"), "a script element exists in the DOM");
        assertFalse(lower.contains("<img"), "an img element exists in the DOM");
        assertTrue(dom.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), "script-like name shown as text");
    }

    /**
     * Prints report.html to PDF as a reader would (A4, the page's own print style sheet) and checks that no table
     * is clipped: every word of every table's rightmost column is in the PDF's text (a scroll container clips what
     * overflows it, which is then not drawn at all), and no glyph lies beyond the page's edge.
     */
    @Test
    void printsOnA4WithoutClippingATable() throws Exception {
        Path html = HostileAudit.output().resolve("report.html");
        Path pdf = tmp.resolve("report.pdf");
        var print = chromium(List.of("--no-pdf-header-footer", "--print-to-pdf=" + pdf, html.toUri().toString()));
        assertTrue(Files.isRegularFile(pdf), () -> "no PDF; stderr:\n" + print.stderr());
        var printed = PrintedPdf.read(pdf);
        assertEquals(595.0, printed.pageWidth(), 1.0, "A4 is 595 pt wide");
        assertEquals(List.of(), printed.outside(), "glyphs beyond the page's edge");

        String text = printed.text().replaceAll("\\s+", "");
        var tables = TableColumns.rightmostWords(Files.readString(html));
        assertTrue(tables.size() >= 10, "the audit's page has its tables: " + tables.size());
        var needed = new java.util.HashMap<String, Integer>();
        tables.forEach(words -> words.forEach(w -> needed.merge(w, 1, Integer::sum)));
        var missing = new ArrayList<String>();
        needed.forEach((word, n) -> {
            if (occurrences(text, word) < n) {
                missing.add(word + " (" + n + "×)");
            }
        });
        missing.sort(null);
        assertEquals(List.of(), missing, "words of tables' rightmost columns missing from the printed PDF");
        Path keep = screenshots().resolve("report.pdf");
        Files.copy(pdf, keep, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        System.out.println("printed report: " + keep.toAbsolutePath() + " (" + printed.pages() + " A4 pages)");
    }

    /** Screenshots of the top of the page (where the finding is) and of the DET chart, kept in the test output. */
    @Test
    void screenshotsOfTheTopAndTheDetSection() throws Exception {
        Path html = HostileAudit.output().resolve("report.html");
        Path top = screenshots().resolve("report-top.png");
        var shot = chromium(List.of("--hide-scrollbars", "--window-size=1280,1000", "--screenshot=" + top,
                html.toUri().toString()));
        assertTrue(Files.isRegularFile(top) && Files.size(top) > 20_000, () -> "no screenshot; stderr:\n" + shot.stderr());

        // the DET section alone, on a page of its own: a screenshot cannot scroll to an anchor
        var report = ReportJson.read(Files.readString(HostileAudit.output().resolve("report.json")));
        Path detPage = tmp.resolve("det.html");
        Files.writeString(detPage, HtmlReport.render(report, HtmlReport.SECTIONS.stream()
                .filter(s -> s.id().equals("det")).toList()));
        Path det = screenshots().resolve("report-det.png");
        var detShot = chromium(List.of("--hide-scrollbars", "--window-size=1280,900", "--screenshot=" + det,
                detPage.toUri().toString()));
        assertTrue(Files.isRegularFile(det) && Files.size(det) > 20_000, () -> "no screenshot; stderr:\n" + detShot.stderr());
        System.out.println("screenshots: " + top.toAbsolutePath() + ", " + det.toAbsolutePath());
    }

    private static Path screenshots() throws IOException {
        return Files.createDirectories(Path.of("target", "report-screenshots"));
    }

    private static int occurrences(String s, String needle) {
        int n = 0;
        for (int i = s.indexOf(needle); i >= 0; i = s.indexOf(needle, i + needle.length())) {
            n++;
        }
        return n;
    }

    private record Run(String stdout, String stderr) {
    }

    private Run chromium(List<String> args) throws IOException, InterruptedException {
        Path profile = Files.createTempDirectory(tmp, "profile");
        var cmd = new ArrayList<>(List.of(CHROMIUM.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--user-data-dir=" + profile));
        cmd.addAll(args);
        Path stdout = tmp.resolve("chromium-" + System.nanoTime() + ".out");
        Path stderr = tmp.resolve("chromium-" + System.nanoTime() + ".err");
        var process = new ProcessBuilder(cmd).redirectOutput(stdout.toFile()).redirectError(stderr.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile())).start();
        if (!process.waitFor(90, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("chromium did not finish in 90 s: " + cmd);
        }
        return new Run(Files.readString(stdout, StandardCharsets.UTF_8), Files.readString(stderr, StandardCharsets.UTF_8));
    }

    private static int count(String s, Pattern p) {
        var m = p.matcher(s);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }
}
