package org.fairscore.prep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.model.CorpusManifest.GroupStats;
import org.fairscore.prep.testing.LocalSpark;
import org.fairscore.prep.testing.TestCorpus;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Sink → reader → prepare, for every format: every value survives, embeddings come out unit-norm. */
@ExtendWith(LocalSpark.class)
class FormatRoundTripTest {
    private final SparkSession spark;

    FormatRoundTripTest(SparkSession spark) {
        this.spark = spark;
    }

    @ParameterizedTest
    @ValueSource(strings = {"csv", "npy", "arrow", "parquet"})
    void everyValueSurvivesAndEmbeddingsAreNormalised(String format, @TempDir Path dir) {
        var written = TestCorpus.standard();
        var file = TestCorpus.write(format, dir, "corpus", written);

        var corpus = PrepJob.prepare(spark, PrepConfig.of(List.of(file), List.of(TestCorpus.ATTR)));

        assertEquals(CorpusLayout.SAMPLES.simpleString(), corpus.samples().schema().simpleString());
        Map<String, Row> byId = new HashMap<>();
        for (var r : corpus.samples().collectAsList()) {
            byId.put(r.getString(0), r);
        }
        assertEquals(written.size(), byId.size());
        for (var s : written) {
            var r = byId.get(s.id());
            assertEquals(s.label(), r.getString(1));
            assertEquals(s.attrs().get(0), r.getString(2));
            assertEquals(Map.of(TestCorpus.ATTR, s.attrs().get(0)), r.getJavaMap(3));
            List<Float> got = r.getList(4);
            double norm = 0;
            for (float v : s.embedding()) {
                norm += (double) v * v;
            }
            norm = Math.sqrt(norm);
            double gotNorm = 0;
            for (int j = 0; j < TestCorpus.DIM; j++) {
                assertEquals((float) (s.embedding()[j] / norm), got.get(j), 1e-7, s.id() + "[" + j + "]");
                gotNorm += (double) got.get(j) * got.get(j);
            }
            assertEquals(1.0, Math.sqrt(gotNorm), 1e-6, "unit norm of " + s.id());
        }

        var m = corpus.manifest();
        assertEquals(TestCorpus.DIM, m.dimension());
        assertEquals(10, m.samples());
        assertEquals(0, m.rejected());
        assertEquals(List.of(new GroupStats("A", 6, 3, 4, 11), new GroupStats("B", 4, 2, 2, 4)), m.groups());
        assertEquals(file, m.inputs().get(0).path());
        assertEquals(10, m.inputs().get(0).rows());
        assertNull(corpus.rejects());
    }

    private static Map<String, String> rowsById(org.apache.spark.sql.Dataset<Row> samples) {
        var out = new java.util.TreeMap<String, String>();
        for (var r : samples.collectAsList()) {
            out.put(r.getString(0), r.toString());
        }
        return out;
    }

    /** Writing and loading do not depend on the input format, so one format suffices. */
    @org.junit.jupiter.api.Test
    void writtenCorpusLoadsBackWithTheSameRowsAndManifest(@TempDir Path dir) {
        var file = TestCorpus.write("arrow", dir, "corpus", TestCorpus.standard());
        var corpus = PrepJob.prepare(spark, PrepConfig.of(List.of(file), List.of(TestCorpus.ATTR)));
        var out = dir.resolve("prepped").toString();

        PrepJob.write(corpus, out);
        var loaded = PrepJob.load(spark, out);

        assertEquals(corpus.manifest(), loaded.manifest());
        assertEquals(CorpusLayout.SAMPLES.simpleString(), loaded.samples().schema().simpleString());
        assertEquals(rowsById(corpus.samples()), rowsById(loaded.samples()));
        assertEquals(10, loaded.samples().count());
    }
}
