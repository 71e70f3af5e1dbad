package org.fairscore.jobs.template;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.model.CorpusManifest;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.prep.CorpusLayout;
import org.fairscore.prep.PreparedCorpus;
import org.fairscore.prep.partition.GroupStatistics;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import scala.jdk.javaapi.CollectionConverters;

/**
 * {@link TemplateCorpus#average} on random float32 embeddings (where sums are not exact, so the summation order and
 * the rounding matter) against an oracle written here, and its rules: a template of one sample is the sample, a rerun
 * on reshuffled input gives the same bits, a zero mean and a missing template id are refused.
 */
@ExtendWith(LocalSpark.class)
class TemplateCorpusTest {
    private static final int DIM = 7;

    record Sample(String id, String label, String group, String template, float[] embedding) {
    }

    @Test
    void templateEmbeddingIsTheRenormalisedMeanOfItsSamples(SparkSession spark) {
        var samples = randomSamples(60, 5);
        var templates = TemplateCorpus.average(corpus(spark, samples, 3), "template");
        var actual = embeddings(templates.corpus().samples());

        // oracle: the mean of the samples' float32 values summed in double in sample-id order, divided by the count,
        // over its norm sqrt(Σ m²) computed in double, rounded once to float32. The code's norm is computed scaled by
        // the largest component (overflow-safe), which can differ from sqrt(Σ m²) in the last bit of the double; one
        // double rounding apart can put the float32 rounding on the other side of a tie, so components may differ by
        // one float32 unit in the last place, never more.
        var byTemplate = new TreeMap<String, List<Sample>>();
        samples.forEach(s -> byTemplate.computeIfAbsent(s.template(), t -> new ArrayList<>()).add(s));
        assertEquals(byTemplate.keySet(), actual.keySet());
        int multi = 0;
        for (var e : byTemplate.entrySet()) {
            var members = new ArrayList<>(e.getValue());
            members.sort((a, b) -> a.id().compareTo(b.id()));
            float[] got = actual.get(e.getKey());
            if (members.size() == 1) {
                assertArrayEquals(members.get(0).embedding(), got, "a template of one sample is that sample, bit for bit");
                continue;
            }
            multi++;
            var mean = new double[DIM];
            for (var s : members) {
                for (int j = 0; j < DIM; j++) {
                    mean[j] += s.embedding()[j];
                }
            }
            double norm = 0;
            for (int j = 0; j < DIM; j++) {
                mean[j] /= members.size();
                norm += mean[j] * mean[j];
            }
            norm = Math.sqrt(norm);
            for (int j = 0; j < DIM; j++) {
                float expected = (float) (mean[j] / norm);
                assertEquals(expected, got[j], Math.ulp(expected), e.getKey() + "[" + j + "]");
            }
        }
        assertTrue(multi >= 10, "templates of several samples: " + multi);

        // counts: per group, templates and the samples averaged into them; the manifest counts templates
        var report = templates.report();
        assertEquals(byTemplate.size(), report.templates());
        assertEquals(samples.size(), report.samples());
        for (var g : report.groups()) {
            assertEquals(samples.stream().filter(s -> s.group().equals(g.group())).count(), g.samples());
            assertEquals(byTemplate.values().stream().filter(l -> l.get(0).group().equals(g.group())).count(),
                    g.templates());
        }
        assertEquals(byTemplate.size(), templates.corpus().manifest().samples());
        var labels = samples.stream().map(Sample::label).distinct().count();
        assertEquals(labels, templates.corpus().manifest().groups().stream()
                .mapToLong(CorpusManifest.GroupStats::identities).sum());
    }

    @Test
    void rerunOnReshuffledPartitionsGivesTheSameBits(SparkSession spark) {
        var samples = randomSamples(80, 9);
        var first = embeddings(TemplateCorpus.average(corpus(spark, samples, 1), "template").corpus().samples());
        var reversed = new ArrayList<>(samples);
        java.util.Collections.reverse(reversed);
        var second = embeddings(TemplateCorpus.average(corpus(spark, reversed, 4), "template").corpus().samples());
        assertEquals(first.keySet(), second.keySet());
        first.forEach((t, e) -> assertArrayEquals(e, second.get(t), t));
    }

    @Test
    void cancellingSamplesAndMissingTemplateIdsAreRefused(SparkSession spark) {
        var v = new float[] {0.6f, 0.8f, 0, 0, 0, 0, 0};
        var minus = new float[] {-0.6f, -0.8f, 0, 0, 0, 0, 0};
        var cancelling = List.of(new Sample("a", "x", "G", "t0", v), new Sample("b", "x", "G", "t0", minus),
                new Sample("c", "y", "G", "t1", v));
        var e = assertThrows(InvalidInputException.class,
                () -> TemplateCorpus.average(corpus(spark, cancelling, 2), "template"));
        assertTrue(e.getMessage().contains("template 't0' (column 'template'): the mean of its 2 samples' embeddings is "
                + "the zero vector"), e.getMessage());

        var untagged = List.of(new Sample("a", "x", "G", null, v), new Sample("c", "y", "G", "t1", v));
        var e2 = assertThrows(InvalidInputException.class,
                () -> TemplateCorpus.average(corpus(spark, untagged, 2), "template"));
        assertTrue(e2.getMessage().contains("1 of 2 samples have no template id"), e2.getMessage());
    }

    /** Groups G0..G2, labels of 1–3 templates each, templates of 1–5 samples; unit float32 embeddings. */
    private static List<Sample> randomSamples(int labels, long seed) {
        var rng = new SplittableRandom(seed);
        var out = new ArrayList<Sample>();
        int n = 0;
        int t = 0;
        for (int l = 0; l < labels; l++) {
            String group = "G" + (l % 3);
            for (int k = 1 + rng.nextInt(3); k > 0; k--) {
                String template = "t" + (t++);
                for (int m = 1 + rng.nextInt(5); m > 0; m--) {
                    var e = new double[DIM];
                    double norm = 0;
                    for (int j = 0; j < DIM; j++) {
                        e[j] = rng.nextDouble() * 2 - 1;
                        norm += e[j] * e[j];
                    }
                    var f = new float[DIM];
                    for (int j = 0; j < DIM; j++) {
                        f[j] = (float) (e[j] / Math.sqrt(norm));
                    }
                    out.add(new Sample(String.format("s%04d", rng.nextInt(10_000)) + "-" + (n++), "label" + l, group,
                            template, f));
                }
            }
        }
        return out;
    }

    /** A prepared corpus of these samples, the template id in each one's attributes (as prep --template-col keeps it). */
    private static PreparedCorpus corpus(SparkSession spark, List<Sample> samples, int partitions) {
        var rows = new ArrayList<Row>();
        for (var s : samples) {
            var attributes = new HashMap<String, String>();
            attributes.put("race", s.group());
            if (s.template() != null) {
                attributes.put("template", s.template());
            }
            rows.add(RowFactory.create(s.id(), s.label(), s.group(), CollectionConverters.asScala(attributes),
                    s.embedding()));
        }
        Dataset<Row> ds = spark.createDataFrame(rows, CorpusLayout.SAMPLES).repartition(partitions);
        var manifest = new CorpusManifest(CorpusManifest.SCHEMA_VERSION, DIM, List.of(), "sample_id", "label",
                List.of("race"), samples.size(), 0, Map.of(), GroupStatistics.of(ds));
        return new PreparedCorpus(ds, manifest, null);
    }

    private static Map<String, float[]> embeddings(Dataset<Row> samples) {
        var out = new TreeMap<String, float[]>();
        for (Row r : samples.collectAsList()) {
            List<Float> e = r.getList(4);
            var f = new float[e.size()];
            for (int j = 0; j < f.length; j++) {
                f[j] = e.get(j);
            }
            out.put(r.getString(0), f);
        }
        return out;
    }
}
