package org.fairscore.jobs.scoring;

import java.util.function.Function;
import org.fairscore.core.summaries.BulkScoreCounter;
import org.fairscore.core.summaries.FineHistogram;
import org.fairscore.core.summaries.PairTypeSummary;

/**
 * A second thread on a running tile, started when the executor has a spare core ({@link SpareCores}): it takes chunks
 * from the tile's {@link ChunkQueue} like the task's own thread and counts them into its own counter, summary, fine
 * table and identity tally, which {@link #joinInto} then adds to the task's (or, {@link #counting}, into state of its
 * own that its caller adds). Every part is an integer count (or a
 * list of entries summed later), so the task's result is the same whichever thread scored which chunk.
 *
 * <p>Memory while it runs: a {@link BulkScoreCounter} (8 MiB of lanes), a GEMM output buffer of one chunk, a fine
 * table of the tile's group (512 KiB per planned bucket) and, with a tally, the group's per-identity counters and the
 * entries of its own chunks. The blocks' matrices are the task's, shared read-only. A {@link #counting} helper (the
 * threshold pass's) has no counter, summary, table or tally: only the GEMM buffer and the state its chunk counts into.
 */
final class ChunkHelper {
    /** How often a paused helper looks for a spare core again. */
    private static final long PAUSE_MILLIS = 2;
    private final Thread thread;
    private final SpareCores.Source spare;
    private final PairTypeSummary summary;
    private final FineHistogram[] table;
    private final IdentityTally.Sides sides;
    /** Whether the chunks count into a {@link BulkScoreCounter} of the helper's own (not for {@link #counting}). */
    private final boolean withCounter;
    private long pairs;
    private Throwable failure;

    private ChunkHelper(ChunkQueue queue, TileScorer scorer, boolean summarise, FineHistogram[] table,
                        IdentityTally.Sides sides, boolean withCounter,
                        Function<BulkScoreCounter, TileChunks.Chunk> chunk, SpareCores.Source spare) {
        this.spare = spare;
        this.withCounter = withCounter;
        this.summary = summarise ? PairTypeSummary.empty() : null;
        this.table = table == null ? null : freshLike(table);
        this.sides = sides;
        this.thread = new Thread(() -> run(queue, scorer, chunk), "fairscore-chunk-helper");
        this.thread.setDaemon(true);
    }

    /**
     * Starts a helper that has taken a core from {@code spare} (and gives it back when it is done).
     *
     * @param sides the helper's own tally sides ({@link IdentityTally.Sides#helper}), or null
     * @param chunk counts one chunk into the counter it is given
     */
    static ChunkHelper start(ChunkQueue queue, TileScorer scorer, boolean summarise, FineHistogram[] table,
                             IdentityTally.Sides sides, Function<BulkScoreCounter, TileChunks.Chunk> chunk,
                             SpareCores.Source spare) {
        var helper = new ChunkHelper(queue, scorer, summarise, table, sides, true, chunk, spare);
        helper.thread.start();
        return helper;
    }

    /**
     * Starts a helper for a kernel whose chunks count into state the caller gave them (the threshold pass's rank
     * histograms, {@link IdentityKernel}): no counter, summary, fine table or tally of the helper's own; {@link #join}
     * waits for it, and the caller then adds that state to its own.
     */
    static ChunkHelper counting(ChunkQueue queue, TileScorer scorer, TileChunks.Chunk chunk, SpareCores.Source spare) {
        var helper = new ChunkHelper(queue, scorer, false, null, null, false, c -> chunk, spare);
        helper.thread.start();
        return helper;
    }

    private void run(ChunkQueue queue, TileScorer scorer, Function<BulkScoreCounter, TileChunks.Chunk> chunk) {
        boolean holding = true;
        // no NativeThreads.limit here: the BLAS thread count is process-wide, the task set it, and changing it while
        // another thread's GEMM runs is not safe
        try (var own = scorer.borrowing()) {
            // no counter (8 MiB of lanes) for a kernel that counts into the state its chunk was given
            var counter = withCounter ? new BulkScoreCounter() : null;
            if (counter != null) {
                counter.target(summary, table);
            }
            var counting = chunk.apply(counter);
            while (true) {
                if (spare.crowded()) {
                    // a task started on the core this helper took: it gets it back within one chunk, and the helper
                    // waits until a core is spare again (or the task's thread has taken every chunk)
                    spare.give();
                    holding = false;
                    while (!(holding = spare.take())) {
                        if (queue.left() == 0) {
                            break;
                        }
                        Thread.sleep(PAUSE_MILLIS);
                    }
                    if (!holding) {
                        break;
                    }
                }
                int r0 = queue.next();
                if (r0 < 0) {
                    break;
                }
                pairs += queue.score(r0, own, counting);
            }
            if (counter != null) {
                counter.flush();
            }
        } catch (Throwable e) {
            failure = e;
        } finally {
            if (holding) {
                spare.give();
            }
        }
    }

    /**
     * Waits for the helper and adds what it counted to the task's summary, fine table and tally sides.
     *
     * @return the impostor pairs it counted
     */
    long joinInto(PairTypeSummary taskSummary, FineHistogram[] taskTable, IdentityTally.Sides taskSides) {
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the tile's helper thread", e);
        }
        if (failure != null) {
            throw new IllegalStateException("the tile's helper thread failed", failure);
        }
        if (taskSummary != null) {
            taskSummary.merge(summary);
        }
        if (taskTable != null) {
            for (int b = 0; b < taskTable.length; b++) {
                if (table[b] != null && table[b].total() > 0) {
                    taskTable[b].merge(table[b]);
                }
            }
        }
        if (taskSides != null) {
            taskSides.absorb(sides);
        }
        return pairs;
    }

    /** Waits for a {@link #counting} helper (its chunks' results are the caller's to add); rethrows its failure. */
    void join() {
        joinInto(null, null, null);
    }

    /** Waits for a helper whose task failed (its queue stopped); what it counted is dropped. */
    void abandon() {
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static FineHistogram[] freshLike(FineHistogram[] table) {
        var out = new FineHistogram[table.length];
        for (int b = 0; b < table.length; b++) {
            if (table[b] != null) {
                out[b] = FineHistogram.empty(b);
            }
        }
        return out;
    }
}
