package org.fairscore.jobs.cli;

import static org.fairscore.jobs.cli.CliRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.SparkSession;
import org.fairscore.prep.io.SampleSinks;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * JSON Pointer gates on {@code fairscore geometry}, on GeometryCliTest's six hand-placed unit vectors (angles 0, 10,
 * 90, 100, 180, 200 degrees; labels A A B C C B; g1 the first three, g2 the rest), whose recall@1 is worked out by
 * hand: g1's nearest neighbours are 0↔1 (same label), 1→0, 2→1 (not): 2/3; g2's 3→2, 4→5, 5→4 all differ: 0.
 */
@ExtendWith(LocalSpark.class)
class GeometryGateEndToEndTest {
    private static final double[] ANGLES = {0, 10, 90, 100, 180, 200};
    private static final String[] LABELS = {"A", "A", "B", "C", "C", "B"};
    private static final String RECALL = "/geometry/perGroup/*/recallAt1/value";

    @TempDir
    static Path dir;
    static Path corpus;

    @BeforeAll
    static void corpus() {
        corpus = dir.resolve("six.csv");
        try (var sink = SampleSinks.open("csv", corpus.toString(), "sample_id", "identity", List.of("race"), 2)) {
            for (int i = 0; i < 6; i++) {
                double a = Math.toRadians(ANGLES[i]);
                sink.write("s" + i, LABELS[i], List.of(i < 3 ? "g1" : "g2"), new float[] {(float) Math.cos(a), (float) Math.sin(a)});
            }
        }
    }

    private static List<String> geometry(Path out, String... extra) {
        var args = new ArrayList<>(List.of("geometry", "--input", corpus.toString(), "--label-col", "identity",
                "--group", "race", "--block-size", "2", "--no-nmi", "--quiet", "--out", out.toString()));
        args.addAll(List.of(extra));
        return args;
    }

    private static JsonNode reportJson(Path out) throws Exception {
        return new ObjectMapper().readTree(out.resolve("report.json").toFile());
    }

    @Test
    void gatesThatHoldExit0AndAreListedInReportJson(SparkSession spark) throws Exception {
        // from the config file's gates: (which geometry used to refuse), in the order given
        Path config = dir.resolve("geometry.yaml");
        Files.writeString(config, "gates:\n"
                + "  - " + RECALL + " >= 0 for every group\n"
                + "  - '/geometry/perGroup/g1/recallAt1/value > 0.66'\n"
                + "  - " + RECALL + " == 0 for group g2\n");
        Path out = dir.resolve("holds");
        var r = run(geometry(out, "--config", config.toString()));
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertTrue(r.out().contains("gates: 3 of 3 passed"), r.out());
        JsonNode gates = reportJson(out).get("gates");
        assertEquals(3, gates.size());
        assertEquals(RECALL + " >= 0 for every group", gates.get(0).get("gate").asText());
        assertEquals(0.0, gates.get(0).get("value").asDouble()); // a lower bound: the worst group, g2
        assertEquals(2.0 / 3, gates.get(1).get("value").asDouble(), 1e-12);
        assertTrue(gates.get(2).get("passed").asBoolean());
        for (JsonNode g : gates) {
            assertTrue(g.get("passed").asBoolean(), g.toString());
            assertNull(g.get("error"));
        }
        assertTrue(Files.readString(out.resolve("report.html")).contains("<section id=\"gates-section\""));
        // every member geometry writes with something in it is one its gates may start from (GatedReport's list is
        // not too narrow; geometry's empty 'groups' and 'operatingPoints' hold nothing a pointer could reach)
        reportJson(out).fields().forEachRemaining(e -> assertTrue(GatedReport.GEOMETRY.members().contains(e.getKey())
                || e.getKey().equals("gates") || e.getValue().isContainerNode() && e.getValue().isEmpty(), e.getKey()));
    }

    @Test
    void aFailingGateExits3AfterTheReportIsCommitted(SparkSession spark) throws Exception {
        Path out = dir.resolve("fails");
        var r = run(geometry(out, "--gate", RECALL + " >= 0.5 for every group",
                "--gate", "/geometry/perGroup/g1/recallAt1/value > 0.66"));
        assertEquals(ExitCodes.GATE_FAILED, r.code(), r.err());
        assertTrue(Files.exists(out.resolve("_SUCCESS")), "the report is committed before exit 3");
        JsonNode gates = reportJson(out).get("gates");
        assertFalse(gates.get(0).get("passed").asBoolean());
        assertEquals(0.0, gates.get(0).get("value").asDouble());
        assertEquals("group 'g2' value 0.000 is not >= 0.5000", gates.get(0).get("reason").asText());
        assertTrue(gates.get(1).get("passed").asBoolean());
        assertTrue(r.err().contains("fairness gate failed: " + RECALL + " >= 0.5 for every group"), r.err());
    }

    @Test
    void pointersToNothingOrToAStringExit2AfterTheReportNamingTheGate(SparkSession spark) throws Exception {
        Path out = dir.resolve("unresolved");
        var r = run(geometry(out, "--gate", "/geometry/clustering/noSuchMetric >= 0",
                "--gate", "/groupBy/0 >= 0", "--gate", RECALL + " >= 0.5 for every group"));
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertTrue(Files.exists(out.resolve("_SUCCESS")), "known only once the report exists: it is written");
        JsonNode gates = reportJson(out).get("gates");
        assertTrue(gates.get(0).get("error").asText().startsWith("pointer /geometry/clustering/noSuchMetric resolves "
                + "to nothing: no member 'noSuchMetric' at /geometry/clustering"), gates.toString());
        assertEquals("pointer /groupBy/0 resolves to a string ('race'), not a number", gates.get(1).get("error").asText());
        assertNull(gates.get(2).get("error")); // an ordinary failure beside them: listed, but exit 2 wins
        assertTrue(r.err().contains("gate '/groupBy/0 >= 0' cannot be checked"), r.err());
    }

    @Test
    void whatCannotBeCheckedExits2BeforeAnyWork() {
        for (String gate : List.of("/downstream/leakage/x <= 1", "bfar@1e-3 <= 2", "/geometry/x <= 1 for every group",
                "/geometry/x ~ 1")) {
            Path out = dir.resolve("refused");
            var r = run(geometry(out, "--gate", gate));
            assertEquals(ExitCodes.BAD_INPUT, r.code(), gate + ": " + r.err());
            assertTrue(r.err().contains("gate '" + gate + "'"), r.err());
            assertFalse(Files.exists(out), "nothing is written for " + gate);
        }
        var r = run(geometry(dir.resolve("refused"), "--gate", "/downstream/leakage/x <= 1"));
        assertTrue(r.err().contains("the report.json of 'geometry' has no top-level member 'downstream'"), r.err());
    }
}
