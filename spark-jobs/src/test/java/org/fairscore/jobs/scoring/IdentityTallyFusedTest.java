package org.fairscore.jobs.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.fairscore.core.summaries.BulkScoreCounter;
import org.fairscore.core.summaries.PairTypeSummary;
import org.fairscore.core.summaries.ScoreKey;
import org.junit.jupiter.api.Test;

/**
 * The impostor kernel's fused count ({@link IdentityTally.Sides#countAndAdd}: the bulk count and the per-identity
 * tally in one loop) gives exactly what the separate pass gave (BulkScoreCounter.add, then Sides.add, run by run):
 * every window bucket's per-identity count (read back at every bucket boundary), every listed score, and the
 * summary — with −0.0, +0.0, subnormals, the window's lowest float and the one below it, and scores above TOP among
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
        float low = lo == 0 ? Float.NEGATIVE_INFINITY : ScoreKey.value(ScoreKey.compose(lo, 0));

        var separate = new IdentityTally(windows);
        var fused = new IdentityTally(windows);
        var sumSeparate = PairTypeSummary.empty();
        var sumFused = PairTypeSummary.empty();
        var counterSeparate = new BulkScoreCounter();
        var counterFused = new BulkScoreCounter();
        counterSeparate.target(sumSeparate, null);
        counterFused.target(sumFused, null);
        var sidesSeparate = separate.begin(tile);
        var sidesFused = fused.begin(tile);
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
                        from = genuine ? j + 1 : j;
                    }
                }
            }
        }
        counterSeparate.flush();
        counterFused.flush();
        for (int h = 0; h < ScoreKey.BUCKETS; h++) {
            assertEquals(sumSeparate.coarse().count(h), sumFused.coarse().count(h), "bucket " + h);
        }
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
