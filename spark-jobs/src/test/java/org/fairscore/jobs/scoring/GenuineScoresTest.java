package org.fairscore.jobs.scoring;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.fairscore.core.bootstrap.IdentityErrorCounts;
import org.junit.jupiter.api.Test;

/**
 * The genuine scores genuine pass 2 keeps ({@link GenuineScores}) give the identity bootstrap the per-identity genuine
 * counts that scoring every genuine pair again gives ({@link IdentityKernel#genuine}): identities scored by dot
 * products and one by chunked GEMM (at least {@link GenuineKernel#GEMM_MIN_ROWS} rows), thresholds equal to some of
 * the scores (ties) under both rules; and a task over its limit keeps none and says so.
 */
class GenuineScoresTest {
    private static Block identity(String group, String label, int rows, int dim, Random r) {
        float[] e = new float[rows * dim];
        for (int i = 0; i < rows; i++) {
            double norm = 0;
            for (int k = 0; k < dim; k++) {
                e[i * dim + k] = (float) r.nextGaussian();
                norm += e[i * dim + k] * e[i * dim + k];
            }
            for (int k = 0; k < dim; k++) {
                e[i * dim + k] /= (float) Math.sqrt(norm);
            }
        }
        String[] labels = new String[rows];
        Arrays.fill(labels, label);
        return new Block(group, 0, rows, dim, e, new long[rows], labels, new long[rows]);
    }

    @Test
    void keptScoresGiveTheCountsOfScoringAgain() {
        var r = new Random(11);
        List<Block> identities = List.of(identity("A", "a1", 2, 16, r), identity("A", "a2", 5, 16, r),
                identity("B", "b1", GenuineKernel.GEMM_MIN_ROWS + 9, 16, r), identity("B", "b2", 3, 16, r));
        var builder = new GenuineScores.Builder(GenuineScores.MAX_SCORES);
        try (var scorer = new TileScorer(7)) { // 7 rows a chunk: the GEMM identity takes several
            for (Block b : identities) {
                GenuineKernel.run(b, scorer, null, null, builder.start(b));
            }
            var kept = builder.build();
            assertTrue(kept.complete());
            assertEquals(4, kept.identities());
            // thresholds: some kept scores themselves (ties), and values between them
            float[] s = Arrays.copyOfRange(kept.scores(), kept.from(2), kept.to(2));
            float[] sorted = s.clone();
            Arrays.sort(sorted);
            float[] thresholds = {sorted[0], sorted[sorted.length / 3], Math.nextUp(sorted[sorted.length / 2]),
                sorted[sorted.length - 1], -2f, 2f};
            long[] rejectedAtLowest = new long[2];
            for (boolean inclusive : new boolean[] {false, true}) {
                var again = IdentityErrorCounts.empty(thresholds.length);
                var fromKept = IdentityErrorCounts.empty(thresholds.length);
                // as the tasks count: one ladder per group, reused identity after identity (its histogram must start
                // empty for each: a2 follows a1 in group A, b2 follows b1 in B)
                var againShared = IdentityErrorCounts.empty(thresholds.length);
                var fromKeptShared = IdentityErrorCounts.empty(thresholds.length);
                var blockLadders = new IdentityKernel.GenuineLadders(thresholds, inclusive, null);
                var keptLadders = new IdentityKernel.GenuineLadders(thresholds, inclusive, null);
                long pairs = 0;
                for (int k = 0; k < identities.size(); k++) {
                    // the reference: a fresh ladder for each identity
                    pairs += IdentityKernel.genuine(identities.get(k), scorer,
                            new IdentityKernel.GenuineLadders(thresholds, inclusive, null), again, null);
                    IdentityKernel.genuine(kept, k, new IdentityKernel.GenuineLadders(thresholds, inclusive, null),
                            fromKept, null);
                    IdentityKernel.genuine(identities.get(k), scorer, blockLadders, againShared, null);
                    IdentityKernel.genuine(kept, k, keptLadders, fromKeptShared, null);
                }
                assertEquals(1 + 10 + 57 * 56 / 2 + 3, pairs);
                assertEquals(again, fromKept, "inclusive " + inclusive);
                assertEquals(again, againShared, "inclusive " + inclusive);
                assertEquals(again, fromKeptShared, "inclusive " + inclusive);
                rejectedAtLowest[inclusive ? 1 : 0] = again.falseRejects("B", "b1", 0);
            }
            // the lowest threshold is b1's lowest score: rejected under 'above', accepted under 'at-or-above' (a tie
            // each rule counts its own way, so a mix-up of the rules would show)
            assertEquals(rejectedAtLowest[1] + 1, rejectedAtLowest[0]);
        }
    }

    @Test
    void eachIdentityKeepsItsOwnScoresInOrder() {
        var builder = new GenuineScores.Builder(100);
        var r = new Random(3);
        var a = identity("G", "x", 3, 4, r);
        var b = identity("G", "y", 2, 4, r);
        builder.start(a);
        for (float v : new float[] {0.5f, 0.25f, -0.125f}) {
            builder.accept(v);
        }
        builder.start(b).accept(0.75f);
        var kept = builder.build();
        assertEquals(List.of("x", "y"), List.of(kept.label(0), kept.label(1)));
        assertEquals("G", kept.group(1));
        assertArrayEquals(new float[] {0.5f, 0.25f, -0.125f}, Arrays.copyOfRange(kept.scores(), kept.from(0),
                kept.to(0)));
        assertArrayEquals(new float[] {0.75f}, Arrays.copyOfRange(kept.scores(), kept.from(1), kept.to(1)));
    }

    @Test
    void aTaskOverItsLimitKeepsNone() {
        var builder = new GenuineScores.Builder(4);
        var r = new Random(3);
        builder.start(identity("G", "x", 3, 4, r));
        for (int i = 0; i < 3; i++) {
            builder.accept(i);
        }
        builder.start(identity("G", "y", 3, 4, r));
        builder.accept(7);
        assertTrue(builder.build().complete(), "four scores are within a limit of four");
        builder.accept(8);
        builder.start(identity("G", "z", 2, 4, r)).accept(9);
        var kept = builder.build();
        assertFalse(kept.complete());
        assertEquals(0, kept.identities());
    }
}
