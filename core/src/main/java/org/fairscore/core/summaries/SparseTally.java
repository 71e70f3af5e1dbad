package org.fairscore.core.summaries;

/**
 * The identity tally of one {@link BulkScoreCounter#addSparse} call while it runs: its arguments, and the positions of
 * the listed scores so far. The counter's rare path ({@code special}) counts each window score here, exactly as
 * {@code addTallied}'s loop counts it (see there for the arguments). One per counter; not thread-safe.
 */
final class SparseTally {
    private float low;
    private int first;
    private int last;
    private int[] rowCells;
    private int rowAt;
    private int[] cells;
    private int width;
    private int[] columns;
    private int colBase;
    private byte[] listed;
    private int[] hits;
    private int n;

    void begin(float low, int first, int last, int[] rowCells, int rowAt, int[] cells, int width, int[] columns,
               int colBase, byte[] listed, int[] hits) {
        this.low = low;
        this.first = first;
        this.last = last;
        this.rowCells = rowCells;
        this.rowAt = rowAt;
        this.cells = cells;
        this.width = width;
        this.columns = columns;
        this.colBase = colBase;
        this.listed = listed;
        this.hits = hits;
        this.n = 0;
    }

    /** Score s[j] with its key, in a window bucket: counted as BulkScoreCounter.addTallied's loop counts it. */
    void count(float v, int key, int j) {
        if (v >= low) {
            int seg = Math.min((key >>> 16) - first, last);
            rowCells[rowAt + seg]++;
            cells[columns[j - colBase] * width + seg]++;
            hits[n] = j;
            n += listed[seg];
        }
    }

    int end() {
        rowCells = null;
        cells = null;
        columns = null;
        listed = null;
        hits = null;
        return n;
    }
}
