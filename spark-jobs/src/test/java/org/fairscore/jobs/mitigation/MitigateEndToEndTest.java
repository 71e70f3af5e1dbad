package org.fairscore.jobs.mitigation;

import static org.fairscore.jobs.cli.CliRun.run;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.report.ReportJson;
import org.fairscore.core.synthetic.SyntheticCorpus;
import org.fairscore.jobs.cli.CliRun;
import org.fairscore.jobs.cli.ExitCodes;
import org.fairscore.jobs.generate.CorpusGenerator;
import org.fairscore.prep.PrepJob;
import org.fairscore.prep.testing.LocalSpark;
import org.fairscore.report.markdown.MarkdownTables;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * mitigate and apply end to end on small synthetic corpora (the demo generator's four groups, d = 16): training
 * and evaluation identities disjoint (same seed, identities from 0 and from 100,000 on).
 */
@ExtendWith(LocalSpark.class)
class MitigateEndToEndTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    @TempDir
    static Path dir;
    static Path train;
    static Path test;

    @BeforeAll
    static void corpora() {
        train = dir.resolve("train.csv");
        test = dir.resolve("test.csv");
        CorpusGenerator.write(new SyntheticCorpus(700, 16, 7, 5.0, SyntheticCorpus.DEFAULT_PROFILES, 0), "csv", train);
        CorpusGenerator.write(new SyntheticCorpus(700, 16, 7, 5.0, SyntheticCorpus.DEFAULT_PROFILES, 100_000), "csv", test);
    }

    private static List<String> base(Path out, String... more) {
        return withReference(out, "A", more);
    }

    private static List<String> withReference(Path out, String reference, String... more) {
        var all = new ArrayList<>(List.of("mitigate", "--train", train.toString(), "--group",
                "race", "--reference", reference, "--out", out.toString(), "--far", "1e-1,1e-2,1e-3", "--batch", "128"));
        all.addAll(List.of(more));
        if (all.contains("--evaluate")) {
            all.addAll(List.of("--bootstrap", "0")); // the before/after audit's; without --evaluate it is refused
        }
        return all;
    }

    @Test
    void identityModuleReproducesTheInputAuditExactlyAndApplyKeepsEveryBit(SparkSession spark) throws Exception {
        Path out = dir.resolve("identity");
        // FAR(t_alpha) <= alpha by construction: both gates hold, the short form and the pointer read the same number
        var args = base(out, "--evaluate", test.toString(), "--epochs", "0", "--gate", "globalFar@1e-1 <= 0.1",
                "--gate", "/mitigation/after/operatingPoints/0/globalFar <= 0.1");
        var r = run(args.toArray(String[]::new));
        assertEquals(ExitCodes.OK, r.code(), r.err());
        JsonNode gates = JSON.readTree(out.resolve("report.json").toFile()).get("gates");
        assertEquals(2, gates.size());
        assertEquals(gates.get(0).get("value"), gates.get(1).get("value"));
        assertTrue(gates.get(1).get("passed").asBoolean(), gates.toString());
        JsonNode m = JSON.readTree(out.resolve("report.json").toFile()).get("mitigation");
        // every number of every operating point, before and after, as written
        assertEquals(m.get("before").get("operatingPoints"), m.get("after").get("operatingPoints"));
        assertEquals(3, m.get("after").get("operatingPoints").size());
        var op = m.get("after").get("operatingPoints").get(1);
        for (String field : List.of("threshold", "globalFar", "globalFrr", "perGroup", "bfar", "bfrr")) {
            assertTrue(op.has(field), field);
        }
        assertTrue(Files.exists(out.resolve("_SUCCESS")));
        assertTrue(Files.exists(out.resolve("model/module.json")));
        var report = ReportJson.read(Files.readString(out.resolve("report.json"))); // reads back (report --from)
        assertNotNull(report.mitigation());
        assertEquals(0, report.mitigation().training().lossPerEpoch().size());
        assertEquals(2, report.mitigation().pseudoMetrics().size());
        assertNotNull(report.mitigation().pseudoMetrics().get(1).operatingPoints().get(0).farOrderAgrees());
        assertEquals(JSON.valueToTree(report.operatingPoints()), JSON.valueToTree(report.mitigation().after().operatingPoints()));
        assertTrue(report.methods().containsKey("mitigation"));
        assertTrue(r.out().contains("BFAR"), r.out());
        String html = Files.readString(out.resolve("report.html"));
        assertTrue(html.contains("<section id=\"mitigation\""));
        assertTrue(html.contains("ROC (global FRR)"));
        // report.md: the identity module changes nothing, so every before → after cell holds one number twice,
        // the after audit's; the gates are listed with their verdicts
        var tables = MarkdownTables.parse(Files.readString(out.resolve("report.md")));
        var beforeAfter = tables.stream().filter(t -> t.headerText().contains("global FRR (ROC)")).findFirst().orElseThrow();
        assertEquals(3, beforeAfter.rows().size());
        for (int i = 0; i < 3; i++) {
            String frr = String.format(Locale.ROOT, "%.4g", report.operatingPoints().get(i).globalFrr());
            assertEquals(frr + " → " + frr, MarkdownTables.text(beforeAfter.rows().get(i).get(3)));
        }
        var gateTable = tables.stream().filter(t -> t.headerText().get(0).equals("gate")).findFirst().orElseThrow();
        assertEquals(List.of("pass", "pass"), gateTable.column(2));

        // apply the saved identity module: the prepared output holds the input's embeddings bit for bit
        Path corpus2 = dir.resolve("identity-corpus");
        var a = run("apply", "--model", out.toString(), "--input", test.toString(), "--group",
                "race", "--out", corpus2.toString());
        assertEquals(ExitCodes.OK, a.code(), a.err());
        assertTrue(Files.exists(corpus2.resolve("_SUCCESS")));
        var before = embeddings(PrepJob.load(spark, dir.resolve("identity-corpus").toString()).samples().collectAsList());
        var input = embeddings(PrepJob.prepare(spark, new org.fairscore.prep.PrepConfig(List.of(test.toString()), null, null,
                "sample_id", "label", List.of("race"), "embedding", null, 0.0)).samples().collectAsList());
        assertEquals(input.keySet(), before.keySet());
        input.forEach((id, e) -> assertArrayEquals(e, before.get(id), id));
    }

    private static HashMap<String, float[]> embeddings(List<Row> rows) {
        var out = new HashMap<String, float[]>();
        for (Row r : rows) {
            List<Float> e = r.getList(r.fieldIndex("embedding"));
            float[] f = new float[e.size()];
            for (int i = 0; i < f.length; i++) {
                f[i] = e.get(i);
            }
            out.put(r.getString(r.fieldIndex("sample_id")), f);
        }
        return out;
    }

    @Test
    void trainOnlyWritesTheModuleAndApplyMapsEveryRowToAUnitVector(SparkSession spark) throws Exception {
        Path model = dir.resolve("model");
        Path yaml = dir.resolve("mitigate.yaml"); // the training options from a config file, like every command's
        Files.writeString(yaml, "train: " + train + "\ngroup: [race]\nreference: A\nepochs: 2\n"
                + "batch: 128\nlearning-rate: 0.002\n");
        var r = run("mitigate", "--config", yaml.toString(), "--out", model.toString());
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertTrue(r.err().contains("epoch 2/2"), r.err());
        assertTrue(Files.exists(model.resolve("_SUCCESS")));
        var saved = JSON.readTree(model.resolve("module.json").toFile());
        assertEquals("fairscore-cf-module", saved.get("format").asText());
        assertEquals(2, saved.get("training").get("lossPerEpoch").size());
        assertEquals(0.002, saved.get("training").get("learningRate").asDouble());
        assertEquals("A", saved.get("reference").asText());
        Path corpus2 = dir.resolve("trained-corpus");
        var a = run("apply", "--model", model.toString(), "--input", test.toString(), "--group",
                "race", "--out", corpus2.toString());
        assertEquals(ExitCodes.OK, a.code(), a.err());
        var out = embeddings(PrepJob.load(spark, corpus2.toString()).samples().collectAsList());
        assertEquals(700, out.size());
        int changed = 0;
        for (float[] e : out.values()) {
            double s = 0;
            for (float v : e) {
                s += v * v;
            }
            assertEquals(1.0, Math.sqrt(s), 1e-6);
        }
        var input = embeddings(PrepJob.prepare(spark, new org.fairscore.prep.PrepConfig(List.of(test.toString()), null, null,
                "sample_id", "label", List.of("race"), "embedding", null, 0.0)).samples().collectAsList());
        for (var e : input.entrySet()) {
            if (!java.util.Arrays.equals(e.getValue(), out.get(e.getKey()))) {
                changed++;
            }
        }
        assertTrue(changed > 600, "trained module changed only " + changed + " of 700 embeddings");
    }

    @Test
    void badReferenceAndTooLargeTrainingSetExitTwoNamingTheOption() {
        var r = run(withReference(dir.resolve("bad1"), "Z").toArray(String[]::new));
        assertEquals(ExitCodes.BAD_INPUT, r.code());
        assertTrue(r.err().contains("--reference Z: no such group"), r.err());
        var big = run(base(dir.resolve("bad2"), "--max-train-samples", "10").toArray(String[]::new));
        assertEquals(ExitCodes.BAD_INPUT, big.code());
        assertTrue(big.err().contains("exceed --max-train-samples 10"), big.err());
        var pseudo = run(base(dir.resolve("bad3"), "--max-pseudo-scores", "10").toArray(String[]::new));
        assertEquals(ExitCodes.BAD_INPUT, pseudo.code());
        assertTrue(pseudo.err().contains("--max-pseudo-scores"), pseudo.err());
        var gateWithoutReport = run(base(dir.resolve("bad5"), "--gate", "/mitigation/x <= 1").toArray(String[]::new));
        assertEquals(ExitCodes.BAD_INPUT, gateWithoutReport.code());
        assertTrue(gateWithoutReport.err().contains("--gate: without --evaluate mitigate writes no report.json"),
                gateWithoutReport.err());
        assertFalse(Files.exists(dir.resolve("bad5")));
        var model = run("apply", "--model", dir.resolve("nothing").toString(), "--input", test.toString(), "--group", "race", "--out", dir.resolve("bad4").toString());
        assertEquals(ExitCodes.BAD_INPUT, model.code());
        assertTrue(model.err().contains("no module.json"), model.err());
    }
}
