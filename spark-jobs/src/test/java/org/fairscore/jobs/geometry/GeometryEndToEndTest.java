package org.fairscore.jobs.geometry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.synthetic.SyntheticCorpus;
import org.fairscore.jobs.cli.Main;
import org.fairscore.jobs.generate.CorpusGenerator;
import org.fairscore.jobs.report.ReportSchemaAssert;
import org.fairscore.prep.testing.LocalSpark;
import org.fairscore.prep.validate.L2Normalizer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The distributed geometry report equals a single-machine computation ({@link GeometryReference}) on a
 * generated corpus of 2,000 samples, blocks of 300 rows (so intra- and cross-group tiles, diagonal and
 * not, all occur). Tolerances from float32: the job's cosines come from float32 GEMM, within 1e-6 of the
 * double ones for unit vectors in d = 8, so means of distances agree to about 1e-5; a recall hit may flip
 * only for a query whose k-th and (k+1)-th neighbours are within that of each other.
 */
@ExtendWith(LocalSpark.class)
class GeometryEndToEndTest {
    private static final double EPS = 1e-5;

    @Test
    void distributedEqualsSingleMachine(@TempDir Path dir, SparkSession spark) throws Exception {
        Path input = dir.resolve("corpus.csv");
        var corpus = new SyntheticCorpus(2000, 8, 4, 4.0, SyntheticCorpus.DEFAULT_PROFILES);
        CorpusGenerator.write(corpus, "csv", input);
        var samples = new ArrayList<GeometryReference.Sample>();
        corpus.forEach(s -> {
            double[] raw = new double[s.embedding().length];
            for (int i = 0; i < raw.length; i++) {
                raw[i] = Double.parseDouble(Float.toString(s.embedding()[i])); // as prep parses the CSV
            }
            float[] unit = L2Normalizer.normalize(raw); // as prep stores it
            double[] x = new double[unit.length];
            for (int i = 0; i < x.length; i++) {
                x[i] = unit[i];
            }
            samples.add(new GeometryReference.Sample(s.sampleId(), s.label(), s.race(), x));
        });
        var ref = new GeometryReference(samples);

        Path out = dir.resolve("out");
        var stdout = new StringWriter();
        var stderr = new StringWriter();
        int code = Main.run(new String[] {"geometry", "--input", input.toString(), "--id-col", "sample_id",
            "--group", "race", "--recall-k", "3", "--block-size", "300",
            "--nmi-max-labels", "40",
            "--out", out.toString()}, new PrintWriter(stdout), new PrintWriter(stderr));
        assertEquals(0, code, () -> "stderr: " + stderr);
        ReportSchemaAssert.assertValid(out.resolve("report.json"));
        System.out.print(stderr); // the passes' timings, in the surefire output
        assertTrue(Files.exists(out.resolve("_SUCCESS")));
        assertTrue(Files.readString(out.resolve("report.html")).contains("<section id=\"geometry\""));
        assertTrue(stdout.toString().contains("recall@1"), stdout.toString());
        JsonNode g = new ObjectMapper().readTree(out.resolve("report.json").toFile()).get("geometry");

        for (String name : ref.byGroup.keySet()) {
            JsonNode m = g.get("perGroup").get(name);
            int n = ref.byGroup.get(name).size();
            assertEquals(n, m.get("samples").asLong());
            for (int k : new int[] {1, 3}) {
                long[] r = ref.recall(name, k, EPS);
                long hits = Math.round(m.get(k == 1 ? "recallAt1" : "recallAtK").get("value").asDouble() * n);
                assertEquals(r[0], hits, r[1], name + " recall@" + k);
            }
            assertEquals(ref.alignment(name, true), m.get("alignmentPositive").get("value").asDouble(), EPS, name);
            assertEquals(ref.alignment(name, false), m.get("alignmentNegative").get("value").asDouble(), EPS, name);
            assertEquals(ref.uniformityKL(name), m.get("uniformityKL").get("value").asDouble(), 1e-6, name);
            assertEquals(ref.rbf(name, 2.0), m.get("rbfUniformity").get("value").asDouble(), EPS, name);
            double nmi = m.get("nmi").get("value").asDouble(); // k-means on a seeded sample of about 40 labels
            assertTrue(nmi > 0 && nmi <= 1, name + " nmi " + nmi);

            double[][] pairs = ref.pairDistances(name);
            String[] kinds = {"pairwiseAll", "pairwiseGenuine", "pairwiseImpostor"};
            for (int i = 0; i < 3; i++) {
                JsonNode d = g.get("distributions").get(kinds[i]).get(name);
                assertEquals(pairs[i].length, d.get("count").asLong(), kinds[i]);
                assertEquals(GeometryReference.mean(pairs[i]), d.get("mean").asDouble(), EPS, kinds[i]);
                assertEquals(GeometryReference.sd(pairs[i]), d.get("sd").asDouble(), EPS, kinds[i]);
                long total = 0;
                for (JsonNode c : d.get("counts")) {
                    total += c.asLong();
                }
                assertEquals(pairs[i].length, total);
            }
            double[] centroid = ref.centroidDistances(name);
            JsonNode c = g.get("distributions").get("centroidDistance").get(name);
            assertEquals(n, c.get("count").asLong());
            assertEquals(GeometryReference.mean(centroid), c.get("mean").asDouble(), 1e-9);
            double[] mst = ref.mstEdges(name); // groups are below --mst-max-samples: exact
            JsonNode h0 = g.get("distributions").get("h0DeathTimes").get(name);
            assertEquals(n - 1, h0.get("count").asLong());
            assertEquals(n, g.get("h0Points").get(name).asLong());
            assertEquals(GeometryReference.mean(mst), h0.get("mean").asDouble(), 1e-9);
            assertEquals(mst[mst.length - 1], h0.get("max").asDouble(), 1e-9);
        }
        JsonNode cl = g.get("clustering");
        assertFalse(cl.get("silhouetteSampled").asBoolean());
        assertEquals(2000, cl.get("silhouettePoints").asLong());
        assertEquals(ref.silhouette(), cl.get("silhouette").get("value").asDouble(), EPS);
        assertEquals(ref.calinskiHarabasz(), cl.get("calinskiHarabasz").get("value").asDouble(), 1e-6);
        assertEquals(ref.daviesBouldin(), cl.get("daviesBouldin").get("value").asDouble(), 1e-9);
        int groups = ref.byGroup.size();
        assertEquals(5 * groups * (groups - 1) / 2 * 2, g.get("tests").size());
        assertTrue(g.get("gaps").get("recallAt1").has("maxMinusMin"));
        assertTrue(g.get("methods").get("nmi").asText().contains("seeded sample of"), g.get("methods").get("nmi").asText());
    }
}
