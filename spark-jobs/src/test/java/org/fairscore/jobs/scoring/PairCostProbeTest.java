package org.fairscore.jobs.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.fairscore.core.summaries.PairTypeSummary;
import org.junit.jupiter.api.Test;

class PairCostProbeTest {
    private static Block block(int n, int dim) {
        var random = new Random(7);
        float[] data = new float[n * dim];
        long[] labels = new long[n];
        for (int i = 0; i < n; i++) {
            double norm = 0;
            for (int k = 0; k < dim; k++) {
                data[i * dim + k] = (float) random.nextGaussian();
                norm += (double) data[i * dim + k] * data[i * dim + k];
            }
            for (int k = 0; k < dim; k++) {
                data[i * dim + k] /= (float) Math.sqrt(norm);
            }
            labels[i] = i;
        }
        return new Block("g", 0, n, dim, data, labels, new String[n], labels);
    }

    @Test
    void withNoTimeTheSecondChunkIsMeasuredAndBothAreBinned() {
        // 301 rows in chunks of 64. Chunk 0 (warm-up): rows 0..63 against the columns after each row,
        // 300 + 299 + … + 237 = 64·300 − 2016 = 17184 pairs; chunk 1: rows 64..127, 236 + … + 173 = 13088.
        var summary = PairTypeSummary.empty();
        var cost = PairCostProbe.measure(block(301, 8), 64, 0.0, summary);
        assertEquals(13088, cost.pairs());
        assertEquals(17184 + 13088, summary.count());
        assertTrue(cost.scoreNanos() > 0 && cost.binNanos() > 0);
    }

    @Test
    void measuringStartsOverAfterTheLastChunk() {
        // 130 rows in one chunk: every measured chunk is the whole triangle, 130·129/2 = 8385 pairs
        var summary = PairTypeSummary.empty();
        var cost = PairCostProbe.measure(block(130, 4), 1024, 0.05, summary);
        assertTrue(cost.pairs() >= 2 * 8385, "a 50 ms measurement scores the tiny triangle more than once");
        assertEquals(0, cost.pairs() % 8385);
        assertEquals(cost.pairs() + 8385, summary.count());
    }

    @Test
    void theCeilingIsTheKernelCostOverTheMeasuredCost() {
        var cost = new PairCostProbe.Cost(100, 6.0, 2.0);
        assertEquals(0.5, cost.ceiling(4.0), 1e-12);
    }
}
