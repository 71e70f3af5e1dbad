package org.fairscore.jobs.scoring;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.fairscore.core.summaries.FineHistogram;
import org.fairscore.core.summaries.PairTypeSummary;
import org.fairscore.core.summaries.ScoreKey;
import org.junit.jupiter.api.Test;

/**
 * An identity scored where it lies in its scoring block ({@link GenuineKernel#run(Block, int[], TileScorer,
 * PairTypeSummary, FineHistogram[])}) gives the scores of the identity cut out into a block of its own, as genuine
 * pass 1 scored it before: identities of 1, 2 and 5 rows, one either side of {@link GenuineKernel#GEMM_MIN_ROWS}
 * (dot products below it, GEMM at and above it) and a larger one, their rows interleaved in the block, at a dimension
 * that is not a multiple of the dot product's unrolling. {@link BlockBuilder#identityRows} names each label's rows.
 */
class GenuineKernelTest {
    private static final int DIM = 37;

    @Test
    void anIdentityScoredInItsBlockGivesTheScoresOfItsCopy() {
        int[] sizes = {1, 2, 5, GenuineKernel.GEMM_MIN_ROWS - 1, GenuineKernel.GEMM_MIN_ROWS,
            GenuineKernel.GEMM_MIN_ROWS + 12};
        List<String> labels = new ArrayList<>();
        for (int k = 0; k < sizes.length; k++) {
            for (int i = 0; i < sizes[k]; i++) {
                labels.add("id" + k);
            }
        }
        var r = new Random(17);
        Collections.shuffle(labels, r);
        Block block = block(labels, r);

        // identityRows: each label of two rows or more, its rows ascending, in the order of its first row
        Map<String, List<Integer>> expectedRows = new LinkedHashMap<>();
        for (int i = 0; i < labels.size(); i++) {
            expectedRows.computeIfAbsent(labels.get(i), l -> new ArrayList<>()).add(i);
        }
        expectedRows.values().removeIf(rows -> rows.size() < 2);
        List<int[]> identities = BlockBuilder.identityRows(block);
        assertEquals(expectedRows.size(), identities.size());
        int k = 0;
        for (var rows : expectedRows.values()) {
            assertArrayEquals(rows.stream().mapToInt(Integer::intValue).toArray(), identities.get(k++));
        }

        try (var scorer = new TileScorer(7)) { // 7 rows a chunk: the GEMM identities take several
            for (int[] rows : identities) {
                Block copy = BlockBuilder.select(block, 0, rows);
                var expected = PairTypeSummary.empty();
                List<Float> scores = new ArrayList<>();
                long expectedPairs = GenuineKernel.forEachScore(copy, scorer, s -> {
                    expected.add(s);
                    scores.add(s);
                });
                assertEquals((long) rows.length * (rows.length - 1) / 2, expectedPairs);
                // a fine histogram where the middle score falls, filled from the same scores
                Collections.sort(scores);
                int bucket = ScoreKey.bucketOf(scores.get(scores.size() / 2));
                var expectedFine = FineHistogram.empty(bucket);
                scores.stream().filter(s -> ScoreKey.bucketOf(s) == bucket).forEach(s -> expectedFine.addKey(
                        ScoreKey.of(s)));

                var actual = PairTypeSummary.empty();
                var table = new FineHistogram[ScoreKey.BUCKETS];
                table[bucket] = FineHistogram.empty(bucket);
                long pairs = GenuineKernel.run(block, rows, scorer, actual, table);

                String what = rows.length + " rows";
                assertEquals(expectedPairs, pairs, what);
                assertEquals(expected.count(), actual.count(), what);
                assertEquals(expected.sums().mean(), actual.sums().mean(), what);
                assertEquals(expected.sums().stdDev(), actual.sums().stdDev(), what);
                assertEquals(expected.display(), actual.display(), what);
                for (int b = 0; b < ScoreKey.BUCKETS; b++) {
                    assertEquals(expected.coarse().count(b), actual.coarse().count(b), what + ", bucket " + b);
                }
                assertEquals(expectedFine.total(), table[bucket].total(), what);
                for (int low = 0; low <= 0xFFFF; low++) {
                    assertEquals(expectedFine.countAt(low), table[bucket].countAt(low), what + ", position " + low);
                }
            }
        }
    }

    private static Block block(List<String> labels, Random r) {
        int rows = labels.size();
        float[] e = new float[rows * DIM];
        for (int i = 0; i < rows; i++) {
            double norm = 0;
            for (int d = 0; d < DIM; d++) {
                e[i * DIM + d] = (float) r.nextGaussian();
                norm += e[i * DIM + d] * e[i * DIM + d];
            }
            for (int d = 0; d < DIM; d++) {
                e[i * DIM + d] /= (float) Math.sqrt(norm);
            }
        }
        long[] hashes = new long[rows];
        for (int i = 0; i < rows; i++) {
            hashes[i] = BlockBuilder.hash64(labels.get(i));
        }
        return new Block("g", 0, rows, DIM, e, hashes, labels.toArray(new String[0]), new long[rows]);
    }
}
