package org.fairscore.jobs.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicInteger;
import org.fairscore.core.bootstrap.EerGrid;
import org.fairscore.core.bootstrap.IdentityErrorCounts;
import org.fairscore.core.summaries.BucketResolution;
import org.fairscore.core.summaries.BulkScoreCounter;
import org.fairscore.core.summaries.FineHistogram;
import org.fairscore.core.summaries.PairTypeSummary;
import org.fairscore.core.summaries.ScoreKey;
import org.junit.jupiter.api.Test;

/**
 * A tile scored with helper threads ({@link ChunkHelper}: a second thread taking the tile's chunks while a core is
 * spare) gives exactly what the task's thread alone gives — the impostor summary (every coarse bucket, the sums, the
 * display histogram), every fine histogram, the pair count and the identity tally's counts at every answered
 * threshold — on diagonal and off-diagonal tiles, with a core always spare and with one that tasks keep taking back
 * (the helper pausing and resuming); and the threshold pass's per-identity counts likewise. The cores are counted back, and a failing helper fails the tile.
 */
class ChunkHelperTest {
    private static final int DIM = 8;

    /** Always a spare core; counts what was taken and given. */
    private static class Always implements SpareCores.Source {
        final AtomicInteger taken = new AtomicInteger();
        final AtomicInteger given = new AtomicInteger();

        @Override
        public boolean take() {
            taken.incrementAndGet();
            return true;
        }

        @Override
        public void give() {
            given.incrementAndGet();
        }

        @Override
        public boolean crowded() {
            return false;
        }
    }

    /** A core that a task takes back every few chunks: the helper pauses, then takes it again. */
    private static final class Contested extends Always {
        final AtomicInteger asked = new AtomicInteger();

        @Override
        public boolean crowded() {
            return asked.incrementAndGet() % 3 == 1; // from the helper's first chunk on
        }
    }

    @Test
    void helpedTilesCountExactlyWhatOneThreadCounts() {
        Random r = new Random(3);
        Block a = block(r, "g", 0, 300, 60);
        Block b = block(r, "g", 1, 230, 50);
        for (var tile : List.of(new Tile(TileKey.of("g", 0, "g", 0), a, a), new Tile(TileKey.of("g", 0, "g", 1), a, b))) {
            var always = new Always();
            var contested = new Contested();
            var alone = Run.of(tile, SpareCores.NONE);
            var helped = Run.of(tile, always);
            var paused = Run.of(tile, contested);
            assertTrue(always.taken.get() >= 1, "a helper ran");
            assertEquals(always.taken.get(), always.given.get(), "every core taken is given back");
            assertTrue(contested.given.get() >= 2, "the helper gave its core back and took it again");
            assertEquals(contested.taken.get(), contested.given.get());
            for (var other : List.of(helped, paused)) {
                assertEquals(alone.pairs, other.pairs);
                for (int h = 0; h < ScoreKey.BUCKETS; h++) {
                    assertEquals(alone.summary.coarse().count(h), other.summary.coarse().count(h), "bucket " + h);
                }
                assertEquals(alone.summary.sums().count(), other.summary.sums().count());
                assertEquals(alone.summary.sums().mean(), other.summary.sums().mean());
                assertEquals(alone.summary.sums().stdDev(), other.summary.sums().stdDev());
                assertEquals(alone.summary.display(), other.summary.display());
                for (int bucket : alone.planned) {
                    FineHistogram x = alone.table[bucket];
                    FineHistogram y = other.table[bucket];
                    assertEquals(x.total(), y.total(), "fine bucket " + bucket);
                    for (int low = 0; low < 0x10000; low += 97) {
                        assertEquals(x.countAt(low), y.countAt(low), "fine bucket " + bucket + " at " + low);
                        assertEquals(x.countAbove(low), y.countAbove(low));
                    }
                }
                assertEquals(alone.tally.countsAt(alone.boundaries, null, true)[0],
                        other.tally.countsAt(alone.boundaries, null, true)[0], "tally at bucket boundaries");
                assertEquals(alone.tally.countsAt(alone.inside, null, false)[0],
                        other.tally.countsAt(alone.inside, null, false)[0], "tally inside listed buckets");
            }
        }
    }

    /**
     * The threshold pass (the bootstrap's fallback, {@link IdentityKernel#impostors}) with a helper counts exactly what
     * its thread alone counts: every identity's pairs and false accepts at each threshold and at the group's EER grid,
     * under both acceptance rules, on diagonal and off-diagonal tiles.
     */
    @Test
    void helpedThresholdPassCountsExactlyWhatOneThreadCounts() {
        Random r = new Random(5);
        Block a = block(r, "g", 0, 300, 60);
        Block b = block(r, "g", 1, 230, 50);
        float[] thresholds = {0.05f, 0.2f, 0.35f, 0.6f};
        var grid = EerGrid.ofGrids(Map.of("g", new float[] {0.1f, 0.25f, 0.4f}));
        for (var tile : List.of(new Tile(TileKey.of("g", 0, "g", 0), a, a), new Tile(TileKey.of("g", 0, "g", 1), a, b))) {
            for (boolean inclusive : new boolean[] {false, true}) {
                var always = new Always();
                var contested = new Contested();
                var alone = ThresholdRun.of(tile, thresholds, inclusive, grid, SpareCores.NONE);
                var helped = ThresholdRun.of(tile, thresholds, inclusive, grid, always);
                var paused = ThresholdRun.of(tile, thresholds, inclusive, grid, contested);
                assertTrue(always.taken.get() >= 1, "a helper ran");
                assertEquals(always.taken.get(), always.given.get(), "every core taken is given back");
                assertTrue(contested.given.get() >= 2, "the helper gave its core back and took it again");
                assertEquals(contested.taken.get(), contested.given.get());
                assertTrue(alone.counts.groups().contains("g") && alone.falseAccepts() > 0, "something to compare");
                for (var other : List.of(helped, paused)) {
                    assertEquals(alone.pairs, other.pairs);
                    assertEquals(alone.counts, other.counts, "counts at the thresholds");
                    assertEquals(alone.eer, other.eer, "counts at the EER grid");
                }
            }
        }
    }

    /** One threshold pass over a tile: its pairs and per-identity counts. */
    private record ThresholdRun(long pairs, IdentityErrorCounts counts, IdentityErrorCounts eer) {
        static ThresholdRun of(Tile tile, float[] thresholds, boolean inclusive, EerGrid grid,
                               SpareCores.Source spare) {
            var counts = IdentityErrorCounts.empty(thresholds.length);
            var eer = IdentityErrorCounts.empty(grid.width());
            long pairs;
            try (var scorer = new TileScorer(8)) { // 8 rows a chunk: dozens of chunks
                pairs = IdentityKernel.impostors(tile, scorer, new PairSampler(1.0, 0), thresholds, inclusive, counts,
                        grid, eer, spare);
            }
            return new ThresholdRun(pairs, counts, eer);
        }

        long falseAccepts() {
            long sum = 0;
            for (String id : counts.identities("g")) {
                sum += counts.falseAccepts("g", id, 0);
            }
            return sum;
        }
    }

    @Test
    void aFailingHelperFailsTheTileAndGivesItsCoreBack() {
        Random r = new Random(4);
        Block a = block(r, "g", 0, 200, 40);
        var tile = new Tile(TileKey.of("g", 0, "g", 0), a, a);
        var always = new Always();
        var runs = new AtomicInteger();
        try (var scorer = new TileScorer(8)) {
            var queue = new ChunkQueue(tile, scorer);
            assertTrue(queue.next() >= 0);
            scorer.score(a, 0, 8, a, 1); // the blocks the helper borrows
            var helper = ChunkHelper.start(queue, scorer, true, null, null, c -> (s, r0, rows, c0, cols) -> {
                if (runs.incrementAndGet() == 2) {
                    throw new IllegalArgumentException("chunk failed");
                }
                return 0;
            }, always);
            var e = assertThrows(IllegalStateException.class,
                    () -> helper.joinInto(PairTypeSummary.empty(), null, null));
            assertTrue(e.getCause() instanceof IllegalArgumentException);
        }
        assertEquals(1, always.given.get(), "its core is given back");
    }

    @Test
    void coresOfAMaster() {
        assertEquals(2, SpareCores.cores("local[2]", 8));
        assertEquals(3, SpareCores.cores("local[3,4]", 8));
        assertEquals(8, SpareCores.cores("local[*]", 8));
        assertEquals(1, SpareCores.cores("local", 8));
        assertEquals(8, SpareCores.cores("spark://host:7077", 8));
    }

    /** One scoring of a tile: what it counted. */
    private record Run(long pairs, PairTypeSummary summary, FineHistogram[] table, Set<Integer> planned,
                       IdentityTally tally, float[] boundaries, float[] inside) {
        static Run of(Tile tile, SpareCores.Source spare) {
            // planned and listed buckets around the bulk of the scores, and the window from below it
            var planned = new TreeSet<Integer>();
            for (float s = -0.3f; s <= 0.6f; s += 0.05f) {
                planned.add(ScoreKey.bucketOf(s));
            }
            int lo = ScoreKey.bucketOf(-0.2f);
            var windows = IdentityWindows.of(Map.of("g", lo), Map.of("g", planned));
            var tally = new IdentityTally(windows);
            var table = BucketResolution.newTable(planned.stream().mapToInt(Integer::intValue).toArray());
            var summary = PairTypeSummary.empty();
            var counter = new BulkScoreCounter();
            long pairs;
            try (var scorer = new TileScorer(8)) { // 8 rows a chunk: dozens of chunks
                pairs = ImpostorKernel.run(tile, scorer, counter, new PairSampler(1.0, 0), summary, table,
                        tally.begin(tile), spare);
            }
            counter.flush();
            List<Float> boundaries = new ArrayList<>();
            for (int h = lo; h <= IdentityWindows.TOP; h++) {
                float t = ScoreKey.value(ScoreKey.compose(h, 0));
                if (!Float.isNaN(t) && windows.answers("g", t, true)) {
                    boundaries.add(t);
                }
            }
            List<Float> inside = new ArrayList<>();
            for (int h : planned) {
                for (int low : new int[] {1, 0x4000, 0x9999, 0xFFFE}) {
                    float t = ScoreKey.value(ScoreKey.compose(h, low));
                    if (windows.answers("g", t, false)) {
                        inside.add(t);
                    }
                }
            }
            return new Run(pairs, summary, table, planned, tally, array(boundaries), array(inside));
        }
    }

    private static float[] array(List<Float> values) {
        float[] out = new float[values.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = values.get(i);
        }
        return out;
    }

    private static Block block(Random r, String group, int index, int rows, int identities) {
        String[] labels = new String[rows];
        long[] hashes = new long[rows];
        long[] ids = new long[rows];
        float[] data = new float[rows * DIM];
        for (int i = 0; i < rows; i++) {
            labels[i] = "id" + r.nextInt(identities);
            hashes[i] = labels[i].hashCode();
            ids[i] = index * 100_000L + i;
            double norm = 0;
            for (int k = 0; k < DIM; k++) {
                data[i * DIM + k] = (float) (r.nextGaussian() + 0.3);
                norm += data[i * DIM + k] * data[i * DIM + k];
            }
            for (int k = 0; k < DIM; k++) {
                data[i * DIM + k] /= (float) Math.sqrt(norm);
            }
        }
        return new Block(group, index, rows, DIM, data, hashes, labels, ids);
    }
}
