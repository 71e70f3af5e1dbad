package org.fairscore.core.summaries;

/**
 * The identity tally of one {@link BulkScoreCounter#addSparse} call while it runs: its arguments, and the window scores
 * met so far. The counter's rare path ({@code special}) notes each window score here (its position and its bin), and
 * {@link #end} counts them all, exactly as {@code addTallied}'s loop counts them (see there for the arguments), in the
 * same order. One per counter; not thread-safe.
 *
 * <p>Why noted first and counted at the end: a sparse group's window scores are rare and fall on random identities, so
 * the column's counter is seldom in a cache while the tile's GEMM runs, and an increment made inside the binning loop
 * waited on that miss, one at a time (the profile of the 80k × 512 bench audit: 0.28 core-seconds in this class's
 * count for 3.6 million window scores, about 78 ns each). Counted in one tight loop after the run, the misses overlap:
 * 0.28 and 0.31 → 0.15 and 0.15 core-seconds in two profiles of that audit each. Memory: two ints per score of the
 * longest run counted (the hits buffer's length).
 */
final class SparseTally {
    private float low;
    private int first;
    private int last;
    private int[] rowCells;
    private int rowAt;
    private int[] cells;
    private int[] columnCells;
    private int colBase;
    private byte[] listed;
    private int[] hits;
    /** The window scores noted: their positions and bins, {@code noted} of them. */
    private int[] positions = new int[0];
    private int[] bins = new int[0];
    private int noted;

    /** Starts a call; {@code hits} has room for every score of its run, and so has the room for notes made here. */
    void begin(float low, int first, int last, int[] rowCells, int rowAt, int[] cells, int[] columnCells, int colBase,
               byte[] listed, int[] hits) {
        this.low = low;
        this.first = first;
        this.last = last;
        this.rowCells = rowCells;
        this.rowAt = rowAt;
        this.cells = cells;
        this.columnCells = columnCells;
        this.colBase = colBase;
        this.listed = listed;
        this.hits = hits;
        this.noted = 0;
        if (positions.length < hits.length) {
            positions = new int[hits.length];
            bins = new int[hits.length];
        }
    }

    /** Score s[j] with its key, in a window bucket: noted when it is counted (≥ low), as addTallied's loop counts. */
    void count(float v, int key, int j) {
        if (v >= low) {
            positions[noted] = j;
            bins[noted] = Math.min((key >>> 16) - first, last);
            noted++;
        }
    }

    /** Counts the noted scores; returns how many positions it appended to hits (from hits[0]). */
    int end() {
        int[] at = positions;
        int[] seg = bins;
        int n = 0;
        for (int k = 0; k < noted; k++) {
            int j = at[k];
            int b = seg[k];
            rowCells[rowAt + b]++;
            cells[columnCells[j - colBase] + b]++;
            hits[n] = j;
            n += listed[b];
        }
        noted = 0;
        rowCells = null;
        cells = null;
        columnCells = null;
        listed = null;
        hits = null;
        return n;
    }
}
