package org.fairscore.jobs.geometry;

import java.util.Map;
import org.fairscore.core.geometry.NeighbourTable;
import org.fairscore.core.geometry.PairDistances;
import org.fairscore.jobs.scoring.Block;
import org.fairscore.jobs.scoring.Tile;
import org.fairscore.jobs.scoring.TileChunks;
import org.fairscore.jobs.scoring.TileScorer;

/**
 * The hot loop of the all-pairs geometry pass over one tile (intra- or cross-group): every pair (i, j) of
 * the tile — i &lt; j on a diagonal tile — is scored once by GEMM ({@link TileScorer}) and used in both
 * directions: j is offered to i's nearest-neighbour list and i to j's (so the query itself is never
 * offered: excluded by index), silhouette distance sums are updated when both samples are silhouette
 * points, and an intra-group pair goes into its group's distance histograms and RBF sum.
 */
final class NeighbourKernel {
    private NeighbourKernel() {
    }

    /**
     * @param ta table of block A's rows; tb of block B's rows (the same table on a diagonal tile)
     */
    static void run(Tile tile, TileScorer scorer, NeighbourTable ta, NeighbourTable tb, Map<String, Integer> groupIndex,
                    PairDistances pairs) {
        Block a = tile.a();
        Block b = tile.b();
        boolean diagonal = tile.key().diagonal();
        boolean intra = !tile.key().crossGroup();
        int ga = groupIndex.get(a.group());
        int gb = groupIndex.get(b.group());
        PairDistances.Group pairGroup = intra ? pairs.group(a.group()) : null;
        int nb = b.rows();
        TileChunks.forEach(tile, scorer, (s, r0, rows, c0, cols) -> {
            for (int i = 0; i < rows; i++) {
                int ai = r0 + i;
                int base = i * cols - c0;
                boolean silA = ta.inSilhouette(ai);
                for (int j = diagonal ? ai + 1 : 0; j < nb; j++) {
                    float sim = s[base + j];
                    boolean same = a.sameLabel(ai, b, j);
                    ta.offer(ai, sim, b.idHashes()[j], same);
                    tb.offer(j, sim, a.idHashes()[ai], same);
                    double squared = Math.max(0.0, 2.0 - 2.0 * sim);
                    if (silA && tb.inSilhouette(j)) {
                        double d = Math.sqrt(squared);
                        ta.addDistance(ai, gb, d);
                        tb.addDistance(j, ga, d);
                    }
                    if (pairGroup != null) {
                        pairs.add(pairGroup, squared, same);
                    }
                }
            }
            return 0;
        });
    }
}
