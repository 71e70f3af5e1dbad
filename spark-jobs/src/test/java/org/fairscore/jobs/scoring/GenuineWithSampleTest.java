package org.fairscore.jobs.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.storage.StorageLevel;
import org.fairscore.core.model.PairKind;
import org.fairscore.core.summaries.CoarseHistogram;
import org.fairscore.core.summaries.PairTypeSummary;
import org.fairscore.core.summaries.ResolutionPlan;
import org.fairscore.core.summaries.ScoreSummaries;
import org.fairscore.prep.SampleBatch;
import org.fairscore.prep.SampleRow;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * {@link GenuineWithSample} gives what its two passes give apart — {@link ScoringPasses#genuineSummaries}
 * over the identities, and {@link ScoringPasses#impostors} over the tiles of {@link BlockBuilder#sample} — count for count
 * and bucket for bucket, with every impostor pair kept and with impostor sampling; groups of one identity, of one sampled
 * row and of none among them.
 */
@ExtendWith(LocalSpark.class)
class GenuineWithSampleTest {
    private static final int CHUNK_ROWS = 16;

    /** Groups A (many identities), B (one identity of 9 samples), C (2 samples): each one block. */
    private static List<SampleRow> rows() {
        var rnd = new Random(7);
        var out = new ArrayList<SampleRow>();
        for (int i = 0; i < 140; i++) {
            out.add(row(rnd, "a" + i, "idA" + rnd.nextInt(30), "A"));
        }
        for (int i = 0; i < 9; i++) {
            out.add(row(rnd, "b" + i, "idB", "B"));
        }
        out.add(row(rnd, "c0", "idC0", "C"));
        out.add(row(rnd, "c1", "idC1", "C"));
        return out;
    }

    private static SampleRow row(Random rnd, String id, String label, String group) {
        float[] e = new float[6];
        double norm = 0;
        for (int j = 0; j < e.length; j++) {
            e[j] = (float) rnd.nextGaussian();
            norm += e[j] * e[j];
        }
        for (int j = 0; j < e.length; j++) {
            e[j] = (float) (e[j] / Math.sqrt(norm));
        }
        return new SampleRow(id, label, group, e);
    }

    @Test
    void theFusedJobGivesTheTwoPassesSummaries(SparkSession spark) {
        var jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        var rows = rows();
        var sizes = new TreeMap<String, Long>();
        rows.forEach(r -> sizes.merge(r.group(), 1L, Long::sum));
        var blocksPerGroup = BlockBuilder.blocksPerGroup(sizes, 1000);
        assertEquals(Map.of("A", 1, "B", 1, "C", 1), blocksPerGroup);
        JavaPairRDD<BlockBuilder.BlockId, Block> blocks = BlockBuilder.build(SampleBatch.pack(jsc.parallelize(rows, 3), 0),
                blocksPerGroup, BlockPartitioner.balance(blocksPerGroup, sizes, 2)).persist(StorageLevel.MEMORY_ONLY());
        try {
            int sampledPairs = 0;
            for (var sampler : List.of(PairSampler.all(), new PairSampler(0.5, 11))) {
                for (double fraction : new double[] {0.4, 0.05}) {
                    for (long seed : new long[] {1, 42}) {
                        var fused = GenuineWithSample.run(blocks, fraction, seed, sampler, CHUNK_ROWS);
                        var genuine = ScoringPasses.genuineSummaries(BlockBuilder.identities(blocks), CHUNK_ROWS);
                        var sampled = BlockBuilder.sample(blocks, fraction, seed, blocksPerGroup, 2);
                        var tiles = TileGrid.intraGroup(sampled, blocksPerGroup, sizes, 2);
                        ScoringPasses.ImpostorResult apart;
                        try (var progress = Progress.start(spark.sparkContext(), new PrintWriter(new StringWriter()),
                                "prediction pass", 3)) {
                            apart = ScoringPasses.impostors(tiles, jsc.broadcast(ResolutionPlan.of(Map.of())), sampler,
                                    true, CHUNK_ROWS, progress);
                        }
                        String what = sampler + ", fraction " + fraction + ", seed " + seed;
                        assertSame(genuine, fused.genuine(), PairKind.GENUINE, what);
                        assertSame(apart.summaries(), fused.sample(), PairKind.IMPOSTOR, what);
                        long pairs = apart.summaries().groups().values().stream()
                                .mapToLong(g -> g.get(PairKind.IMPOSTOR).count()).sum();
                        assertEquals(pairs, fused.samplePairs(), what);
                        sampledPairs += pairs;
                    }
                }
            }
            assertTrue(sampledPairs > 100, "the samples hold pairs: " + sampledPairs);
        } finally {
            blocks.unpersist(false);
        }
    }

    /** The same groups, and in each the same count, moments and coarse buckets of {@code kind}. */
    private static void assertSame(ScoreSummaries expected, ScoreSummaries actual, PairKind kind, String what) {
        assertEquals(expected.groups().keySet(), actual.groups().keySet(), what + ": groups");
        expected.groups().forEach((g, e) -> {
            PairTypeSummary x = e.get(kind);
            PairTypeSummary y = actual.groups().get(g).get(kind);
            assertEquals(x.count(), y.count(), what + ": " + g + " count");
            if (x.count() > 0) { // no moments of no scores
                assertEquals(x.sums().mean(), y.sums().mean(), what + ": " + g + " mean");
                assertEquals(x.sums().stdDev(), y.sums().stdDev(), what + ": " + g + " sd");
            }
            assertEquals(buckets(x.coarse()), buckets(y.coarse()), what + ": " + g + " buckets");
            assertEquals(Arrays.toString(x.display().counts()), Arrays.toString(y.display().counts()),
                    what + ": " + g + " display");
        });
    }

    private static Map<Integer, Long> buckets(CoarseHistogram h) {
        var out = new TreeMap<Integer, Long>();
        for (int b = h.nextNonEmpty(-1); b >= 0; b = h.nextNonEmpty(b)) {
            out.put(b, h.count(b));
        }
        return out;
    }
}
