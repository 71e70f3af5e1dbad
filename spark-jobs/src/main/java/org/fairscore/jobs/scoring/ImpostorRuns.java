package org.fairscore.jobs.scoring;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * A tile's impostor pairs, row by row, as runs of consecutive columns between the row's genuine columns (the same
 * label in block B): the all-pairs kernels count a run in bulk, so their hot loops have no per-pair label test. On a
 * diagonal tile a row's columns start after the row (pairs i &lt; j). A label-hash match whose labels differ (a
 * collision) is an impostor pair after all and stays inside its run. Built once per tile.
 */
final class ImpostorRuns {
    /** Receives one run: scores s[base + from], …, s[base + to − 1] of row {@code ai} of block A. */
    @FunctionalInterface
    interface Run {
        void accept(int ai, int base, int from, int to);
    }

    private final Block a;
    private final Block b;
    private final boolean diagonal;
    private final Map<Long, int[]> columnsByLabel;

    private ImpostorRuns(Block a, Block b, boolean diagonal) {
        this.a = a;
        this.b = b;
        this.diagonal = diagonal;
        this.columnsByLabel = columnsByLabel(b);
    }

    static ImpostorRuns of(Tile tile) {
        return new ImpostorRuns(tile.a(), tile.b(), tile.key().diagonal());
    }

    /**
     * Calls {@code run} for every run of the chunk's rows, rows [r0, r0 + rows) against columns [c0, nB) with
     * s[i·cols + (j − c0)] the score of row r0 + i and column j (a {@link TileChunks.Chunk}'s arguments); empty runs
     * included.
     *
     * @return the impostor pairs of the chunk's rows
     */
    long inChunk(int r0, int rows, int c0, int cols, Run run) {
        int nb = b.rows();
        long pairs = 0;
        for (int i = 0; i < rows; i++) {
            int ai = r0 + i;
            int base = i * cols - c0;
            int from = diagonal ? ai + 1 : 0;
            if (from >= nb) {
                continue;
            }
            pairs += nb - from;
            int[] sameLabel = columnsByLabel.get(a.labelHashes()[ai]);
            if (sameLabel != null) {
                for (int j : sameLabel) {
                    if (j < from || !a.labels()[ai].equals(b.labels()[j])) {
                        continue; // before the run, or a hash collision: an impostor pair after all
                    }
                    run.accept(ai, base, from, j);
                    from = j + 1;
                    pairs--;
                }
            }
            run.accept(ai, base, from, nb);
        }
        return pairs;
    }

    /** Block B's row indices by label hash, ascending. */
    private static Map<Long, int[]> columnsByLabel(Block b) {
        Map<Long, int[]> out = new HashMap<>();
        for (int j = 0; j < b.rows(); j++) {
            int[] prev = out.get(b.labelHashes()[j]);
            int[] next = prev == null ? new int[1] : Arrays.copyOf(prev, prev.length + 1);
            next[next.length - 1] = j;
            out.put(b.labelHashes()[j], next);
        }
        return out;
    }
}
