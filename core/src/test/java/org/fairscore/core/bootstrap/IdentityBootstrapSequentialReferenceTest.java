package org.fairscore.core.bootstrap;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.fairscore.core.verification.Interval;
import org.junit.jupiter.api.Test;

/**
 * The identity bootstrap (replicates summed in chunks, in parallel, over non-zero runs: {@link ReplicateSums}) against
 * the plain sequential loop it replaced, restated here: for each replicate, K draws from the group's stream, each
 * adding the drawn identity's whole row. Every replicate value, every interval and every undefined count must be the
 * same, bit for bit, for the same seed.
 */
class IdentityBootstrapSequentialReferenceTest {

    /** The replaced algorithm for one group: replicate values threshold-major, and the undefined counts. */
    private record Reference(double[][] far, double[][] frr, int undefinedFar, int undefinedFrr, Interval[] farCi,
                             Interval[] frrCi) {
    }

    private static Reference reference(IdentityErrorCounts counts, String group, int replicates, long seed,
                                       double confidence) {
        int thresholds = counts.thresholds();
        var labels = counts.identities(group);
        int k = labels.size();
        long[][] rows = new long[k][];
        long[] total = new long[2 + 2 * thresholds];
        int withGenuine = 0;
        int withImpostor = 0;
        for (int i = 0; i < k; i++) {
            String label = labels.get(i);
            long[] row = new long[2 + 2 * thresholds];
            row[0] = counts.genuinePairs(group, label);
            row[1] = counts.impostorPairs(group, label);
            for (int t = 0; t < thresholds; t++) {
                row[2 + t] = counts.falseRejects(group, label, t);
                row[2 + thresholds + t] = counts.falseAccepts(group, label, t);
            }
            rows[i] = row;
            for (int c = 0; c < row.length; c++) {
                total[c] += row[c];
            }
            withGenuine += row[0] > 0 ? 1 : 0;
            withImpostor += row[1] > 0 ? 1 : 0;
        }
        boolean frrDefined = total[0] > 0 && withGenuine >= 2;
        boolean farDefined = total[1] > 0 && withImpostor >= 2;
        if (!frrDefined && !farDefined) {
            return new Reference(null, null, 0, 0, new Interval[thresholds], new Interval[thresholds]);
        }
        double[][] far = new double[thresholds][replicates];
        double[][] frr = new double[thresholds][replicates];
        int undefinedFar = 0;
        int undefinedFrr = 0;
        var rng = SplitMix64.forGroup(seed, group);
        for (int b = 0; b < replicates; b++) {
            long[] acc = new long[total.length];
            for (int d = 0; d < k; d++) {
                long[] row = rows[rng.nextInt(k)];
                for (int c = 0; c < row.length; c++) {
                    acc[c] += row[c];
                }
            }
            long g = acc[0];
            long den2 = 2 * acc[1] - total[1];
            undefinedFrr += frrDefined && g == 0 ? 1 : 0;
            undefinedFar += farDefined && den2 <= 0 ? 1 : 0;
            for (int t = 0; t < thresholds; t++) {
                frr[t][b] = g > 0 ? (double) acc[2 + t] / g : Double.NaN;
                long num2 = 2 * acc[2 + thresholds + t] - total[2 + thresholds + t];
                far[t][b] = den2 > 0 ? Math.min(1.0, Math.max(0.0, (double) num2 / den2)) : Double.NaN;
            }
        }
        var farCi = new Interval[thresholds];
        var frrCi = new Interval[thresholds];
        for (int t = 0; t < thresholds; t++) {
            frrCi[t] = frrDefined ? IdentityBootstrap.exactWhenDegenerate(frr[t], total[2 + t], total[0], confidence)
                    : null;
            farCi[t] = farDefined ? IdentityBootstrap.exactWhenDegenerate(far[t], total[2 + thresholds + t] / 2,
                    total[1] / 2, confidence) : null;
        }
        return new Reference(farDefined ? far : null, frrDefined ? frr : null, farDefined ? undefinedFar : 0,
                frrDefined ? undefinedFrr : 0, farCi, frrCi);
    }

    /**
     * A seeded random table: group "mixed" (identities with and without genuine pairs, false rejects and accepts with
     * zeros inside rows), "solo" (one identity), "noGenuine" (impostor pairs only), "errorFree" (no false accept or
     * reject at any threshold), "fewErrors" (zeros in most rows: long runs of zeros), "large" (enough identities and
     * columns for many chunks and non-zero runs).
     */
    private static IdentityErrorCounts table(long seed, int thresholds) {
        var rng = new SplittableRandom(seed);
        var c = IdentityErrorCounts.empty(thresholds);
        fill(c, rng, "mixed", 37, thresholds, 0.6, 0.5);
        fill(c, rng, "solo", 1, thresholds, 1.0, 0.5);
        fill(c, rng, "noGenuine", 23, thresholds, 0.0, 0.5);
        fill(c, rng, "errorFree", 19, thresholds, 0.8, 0.0);
        fill(c, rng, "fewErrors", 61, thresholds, 0.7, 0.05);
        fill(c, rng, "large", 1_500, thresholds, 0.7, 0.3);
        return c;
    }

    private static void fill(IdentityErrorCounts c, SplittableRandom rng, String group, int identities, int thresholds,
                             double genuineShare, double errorShare) {
        for (int i = 0; i < identities; i++) {
            String label = "id" + i;
            if (rng.nextDouble() < genuineShare) {
                long pairs = 1 + rng.nextInt(10);
                c.addGenuine(group, label, pairs, errors(rng, thresholds, pairs, errorShare));
            }
            // impostor pairs with a partner, attributed to both, as the job adds them; the solo identity has none
            if (identities > 1) {
                String partner = "id" + rng.nextInt(identities);
                long pairs = 1 + rng.nextInt(300);
                long[] fa = errors(rng, thresholds, pairs, errorShare);
                c.addImpostor(group, label, pairs, fa);
                c.addImpostor(group, partner, pairs, fa);
            }
        }
    }

    /** Errors per threshold, each 0 with probability 1 − share: zeros fall anywhere in a row. */
    private static long[] errors(SplittableRandom rng, int thresholds, long pairs, double share) {
        long[] e = new long[thresholds];
        for (int t = 0; t < thresholds; t++) {
            e[t] = rng.nextDouble() < share ? rng.nextLong(pairs + 1) : 0;
        }
        return e;
    }

    @Test
    void everyReplicateIntervalAndUndefinedCountIsTheSequentialLoops() {
        long[][] cases = {{1, 3, 200, 11}, {2, 6, 37, 12345}, {3, 36, 200, -7}, {4, 1, 16, 0}, {5, 0, 33, 99}};
        for (long[] cs : cases) {
            int thresholds = (int) cs[1];
            int replicates = (int) cs[2];
            long seed = cs[3];
            var counts = table(cs[0], thresholds);
            var r = IdentityBootstrap.compute(counts, replicates, seed, 0.95);
            for (String g : counts.groups()) {
                var ref = reference(counts, g, replicates, seed, 0.95);
                String where = "table " + cs[0] + ", group " + g;
                assertEquals(ref.undefinedFar(), r.undefinedFarReplicates(g), where);
                assertEquals(ref.undefinedFrr(), r.undefinedFrrReplicates(g), where);
                for (int t = 0; t < thresholds; t++) {
                    assertArrayEquals(ref.far() == null ? null : ref.far()[t], r.farReplicates(g, t), where + " t" + t);
                    assertArrayEquals(ref.frr() == null ? null : ref.frr()[t], r.frrReplicates(g, t), where + " t" + t);
                    assertEquals(ref.farCi()[t], r.far(g, t), where + " t" + t);
                    assertEquals(ref.frrCi()[t], r.frr(g, t), where + " t" + t);
                }
            }
        }
    }

    /** The fixture holds the cases it claims, so the comparison above cannot pass vacuously. */
    @Test
    void theTablesHoldTheEdgeCases() {
        var counts = table(3, 36);
        var r = IdentityBootstrap.compute(counts, 50, 1, 0.95);
        assertNull(r.far("solo", 0), "one identity: no interval");
        assertNull(r.frr("noGenuine", 0), "no genuine pairs: no FRR interval");
        assertTrue(r.far("noGenuine", 0) != null);
        assertEquals(BootstrapIntervals.EXACT_BOUND_METHOD, r.far("errorFree", 5).method(), "zero errors: exact bound");
        assertEquals(BootstrapIntervals.INTERVAL_METHOD, r.far("large", 5).method());
        assertTrue(counts.identities("large").size() > 2 * ReplicateSums.CHUNK);
    }

    /** The sums themselves, and where the stream is left, against the plain loop on a raw table with zeros inside rows. */
    @Test
    void sumsAndStreamPositionMatchThePlainLoop() {
        var rnd = new SplittableRandom(5);
        for (int width : new int[] {2, 3, 14, 74}) {
            for (int k : new int[] {1, 2, 17, 400}) {
                long[] flat = new long[k * width];
                for (int i = 0; i < flat.length; i++) {
                    flat[i] = rnd.nextInt(3) == 0 ? 0 : rnd.nextLong(1L << 40);
                }
                int replicates = 1 + rnd.nextInt(3 * ReplicateSums.CHUNK + 5);
                var plain = new SplitMix64(width * 1000L + k);
                long[] expected = new long[replicates * width];
                for (int b = 0; b < replicates; b++) {
                    for (int d = 0; d < k; d++) {
                        int base = plain.nextInt(k) * width;
                        for (int c = 0; c < width; c++) {
                            expected[b * width + c] += flat[base + c];
                        }
                    }
                }
                var chunked = new SplitMix64(width * 1000L + k);
                long[] actual = ReplicateSums.of(flat, width, replicates, chunked);
                String where = "width " + width + ", K " + k + ", B " + replicates;
                assertTrue(Arrays.equals(expected, actual), where);
                assertEquals(plain.state(), chunked.state(), where + ": the stream must be left where the loop leaves it");
            }
        }
    }
}
