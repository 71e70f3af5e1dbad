package org.fairscore.jobs.scoring;

/**
 * The GEMM chunks of a tile, the one loop every all-pairs kernel shares: rows [r0, r0 + rows) of block
 * A against columns [c0, nB) of block B, where c0 = r0 + 1 on a diagonal tile (so its pairs i &lt; j are
 * all there, and the few j ≤ i of a chunk are skipped by the caller) and 0 otherwise. Chunks are at most
 * {@link TileScorer#rowsPerChunk} rows, so a task's score buffer stays bounded.
 */
public final class TileChunks {
    private TileChunks() {
    }

    /** One chunk's scores: s[i·cols + (j − c0)] = cos(a_{r0+i}, b_j); returns what the caller counts (pairs kept). */
    @FunctionalInterface
    public interface Chunk {
        long accept(float[] s, int r0, int rows, int c0, int cols);
    }

    /** Calls {@code chunk} for every chunk of a against b; returns the sum of its results. */
    public static long forEach(Block a, Block b, boolean diagonal, TileScorer scorer, Chunk chunk) {
        int step = scorer.rowsPerChunk(b.rows());
        long total = 0;
        for (int i = 0, n = count(a, b, diagonal, step); i < n; i++) {
            total += at(a, b, diagonal, scorer, i * step, chunk);
        }
        return total;
    }

    /** How many chunks of {@code step} rows a against b has: chunk i starts at row i · step ({@link ChunkQueue}). */
    static int count(Block a, Block b, boolean diagonal, int step) {
        int n = 0;
        for (int r0 = 0; r0 < a.rows() && hasColumns(b, diagonal, r0); r0 += step) {
            n++;
        }
        return n;
    }

    /** Whether the chunk starting at row r0 has any column: on a diagonal tile, not once r0 is B's last row. */
    public static boolean hasColumns(Block b, boolean diagonal, int r0) {
        return (diagonal ? r0 + 1 : 0) < b.rows();
    }

    /** Calls {@code chunk} for the one chunk whose first row is r0 (a multiple of the scorer's rows per chunk). */
    public static long at(Block a, Block b, boolean diagonal, TileScorer scorer, int r0, Chunk chunk) {
        int rows = Math.min(scorer.rowsPerChunk(b.rows()), a.rows() - r0);
        int c0 = diagonal ? r0 + 1 : 0;
        return chunk.accept(scorer.score(a, r0, rows, b, c0), r0, rows, c0, b.rows() - c0);
    }

    public static long forEach(Tile tile, TileScorer scorer, Chunk chunk) {
        return forEach(tile.a(), tile.b(), tile.key().diagonal(), scorer, chunk);
    }
}
