package org.fairscore.jobs.association;

import static org.fairscore.jobs.cli.CliRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.apache.spark.sql.SparkSession;
import org.fairscore.jobs.cli.CliRun;
import org.fairscore.jobs.cli.ExitCodes;
import org.fairscore.prep.io.SampleSinks;
import org.fairscore.prep.testing.LocalSpark;
import org.fairscore.report.markdown.MarkdownTables;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * FEAT on hand-placed unit vectors in the plane (sample id: angle in degrees): a 0, b 90, x1 10, x2 20, y1 80, and
 * label L of l1 60 and l2 100 (mean direction 80). With A = {a}, B = {b}: s(θ) = cos θ − sin θ. X = {x1, x2},
 * Y = {y1, L}: s = cos10 − sin10, cos20 − sin20, and twice cos80 − sin80. The observed split has the largest Σ_X, so
 * the exact one-sided p is 1/C(4, 2) = 1/6.
 */
@ExtendWith(LocalSpark.class)
class FaceAssociationTest {

    private static Path corpus(Path dir) {
        Path file = dir.resolve("faces.csv");
        String[] ids = {"a", "b", "x1", "x2", "y1", "l1", "l2"};
        String[] labels = {"A", "B", "X1", "X2", "Y1", "L", "L"};
        double[] angles = {0, 90, 10, 20, 80, 60, 100};
        try (var sink = SampleSinks.open("csv", file.toString(), "sample_id", "identity", List.of("race"), 2)) {
            for (int i = 0; i < ids.length; i++) {
                double r = Math.toRadians(angles[i]);
                sink.write(ids[i], labels[i], List.of(i % 2 == 0 ? "g1" : "g2"),
                        new float[] {(float) (3 * Math.cos(r)), (float) (3 * Math.sin(r))});
            }
        }
        return file;
    }

    private static double s(double degrees) {
        double r = Math.toRadians(degrees);
        return Math.cos(r) - Math.sin(r);
    }

    @Test
    void sampleIdsAndLabelsByHand(@TempDir Path dir, SparkSession spark) throws Exception {
        var sets = dir.resolve("sets.yaml");
        Files.writeString(sets, """
                tests:
                  - name: feat
                    targetX: [x1, x2]
                    targetY: [y1, L]
                    attributeA: [a]
                    attributeB: [b]
                """);
        var out = dir.resolve("out");
        var r = run("associate", "--embeddings", corpus(dir).toString(), "--label-col", "identity", "--group", "race",
                "--config", sets.toString(), "--out", out.toString());
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertTrue(Files.exists(out.resolve("_SUCCESS")));
        assertTrue(Files.readString(out.resolve("report.html")).contains("WEFAT: feat"));
        var test = new ObjectMapper().readTree(out.resolve("report.json").toFile()).path("association").path("tests").get(0);
        double[] sv = {s(10), s(20), s(80), s(80)};
        assertEquals(sv[0] + sv[1] - sv[2] - sv[3], test.path("statistic").asDouble(), 1e-6);
        double mean = (sv[0] + sv[1] + sv[2] + sv[3]) / 4;
        double ss = 0;
        for (double v : sv) {
            ss += (v - mean) * (v - mean);
        }
        assertEquals(((sv[0] + sv[1]) / 2 - (sv[2] + sv[3]) / 2) / Math.sqrt(ss / 3), test.path("effectSize").asDouble(),
                1e-6);
        assertEquals(1.0 / 6, test.path("pValue").asDouble(), 1e-12);
        assertEquals("greater", test.path("alternative").asText());
        assertEquals(6, test.path("permutations").asLong());
        assertEquals("L", test.path("items").get(3).path("item").asText());
        assertEquals(s(80), test.path("items").get(3).path("association").asDouble(), 1e-6);
        // report.md: the test's row and its WEFAT items, by hand to four significant digits
        var tables = MarkdownTables.parse(Files.readString(out.resolve("report.md")));
        var weat = tables.stream().filter(t -> t.headerText().get(0).equals("test")).findFirst().orElseThrow();
        assertEquals(List.of("feat", "2, 2, 1, 1", String.format(Locale.ROOT, "%.4g", sv[0] + sv[1] - sv[2] - sv[3])),
                weat.row("feat").subList(0, 3));
        assertEquals("0.1667", weat.row("feat").get(4)); // p = 1/6
        var items = tables.stream().filter(t -> t.headerText().get(0).equals("item")).findFirst().orElseThrow();
        assertEquals(List.of("x1", "x2", "y1", "L"), items.column(0));
        assertEquals(String.format(Locale.ROOT, "%.4g", s(80)), items.row("L").get(2));
    }

    @Test
    void unknownIdsAreErrorsNamingThemAndTheirSet(@TempDir Path dir, SparkSession spark) throws Exception {
        var sets = dir.resolve("sets.yaml");
        Files.writeString(sets, "tests: [{name: t, targetX: [x1, nobody], targetY: [y1], attributeA: [a], "
                + "attributeB: [ghost]}]\n");
        var r = run("associate", "--embeddings", corpus(dir).toString(), "--label-col", "identity", "--group", "race",
                "--config", sets.toString(), "--out", dir.resolve("out").toString());
        assertEquals(ExitCodes.BAD_INPUT, r.code());
        assertTrue(r.err().contains("config " + sets + ", tests[0] 't': unknown sample ids or labels: targetX: nobody; "
                + "attributeB: ghost"), r.err());
        assertTrue(Files.notExists(dir.resolve("out").resolve("_SUCCESS")));
    }
}
