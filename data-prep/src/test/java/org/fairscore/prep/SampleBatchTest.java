package org.fairscore.prep;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import org.fairscore.prep.testing.LocalSpark;
import org.fairscore.prep.testing.TestCorpus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Packing samples into batches and back: every row once, its values unchanged, batches cut where asked. */
@ExtendWith(LocalSpark.class)
class SampleBatchTest {

    private static List<SampleRow> rows(int n, int dim) {
        var rnd = new Random(5);
        var out = new ArrayList<SampleRow>();
        for (int i = 0; i < n; i++) {
            float[] e = new float[dim];
            for (int j = 0; j < dim; j++) {
                e[j] = (float) rnd.nextGaussian();
            }
            out.add(new SampleRow("s" + i, "id" + (i / 3), "G" + (i % 2), e));
        }
        return out;
    }

    private static void assertSameRows(List<SampleRow> expected, List<SampleRow> actual) {
        var a = new ArrayList<>(actual);
        a.sort(Comparator.comparing(SampleRow::id));
        var e = new ArrayList<>(expected);
        e.sort(Comparator.comparing(SampleRow::id));
        assertEquals(e.size(), a.size());
        for (int i = 0; i < e.size(); i++) {
            assertEquals(e.get(i).id(), a.get(i).id());
            assertEquals(e.get(i).label(), a.get(i).label());
            assertEquals(e.get(i).group(), a.get(i).group());
            assertArrayEquals(e.get(i).embedding(), a.get(i).embedding(), e.get(i).id());
        }
    }

    @Test
    void aPackerCutsFullBatchesAndTrimsTheLast() {
        var batches = new ArrayList<SampleBatch>();
        var packer = new SampleBatch.Packer(4, 2, batches::add);
        var rows = rows(5, 4);
        float[] reused = new float[8]; // a row read at an offset of a buffer the caller reuses
        for (var r : rows) {
            System.arraycopy(r.embedding(), 0, reused, 4, 4);
            packer.add(r.id(), r.label(), r.group(), reused, 4);
            reused[4] = Float.NaN;
        }
        packer.flush();
        packer.flush(); // nothing more: no empty batch

        assertEquals(List.of(2, 2, 1), batches.stream().map(SampleBatch::rows).toList());
        assertEquals(4, batches.get(2).embeddings().length, "the last batch holds only its row");
        assertEquals(1, batches.get(2).ids().length);
        var back = new ArrayList<SampleRow>();
        batches.forEach(b -> b.sampleRows().forEachRemaining(back::add));
        assertSameRows(rows, back);
    }

    /** A row that writes its own embedding into the batch (the read's normalised rows) packs as a copied one does. */
    @Test
    void rowsWrittenIntoTheBatchPackAsCopiedOnes() {
        var batches = new ArrayList<SampleBatch>();
        var packer = new SampleBatch.Packer(4, 2, batches::add);
        var rows = rows(5, 4);
        for (int i = 0; i < rows.size(); i++) {
            var r = rows.get(i);
            if (i % 2 == 0) {
                packer.add(r.id(), r.label(), r.group(), (out, at) -> System.arraycopy(r.embedding(), 0, out, at, 4));
            } else {
                packer.add(r.id(), r.label(), r.group(), r.embedding(), 0);
            }
        }
        packer.flush();
        assertEquals(List.of(2, 2, 1), batches.stream().map(SampleBatch::rows).toList());
        var back = new ArrayList<SampleRow>();
        batches.forEach(b -> b.sampleRows().forEachRemaining(back::add));
        assertSameRows(rows, back);
    }

    /**
     * A partition of known size fills the fewest batches evenly: as many as at full capacity, each at most full, the
     * last not much emptier than the others (by hand at 512 floats a row, 8,192 rows a batch).
     */
    @Test
    void aPartitionOfKnownSizeFillsItsBatchesEvenly() {
        int dim = 512;
        assertEquals(8192, SampleBatch.capacity(dim));
        assertEquals(8192, SampleBatch.capacity(dim, 0), "size not known");
        assertEquals(6667, SampleBatch.capacity(dim, 13_334), "the 80k bench corpus's partitions on two cores");
        assertEquals(8192, SampleBatch.capacity(dim, 8192));
        assertEquals(8192, SampleBatch.capacity(dim, 16_384));
        assertEquals(4097, SampleBatch.capacity(dim, 8193));
        assertEquals(5462, SampleBatch.capacity(dim, 16_385));
        assertEquals(100, SampleBatch.capacity(dim, 100));
        assertEquals(1, SampleBatch.capacity(dim, 1));
        for (long rows = 1; rows < 40_000; rows += 997) {
            int cap = SampleBatch.capacity(dim, rows);
            long batches = (rows + cap - 1) / cap;
            assertTrue(cap <= 8192);
            assertEquals((rows + 8191) / 8192, batches, "as many batches as at full capacity, " + rows);
            assertTrue(rows - (batches - 1) * cap > cap - batches, "the last batch nearly as full, " + rows);
        }
    }

    @Test
    void aBatchHoldsAtLeastOneRow() {
        assertThrows(IllegalArgumentException.class, () -> new SampleBatch.Packer(3, 0, b -> { }));
        assertEquals(1, SampleBatch.capacity(SampleBatch.MAX_FLOATS + 1));
        assertEquals(SampleBatch.MAX_FLOATS / 512, SampleBatch.capacity(512));
    }

    @Test
    void packedRowsComeBackAsTheyWent(SparkSession spark) {
        var jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        var rows = rows(50, 3);
        for (int perBatch : new int[] {1, 4, 0}) {
            var batches = SampleBatch.pack(jsc.parallelize(rows, 3), perBatch);

            assertSameRows(rows, batches.flatMap(SampleBatch::sampleRows).collect());
            int max = perBatch == 0 ? SampleBatch.capacity(3) : perBatch;
            batches.collect().forEach(b -> assertEquals(true, b.rows() <= max && b.rows() > 0));
        }
    }

    @Test
    void aDatasetsSamplesPackAsTheirCompactRows(SparkSession spark, @TempDir Path dir) {
        var loaded = prepared(spark, dir, TestCorpus.standard(), "csv");
        PrepJob.write(loaded, dir.resolve("prepped").toString());
        var corpus = PrepJob.load(spark, dir.resolve("prepped").toString());

        var fromDataset = corpus.sampleBatches().flatMap(SampleBatch::sampleRows).collect();

        assertNull(corpus.cached(), "a prepared corpus read back is a Dataset only");
        assertSameRows(SampleRow.of(corpus.samples()).collect(), fromDataset);
        assertEquals(corpus.manifest().samples(), fromDataset.size());
    }

    private static PreparedCorpus prepared(SparkSession spark, Path dir, List<TestCorpus.Sample> rows, String format) {
        var file = TestCorpus.write(format, dir, "corpus", rows);
        return PrepJob.prepare(spark, PrepConfig.of(List.of(file), List.of(TestCorpus.ATTR))
                .withMaxRejectFraction(0.5));
    }

    /** What a reader of files caches is the samples: every kept row once, none rejected, its values unchanged. */
    @ParameterizedTest
    @ValueSource(strings = {"csv", "npy", "arrow"})
    void theReadsCacheHoldsTheSamples(String format, SparkSession spark, @TempDir Path dir) {
        var rows = new ArrayList<>(TestCorpus.standard());
        rows.set(4, rows.get(4).withEmbedding(new float[] {0, Float.NaN, 1})); // rejected

        var corpus = prepared(spark, dir, rows, format);

        assertNotNull(corpus.cached(), format);
        var cached = corpus.sampleBatches().flatMap(SampleBatch::sampleRows).collect();
        assertEquals(9, cached.size());
        assertSameRows(SampleRow.of(corpus.samples()).collect(), cached);
        assertSameRows(cached, corpus.sampleRows().collect());
    }

    /** A repeated id is rejected after the per-row rules: the cache still holds it, so the samples are read instead. */
    @Test
    void aRepeatedIdLeavesTheCacheUnused(SparkSession spark, @TempDir Path dir) {
        var rows = new ArrayList<>(TestCorpus.standard());
        rows.set(7, rows.get(7).withId("s1"));

        var corpus = prepared(spark, dir, rows, "csv");

        assertNull(corpus.cached());
        assertEquals(9, corpus.sampleBatches().flatMap(SampleBatch::sampleRows).count());
        assertEquals(1, corpus.manifest().rejectsByReason().get("DUPLICATE_ID"));
    }
}
