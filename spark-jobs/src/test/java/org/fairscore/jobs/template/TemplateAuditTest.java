package org.fairscore.jobs.template;

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
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.apache.spark.sql.SparkSession;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code audit --template-col}: the report of a template corpus against a brute-force oracle of template pairs
 * ({@link ExactTemplateCorpus}: every score exact, so every count and threshold must be equal, not close), pair lists
 * naming templates, prepared corpora carrying template ids, and the inputs that must exit 2.
 */
@ExtendWith(LocalSpark.class)
class TemplateAuditTest {
    private static final String[] LEVELS = {"0.1", "0.02"};

    @Test
    void templateAuditEqualsTheBruteForceOracleOfTemplatePairs(@TempDir Path dir, SparkSession spark) throws IOException {
        var corpus = new ExactTemplateCorpus(14, 11);
        var report = audit(corpus.writeCsv(dir.resolve("corpus.csv")), dir.resolve("out"));
        var templates = corpus.templates();

        // the template section and the manifest count templates and their samples per group
        var section = report.get("templates");
        assertEquals("template", section.get("column").asText());
        assertEquals(templates.size(), section.get("templates").asLong());
        assertEquals(corpus.samples.size(), section.get("samples").asLong());
        assertEquals(templates.size(), report.get("input").get("samples").asLong());
        var perGroup = section.get("groups");
        assertEquals(2, perGroup.size());
        for (int i = 0; i < 2; i++) {
            String race = List.of("A", "B").get(i);
            assertEquals(race, perGroup.get(i).get("group").asText());
            assertEquals(templates.values().stream().filter(t -> t.race().equals(race)).count(),
                    perGroup.get(i).get("templates").asLong());
            assertEquals(corpus.samples.stream().filter(s -> s.race().equals(race)).count(),
                    perGroup.get(i).get("samples").asLong());
        }
        assertTrue(report.get("methods").get("templates").asText().contains("mean of its samples' L2-normalised"),
                report.get("methods").toString());
        // the corpus mixes templates of 1, 2 and 4 samples, so the test sees averaging, not only one-sample templates
        assertTrue(templates.values().stream().anyMatch(t -> t.members() == 4));
        assertTrue(templates.values().stream().anyMatch(t -> t.members() == 1));
        // the pages say so too
        assertTrue(Files.readString(dir.resolve("out").resolve("report.md")).contains("Templates, not samples, were "
                + "compared (column template): " + templates.size() + " templates averaged from " + corpus.samples.size()));
        assertTrue(Files.readString(dir.resolve("out").resolve("report.html")).contains("Templates, not samples, were "
                + "compared (column template)"));

        for (JsonNode g : report.get("groups")) {
            String race = g.get("name").asText();
            double[] gen = corpus.scores(race, true);
            double[] imp = corpus.scores(race, false);
            assertEquals(templates.values().stream().filter(t -> t.race().equals(race)).count(), g.get("samples").asLong());
            assertEquals(gen.length, g.get("genuinePairs").asLong(), race);
            assertEquals(imp.length, g.get("impostorPairs").asLong(), race);
            assertEquals(Arrays.stream(gen).average().orElseThrow(), g.get("genuineMean").asDouble(), 1e-12);
            assertEquals(Arrays.stream(imp).average().orElseThrow(), g.get("impostorMean").asDouble(), 1e-12);
        }
        var ops = report.get("operatingPoints");
        assertEquals(LEVELS.length, ops.size());
        for (int i = 0; i < LEVELS.length; i++) {
            var op = ops.get(i);
            double t = corpus.thresholdAbove(LEVELS[i]);
            assertEquals(t, op.get("threshold").asDouble(), 0.0, "threshold at " + LEVELS[i]);
            for (String race : List.of("A", "B")) {
                var rates = op.get("perGroup").get(race);
                double[] gen = corpus.scores(race, true);
                double[] imp = corpus.scores(race, false);
                assertEquals(ExactTemplateCorpus.countAbove(imp, t), rates.get("falseAccepts").asLong(), race);
                assertEquals(gen.length - ExactTemplateCorpus.countAbove(gen, t), rates.get("falseRejects").asLong(), race);
                assertEquals(imp.length, rates.get("impostorPairs").asLong(), race);
                assertEquals(gen.length, rates.get("genuinePairs").asLong(), race);
                assertEquals((double) ExactTemplateCorpus.countAbove(imp, t) / imp.length, rates.get("far").asDouble(),
                        1e-15);
            }
        }
    }

    @Test
    void equalsThePlainAuditOfTheOracleTemplatesAllPairsAndCalibrated(@TempDir Path dir, SparkSession spark)
            throws IOException {
        var corpus = new ExactTemplateCorpus(10, 21);
        Path csv = corpus.writeCsv(dir.resolve("corpus.csv"));
        // the oracle's templates written as a corpus of samples (sample id = template id)
        var sb = new StringBuilder("sample_id,identity,race");
        for (int d = 0; d < ExactTemplateCorpus.DIM; d++) {
            sb.append(",e").append(d);
        }
        sb.append('\n');
        for (var t : corpus.templates().values()) {
            sb.append(t.id()).append(',').append(t.identity()).append(',').append(t.race());
            for (float x : t.embedding()) {
                sb.append(',').append(x);
            }
            sb.append('\n');
        }
        Path oracle = ExactTemplateCorpus.write(dir.resolve("oracle.csv"), sb.toString());
        for (var extra : List.of(List.<String>of(), List.of("--calibrate-on", "0.5", "--seed", "3"))) {
            String tag = extra.isEmpty() ? "all" : "calibrated";
            var common = new ArrayList<>(List.of("--label-col", "identity", "--group", "race", "--far",
                    String.join(",", LEVELS), "--bootstrap", "0", "--quiet"));
            common.addAll(extra);
            var withTemplates = new ArrayList<>(List.of("audit", "--input", csv.toString(), "--template-col", "template",
                    "--out", dir.resolve(tag + "-templates").toString()));
            withTemplates.addAll(common);
            var plain = new ArrayList<>(List.of("audit", "--input", oracle.toString(), "--out",
                    dir.resolve(tag + "-oracle").toString()));
            plain.addAll(common);
            var r1 = run(withTemplates);
            assertEquals(0, r1.code(), r1.err());
            var r2 = run(plain);
            assertEquals(0, r2.code(), r2.err());
            var actual = read(dir.resolve(tag + "-templates"));
            var expected = read(dir.resolve(tag + "-oracle"));
            assertEquals(expected.get("groups"), actual.get("groups"), tag);
            assertEquals(expected.get("operatingPoints"), actual.get("operatingPoints"), tag);
            assertEquals(expected.get("protocol"), actual.get("protocol"), tag);
            assertEquals(expected.get("input").get("samples"), actual.get("input").get("samples"), tag);
            assertEquals(corpus.samples.size(), actual.get("templates").get("samples").asLong(), tag);
        }
    }

    @Test
    void templatesOfOneSampleGiveThePlainAuditBitForBit(@TempDir Path dir, SparkSession spark) throws IOException {
        // random (inexact) embeddings: only a template that keeps its sample's bits can reproduce the plain audit
        var rng = new SplittableRandom(4);
        var sb = new StringBuilder("sample_id,identity,race,template,e0,e1,e2,e3,e4\n");
        for (int i = 0; i < 40; i++) {
            sb.append("s").append(i).append(",id").append(i / 3).append(',').append(i % 2 == 0 ? "A" : "B")
                    .append(",tpl").append(i);
            for (int d = 0; d < 5; d++) {
                sb.append(',').append((float) rng.nextGaussian());
            }
            sb.append('\n');
        }
        Path csv = ExactTemplateCorpus.write(dir.resolve("random.csv"), sb.toString());
        var common = List.of("--input", csv.toString(), "--label-col", "identity", "--group", "race", "--far",
                String.join(",", LEVELS), "--bootstrap", "0", "--quiet");
        var a = new ArrayList<>(List.of("audit", "--out", dir.resolve("plain").toString()));
        a.addAll(common);
        var b = new ArrayList<>(List.of("audit", "--template-col", "template", "--out", dir.resolve("tpl").toString()));
        b.addAll(common);
        assertEquals(0, run(a).code());
        var r = run(b);
        assertEquals(0, r.code(), r.err());
        var plain = read(dir.resolve("plain"));
        var templates = read(dir.resolve("tpl"));
        assertEquals(plain.get("groups"), templates.get("groups"));
        assertEquals(plain.get("operatingPoints"), templates.get("operatingPoints"));
        assertEquals(40, templates.get("templates").get("templates").asLong());
    }

    @Test
    void aPairListNamesTemplatesAndGivesTheAllPairsTemplateReport(@TempDir Path dir, SparkSession spark)
            throws IOException {
        var corpus = new ExactTemplateCorpus(6, 5);
        Path csv = corpus.writeCsv(dir.resolve("corpus.csv"));
        var expected = audit(csv, dir.resolve("all"));
        var sb = new StringBuilder("template_a,template_b\n");
        for (var p : corpus.templatePairs()) {
            sb.append(p[1].id()).append(',').append(p[0].id()).append('\n');
        }
        Path list = ExactTemplateCorpus.write(dir.resolve("pairs.csv"), sb.toString());
        Path out = dir.resolve("pairs");
        var r = run(List.of("audit", "--input", csv.toString(), "--label-col", "identity", "--group", "race",
                "--template-col", "template", "--pairs", list.toString(), "--pair-cols", "template_a,template_b",
                "--far", String.join(",", LEVELS), "--bootstrap", "0", "--quiet", "--out", out.toString()));
        assertEquals(0, r.code(), r.err());
        var actual = read(out);
        assertEquals(expected.get("groups"), actual.get("groups"));
        assertEquals(expected.get("operatingPoints"), actual.get("operatingPoints"));
        assertEquals(expected.get("templates"), actual.get("templates"));
        assertEquals("pair-list", actual.get("protocol").get("protocol").asText());

        // with templates, a sample id is not a template id: the list may name templates only
        String sample = corpus.samples.get(0).id();
        Path bad = ExactTemplateCorpus.write(dir.resolve("bad.csv"), "template_a,template_b\n"
                + corpus.templatePairs().get(0)[0].id() + "," + sample + "\n");
        var r2 = run(List.of("audit", "--input", csv.toString(), "--label-col", "identity", "--group", "race",
                "--template-col", "template", "--pairs", bad.toString(), "--pair-cols", "template_a,template_b",
                "--quiet", "--out", dir.resolve("bad").toString()));
        assertEquals(2, r2.code(), r2.err());
        assertTrue(r2.err().contains("bad.csv, data row 1, column 'template_b': unknown sample id '" + sample + "'"),
                r2.err());
    }

    @Test
    void aPreparedCorpusCarriesTemplateIds(@TempDir Path dir, SparkSession spark) throws IOException {
        var corpus = new ExactTemplateCorpus(5, 3);
        Path csv = corpus.writeCsv(dir.resolve("corpus.csv"));
        var direct = audit(csv, dir.resolve("direct"));
        Path prepared = dir.resolve("prepared");
        var p = run(List.of("prep", "--input", csv.toString(), "--label-col", "identity", "--group", "race",
                "--template-col", "template", "--out", prepared.toString()));
        assertEquals(0, p.code(), p.err());
        Path out = dir.resolve("out");
        // the option given by its config key
        Path config = ExactTemplateCorpus.write(dir.resolve("audit.yaml"), "template-col: template\n");
        var r = run(List.of("audit", "--input", prepared.toString(), "--config", config.toString(), "--far",
                String.join(",", LEVELS), "--bootstrap", "0", "--quiet", "--out", out.toString()));
        assertEquals(0, r.code(), r.err());
        var fromPrepared = read(out);
        assertEquals(direct.get("groups"), fromPrepared.get("groups"));
        assertEquals(direct.get("operatingPoints"), fromPrepared.get("operatingPoints"));
        assertEquals(direct.get("templates"), fromPrepared.get("templates"));

        // prep stores every attribute column: the template ids too, even without --template-col
        Path plain = dir.resolve("plain");
        assertEquals(0, run(List.of("prep", "--input", csv.toString(), "--label-col", "identity", "--group", "race",
                "--out", plain.toString())).code());
        Path out2 = dir.resolve("out2");
        var r2 = run(List.of("audit", "--input", plain.toString(), "--template-col", "template", "--far",
                String.join(",", LEVELS), "--bootstrap", "0", "--quiet", "--out", out2.toString()));
        assertEquals(0, r2.code(), r2.err());
        assertEquals(direct.get("operatingPoints"), read(out2).get("operatingPoints"));

        // a column the prep did not store cannot name templates: said, not ignored
        var r3 = run(List.of("audit", "--input", plain.toString(), "--template-col", "session", "--quiet", "--out",
                dir.resolve("out3").toString()));
        assertEquals(2, r3.code(), r3.err());
        assertTrue(r3.err().contains("have no template id: the corpus stores no column 'session'"), r3.err());
    }

    @Test
    void templatesMixingLabelsOrGroupsExitTwoNamingEachTemplate(@TempDir Path dir, SparkSession spark) {
        Path csv = ExactTemplateCorpus.write(dir.resolve("mixed.csv"), """
                sample_id,identity,race,template,e0,e1
                a1,alice,A,t-alice,1,0
                a2,alice,A,t-alice,0.9,0.1
                b1,bob,A,t-mixed-label,1,0
                c1,carol,A,t-mixed-label,0,1
                d1,dave,A,t-mixed-group,1,1
                d2,dave,B,t-mixed-group,1,2
                e1,erin,B,t-erin,0,1
                """);
        Path out = dir.resolve("out");
        var r = run(List.of("audit", "--input", csv.toString(), "--label-col", "identity", "--group", "race",
                "--template-col", "template", "--quiet", "--out", out.toString()));
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains("2 templates cannot be audited"), r.err());
        assertTrue(r.err().contains("template 't-mixed-label' (column 'template'): samples 'b1' (label 'bob') and "
                + "'c1' (label 'carol') have different labels"), r.err());
        assertTrue(r.err().contains("template 't-mixed-group' (column 'template'): samples 'd1' (group 'A') and "
                + "'d2' (group 'B') are in different groups"), r.err());
        assertFalse(r.err().contains("t-alice"), r.err());
        assertFalse(Files.exists(out.resolve("_SUCCESS")));
    }

    @Test
    void aMissingTemplateIdIsARowErrorAndScoreFilesRefuseTheOption(@TempDir Path dir, SparkSession spark) {
        Path csv = ExactTemplateCorpus.write(dir.resolve("gap.csv"), """
                sample_id,identity,race,template,e0,e1
                a1,alice,A,t1,1,0
                a2,alice,A,,0.9,0.1
                b1,bob,A,t2,0,1
                """);
        var r = run(List.of("audit", "--input", csv.toString(), "--label-col", "identity", "--group", "race",
                "--template-col", "template", "--quiet", "--out", dir.resolve("out").toString()));
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains("gap.csv, data row 2, column 'template'"), r.err());

        var noColumn = run(List.of("audit", "--input", csv.toString(), "--label-col", "identity", "--group", "race",
                "--template-col", "subject", "--quiet", "--out", dir.resolve("out2").toString()));
        assertEquals(2, noColumn.code(), noColumn.err());
        assertTrue(noColumn.err().contains("subject"), noColumn.err());

        Path scores = ExactTemplateCorpus.write(dir.resolve("scores.csv"), "score,genuine\n0.5,1\n0.1,0\n");
        var r2 = run(List.of("audit", "--scores", scores.toString(), "--template-col", "template", "--quiet", "--out",
                dir.resolve("out3").toString()));
        assertEquals(2, r2.code(), r2.err());
        assertTrue(r2.err().contains("--template-col is not available with --scores"), r2.err());
    }

    private static JsonNode audit(Path csv, Path out) throws IOException {
        var args = new ArrayList<>(List.of("audit", "--input", csv.toString(), "--label-col", "identity", "--group",
                "race", "--template-col", "template", "--far", String.join(",", LEVELS), "--bootstrap", "0", "--quiet",
                "--out", out.toString()));
        var r = run(args);
        assertEquals(0, r.code(), r.err());
        return read(out);
    }

    private static JsonNode read(Path out) throws IOException {
        assertTrue(Files.exists(out.resolve("_SUCCESS")));
        return new ObjectMapper().readTree(out.resolve("report.json").toFile());
    }
}
