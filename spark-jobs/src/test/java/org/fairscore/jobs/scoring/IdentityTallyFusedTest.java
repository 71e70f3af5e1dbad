package org.fairscore.jobs.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import org.fairscore.core.summaries.BulkScoreCounter;
import org.fairscore.core.summaries.FineHistogram;
import org.fairscore.core.summaries.PairTypeSummary;
import org.fairscore.core.summaries.ScoreKey;
import org.junit.jupiter.api.Test;

/**
 * The impostor kernel's fused count ({@link IdentityTally.Sides#countAndAdd}: the bulk count and the per-identity
 * tally in one loop) gives exactly what the separate pass gave (BulkScoreCounter.add, then Sides.add, run by run):
 * every window bucket's per-identity count (read back at every bucket boundary), every listed score, and the
 * summary — and so does the same count through the binning loop's rare path for a sparse window
 * ({@link BulkScoreCounter#addSparse}) — with −0.0, +0.0, subnormals, the window's lowest float and the one below it, and scores above TOP among
 * them.
 */
class IdentityTallyFusedTest {
    /** Finite only: the summaries reject anything else (scores of normalised finite vectors are finite). */
    private static final float[] EDGES = {-0.0f, 0.0f, Float.MIN_VALUE, -Float.MIN_VALUE, -1f, 1f, 1.5f, 3f,
        Float.MAX_VALUE, -Float.MAX_VALUE};

    @Test
    void fusedCountEqualsTheSeparatePassOnADiagonalTile() {
        for (float lowScore : new float[] {0.2f, -0.5f, 0.0f}) {
            check(ScoreKey.bucketOf(lowScore), true, 1);
        }
        check(0, true, 2); // window from the lowest bucket: every non-NaN score counts
    }

    @Test
    void fusedCountEqualsTheSeparatePassOnAnOffDiagonalTile() {
        check(ScoreKey.bucketOf(0.2f), false, 3);
        check(ScoreKey.bucketOf(-0.3f), false, 4);
    }

    private static void check(int lo, boolean diagonal, long seed) {
        Random r = new Random(seed);
        Block a = block(r, 0, 240, 50);
        Block b = diagonal ? a : block(r, 1, 190, 50);
        Tile tile = new Tile(TileKey.of("g", 0, "g", diagonal ? 0 : 1), a, b);
        Set<Integer> listed = new HashSet<>();
        for (int k = 0; k < 40; k++) {
            listed.add(lo + r.nextInt(IdentityWindows.TOP - lo + 1));
        }
        listed.add(ScoreKey.bucketOf(0.3f));
        var windows = IdentityWindows.of(Map.of("g", lo), Map.of("g", listed));
        var sparseWindows = IdentityWindows.of(Map.of("g", lo), Map.of("g", listed), Set.of("g"));
        float low = lo == 0 ? Float.NEGATIVE_INFINITY : ScoreKey.value(ScoreKey.compose(lo, 0));

        var separate = new IdentityTally(windows);
        var fused = new IdentityTally(windows);
        var sparse = new IdentityTally(sparseWindows);
        var sumSeparate = PairTypeSummary.empty();
        var sumFused = PairTypeSummary.empty();
        var sumSparse = PairTypeSummary.empty();
        var counterSeparate = new BulkScoreCounter();
        var counterFused = new BulkScoreCounter();
        var counterSparse = new BulkScoreCounter();
        // fine histograms for the listed buckets and for others, in the window and below it: the fused counts leave
        // the listed scores' keys to countAndAdd (BulkScoreCounter.addFineKeys), the others to the binning loop
        Set<Integer> planned = new HashSet<>(listed);
        for (int k = 0; k < 10; k++) {
            planned.add(lo + r.nextInt(IdentityWindows.TOP - lo + 1));
            planned.add(r.nextInt(lo + 1));
        }
        planned.add(ScoreKey.bucketOf(0.35f));
        var tableSeparate = fineTable(planned);
        var tableFused = fineTable(planned);
        var tableSparse = fineTable(planned);
        counterSeparate.target(sumSeparate, tableSeparate);
        counterFused.target(sumFused, tableFused);
        counterSparse.target(sumSparse, tableSparse);
        var sidesSeparate = separate.begin(tile);
        var sidesFused = fused.begin(tile);
        var sidesSparse = sparse.begin(tile);
        int nb = b.rows();
        for (int r0 = 0; r0 < a.rows(); r0 += 64) {
            int rows = Math.min(64, a.rows() - r0);
            int c0 = diagonal ? r0 + 1 : 0;
            if (c0 >= nb) {
                break;
            }
            int cols = nb - c0;
            float[] s = new float[rows * cols];
            for (int k = 0; k < s.length; k++) {
                int kind = r.nextInt(20);
                s[k] = kind == 0 ? EDGES[r.nextInt(EDGES.length)]
                        : kind == 1 && lo > 0 ? Math.nextDown(low) : kind == 2 && lo > 0 ? low : (float) (0.3 + 0.4 * r.nextGaussian());
            }
            for (int i = 0; i < rows; i++) {
                int ai = r0 + i;
                int base = i * cols - c0;
                int from = diagonal ? ai + 1 : 0;
                // runs between the row's genuine columns, as the kernel's, and split at random places besides
                for (int j = from; j <= nb; j++) {
                    boolean genuine = j < nb && a.labels()[ai].equals(b.labels()[j]);
                    if (j == nb || genuine || r.nextInt(40) == 0) {
                        counterSeparate.add(s, base + from, base + j);
                        sidesSeparate.add(s, base + from, base + j, ai, base);
                        sidesFused.countAndAdd(counterFused, s, base + from, base + j, ai, base);
                        sidesSparse.countAndAdd(counterSparse, s, base + from, base + j, ai, base);
                        from = genuine ? j + 1 : j;
                    }
                }
            }
        }
        counterSeparate.flush();
        counterFused.flush();
        counterSparse.flush();
        for (int h = 0; h < ScoreKey.BUCKETS; h++) {
            assertEquals(sumSeparate.coarse().count(h), sumFused.coarse().count(h), "bucket " + h);
            assertEquals(sumSeparate.coarse().count(h), sumSparse.coarse().count(h), "bucket " + h + ", sparse");
        }
        long fineScores = 0;
        for (int h : planned) {
            fineScores += tableSeparate[h].total();
            assertEquals(tableSeparate[h].total(), tableFused[h].total(), "fine bucket " + h);
            assertEquals(tableSeparate[h].total(), tableSparse[h].total(), "fine bucket " + h + ", sparse");
            for (int at = 0; at <= 0xFFFF; at += 1 + r.nextInt(64)) {
                assertEquals(tableSeparate[h].countAt(at), tableFused[h].countAt(at), "fine bucket " + h + " at " + at);
                assertEquals(tableSeparate[h].countAt(at), tableSparse[h].countAt(at),
                        "fine bucket " + h + " at " + at + ", sparse");
            }
        }
        assertTrue(fineScores > 0, "the fine histograms hold scores");
        assertEquals(sumSeparate.sums().count(), sumSparse.sums().count());
        assertEquals(sumSeparate.sums().mean(), sumSparse.sums().mean());
        assertEquals(sumSeparate.sums().stdDev(), sumSparse.sums().stdDev());
        assertEquals(sumSeparate.display(), sumSparse.display());
        // every window bucket's count: thresholds on each bucket boundary (at-or-above: position 0)
        List<Float> boundaries = new ArrayList<>();
        for (int h = Math.max(lo, 1); h <= IdentityWindows.TOP; h++) {
            float t = ScoreKey.value(ScoreKey.compose(h, 0));
            if (!Float.isNaN(t) && windows.answers("g", t, true)) {
                boundaries.add(t);
            }
        }
        assertEquals(separate.countsAt(array(boundaries), null, true)[0],
                fused.countsAt(array(boundaries), null, true)[0]);
        assertEquals(separate.countsAt(array(boundaries), null, true)[0],
                sparse.countsAt(array(boundaries), null, true)[0], "sparse");
        // the listed scores: thresholds inside listed buckets (above: position ≥ 1)
        List<Float> inside = new ArrayList<>();
        for (int h : listed) {
            for (int k = 0; k < 3; k++) {
                float t = ScoreKey.value(ScoreKey.compose(h, r.nextInt(0xFFFF)));
                if (!Float.isNaN(t) && windows.answers("g", t, false)) {
                    inside.add(t);
                }
            }
        }
        assertEquals(separate.countsAt(array(inside), null, false)[0], fused.countsAt(array(inside), null, false)[0]);
        assertEquals(separate.countsAt(array(inside), null, false)[0], sparse.countsAt(array(inside), null, false)[0],
                "sparse");
    }

    private static FineHistogram[] fineTable(Set<Integer> buckets) {
        var table = new FineHistogram[ScoreKey.BUCKETS];
        for (int h : buckets) {
            table[h] = FineHistogram.empty(h);
        }
        return table;
    }

    @Test
    void aListedBucketOfTensOfThousandsOfScoresIsCountedAcrossItsChunks() {
        // 400 rows, diagonal: 79,800 pairs, every impostor score in one listed bucket, so its entries fill chunks of
        // 4,096, 8,192, … longs; each threshold inside the bucket is checked against a count of every pair
        Random r = new Random(11);
        Block a = block(r, 0, 400, 30);
        Tile tile = new Tile(TileKey.of("g", 0, "g", 0), a, a);
        int h = ScoreKey.bucketOf(0.3f);
        var windows = IdentityWindows.of(Map.of("g", h - 1), Map.of("g", Set.of(h)));
        var tally = new IdentityTally(windows);
        var counter = new BulkScoreCounter();
        counter.target(PairTypeSummary.empty(), null);
        var sides = tally.begin(tile);
        int n = a.rows();
        int[][] lows = new int[n][n];
        for (int i = 0; i < n - 1; i++) {
            int cols = n - i - 1;
            float[] s = new float[cols];
            for (int k = 0; k < cols; k++) {
                lows[i][i + 1 + k] = r.nextInt(0x10000);
                s[k] = ScoreKey.value(ScoreKey.compose(h, lows[i][i + 1 + k]));
            }
            int base = -(i + 1); // column j is s[j + base]
            int from = i + 1;
            for (int j = from; j <= n; j++) {
                if (j == n || a.labels()[i].equals(a.labels()[j])) {
                    sides.countAndAdd(counter, s, from + base, j + base, i, base);
                    from = j + 1;
                }
            }
        }
        int[] at = {1, 30_000, 0xFFFE};
        float[] thresholds = new float[at.length];
        for (int t = 0; t < at.length; t++) {
            thresholds[t] = ScoreKey.value(ScoreKey.compose(h, at[t]));
        }
        var counts = tally.countsAt(thresholds, null, false)[0];
        for (int t = 0; t < thresholds.length; t++) {
            int from = at[t] + 1; // above: the scores of keys > key(t)
            var expected = new TreeMap<String, Long>();
            long accepted = 0;
            for (int i = 0; i < n; i++) {
                for (int j = i + 1; j < n; j++) {
                    if (!a.labels()[i].equals(a.labels()[j]) && lows[i][j] >= from) {
                        expected.merge(a.labels()[i], 1L, Long::sum);
                        expected.merge(a.labels()[j], 1L, Long::sum);
                        accepted++;
                    }
                }
            }
            if (t == 0) {
                assertTrue(accepted > 3 * 8192, "the bucket's entries span several chunks: " + accepted);
            }
            for (String label : counts.identities("g")) {
                assertEquals(expected.getOrDefault(label, 0L), counts.falseAccepts("g", label, t), label + ", t " + t);
            }
            assertTrue(counts.identities("g").containsAll(expected.keySet()), "no identity left out");
        }
    }

    private static float[] array(List<Float> values) {
        float[] out = new float[values.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = values.get(i);
        }
        return out;
    }

    private static Block block(Random r, int index, int rows, int identities) {
        String[] labels = new String[rows];
        long[] hashes = new long[rows];
        long[] ids = new long[rows];
        for (int i = 0; i < rows; i++) {
            labels[i] = "id" + r.nextInt(identities);
            hashes[i] = labels[i].hashCode();
            ids[i] = index * 100_000L + i;
        }
        return new Block("g", index, rows, 1, new float[rows], hashes, labels, ids);
    }
}
