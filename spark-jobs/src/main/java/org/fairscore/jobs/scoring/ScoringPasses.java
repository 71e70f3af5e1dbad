package org.fairscore.jobs.scoring;

import java.util.ArrayList;
import java.util.List;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.broadcast.Broadcast;
import org.fairscore.core.model.PairKind;
import org.fairscore.core.summaries.BucketResolution;
import org.fairscore.core.summaries.CrossGroupCounts;
import org.fairscore.core.summaries.ResolutionPlan;
import org.fairscore.core.summaries.ScoreKey;
import org.fairscore.core.summaries.ScoreSummaries;

/**
 * The three scans over tiles. Each task folds its tiles into one summary; the driver receives one
 * summary per partition (never a score) and merges them in partition order. Summaries are integer
 * counts, so the merge order could not change a number anyway.
 */
public final class ScoringPasses {
    private ScoringPasses() {
    }

    /** Pass 1: coarse histograms, exact sums and display histograms per group and pair kind. */
    public static ScoreSummaries summarise(JavaRDD<Tile> intraTiles) {
        var parts = intraTiles.mapPartitions(tiles -> {
            var scorer = new TileScorer();
            var summaries = ScoreSummaries.empty();
            while (tiles.hasNext()) {
                var tile = tiles.next();
                float[] s = scorer.score(tile);
                var group = summaries.group(tile.key().groupA());
                var genuine = group.get(PairKind.GENUINE);
                var impostor = group.get(PairKind.IMPOSTOR);
                Block a = tile.a();
                Block b = tile.b();
                boolean diagonal = tile.key().diagonal();
                int nb = b.rows();
                for (int i = 0; i < a.rows(); i++) {
                    int base = i * nb;
                    for (int j = diagonal ? i + 1 : 0; j < nb; j++) {
                        (a.sameLabel(i, b, j) ? genuine : impostor).add(s[base + j]);
                    }
                }
            }
            return List.of(summaries).iterator();
        }).collect();
        var total = ScoreSummaries.empty();
        parts.forEach(total::merge);
        return total;
    }

    /** Pass 2: fine histograms of the planned buckets. */
    public static BucketResolution resolve(JavaRDD<Tile> intraTiles, Broadcast<ResolutionPlan> plan) {
        var parts = intraTiles.mapPartitions(tiles -> {
            var scorer = new TileScorer();
            var resolution = BucketResolution.empty();
            var p = plan.value();
            while (tiles.hasNext()) {
                var tile = tiles.next();
                String group = tile.key().groupA();
                boolean[] mask = p.mask(group);
                float[] s = scorer.score(tile);
                Block a = tile.a();
                Block b = tile.b();
                boolean diagonal = tile.key().diagonal();
                int nb = b.rows();
                for (int i = 0; i < a.rows(); i++) {
                    int base = i * nb;
                    for (int j = diagonal ? i + 1 : 0; j < nb; j++) {
                        int key = ScoreKey.of(s[base + j]);
                        if (mask[ScoreKey.bucket(key)]) {
                            resolution.addKey(group, a.sameLabel(i, b, j) ? PairKind.GENUINE : PairKind.IMPOSTOR, key);
                        }
                    }
                }
            }
            return List.of(resolution).iterator();
        }).collect();
        var total = BucketResolution.empty();
        parts.forEach(total::merge);
        return total;
    }

    /** Pass 3: cross-group impostor pairs and their acceptances at the exact thresholds. */
    public static CrossGroupCounts crossGroup(JavaRDD<Tile> crossTiles, float[] thresholds, boolean inclusive) {
        var parts = crossTiles.mapPartitions(tiles -> {
            var scorer = new TileScorer();
            var counts = new CrossGroupCounts(thresholds, inclusive);
            while (tiles.hasNext()) {
                var tile = tiles.next();
                long[] slot = counts.slot(tile.key().groupA(), tile.key().groupB());
                float[] s = scorer.score(tile);
                Block a = tile.a();
                Block b = tile.b();
                int nb = b.rows();
                for (int i = 0; i < a.rows(); i++) {
                    int base = i * nb;
                    for (int j = 0; j < nb; j++) {
                        // a label shared across groups is not an impostor pair: left out of the matrix
                        if (!a.sameLabel(i, b, j)) {
                            counts.add(slot, s[base + j]);
                        }
                    }
                }
            }
            return List.of(counts).iterator();
        }).collect();
        var total = new CrossGroupCounts(thresholds, inclusive);
        new ArrayList<>(parts).forEach(total::merge);
        return total;
    }
}
