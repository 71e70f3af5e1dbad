package org.fairscore.jobs.scoring;

import java.io.Serializable;
import java.util.Arrays;
import java.util.HashMap;
import org.fairscore.core.bootstrap.EerGrid;
import org.fairscore.core.bootstrap.IdentityErrorCounts;
import org.fairscore.core.summaries.BulkScoreCounter;
import org.fairscore.core.summaries.ScoreKey;

/**
 * One task's per-identity impostor counts, kept during the impostor pass itself so that the identity bootstrap
 * needs no second pass over the pairs: per (group, identity) its impostor pairs, its scores per coarse bucket of the
 * group's {@link IdentityWindows.Window} (one int per bucket lo..TOP and one above), and, for every score in a
 * listed bucket, one entry (both identities and the score's low 16 key bits). Once the thresholds and the EER grid
 * are exact, {@link #countsAt} turns these into {@link IdentityErrorCounts} with exactly the counts a comparison of
 * every score with every threshold gives (the rule of {@link IdentityWindows}).
 *
 * <p>Memory per task and group touched: identities × (TOP − lo + 2) ints, identities longs, and 8 bytes per
 * impostor score in a listed bucket (the prediction's buckets, the same that the pass resolves into fine
 * histograms), and while a tile is counted one int per column (where the column's identity's counters start). An
 * identity's per-bucket count is an int: once an identity has more than 2³¹ − 1 impostor pairs in
 * one task the tally gives up ({@link #overflowed()}) and the audit takes the threshold pass instead.
 * Not thread-safe: one per task.
 */
public final class IdentityTally implements Serializable {
    private static final long serialVersionUID = 1L;
    /** Identities per group and task that an entry can name (24 bits each). */
    static final int MAX_IDENTITIES = 1 << 24;

    private final IdentityWindows windows;
    private final HashMap<String, GroupTally> groups = new HashMap<>();
    private boolean overflowed;

    public IdentityTally(IdentityWindows windows) {
        this.windows = windows;
    }

    /** Whether the tally gave up (too many pairs or identities for its counters); its counts must not be used. */
    public boolean overflowed() {
        return overflowed;
    }

    /**
     * Starts a tile of one group: its identities get indices and their impostor pairs in the tile are added (each
     * row of A pairs with every row of B of another label, and so each row of B with A's; on a diagonal tile that
     * counts every pair i &lt; j once for each side).
     *
     * @return the tile's sides, or null when the tally does not cover the group or has given up
     */
    Sides begin(Tile tile) {
        var window = windows.window(tile.key().groupA());
        if (overflowed || window == null) {
            return null;
        }
        var g = groups.computeIfAbsent(tile.key().groupA(), name -> new GroupTally(window));
        Block a = tile.a();
        Block b = tile.b();
        boolean diagonal = tile.key().diagonal();
        int[] idA = g.indices(a);
        int[] idB = diagonal ? idA : g.indices(b);
        if (g.labels.size() >= MAX_IDENTITIES) {
            overflowed = true;
            return null;
        }
        var pairs = TilePairs.of(tile);
        for (int i = 0; i < a.rows(); i++) {
            g.pairs[idA[i]] += pairs.a()[i];
        }
        if (!diagonal) {
            for (int j = 0; j < b.rows(); j++) {
                g.pairs[idB[j]] += pairs.b()[j];
            }
        }
        for (long p : g.pairs) {
            if (p > Integer.MAX_VALUE) { // a bucket's count could overflow its int
                overflowed = true;
                return null;
            }
        }
        return new Sides(g, idA, idB);
    }

    /** One tile's identity indices for its rows (A) and columns (B). */
    static final class Sides {
        private final GroupTally g;
        private final int[] idA;
        private final int[] idB;
        /** Per column of B, the index of its identity's first counter in the group's cells (idB · bins). */
        private final int[] columnCells;
        private final int bins;
        private final int lo;
        private final float lowest;
        /** Whether few scores reach the window: counted through the binning loop's rare path. */
        private final boolean sparse;

        private Sides(GroupTally g, int[] idA, int[] idB) {
            this.g = g;
            this.idA = idA;
            this.idB = idB;
            this.bins = g.bins;
            this.columnCells = new int[idB.length];
            for (int j = 0; j < idB.length; j++) {
                columnCells[j] = Math.multiplyExact(idB[j], bins);
            }
            this.lo = g.lo;
            this.sparse = g.sparse;
            // the smallest float of bucket lo (below −∞'s bucket the keys are NaN patterns: every finite score counts)
            this.lowest = lo <= ScoreKey.bucketOf(Float.NEGATIVE_INFINITY) ? Float.NEGATIVE_INFINITY
                    : ScoreKey.value(ScoreKey.compose(lo, 0));
        }

        /**
         * Sides for a helper thread on the same tile ({@link ChunkHelper}): counters of their own for the tile's
         * identities, no pairs (this tally counted the tile's pairs in {@link IdentityTally#begin}); {@link #absorb}
         * adds them here once the helper is done.
         */
        Sides helper(Tile tile) {
            var h = new GroupTally(g.window);
            int[] a = h.indices(tile.a());
            return new Sides(h, a, tile.key().diagonal() ? a : h.indices(tile.b()));
        }

        /** Adds a helper's counts ({@link #helper}) to this tile's group, identity by identity. */
        void absorb(Sides helper) {
            g.absorb(helper.g);
        }

        /** Positions of listed scores, from {@link BulkScoreCounter#addTallied}. */
        private int[] hits = new int[0];
        /** Their keys, for the counter's fine table ({@link BulkScoreCounter#addFineKeys}). */
        private int[] keys = new int[0];

        /**
         * Counts impostor scores s[from], …, s[to − 1] of row {@code row} of A against columns (p − base) of B into
         * {@code counter} (as {@link BulkScoreCounter#add}) and into this tally, in one loop over the scores: the
         * same counts as {@link #add} after {@link BulkScoreCounter#add}, without reading and comparing every score
         * a second time. The listed scores come back as positions and become entries here, and their keys go to the
         * counter's fine table ({@link BulkScoreCounter#addFineKeys}: the counter leaves them to this method).
         */
        void countAndAdd(BulkScoreCounter counter, float[] s, int from, int to, int row, int base) {
            if (hits.length < to - from) {
                hits = new int[to - from];
                keys = new int[to - from];
            }
            int a = idA[row];
            int[] columns = idB;
            int n = sparse
                    ? counter.addSparse(s, from, to, lowest, lo, bins - 1, g.cells, a * bins, g.cells, columnCells,
                            base, g.listedBits, hits)
                    : counter.addTallied(s, from, to, lowest, lo, bins - 1, g.cells, a * bins, g.cells, columnCells,
                            base, g.listedBits, hits);
            // GroupTally.entry written out (C1 does not inline it): a list grows in a call of its own
            long[][] entries = g.entries;
            int[] sizes = g.sizes;
            int[] keyOf = keys;
            long rowBits = (long) a << 40;
            int first = lo;
            for (int k = 0; k < n; k++) {
                int p = hits[k];
                int bits = Float.floatToRawIntBits(s[p] + 0.0f);
                int key = bits ^ ((bits >> 31) & 0x7FFFFFFF) ^ 0x80000000;
                keyOf[k] = key;
                int seg = (key >>> 16) - first;
                long[] list = entries[seg];
                int m = sizes[seg];
                if (list == null || m == list.length) {
                    list = g.grow(seg);
                    m = sizes[seg];
                }
                list[m] = rowBits | ((long) columns[p - base] << 16) | (key & 0xFFFF);
                sizes[seg] = m + 1;
            }
            // the listed scores' keys for the fine histograms, which addTallied and addSparse leave to the caller
            counter.addFineKeys(keyOf, n);
        }

        /**
         * Counts impostor scores s[from], …, s[to − 1] of row {@code row} of A against columns (p − base) of B. A score
         * below the window costs one comparison. The separate pass the kernel used before {@link #countAndAdd}; kept
         * as the reference that the fused count is tested against ({@code IdentityTallyFusedTest}).
         */
        void add(float[] s, int from, int to, int row, int base) {
            // fields in locals: the launcher runs the audit with C1, which does not hoist them out of the loop
            int[] cells = g.cells;
            boolean[] listed = g.listed;
            int[] columns = idB;
            float low = lowest;
            int first = lo;
            int width = bins;
            int a = idA[row];
            int rowCells = a * width;
            int above = width - 1;
            int p = from;
            // most scores lie below the window: eight at a time, one branch (C1 neither unrolls nor vectorises;
            // measured under C1 on a row without window scores: 0.72 ns a score, against 1.73 one at a time)
            for (; p + 8 <= to; p += 8) {
                if (!(s[p] >= low | s[p + 1] >= low | s[p + 2] >= low | s[p + 3] >= low
                        | s[p + 4] >= low | s[p + 5] >= low | s[p + 6] >= low | s[p + 7] >= low)) {
                    continue;
                }
                addEach(s, p, p + 8, base, cells, listed, columns, low, first, width, a, rowCells, above);
            }
            addEach(s, p, to, base, cells, listed, columns, low, first, width, a, rowCells, above);
        }

        private void addEach(float[] s, int from, int to, int base, int[] cells, boolean[] listed, int[] columns,
                             float low, int first, int width, int a, int rowCells, int above) {
            for (int p = from; p < to; p++) {
                float v = s[p];
                if (v >= low) {
                    // ScoreKey.of without a branch (+ 0.0f folds −0.0 into +0.0), as BulkScoreCounter
                    int bits = Float.floatToRawIntBits(v + 0.0f);
                    int key = bits ^ ((bits >> 31) & 0x7FFFFFFF) ^ 0x80000000;
                    int seg = Math.min((key >>> 16) - first, above);
                    int b = columns[p - base];
                    cells[rowCells + seg]++;
                    cells[b * width + seg]++;
                    if (seg < above && listed[seg]) {
                        g.entry(seg, ((long) a << 40) | ((long) b << 16) | (key & 0xFFFF));
                    }
                }
            }
        }
    }

    /**
     * Per-identity false accepts at each FAR-level threshold and at each group's EER-grid columns; impostor pairs
     * beside them. Identities without impostor pairs are left out, as the threshold pass leaves them out.
     *
     * @return {at the levels, at the grid (width columns; empty without grid)}
     */
    public IdentityErrorCounts[] countsAt(float[] levels, EerGrid grid, boolean inclusive) {
        int width = grid == null ? 0 : grid.width();
        var atLevels = IdentityErrorCounts.empty(levels.length);
        var atGrid = IdentityErrorCounts.empty(width);
        if (overflowed) {
            throw new IllegalStateException("the identity tally gave up; its counts are incomplete");
        }
        groups.forEach((name, g) -> {
            float[] columns = grid == null ? null : grid.columns(name);
            float[] all = columns == null ? levels : concat(levels, columns);
            long[][] accepted = g.accepted(all, inclusive, name);
            for (int id = 0; id < g.labels.size(); id++) {
                if (g.pairs[id] == 0) {
                    continue;
                }
                atLevels.addImpostor(name, g.labels.get(id), g.pairs[id], Arrays.copyOf(accepted[id], levels.length));
                if (columns != null) {
                    atGrid.addImpostor(name, g.labels.get(id), g.pairs[id],
                            Arrays.copyOfRange(accepted[id], levels.length, all.length));
                }
            }
        });
        return new IdentityErrorCounts[] {atLevels, atGrid};
    }

    private static float[] concat(float[] x, float[] y) {
        float[] out = Arrays.copyOf(x, x.length + y.length);
        System.arraycopy(y, 0, out, x.length, y.length);
        return out;
    }
}
