package org.fairscore.jobs.compare;

import static org.fairscore.jobs.compare.CompareRun.compare;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Random;
import java.util.stream.Stream;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.synthetic.SyntheticCorpus;
import org.fairscore.jobs.cli.ExitCodes;
import org.fairscore.jobs.cli.Main;
import org.fairscore.prep.testing.LocalSpark;
import org.fairscore.jobs.report.ReportSchemaAssert;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two real audits of one tiny corpus, as two models would give it: the synthetic embeddings, and the same
 * embeddings with seeded Gaussian noise (a worse model). {@code compare} must find them comparable and hold each
 * audit's per-group rates exactly as its report.json does, with deltas equal to the differences of those values.
 * The comparison is copied to {@code target/compare-end-to-end/} for a look.
 */
@ExtendWith(LocalSpark.class)
class CompareEndToEndTest {
    private static final int DIM = 16;

    @Test
    void comparesTwoRealAuditsOfOneCorpus(@TempDir Path dir, SparkSession spark) throws IOException {
        var corpus = new SyntheticCorpus(300, DIM, 7, 3.0, SyntheticCorpus.DEFAULT_PROFILES);
        Path clean = write(corpus, dir.resolve("clean.csv"), 0);
        Path noisy = write(corpus, dir.resolve("noisy.csv"), 0.35);
        Path a = audit(clean, dir.resolve("clean"));
        Path b = audit(noisy, dir.resolve("noisy"));
        Path cmp = dir.resolve("cmp");
        var r = compare("--from", a + "," + b, "--out", cmp.toString());
        assertEquals(ExitCodes.OK, r.code(), r.err());
        ReportSchemaAssert.assertValid(cmp.resolve("report.json"));
        JsonNode json = ReportSchemaAssert.read(cmp.resolve("report.json"));
        assertTrue(json.get("comparability").get("comparable").asBoolean(), json.get("comparability").toString());

        JsonNode[] audits = {ReportSchemaAssert.read(a.resolve("report.json")), ReportSchemaAssert.read(b.resolve("report.json"))};
        assertEquals(audits[0].get("operatingPoints").size(), json.get("operatingPoints").size());
        int groups = audits[0].get("groups").size();
        int moved = 0;
        for (int l = 0; l < json.get("operatingPoints").size(); l++) {
            JsonNode level = json.get("operatingPoints").get(l);
            assertEquals(groups, level.get("groups").size());
            for (JsonNode g : level.get("groups")) {
                String name = g.get("group").asText();
                JsonNode ownA = audits[0].get("operatingPoints").get(l).get("perGroup").get(name);
                JsonNode ownB = audits[1].get("operatingPoints").get(l).get("perGroup").get(name);
                assertEquals(ownA, g.get("models").get(0).get("rates"), name);
                assertEquals(ownB, g.get("models").get(1).get("rates"), name);
                assertTrue(ownA.has("farBootstrap"), "the audits ran the identity bootstrap");
                double dFar = ownB.get("far").asDouble() - ownA.get("far").asDouble();
                double dFrr = ownB.get("frr").asDouble() - ownA.get("frr").asDouble();
                assertEquals(dFar, g.get("deltas").get(0).get("far").asDouble(), 0.0, name);
                assertEquals(dFrr, g.get("deltas").get(0).get("frr").asDouble(), 0.0, name);
                moved += dFar != 0 || dFrr != 0 ? 1 : 0;
            }
            for (int m = 0; m < 2; m++) {
                assertEquals(audits[m].get("operatingPoints").get(l).get("threshold"),
                        level.get("models").get(m).get("threshold"));
                assertEquals(audits[m].get("operatingPoints").get(l).get("differentials").get("bfar"),
                        differential(level, "bfar", m));
            }
        }
        assertTrue(moved > 0, "the noise changed no rate: the comparison would show nothing");
        String html = Files.readString(cmp.resolve("report.html"));
        assertEquals(groups, html.split("class=\"card compare-det\"", -1).length - 1); // one chart per group
        assertEquals(2 * groups, html.split("class=\"curve det-curve\"", -1).length - 1); // a curve per model
        assertTrue(r.out().contains("models: clean, noisy"), r.out());
        keep(cmp);
    }

    private static JsonNode differential(JsonNode level, String name, int model) {
        for (JsonNode d : level.get("differentials")) {
            if (d.get("name").asText().equals(name)) {
                return d.get("models").get(model).get("differential");
            }
        }
        throw new AssertionError("no differential " + name);
    }

    private static Path audit(Path csv, Path out) {
        var stdout = new StringWriter();
        var stderr = new StringWriter();
        int code = Main.run(new String[] {"audit", "--input", csv.toString(), "--group", "race", "--far", "1e-1,1e-2",
                "--bootstrap", "50", "--block-size", "64", "--quiet", "--out", out.toString()},
                new PrintWriter(stdout), new PrintWriter(stderr));
        assertEquals(0, code, () -> "audit failed: " + stderr);
        return out;
    }

    /** The corpus as CSV, each embedding coordinate plus N(0, noise²) from one seeded generator. */
    private static Path write(SyntheticCorpus corpus, Path csv, double noise) throws IOException {
        var random = new Random(99);
        try (BufferedWriter w = Files.newBufferedWriter(csv, StandardCharsets.UTF_8)) {
            var header = new StringBuilder("sample_id,label,race");
            for (int i = 0; i < DIM; i++) {
                header.append(",e").append(i);
            }
            w.write(header.append('\n').toString());
            corpus.forEach(s -> {
                var line = new StringBuilder().append(s.sampleId()).append(',').append(s.label()).append(',')
                        .append(s.race());
                for (float v : s.embedding()) {
                    line.append(',').append((float) (v + noise * random.nextGaussian()));
                }
                try {
                    w.write(line.append('\n').toString());
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
        return csv;
    }

    /** A copy of the comparison in the module's target folder, to open after the test. */
    private static void keep(Path cmp) throws IOException {
        Path target = Path.of("target", "compare-end-to-end");
        Files.createDirectories(target);
        try (Stream<Path> files = Files.list(cmp)) {
            for (Path f : files.toList()) {
                Files.copy(f, target.resolve(f.getFileName().toString()), StandardCopyOption.REPLACE_EXISTING);
            }
        }
    }
}
