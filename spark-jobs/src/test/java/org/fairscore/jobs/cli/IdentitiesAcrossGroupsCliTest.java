package org.fairscore.jobs.cli;

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
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.TreeSet;
import org.apache.spark.sql.SparkSession;
import org.fairscore.prep.io.SampleSinks;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Identities with samples in more than one group, through the command line: counted against a brute force over every
 * pair of the corpus the test writes, reported in report.json (warning, input section), report.md and the prepared
 * manifest, and refused with exit code 2 under --strict-identities (option and config key), raw or prepared.
 */
@ExtendWith(LocalSpark.class)
class IdentitiesAcrossGroupsCliTest {
    private static final String[] GROUPS = {"A", "B", "C"};

    @TempDir
    static Path dir;
    private static final List<String[]> SAMPLES = new ArrayList<>(); // label, group
    private static Path corpus;
    private static Path clean;

    /**
     * 23 identities p00…p22 with one sample in one group and two in the next, 'tri' with 1, 2 and 3 samples in A, B
     * and C, and 30 identities of three samples in one group; a clean corpus of the last 30 alone.
     */
    @BeforeAll
    static void write() {
        for (int i = 0; i < 23; i++) {
            String label = String.format("p%02d", i);
            SAMPLES.add(new String[] {label, GROUPS[i % 3]});
            SAMPLES.add(new String[] {label, GROUPS[(i + 1) % 3]});
            SAMPLES.add(new String[] {label, GROUPS[(i + 1) % 3]});
        }
        for (int g = 0; g < 3; g++) {
            for (int k = 0; k <= g; k++) {
                SAMPLES.add(new String[] {"tri", GROUPS[g]});
            }
        }
        var single = new ArrayList<String[]>();
        for (int i = 0; i < 30; i++) {
            for (int k = 0; k < 3; k++) {
                single.add(new String[] {String.format("n%02d", i), GROUPS[i % 3]});
            }
        }
        SAMPLES.addAll(single);
        corpus = csv("corpus.csv", SAMPLES);
        clean = csv("clean.csv", single);
    }

    private static Path csv(String name, List<String[]> samples) {
        Path file = dir.resolve(name);
        var rnd = new Random(11);
        try (var sink = SampleSinks.open("csv", file.toString(), "sample_id", "label", List.of("race"), 4)) {
            for (int i = 0; i < samples.size(); i++) {
                float[] e = {rnd.nextFloat() + 0.1f, rnd.nextFloat(), rnd.nextFloat(), rnd.nextFloat()};
                sink.write("s" + i, samples.get(i)[0], List.of(samples.get(i)[1]), e);
            }
        }
        return file;
    }

    /** Every unordered pair of samples with equal labels: intra-group per group, cross-group per pair of groups. */
    private record Oracle(TreeSet<String> labels, Map<String, Long> intra, Map<String, Map<String, Long>> cross) {
        static Oracle of(List<String[]> samples) {
            var labels = new TreeSet<String>();
            var intra = new TreeMap<String, Long>();
            var cross = new TreeMap<String, Map<String, Long>>();
            for (int i = 0; i < samples.size(); i++) {
                for (int j = i + 1; j < samples.size(); j++) {
                    String[] s = samples.get(i);
                    String[] t = samples.get(j);
                    if (!s[0].equals(t[0])) {
                        continue;
                    }
                    if (s[1].equals(t[1])) {
                        intra.merge(s[1], 1L, Long::sum);
                    } else {
                        labels.add(s[0]);
                        cross.computeIfAbsent(s[1], g -> new TreeMap<>()).merge(t[1], 1L, Long::sum);
                        cross.computeIfAbsent(t[1], g -> new TreeMap<>()).merge(s[1], 1L, Long::sum);
                    }
                }
            }
            return new Oracle(labels, intra, cross);
        }
    }

    private static void assertCounted(JsonNode across, Oracle oracle) {
        assertEquals(oracle.labels().size(), across.get("identities").asLong());
        var first = new ArrayList<String>();
        across.get("firstLabels").forEach(n -> first.add(n.asText()));
        assertEquals(oracle.labels().stream().limit(20).toList(), first);
        for (String a : GROUPS) {
            for (String b : GROUPS) {
                long expected = a.equals(b) ? 0 : oracle.cross().getOrDefault(a, Map.of()).getOrDefault(b, 0L);
                JsonNode cell = across.path("genuinePairs").path(a).path(b);
                assertEquals(expected, cell.isMissingNode() ? 0 : cell.asLong(), a + "-" + b);
            }
        }
    }

    @Test
    void theAuditOfARawCorpusWarnsCountsAndKeepsTheIntraGroupDefinition(SparkSession spark) throws IOException {
        var oracle = Oracle.of(SAMPLES);
        assertEquals(24, oracle.labels().size()); // more than the 20 the report names
        Path out = dir.resolve("raw-audit");

        var r = run("audit", "--input", corpus.toString(), "--group", "race", "--far", "0.1", "--bootstrap", "0",
                "--quiet", "--out", out.toString());

        assertEquals(ExitCodes.OK, r.code(), r.err());
        JsonNode report = new ObjectMapper().readTree(out.resolve("report.json").toFile());
        assertCounted(report.path("input").path("identitiesAcrossGroups"), oracle);
        String warning = "";
        for (var w : report.get("warnings")) {
            if (w.asText().contains("more than one group")) {
                warning = w.asText();
            }
        }
        assertTrue(warning.startsWith("24 identities have samples in more than one group of race; the first 20 labels "
                + "(sorted): 'p00', 'p01'"), warning);
        assertTrue(warning.contains("'p19'. Their " + (23 * 2 + 2 + 3 + 6) + " cross-group genuine pairs"), warning);
        assertFalse(warning.contains("'p20'"), warning);
        for (var g : report.get("groups")) {
            assertEquals(oracle.intra().get(g.get("name").asText()), g.get("genuinePairs").asLong(), g.toString());
        }
        assertTrue(report.path("methods").path("pairs").asText().contains("pairs of its own samples with equal labels"));
        String md = Files.readString(out.resolve("report.md"));
        assertTrue(md.contains("## Identities in more than one group"), md);
        assertTrue(md.contains("| A | B | " + oracle.cross().get("A").get("B") + " |"), md);
        assertTrue(Files.readString(out.resolve("report.html")).contains("id=\"identities-across-groups\""));
    }

    @Test
    void prepRecordsThemInTheManifestAndTheAuditOfThePreparedCorpusReportsThem(SparkSession spark) throws IOException {
        var oracle = Oracle.of(SAMPLES);
        Path prepared = dir.resolve("prepared");
        var p = run("prep", "--input", corpus.toString(), "--group", "race", "--out", prepared.toString());
        assertEquals(ExitCodes.OK, p.code(), p.err());
        assertCounted(new ObjectMapper().readTree(prepared.resolve("manifest.json").toFile()).path("identitiesAcrossGroups"),
                oracle);

        Path out = dir.resolve("prepared-audit");
        var r = run("audit", "--input", prepared.toString(), "--far", "0.1", "--bootstrap", "0", "--quiet",
                "--out", out.toString());
        assertEquals(ExitCodes.OK, r.code(), r.err());
        JsonNode report = new ObjectMapper().readTree(out.resolve("report.json").toFile());
        assertCounted(report.path("input").path("identitiesAcrossGroups"), oracle);
        assertTrue(report.get("warnings").toString().contains("24 identities have samples in more than one group"));

        var strict = run("audit", "--input", prepared.toString(), "--far", "0.1", "--strict-identities",
                "--out", dir.resolve("prepared-strict").toString());
        assertRefused(strict, dir.resolve("prepared-strict"));
    }

    @Test
    void aCalibratedAuditCountsTheTestPartOnly() throws IOException {
        // calibration: p00…p09 and the even n-identities; the report is the test part's
        var calibration = new TreeSet<String>();
        for (int i = 0; i < 10; i++) {
            calibration.add(String.format("p%02d", i));
            calibration.add(String.format("n%02d", 2 * i));
        }
        Path list = dir.resolve("calibration.txt");
        Files.writeString(list, String.join("\n", calibration) + "\n");
        var testPart = SAMPLES.stream().filter(s -> !calibration.contains(s[0])).toList();
        var oracle = Oracle.of(testPart);
        assertEquals(14, oracle.labels().size());

        Path out = dir.resolve("calibrated");
        var r = run("audit", "--input", corpus.toString(), "--group", "race", "--far", "0.1", "--bootstrap", "0",
                "--calibrate-on", list.toString(), "--quiet", "--out", out.toString());

        assertEquals(ExitCodes.OK, r.code(), r.err());
        JsonNode report = new ObjectMapper().readTree(out.resolve("report.json").toFile());
        assertCounted(report.path("input").path("identitiesAcrossGroups"), oracle);
        assertTrue(report.get("warnings").toString().contains("14 identities have samples in more than one group"));
    }

    @Test
    void strictIdentitiesExits2ForAuditAndPrepAndTheConfigKey() throws IOException {
        Path out = dir.resolve("strict-audit");
        assertRefused(run("audit", "--input", corpus.toString(), "--group", "race", "--strict-identities",
                "--out", out.toString()), out);

        Path prepOut = dir.resolve("strict-prep");
        assertRefused(run("prep", "--input", corpus.toString(), "--group", "race", "--strict-identities",
                "--out", prepOut.toString()), prepOut);

        Path cfg = dir.resolve("strict.yaml");
        Files.writeString(cfg, "group: [race]\nstrict-identities: true\n");
        Path cfgOut = dir.resolve("strict-config");
        assertRefused(run("audit", "--config", cfg.toString(), "--input", corpus.toString(), "--out", cfgOut.toString()),
                cfgOut);
    }

    @Test
    void strictIdentitiesExits2ForThePairGeneratorAndIsRefusedWithAScoreFile() throws IOException {
        Path pairs = dir.resolve("pairs.csv");
        var r = run("pairs", "--input", corpus.toString(), "--group", "race", "--per-group", "10", "--strict-identities",
                "--out", pairs.toString());
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertTrue(r.err().contains("24 identities have samples in more than one group of race"), r.err());
        assertFalse(Files.exists(pairs));

        Path scores = dir.resolve("scores.csv");
        Files.writeString(scores, "label_a,label_b,group_a,group_b,score\na,a,G,G,0.9\na,b,G,G,0.1\n");
        Path out = dir.resolve("scores-strict");
        var s = run("audit", "--scores", scores.toString(), "--strict-identities", "--out", out.toString());
        assertEquals(ExitCodes.BAD_INPUT, s.code(), s.err());
        assertTrue(s.err().contains("--strict-identities checks a corpus' labels: a score file has none"), s.err());
        assertFalse(Files.exists(out.resolve("_SUCCESS")));
    }

    @Test
    void strictIdentitiesPassesACorpusWithoutThem() throws IOException {
        Path out = dir.resolve("clean-audit");
        var r = run("audit", "--input", clean.toString(), "--group", "race", "--far", "0.1", "--bootstrap", "0",
                "--strict-identities", "--quiet", "--out", out.toString());
        assertEquals(ExitCodes.OK, r.code(), r.err());
        JsonNode report = new ObjectMapper().readTree(out.resolve("report.json").toFile());
        assertEquals(0, report.path("input").path("identitiesAcrossGroups").path("identities").asLong(-1));
        assertFalse(report.get("warnings").toString().contains("more than one group"));
        assertFalse(Files.readString(out.resolve("report.md")).contains("Identities in more than one group"));
    }

    private static void assertRefused(CliRun r, Path out) {
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertTrue(r.err().contains("24 identities have samples in more than one group of race"), r.err());
        assertTrue(r.err().contains("'p00', 'p01'") && r.err().contains("--strict-identities"), r.err());
        assertFalse(Files.exists(out.resolve("_SUCCESS")));
    }
}
