package org.fairscore.jobs.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.Random;
import org.fairscore.core.bootstrap.IdentityErrorCounts;
import org.fairscore.core.summaries.CrossGroupCounts;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The threshold pass's kernels report the pairs they counted, for its progress line (it printed "0.00 pairs/s"
 * when they reported none): checked against a brute-force count of the impostor pairs of small blocks, with
 * identities repeated inside a block, a label shared across groups, a diagonal tile and sampling on both kernel
 * paths (GEMM at rate 1 and 0.5, dot products below {@link ImpostorKernel#GEMM_MIN_RATE}).
 */
class ThresholdPassPairCountTest {
    private static final float[] THRESHOLDS = {0.1f, 0.5f};

    @ParameterizedTest
    @ValueSource(doubles = {1.0, 0.5, 0.01})
    void identityKernelCountsEachImpostorPairOnce(double rate) {
        var sampler = rate == 1.0 ? PairSampler.all() : new PairSampler(rate, 7);
        Block a = block("g", 0, new String[] {"p", "p", "q", "r", "r", "r", "s"}, 1);
        Block b = block("g", 1, new String[] {"t", "t", "u", "p", "v"}, 2);
        try (var scorer = new TileScorer(3)) {
            long diagonal = IdentityKernel.impostors(new Tile(TileKey.of("g", 0, "g", 0), a, a), scorer, sampler,
                    THRESHOLDS, true, IdentityErrorCounts.empty(2), null, null);
            assertEquals(bruteForce(a, a, true, sampler), diagonal);
            long offDiagonal = IdentityKernel.impostors(new Tile(TileKey.of("g", 0, "g", 1), a, b), scorer, sampler,
                    THRESHOLDS, true, IdentityErrorCounts.empty(2), null, null);
            assertEquals(bruteForce(a, b, false, sampler), offDiagonal);
        }
    }

    @ParameterizedTest
    @ValueSource(doubles = {1.0, 0.5, 0.01})
    void crossKernelCountsPairsOfDifferentLabels(double rate) {
        var sampler = rate == 1.0 ? PairSampler.all() : new PairSampler(rate, 11);
        Block a = block("g", 0, new String[] {"p", "q", "q", "w"}, 3);
        Block b = block("h", 0, new String[] {"w", "x", "y", "y", "z"}, 4); // w in both groups: not an impostor pair
        var counts = new CrossGroupCounts(THRESHOLDS, true);
        try (var scorer = new TileScorer(2)) {
            long counted = CrossKernel.run(new Tile(TileKey.of("g", 0, "h", 0), a, b), scorer, sampler, counts);
            assertEquals(bruteForce(a, b, false, sampler), counted);
            assertEquals(counts.pairs("g", "h"), counted);
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3})
    void genuineCountIsTheIdentitysPairs(int rows) {
        String[] labels = new String[rows];
        Arrays.fill(labels, "p");
        Block identity = block("g", 0, labels, 5);
        try (var scorer = new TileScorer(2)) {
            long counted = IdentityKernel.genuine(identity, scorer,
                    new IdentityKernel.GenuineLadders(THRESHOLDS, true, null), IdentityErrorCounts.empty(2), null);
            assertEquals((long) rows * (rows - 1) / 2, counted); // n choose 2
        }
    }

    /** Impostor pairs (i, j) of a × b the sampler keeps; on a diagonal tile each unordered pair once. */
    private static long bruteForce(Block a, Block b, boolean diagonal, PairSampler sampler) {
        long n = 0;
        for (int i = 0; i < a.rows(); i++) {
            for (int j = diagonal ? i + 1 : 0; j < b.rows(); j++) {
                boolean kept = sampler.samplesAll() || sampler.keep(a.idHashes()[i], b.idHashes()[j]);
                if (kept && !a.labels()[i].equals(b.labels()[j])) {
                    n++;
                }
            }
        }
        return n;
    }

    private static Block block(String group, int index, String[] labels, long seed) {
        int dim = 4;
        int n = labels.length;
        var rnd = new Random(seed);
        float[] data = new float[n * dim];
        long[] labelHashes = new long[n];
        long[] idHashes = new long[n];
        for (int i = 0; i < n; i++) {
            double norm = 0;
            for (int k = 0; k < dim; k++) {
                data[i * dim + k] = (float) rnd.nextGaussian();
                norm += data[i * dim + k] * data[i * dim + k];
            }
            for (int k = 0; k < dim; k++) {
                data[i * dim + k] /= (float) Math.sqrt(norm);
            }
            labelHashes[i] = labels[i].hashCode();
            idHashes[i] = rnd.nextLong();
        }
        return new Block(group, index, n, dim, data, labelHashes, labels, idHashes);
    }
}
