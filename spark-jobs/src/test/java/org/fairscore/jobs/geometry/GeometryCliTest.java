package org.fairscore.jobs.geometry;

import static org.fairscore.jobs.cli.CliRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeMap;
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
 * The command line on six hand-placed unit vectors (angles 0, 10, 90, 100, 180, 200 degrees; labels
 * A A B C C B; group g1 = the first three, g2 = the rest): recall, alignment and the sampling limits by
 * hand; {@code audit --geometry}; {@code report --from}; and exit code 2 for a bad option.
 */
@ExtendWith(LocalSpark.class)
class GeometryCliTest {
    private static final double[] ANGLES = {0, 10, 90, 100, 180, 200};
    private static final String[] LABELS = {"A", "A", "B", "C", "C", "B"};

    private static Path corpus(Path dir) {
        Path file = dir.resolve("six.csv");
        try (var sink = SampleSinks.open("csv", file.toString(), "sample_id", "identity", List.of("race"), 2)) {
            for (int i = 0; i < 6; i++) {
                double a = Math.toRadians(ANGLES[i]);
                sink.write("s" + i, LABELS[i], List.of(i < 3 ? "g1" : "g2"), new float[] {(float) Math.cos(a), (float) Math.sin(a)});
            }
        }
        return file;
    }

    /** ‖u − v‖² of unit vectors at an angle (degrees). */
    private static double sq(double degrees) {
        return 2 - 2 * Math.cos(Math.toRadians(degrees));
    }

    @Test
    void geometryOnSixPointsByHand(@TempDir Path dir, SparkSession spark) throws Exception {
        Path out = dir.resolve("out");
        var r = run("geometry", "--input", corpus(dir).toString(), "--label-col", "identity", "--group", "race",
                "--recall-k", "2", "--block-size", "2", "--silhouette-max-samples", "4", "--mst-max-samples", "2",
                "--quiet", "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        JsonNode g = new ObjectMapper().readTree(out.resolve("report.json").toFile()).get("geometry");
        JsonNode g1 = g.get("perGroup").get("g1");
        JsonNode g2 = g.get("perGroup").get("g2");
        // nearest neighbours: 0↔1 same label, 2↔3 and 4↔5 different labels
        assertEquals(2.0 / 3, g1.get("recallAt1").get("value").asDouble(), 1e-12);
        assertEquals(0.0, g2.get("recallAt1").get("value").asDouble(), 1e-12);
        // two nearest: 3 → {2, 4} and 4 → {5, 3} find C; 2 → {3, 1} and 5 → {4, 3} do not
        assertEquals(2.0 / 3, g2.get("recallAtK").get("value").asDouble(), 1e-12);
        // positive pairs touching g1: (0,1) at 10°, (2,5) at 110°; touching g2: (3,4) at 80°, (2,5)
        assertEquals((sq(10) + sq(110)) / 2, g1.get("alignmentPositive").get("value").asDouble(), 1e-6);
        assertEquals((sq(80) + sq(110)) / 2, g2.get("alignmentPositive").get("value").asDouble(), 1e-6);
        // RBF over g1's pairs: angles 10, 90, 80
        double rbf = Math.log((Math.exp(-2 * sq(10)) + Math.exp(-2 * sq(90)) + Math.exp(-2 * sq(80))) / 3);
        assertEquals(rbf, g1.get("rbfUniformity").get("value").asDouble(), 1e-6);
        // NMI with k = 3 labels; two groups of three → one test per distribution and test kind
        assertTrue(g1.get("nmi").has("value"));
        assertEquals(10, g.get("tests").size());
        // limits: 6 samples > 4 → sampled silhouette; groups of 3 > 2 → MST on 2 samples, one edge
        assertTrue(g.get("clustering").get("silhouetteSampled").asBoolean());
        assertEquals(2, g.get("h0Points").get("g1").asLong());
        assertEquals(1, g.get("distributions").get("h0DeathTimes").get("g1").get("count").asLong());
        assertTrue(g.get("warnings").toString().contains("subsample of 2 of 3"), g.get("warnings").toString());

        // report.md has the metrics table, the hand values above to four significant digits
        String md = Files.readString(out.resolve("report.md"));
        var metrics = MarkdownTables.parse(md).stream().filter(t -> t.headerText().contains("recallAt2")).findFirst()
                .orElseThrow(() -> new AssertionError(md));
        int at1 = metrics.headerText().indexOf("recallAt1");
        int at2 = metrics.headerText().indexOf("recallAt2");
        assertEquals("0.6667", metrics.row("g1").get(at1));
        assertEquals("0.000", metrics.row("g2").get(at1));
        assertEquals("0.6667", metrics.row("g2").get(at2));
        assertEquals("0.6667", metrics.row("gap: max − min").get(at1));

        var rerender = run("report", "--from", out.toString());
        assertEquals(0, rerender.code(), rerender.err());
        String html = Files.readString(out.resolve("report.html"));
        assertTrue(html.contains("<section id=\"geometry\""));
        assertTrue(html.contains("recallAt2"));
        assertEquals(md, Files.readString(out.resolve("report.md")), "report --from re-renders the same report.md");
    }

    @Test
    void auditWithGeometryAddsTheFamily(@TempDir Path dir, SparkSession spark) throws Exception {
        Path out = dir.resolve("out");
        var r = run("audit", "--input", corpus(dir).toString(), "--label-col", "identity", "--group", "race",
                "--far", "1e-1", "--bootstrap", "0", "--geometry", "--no-nmi", "--quiet", "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        JsonNode report = new ObjectMapper().readTree(out.resolve("report.json").toFile());
        assertEquals(1, report.get("operatingPoints").size());
        JsonNode g1 = report.get("geometry").get("perGroup").get("g1");
        assertEquals(2.0 / 3, g1.get("recallAt1").get("value").asDouble(), 1e-12);
        assertFalse(g1.has("nmi"));
        assertFalse(report.get("geometry").get("gaps").has("nmi"));
    }

    /** CH by its definition, with clusters given per point. */
    private static double calinskiHarabasz(double[][] x, String[] cluster) {
        var members = new java.util.TreeMap<String, java.util.List<double[]>>();
        for (int i = 0; i < x.length; i++) {
            members.computeIfAbsent(cluster[i], c -> new java.util.ArrayList<>()).add(x[i]);
        }
        double[] mu = mean(java.util.List.of(x));
        double between = 0;
        double within = 0;
        for (var pts : members.values()) {
            double[] c = mean(pts);
            between += pts.size() * GeometryReference.dist2(c, mu);
            for (double[] p : pts) {
                within += GeometryReference.dist2(p, c);
            }
        }
        return (between / (members.size() - 1)) / (within / (x.length - members.size()));
    }

    private static double[] mean(java.util.List<double[]> pts) {
        double[] m = new double[pts.get(0).length];
        for (double[] p : pts) {
            for (int k = 0; k < m.length; k++) {
                m[k] += p[k] / pts.size();
            }
        }
        return m;
    }

    @Test
    void intersectionalGroupsAlsoGetEachAttributesIndices(@TempDir Path dir, SparkSession spark) throws Exception {
        Path file = dir.resolve("two.csv");
        String[] race = {"R1", "R1", "R1", "R2", "R2", "R2"};
        String[] gender = {"F", "M", "F", "M", "F", "M"};
        double[][] x = new double[6][];
        try (var sink = SampleSinks.open("csv", file.toString(), "sample_id", "identity", List.of("race", "gender"), 2)) {
            for (int i = 0; i < 6; i++) {
                double a = Math.toRadians(ANGLES[i]);
                float[] e = {(float) Math.cos(a), (float) Math.sin(a)};
                x[i] = new double[] {e[0], e[1]};
                sink.write("s" + i, LABELS[i], List.of(race[i], gender[i]), e);
            }
        }
        Path out = dir.resolve("out");
        var r = run("geometry", "--input", file.toString(), "--label-col", "identity", "--group", "race,gender",
                "--no-nmi", "--quiet", "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        JsonNode byAttribute = new ObjectMapper().readTree(out.resolve("report.json").toFile())
                .get("geometry").get("clustering").get("byAttribute");
        assertEquals(calinskiHarabasz(x, race), byAttribute.get("race").get("calinskiHarabasz").get("value").asDouble(), 1e-6);
        assertEquals(calinskiHarabasz(x, gender), byAttribute.get("gender").get("calinskiHarabasz").get("value").asDouble(), 1e-6);
        assertEquals(2, byAttribute.get("gender").get("clusters").asInt());
        assertTrue(byAttribute.get("race").get("daviesBouldin").has("value"));
        // the silhouette with each attribute's values as clusters, against the definition on the six points
        assertEquals(silhouette(x, race), byAttribute.get("race").get("silhouette").get("value").asDouble(), 1e-5);
        assertEquals(silhouette(x, gender), byAttribute.get("gender").get("silhouette").get("value").asDouble(), 1e-5);
        assertTrue(Math.abs(silhouette(x, race) - silhouette(x, gender)) > 0.1); // the two groupings differ
        assertTrue(byAttribute.get("gender").get("silhouetteByValue").get("F").has("value"));
    }

    /** Rousseeuw's mean silhouette with {@code cluster} as the clusters (a point alone in its cluster: 0). */
    private static double silhouette(double[][] x, String[] cluster) {
        double total = 0;
        for (int i = 0; i < x.length; i++) {
            var sums = new TreeMap<String, double[]>();
            for (int j = 0; j < x.length; j++) {
                if (j != i) {
                    double d = Math.hypot(x[i][0] - x[j][0], x[i][1] - x[j][1]);
                    var acc = sums.computeIfAbsent(cluster[j], c -> new double[2]);
                    acc[0] += d;
                    acc[1]++;
                }
            }
            String mine = cluster[i];
            double[] own = sums.get(mine);
            double a = own == null ? Double.NaN : own[0] / own[1];
            double b = sums.entrySet().stream().filter(e -> !e.getKey().equals(mine))
                    .mapToDouble(e -> e.getValue()[0] / e.getValue()[1]).min().orElseThrow();
            total += Double.isNaN(a) ? 0 : (b - a) / Math.max(a, b);
        }
        return total / x.length;
    }

    @Test
    void configFileOptionsApplyToGeometry(@TempDir Path dir) throws Exception {
        Path yaml = dir.resolve("g.yaml");
        Files.writeString(yaml, "label-col: identity\ngroup: [race]\nrecall-k: 0\n");
        var r = run("geometry", "--config", yaml.toString(), "--input", corpus(dir).toString(), "--out",
                dir.resolve("out").toString());
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err()); // the file's recall-k reached the command
        assertTrue(r.err().contains("--recall-k"), r.err());
    }

    @Test
    void badOptionExitsTwoNamingIt(@TempDir Path dir, SparkSession spark) {
        Path out = dir.resolve("out");
        var r = run("geometry", "--input", corpus(dir).toString(), "--label-col", "identity", "--group", "race",
                "--recall-k", "0", "--out", out.toString());
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertTrue(r.err().contains("--recall-k"), r.err());
        assertFalse(Files.exists(out.resolve("_SUCCESS")));
        assertEquals("", r.out());
    }
}
