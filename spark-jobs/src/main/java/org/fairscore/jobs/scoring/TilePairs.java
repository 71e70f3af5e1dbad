package org.fairscore.jobs.scoring;

import java.util.HashMap;
import java.util.Map;

/**
 * A tile's impostor pairs per row, counted from its labels once instead of pair by pair: row i of A pairs with every
 * row of B of another label, and row j of B with every row of A of another label. On a diagonal tile (A and B one
 * block, pairs i &lt; j) row i's count is its pairs as a row and as a column together — the block's size less its
 * label's samples — and {@code b} is null. The per-identity counts attribute each pair to both its identities, so
 * these are the counts they need.
 *
 * @param a pairs per row of A
 * @param b pairs per row of B (null on a diagonal tile)
 */
record TilePairs(long[] a, long[] b) {
    static TilePairs of(Tile tile) {
        Block a = tile.a();
        Block b = tile.b();
        boolean diagonal = tile.key().diagonal();
        Map<String, Integer> inA = labelCounts(a);
        Map<String, Integer> inB = diagonal ? inA : labelCounts(b);
        long[] rowsA = new long[a.rows()];
        for (int i = 0; i < a.rows(); i++) {
            rowsA[i] = b.rows() - inB.getOrDefault(a.labels()[i], 0);
        }
        if (diagonal) {
            return new TilePairs(rowsA, null);
        }
        long[] rowsB = new long[b.rows()];
        for (int j = 0; j < b.rows(); j++) {
            rowsB[j] = a.rows() - inA.getOrDefault(b.labels()[j], 0);
        }
        return new TilePairs(rowsA, rowsB);
    }

    private static Map<String, Integer> labelCounts(Block block) {
        var out = new HashMap<String, Integer>();
        for (String label : block.labels()) {
            out.merge(label, 1, Integer::sum);
        }
        return out;
    }
}
