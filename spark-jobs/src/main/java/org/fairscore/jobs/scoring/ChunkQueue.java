package org.fairscore.jobs.scoring;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

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

    /** What {@link #scoreAll} leaves: the sum of this thread's chunks' results, and the helper it started (or null). */
    record Scored(long total, ChunkHelper helper) {
    }

    /**
     * Takes chunks on this thread until none is left, scoring each into {@code chunk}; once a core is spare and at
     * least two chunks are left, starts one helper with {@code helper} (which takes chunks of this queue too; it
     * costs the kernel's per-thread state, and it pauses while a task has its core back). The caller then joins the
     * helper and adds what it counted. If a chunk or the helper's start fails, the queue stops, the helper (if any)
     * is waited for and the failure is rethrown; a core taken for a helper that never started is given back.
     */
    Scored scoreAll(TileScorer scorer, TileChunks.Chunk chunk, SpareCores.Source spare, Supplier<ChunkHelper> helper) {
        long total = 0;
        ChunkHelper started = null;
        try {
            for (int r0 = next(); r0 >= 0; r0 = next()) {
                total += score(r0, scorer, chunk);
                if (started == null && left() >= 2 && spare.take()) {
                    try {
                        started = helper.get();
                    } catch (RuntimeException | Error e) {
                        spare.give(); // the helper never ran
                        throw e;
                    }
                }
            }
        } catch (RuntimeException | Error e) {
            stop();
            if (started != null) {
                started.abandon();
            }
            throw e;
        }
        return new Scored(total, started);
    }
}
