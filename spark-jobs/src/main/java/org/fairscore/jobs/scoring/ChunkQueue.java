package org.fairscore.jobs.scoring;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * One tile's GEMM chunks ({@link TileChunks}) handed out one at a time, in order, to the task's thread and a helper
 * ({@link ChunkHelper}): each chunk goes to exactly one of them. On a diagonal tile the chunks shrink towards its end
 * (a row pairs with the columns after it), so whoever takes the last ones finishes soon after the other.
 */
final class ChunkQueue {
    private final Block a;
    private final Block b;
    private final boolean diagonal;
    private final int step;
    private final int chunks;
    private final AtomicInteger next = new AtomicInteger();

    ChunkQueue(Tile tile, TileScorer scorer) {
        this.a = tile.a();
        this.b = tile.b();
        this.diagonal = tile.key().diagonal();
        this.step = scorer.rowsPerChunk(b.rows());
        this.chunks = TileChunks.count(a, b, diagonal, step);
    }

    /** The first row of the next chunk, or −1 when every chunk has been taken (or the queue was stopped). */
    int next() {
        int i = next.getAndIncrement();
        return i < chunks ? i * step : -1;
    }

    /** Chunks not yet taken. */
    int left() {
        return Math.max(0, chunks - next.get());
    }

    /** No more chunks for anyone (the task failed: its helper stops at its current chunk). */
    void stop() {
        next.set(Integer.MAX_VALUE / 2);
    }

    /** Scores the chunk starting at row r0 with {@code scorer} into {@code chunk}. */
    long score(int r0, TileScorer scorer, TileChunks.Chunk chunk) {
        return TileChunks.at(a, b, diagonal, scorer, r0, chunk);
    }
}
