package org.fairscore.jobs.report;

import static org.fairscore.jobs.cli.CliRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Locale;
import org.fairscore.jobs.cli.ExitCodes;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The demo's audit, run through the real command line, prints the headline on stdout after the table, and report.md
 * and report.html open with it; the printed ratios are recomputed here from report.json's counts.
 */
@ExtendWith(LocalSpark.class)
class HeadlineEndToEndTest {
    @TempDir
    Path dir;

    @Test
    void demoAuditPrintsTheHeadline() throws IOException {
        Path out = dir.resolve("demo");
        var r = run("demo", "--out", out.toString(), "--samples", "2000", "--dim", "16");
        assertEquals(ExitCodes.OK, r.code(), r.err());
        String stdout = r.out();
        int headline = stdout.indexOf("headline:\n");
        assertTrue(headline > 0, stdout);
        assertTrue(headline < stdout.indexOf("report: "), "the headline comes before the report's paths: " + stdout);
        assertFalse(stdout.contains("\u001b"), "no escape code on a captured stdout");
        var report = new ObjectMapper().readTree(Files.readString(out.resolve("report/report.json")));
        // the demo's six levels: the headline speaks of 1e-3, 1e-4 and 1e-5
        for (var op : report.get("operatingPoints")) {
            double alpha = op.get("farTarget").asDouble();
            String level = String.format(Locale.ROOT, "  At FAR %s (threshold %.4g): ", alpha == 1e-3 ? "1e-3"
                    : alpha == 1e-4 ? "1e-4" : alpha == 1e-5 ? "1e-5" : "other", op.get("threshold").asDouble());
            if (level.contains("other")) {
                continue;
            }
            int at = stdout.indexOf(level);
            assertTrue(at > 0, level + " in\n" + stdout);
            String line = stdout.substring(at, stdout.indexOf('\n', at));
            expectClause(line, op.get("perGroup"), "falseAccepts", "impostorPairs", "impostor pairs of ",
                    " are falsely accepted ");
            expectClause(line, op.get("perGroup"), "falseRejects", "genuinePairs", "genuine pairs of ",
                    " are falsely rejected ");
        }
        assertTrue(Files.readString(out.resolve("report/report.md")).startsWith("# fairscore audit\n\n## Headline\n\n- At FAR"));
        String html = Files.readString(out.resolve("report/report.html"));
        assertTrue(html.indexOf("<section id=\"headline\"") > 0 && html.indexOf("<section id=\"headline\"")
                == html.indexOf("<section "), "the headline is report.html's first section");
    }

    /** The clause's worst group and ratio (or the zero-error counts), from the counts alone. */
    private static void expectClause(String line, JsonNode perGroup, String errorsKey, String pairsKey, String opening,
                                     String verb) {
        double max = -1;
        double min = 2;
        var names = new ArrayList<String>();
        perGroup.fieldNames().forEachRemaining(names::add);
        for (String g : names) {
            var rates = perGroup.get(g);
            double rate = (double) rates.get(errorsKey).asLong() / rates.get(pairsKey).asLong();
            max = Math.max(max, rate);
            min = Math.min(min, rate);
        }
        var worst = new ArrayList<String>();
        for (String g : names) {
            var rates = perGroup.get(g);
            if ((double) rates.get(errorsKey).asLong() / rates.get(pairsKey).asLong() == max) {
                worst.add(g);
            }
        }
        assertTrue(line.contains(opening + String.join(worst.size() == 2 ? " and " : ", ", worst.subList(0,
                Math.min(worst.size(), 2)))), opening + worst + " in " + line);
        if (max == min) {
            return;
        }
        if (min == 0) {
            assertTrue(line.contains(verb.stripTrailing() + ", those of "), line);
            assertTrue(line.contains(" in ") && line.contains(" never"), line);
        } else {
            assertTrue(line.contains(verb + String.format(Locale.ROOT, "%.4g×", max / min) + " as often as those of "),
                    String.format(Locale.ROOT, "%.4g", max / min) + " in " + line);
        }
    }
}
