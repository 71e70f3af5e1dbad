package org.fairscore.jobs.scoring;

import java.util.Arrays;
import java.util.HashMap;
import org.fairscore.core.bootstrap.EerGrid;
import org.fairscore.core.bootstrap.IdentityErrorCounts;

/**
 * Per-identity error counts at the exact global thresholds, for the identity bootstrap: every kept
 * impostor pair of an intra-group tile is attributed to both of its identities (pairs and false
 * accepts at each threshold); every genuine pair of an identity block to its identity (pairs and false
 * rejects). With an {@link EerGrid}, the same pass also counts each identity at its group's EER grid, into a second
 * {@link IdentityErrorCounts} (the EER interval's).
 *
 * <p>A group's thresholds (the FAR levels and its EER grid, up to 6 + 36) are one {@link ThresholdLadder}: a pair
 * that the lowest threshold does not accept costs one comparison, any other a binary search, and each tile row keeps
 * a histogram of ranks (ints: a row has fewer pairs in a tile than a block has rows), prefix-summed once per row into
 * the counts at every threshold — never a comparison of every pair with every threshold. Counts are handed to
 * {@link IdentityErrorCounts} once per row. Extra memory per task: rows × (thresholds + 1) ints per tile side, twice
 * that while a helper thread takes the tile's chunks too.
 */
final class IdentityKernel {
    private IdentityKernel() {
    }

    @FunctionalInterface
    private interface PairVisitor {
        void accept(int i, int j, float score);
    }

    /**
     * @param thresholds global thresholds, one per FAR level (any order)
     * @param inclusive  true for "accept iff s ≥ t"
     * @param grid       the EER grid, or null for FAR-level counts only
     * @param eerCounts  receives the counts at the group's grid columns (null when {@code grid} is)
     * @return the impostor pairs counted (for the pass's progress)
     */
    static long impostors(Tile tile, TileScorer scorer, PairSampler sampler, float[] thresholds, boolean inclusive,
                          IdentityErrorCounts counts, EerGrid grid, IdentityErrorCounts eerCounts) {
        return impostors(tile, scorer, sampler, thresholds, inclusive, counts, grid, eerCounts, SpareCores.NONE);
    }

    /**
     * @param spare where a helper thread may find a core for the tile's remaining chunks when every pair is kept
     *              ({@link ChunkHelper#counting}: its own rank histograms, added to the task's when it is done)
     */
    static long impostors(Tile tile, TileScorer scorer, PairSampler sampler, float[] thresholds, boolean inclusive,
                          IdentityErrorCounts counts, EerGrid grid, IdentityErrorCounts eerCounts,
                          SpareCores.Source spare) {
        Block a = tile.a();
        Block b = tile.b();
        boolean diagonal = tile.key().diagonal();
        float[] eer = grid == null ? null : grid.columns(a.group());
        float[] all = concat(thresholds, eer);
        var ladder = new ThresholdLadder(all, inclusive);
        int bins = ladder.bins();
        long[] pairsA = new long[a.rows()];
        int[] histA = new int[a.rows() * bins];
        long[] pairsB = diagonal ? pairsA : new long[b.rows()];
        int[] histB = diagonal ? histA : new int[b.rows() * bins];
        boolean all1 = sampler.samplesAll();
        boolean sparse = sampler.rate() < ImpostorKernel.GEMM_MIN_RATE;
        int nb = b.rows();
        // one sampled pair (ai, j) with its score: if an impostor pair, counted for both identities
        PairVisitor visit = (ai, j, score) -> {
            if (a.sameLabel(ai, b, j)) {
                return;
            }
            pairsA[ai]++;
            pairsB[j]++;
            if (ladder.acceptedAtLowest(score)) {
                int rank = ladder.rank(score);
                histA[ai * bins + rank]++;
                histB[j * bins + rank]++;
            }
        };
        if (all1 && !sparse) {
            allPairs(tile, scorer, all, inclusive, ladder, pairsA, histA, pairsB, histB, spare);
        } else if (sparse) {
            // as ImpostorKernel scores sampled pairs below its GEMM rate: by dot products
            for (int ai = 0; ai < a.rows(); ai++) {
                for (int j = diagonal ? ai + 1 : 0; j < nb; j++) {
                    if (all1 || sampler.keep(a.idHashes()[ai], b.idHashes()[j])) {
                        visit.accept(ai, j, a.dot(ai, b, j));
                    }
                }
            }
        } else {
            TileChunks.forEach(tile, scorer, (s, r0, rows, c0, cols) -> {
                for (int i = 0; i < rows; i++) {
                    int ai = r0 + i;
                    int base = i * cols - c0;
                    for (int j = diagonal ? ai + 1 : 0; j < nb; j++) {
                        if (all1 || sampler.keep(a.idHashes()[ai], b.idHashes()[j])) {
                            visit.accept(ai, j, s[base + j]);
                        }
                    }
                }
                return 0;
            });
        }
        var rows = new RowCounts(ladder, thresholds.length, eer, counts, eerCounts);
        rows.add(a, pairsA, histA);
        if (!diagonal) {
            rows.add(b, pairsB, histB);
        }
        // every counted pair is in pairsA once and in pairsB once; on a diagonal tile they are one array
        long counted = Arrays.stream(pairsA).sum();
        return diagonal ? counted / 2 : counted;
    }

    /**
     * Every impostor pair of a GEMM-scored tile, walked as {@link ImpostorKernel} walks them: each row's scores in runs
     * between its genuine columns (the same label in B), so the loop has no per-pair label test, and the pairs per row
     * and column counted from the labels once per tile (row i of A pairs with every column of B of another label; on a
     * diagonal tile, where A and B are one array, that is its row's j &gt; i and its column's j &lt; i together). Why
     * not the per-pair visitor: at 200,000 × 128 this pass took 22 ns a pair of task time (a lambda call, a label test
     * and two pair counts each), the impostor pass 10.
     *
     * <p>The chunks are taken one at a time; once a core is spare, a helper thread takes them too (as the impostor
     * pass's, {@link ChunkHelper}), counting into rank histograms of its own (rows × bins ints per tile side, a ladder
     * of its own) that are added here when it is done: integer counts, so the same whichever thread counted a chunk.
     * Why: at 200,000 × 128 (where the tally's budget is exceeded and this pass runs) the four tiles take 13 to 29 s
     * each on two cores, and the last one ran alone while the other core idled: the pass took 61.1 and 67.4 s without
     * the helper, 44.0, 49.5 and 61.7 s with it (one run each, alternating, busy host; in the 49.5 s run the helper
     * took the last tile's 209 remaining chunks with it for its last 6.7 s).
     */
    private static void allPairs(Tile tile, TileScorer scorer, float[] thresholds, boolean inclusive,
                                 ThresholdLadder ladder, long[] pairsA, int[] histA, long[] pairsB, int[] histB,
                                 SpareCores.Source spare) {
        Block a = tile.a();
        Block b = tile.b();
        boolean diagonal = tile.key().diagonal();
        int nb = b.rows();
        var pairs = TilePairs.of(tile);
        for (int i = 0; i < a.rows(); i++) {
            pairsA[i] += pairs.a()[i];
        }
        if (!diagonal) {
            for (int j = 0; j < nb; j++) {
                pairsB[j] += pairs.b()[j];
            }
        }
        var runs = ImpostorRuns.of(tile);
        var queue = new ChunkQueue(tile, scorer);
        var counting = counting(runs, ladder, histA, histB);
        // one helper once a core is spare: rank histograms (and a ladder) of its own, added here when it is done
        int[][] helperHist = new int[2][];
        var helper = queue.scoreAll(scorer, counting, spare, () -> {
            helperHist[0] = new int[histA.length];
            helperHist[1] = diagonal ? helperHist[0] : new int[histB.length];
            return ChunkHelper.counting(queue, scorer,
                    counting(runs, new ThresholdLadder(thresholds, inclusive), helperHist[0], helperHist[1]), spare);
        }).helper();
        if (helper != null) {
            helper.join();
            add(helperHist[0], histA);
            if (!diagonal) {
                add(helperHist[1], histB);
            }
        }
    }

    /** Counts one chunk's runs into the rank histograms of its rows (histA) and columns (histB). */
    private static TileChunks.Chunk counting(ImpostorRuns runs, ThresholdLadder ladder, int[] histA, int[] histB) {
        int bins = ladder.bins();
        return (s, r0, rows, c0, cols) -> {
            runs.inChunk(r0, rows, c0, cols,
                    (ai, base, from, to) -> countRun(s, base, from, to, ai * bins, ladder, histA, histB, bins));
            return 0;
        };
    }

    private static void add(int[] from, int[] into) {
        for (int i = 0; i < from.length; i++) {
            into[i] += from[i];
        }
    }

    /**
     * Ranks of the scores s[base + j], j in [from, to), of one row into its histogram (at rowAt) and each column's. Most
     * scores lie below the lowest threshold: eight at a time, one branch (C1, the launcher's JIT, neither unrolls nor
     * vectorises; see {@code IdentityTally.Sides.add}).
     */
    private static void countRun(float[] s, int base, int from, int to, int rowAt, ThresholdLadder ladder, int[] histA,
                                 int[] histB, int bins) {
        float low = ladder.lowest();
        int j = from;
        for (; j + 8 <= to; j += 8) {
            int p = base + j;
            if (!(s[p] >= low | s[p + 1] >= low | s[p + 2] >= low | s[p + 3] >= low
                    | s[p + 4] >= low | s[p + 5] >= low | s[p + 6] >= low | s[p + 7] >= low)) {
                continue;
            }
            for (int k = j; k < j + 8; k++) {
                countOne(s[base + k], k, rowAt, ladder, histA, histB, bins);
            }
        }
        for (; j < to; j++) {
            if (s[base + j] >= low) {
                countOne(s[base + j], j, rowAt, ladder, histA, histB, bins);
            }
        }
    }

    private static void countOne(float score, int j, int rowAt, ThresholdLadder ladder, int[] histA, int[] histB,
                                 int bins) {
        if (ladder.acceptedAtLowest(score)) {
            int rank = ladder.rank(score);
            histA[rowAt + rank]++;
            histB[j * bins + rank]++;
        }
    }

    /**
     * Genuine pairs of one identity block and its false rejects at each threshold, scored exactly as
     * {@link GenuineKernel} scores them (same kernel choice and chunking, so the same float values).
     *
     * <p>{@code ladders}: the task's, one per group ({@link GenuineLadders}).
     *
     * @return the genuine pairs counted (for the pass's progress)
     */
    static long genuine(Block identity, TileScorer scorer, GenuineLadders ladders, IdentityErrorCounts counts,
                        IdentityErrorCounts eerCounts) {
        var ladder = ladders.of(identity.group());
        long pairs = GenuineKernel.forEachScore(identity, scorer, ladder);
        ladder.addTo(identity.labels()[0], pairs, counts, eerCounts);
        return pairs;
    }

    /**
     * {@link #genuine} from the scores genuine pass 2 kept ({@link GenuineScores}) for its identity k: the same
     * counts, as the same floats go through the same comparisons.
     */
    static long genuine(GenuineScores kept, int k, GenuineLadders ladders, IdentityErrorCounts counts,
                        IdentityErrorCounts eerCounts) {
        var ladder = ladders.of(kept.group(k));
        float[] s = kept.scores();
        for (int p = kept.from(k), end = kept.to(k); p < end; p++) {
            ladder.accept(s[p]);
        }
        long pairs = kept.to(k) - kept.from(k);
        ladder.addTo(kept.label(k), pairs, counts, eerCounts);
        return pairs;
    }

    /**
     * A task's genuine-side ladders, one per group, reused identity after identity: a ladder depends only on the
     * thresholds and the group's EER grid, and building one for every identity (the grid's columns copied, the
     * thresholds sorted and searched) cost more than counting the identity's few genuine scores (16,000 identities
     * of about 50 genuine pairs each in the 80k bench corpus). Not thread-safe: one per task.
     */
    static final class GenuineLadders {
        private final float[] thresholds;
        private final boolean inclusive;
        private final EerGrid grid;
        private final HashMap<String, GenuineLadder> byGroup = new HashMap<>();

        GenuineLadders(float[] thresholds, boolean inclusive, EerGrid grid) {
            this.thresholds = thresholds;
            this.inclusive = inclusive;
            this.grid = grid;
        }

        GenuineLadder of(String group) {
            return byGroup.computeIfAbsent(group, g -> new GenuineLadder(g, thresholds, inclusive, grid));
        }
    }

    /** One group's genuine scores binned by the thresholds (FAR levels, then its EER grid), an identity at a time. */
    private static final class GenuineLadder implements GenuineKernel.ScoreConsumer {
        private final String group;
        private final int levels;
        private final float[] eer;
        private final float[] all;
        private final ThresholdLadder ladder;
        private final long[] hist;

        GenuineLadder(String group, float[] thresholds, boolean inclusive, EerGrid grid) {
            this.group = group;
            this.levels = thresholds.length;
            this.eer = grid == null ? null : grid.columns(group);
            this.all = concat(thresholds, eer);
            this.ladder = new ThresholdLadder(all, inclusive);
            this.hist = new long[ladder.bins()];
        }

        @Override
        public void accept(float score) {
            if (ladder.acceptedAtLowest(score)) {
                hist[ladder.rank(score)]++;
            }
        }

        /** Adds the identity's counts from the scores accepted since the last call, and starts the next identity. */
        void addTo(String label, long pairs, IdentityErrorCounts counts, IdentityErrorCounts eerCounts) {
            long[] accepted = new long[all.length];
            ladder.accepted(hist, accepted);
            Arrays.fill(hist, 0);
            long[] rejected = new long[all.length];
            for (int t = 0; t < all.length; t++) {
                rejected[t] = pairs - accepted[t];
            }
            counts.addGenuine(group, label, pairs, Arrays.copyOf(rejected, levels));
            if (eer != null) {
                eerCounts.addGenuine(group, label, pairs, Arrays.copyOfRange(rejected, levels, all.length));
            }
        }
    }

    private static float[] concat(float[] levels, float[] eer) {
        if (eer == null) {
            return levels;
        }
        float[] out = Arrays.copyOf(levels, levels.length + eer.length);
        System.arraycopy(eer, 0, out, levels.length, eer.length);
        return out;
    }

    /** Hands one tile side's rows to the counts: FAR-level columns first, then the EER grid's. */
    private record RowCounts(ThresholdLadder ladder, int levels, float[] eer, IdentityErrorCounts counts,
                             IdentityErrorCounts eerCounts) {
        void add(Block block, long[] pairs, int[] hist) {
            int bins = ladder.bins();
            long[] accepted = new long[levels + (eer == null ? 0 : eer.length)];
            long[] atLevels = new long[levels];
            long[] atGrid = eer == null ? null : new long[eer.length];
            for (int i = 0; i < block.rows(); i++) {
                if (pairs[i] == 0) {
                    continue;
                }
                ladder.accepted(hist, i * bins, accepted);
                System.arraycopy(accepted, 0, atLevels, 0, levels);
                counts.addImpostor(block.group(), block.labels()[i], pairs[i], atLevels);
                if (atGrid != null) {
                    System.arraycopy(accepted, levels, atGrid, 0, atGrid.length);
                    eerCounts.addImpostor(block.group(), block.labels()[i], pairs[i], atGrid);
                }
            }
        }
    }
}
