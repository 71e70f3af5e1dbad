package org.fairscore.jobs.scoring;

import java.io.Serializable;
import java.util.Iterator;
import java.util.List;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.function.Function;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.storage.StorageLevel;
import org.apache.spark.util.LongAccumulator;
import org.fairscore.core.bootstrap.EerGrid;
import org.fairscore.core.bootstrap.IdentityErrorCounts;
import org.fairscore.core.model.PairKind;
import org.fairscore.core.summaries.BucketResolution;
import org.fairscore.core.summaries.BulkScoreCounter;
import org.fairscore.core.summaries.CrossGroupCounts;
import org.fairscore.core.summaries.ResolutionPlan;
import org.fairscore.core.summaries.ScoreSummaries;

/**
 * The scans over tiles and identity blocks. Each task folds its tiles into one summary; summaries are
 * merged by a tree reduction (depth 2), so the driver holds a few summaries at a time however many
 * partitions there are, and never a score. Every summary is an integer count or an exact sum, so the
 * merge order cannot change a number.
 */
public final class ScoringPasses {
    /** The depth of every pass's tree reduction. */
    static final int DEPTH = 2;

    private ScoringPasses() {
    }

    /** Impostor pass result: pass-1 summaries (when asked) and fine histograms of the planned buckets. */
    public record ImpostorResult(ScoreSummaries summaries, BucketResolution resolution) implements Serializable {
    }

    /** Genuine pass 1: every within-identity pair into the pass-1 summaries. */
    public static ScoreSummaries genuineSummaries(JavaRDD<Block> identities, int chunkRows) {
        return identities.mapPartitions(blocks -> {
            NativeThreads.limitToTask();
            var summaries = ScoreSummaries.empty();
            try (var scorer = new TileScorer(chunkRows)) {
                while (blocks.hasNext()) {
                    Block b = blocks.next();
                    GenuineKernel.run(b, scorer, summaries.group(b.group()).get(PairKind.GENUINE), null);
                }
            }
            return List.of(summaries).iterator();
        }).treeReduce(ScoreSummaries::merge, DEPTH);
    }

    /** Genuine pass 2: fine histograms of the planned buckets. */
    public static BucketResolution genuineResolution(JavaRDD<Block> identities, Broadcast<ResolutionPlan> plan,
                                                     int chunkRows) {
        return identities.mapPartitions(blocks -> List.of(resolvePartition(blocks, plan.value(), chunkRows, null))
                .iterator()).treeReduce(BucketResolution::merge, DEPTH);
    }

    /** One task of genuine pass 2: its fine histograms; each score also into {@code kept} unless null. */
    private static BucketResolution resolvePartition(Iterator<Block> blocks, ResolutionPlan plan, int chunkRows,
                                                     GenuineScores.Builder kept) {
        NativeThreads.limitToTask();
        var tables = new FineTables(plan);
        SpareCores.enter(); // it runs beside the impostor pass: a helper must not take its core
        try (var scorer = new TileScorer(chunkRows)) {
            while (blocks.hasNext()) {
                Block b = blocks.next();
                if (kept == null) {
                    GenuineKernel.run(b, scorer, null, tables.of(b.group()));
                } else {
                    GenuineKernel.run(b, scorer, null, tables.of(b.group()), kept.start(b));
                }
            }
        } finally {
            SpareCores.exit();
        }
        return tables.toResolution(PairKind.GENUINE);
    }

    /** One task of {@link #genuineResolutionKept}: its fine histograms and the genuine scores it kept. */
    private record GenuinePartial(BucketResolution resolution, GenuineScores kept) implements Serializable {
    }

    /**
     * {@link #genuineResolution} that also keeps each task's genuine scores ({@link GenuineScores}), cached where they
     * were made, for {@link #tallyCounts}; {@code kept} is null when a task had more than it may keep (then
     * {@link #tallyCounts} scores them again). The caller unpersists {@code partials}.
     */
    public record KeptResolution(BucketResolution resolution, JavaRDD<GenuineScores> kept,
                                 JavaRDD<?> partials) {
    }

    /** Genuine pass 2 keeping its scores ({@link KeptResolution}). */
    public static KeptResolution genuineResolutionKept(JavaRDD<Block> identities, Broadcast<ResolutionPlan> plan,
                                                       int chunkRows) {
        JavaRDD<GenuinePartial> partials = identities.mapPartitions(blocks -> {
            var kept = new GenuineScores.Builder(GenuineScores.MAX_SCORES);
            var resolution = resolvePartition(blocks, plan.value(), chunkRows, kept);
            return List.of(new GenuinePartial(resolution, kept.build())).iterator();
        }).persist(StorageLevel.MEMORY_AND_DISK());
        var reduced = partials.map(p -> new Pass2(p.resolution(), p.kept().complete()))
                .treeReduce((x, y) -> new Pass2(x.resolution().merge(y.resolution()), x.complete() && y.complete()),
                        DEPTH);
        return new KeptResolution(reduced.resolution(), reduced.complete() ? partials.map(GenuinePartial::kept) : null,
                partials);
    }

    /** What {@link #genuineResolutionKept} reduces: the fine histograms, and whether every task kept its scores. */
    private record Pass2(BucketResolution resolution, boolean complete) implements Serializable {
    }

    /**
     * Impostor pass over intra-group tiles.
     *
     * @param plan      buckets to resolve per group (may be empty)
     * @param summarise whether to fill pass-1 summaries (false in a resolution-only pass)
     */
    public static ImpostorResult impostors(JavaRDD<Tile> tiles, Broadcast<ResolutionPlan> plan, PairSampler sampler,
                                           boolean summarise, int chunkRows, Progress progress) {
        LongAccumulator tileCount = progress.tiles();
        LongAccumulator pairCount = progress.pairs();
        return tiles.mapPartitions(it -> {
            NativeThreads.limitToTask();
            var summaries = ScoreSummaries.empty();
            var tables = new FineTables(plan.value());
            var counter = new BulkScoreCounter();
            SpareCores.enter();
            try (var scorer = new TileScorer(chunkRows)) {
                while (it.hasNext()) {
                    Tile tile = it.next();
                    String g = tile.key().groupA();
                    var summary = summarise ? summaries.group(g).get(PairKind.IMPOSTOR) : null;
                    long kept = ImpostorKernel.run(tile, scorer, counter, sampler, summary, tables.of(g), null,
                            SpareCores.JVM);
                    counter.flush(); // the tile's counts are in the summaries before progress says so
                    tileCount.add(1);
                    pairCount.add(kept);
                }
            } finally {
                SpareCores.exit();
            }
            return List.of(new ImpostorResult(summaries, tables.toResolution(PairKind.IMPOSTOR))).iterator();
        }).treeReduce((x, y) -> new ImpostorResult(x.summaries().merge(y.summaries()),
                x.resolution().merge(y.resolution())), DEPTH);
    }

    /** One task's part of an impostor pass with an identity tally: its summaries and its per-identity counters. */
    public record PassPartial(ImpostorResult result, IdentityTally tally) implements Serializable {
    }

    /**
     * An impostor pass that also keeps per-identity counts ({@link IdentityTally}): the summaries are reduced at once;
     * the tallies stay where they were made, cached with the summaries of their task (memory and disk), until
     * {@link #tallyCounts} reads them once the thresholds are exact. The caller unpersists {@code partials}.
     */
    public record Tallied(ImpostorResult result, JavaRDD<PassPartial> partials) {
    }

    /**
     * {@link #impostors} with every impostor pair kept and summarised, and each tile's pairs also counted per identity
     * in the windows given.
     */
    public static Tallied impostorsTallied(JavaRDD<Tile> tiles, Broadcast<ResolutionPlan> plan,
                                           Broadcast<IdentityWindows> windows, int chunkRows, Progress progress) {
        LongAccumulator tileCount = progress.tiles();
        LongAccumulator pairCount = progress.pairs();
        var sampler = new PairSampler(1.0, 0);
        JavaRDD<PassPartial> partials = tiles.mapPartitions(it -> {
            NativeThreads.limitToTask();
            var summaries = ScoreSummaries.empty();
            var tables = new FineTables(plan.value());
            var counter = new BulkScoreCounter();
            var tally = new IdentityTally(windows.value());
            SpareCores.enter();
            try (var scorer = new TileScorer(chunkRows)) {
                while (it.hasNext()) {
                    Tile tile = it.next();
                    String g = tile.key().groupA();
                    long kept = ImpostorKernel.run(tile, scorer, counter, sampler,
                            summaries.group(g).get(PairKind.IMPOSTOR), tables.of(g), tally.begin(tile),
                            SpareCores.JVM);
                    counter.flush();
                    tileCount.add(1);
                    pairCount.add(kept);
                }
            } finally {
                SpareCores.exit();
            }
            return List.of(new PassPartial(new ImpostorResult(summaries, tables.toResolution(PairKind.IMPOSTOR)),
                    tally)).iterator();
        }).persist(StorageLevel.MEMORY_AND_DISK());
        var result = partials.map(PassPartial::result).treeReduce((x, y) -> new ImpostorResult(
                x.summaries().merge(y.summaries()), x.resolution().merge(y.resolution())), DEPTH);
        return new Tallied(result, partials);
    }

    /**
     * Per-identity counts at the exact thresholds and EER grid: impostor counts from the cached tallies of
     * {@link #impostorsTallied}, genuine counts from the scores genuine pass 2 kept ({@code genuine}, one per partition
     * of {@code identities}; {@link #genuineResolutionKept}: the same floats, so the same counts), or when that is null
     * from the identity blocks (every genuine pair scored once more: half of this job's task time on the 80k × 512
     * bench corpus), in one job; null when a task's tally gave up ({@link IdentityTally#overflowed()}). The caller has
     * checked {@link IdentityWindows#answersAll}. One job for both: each is small (0.1 to 0.2 s on the 80k × 512 bench
     * corpus), and one job lets them share the cores instead of waiting for each other. When the pass had as many
     * partitions as the genuine side (as with one block per group), task i does both the pass's partition i and the
     * genuine side's partition i: half the tasks, and no second reduction stage (measured: the job 0.3 to 0.4 →
     * 0.2 s).
     */
    public static ThresholdResult tallyCounts(JavaRDD<PassPartial> partials, JavaRDD<Block> identities,
                                              JavaRDD<GenuineScores> genuine, float[] levels, EerGrid grid,
                                              boolean inclusive, int chunkRows) {
        Function<PassPartial, TallyCounts> impostor = p -> TallyCounts.of(p, levels, grid, inclusive);
        JavaRDD<TallyCounts> counted = genuine != null
                ? withGenuine(partials, impostor, genuine, scores -> keptPartition(scores, levels, inclusive, grid))
                : withGenuine(partials, impostor, identities,
                        blocks -> genuinePartition(blocks, levels, inclusive, chunkRows, grid, null));
        // one task per core, not one per partition: each task is small (tens of ms), and a second wave of tasks waits
        // for the first one's results to be read (measured on the 80k × 512 bench corpus, 4 partitions on 2 cores: the
        // job 194, 194, 335 ms → 149, 167, 173 ms)
        int cores = counted.context().defaultParallelism();
        if (cores >= 1 && counted.getNumPartitions() > cores) {
            counted = counted.coalesce(cores);
        }
        var total = counted.treeReduce(TallyCounts::merge, DEPTH);
        return total.overflowed() ? null : total.counts();
    }

    /** One partition of the genuine side as its per-identity counts. */
    @FunctionalInterface
    private interface GenuineSide<T> extends Serializable {
        ThresholdResult count(Iterator<T> partition);
    }

    /** The tallies' counts beside the genuine side's: partition by partition when they are as many, else side by side. */
    private static <T> JavaRDD<TallyCounts> withGenuine(JavaRDD<PassPartial> partials,
                                                        Function<PassPartial, TallyCounts> impostor, JavaRDD<T> side,
                                                        GenuineSide<T> genuine) {
        if (partials.getNumPartitions() == side.getNumPartitions()) {
            return partials.zipPartitions(side, (kept, g) -> {
                var out = new TallyCounts(false, genuine.count(g));
                while (kept.hasNext()) {
                    out = out.merge(impostor.call(kept.next()));
                }
                return List.of(out).iterator();
            });
        }
        return partials.map(impostor)
                .union(side.mapPartitions(g -> List.of(new TallyCounts(false, genuine.count(g))).iterator()));
    }

    /** A task's counts, or that its tally gave up (then the merge has given up too). */
    private record TallyCounts(boolean overflowed, ThresholdResult counts) implements Serializable {
        /** One pass task's impostor counts at the thresholds and grid, from its tally. */
        static TallyCounts of(PassPartial p, float[] levels, EerGrid grid, boolean inclusive) {
            if (p.tally().overflowed()) {
                return new TallyCounts(true, null);
            }
            var c = p.tally().countsAt(levels, grid, inclusive);
            return new TallyCounts(false, new ThresholdResult(c[0], new CrossGroupCounts(levels, inclusive), c[1]));
        }

        TallyCounts merge(TallyCounts o) {
            return overflowed || o.overflowed ? new TallyCounts(true, null)
                    : new TallyCounts(false, counts.merge(o.counts));
        }
    }

    /**
     * Threshold pass result: per-identity error counts at the FAR levels (when asked), the cross-group matrix (when
     * asked) and per-identity counts at each group's EER grid (when a grid is given; else empty).
     */
    public record ThresholdResult(IdentityErrorCounts identities, CrossGroupCounts cross, IdentityErrorCounts eer)
            implements Serializable {
        public ThresholdResult merge(ThresholdResult o) {
            return new ThresholdResult(identities.merge(o.identities), cross.merge(o.cross), eer.merge(o.eer));
        }
    }

    /** {@link #thresholdPass(JavaRDD, JavaRDD, float[], boolean, PairSampler, int, Progress, EerGrid)} without EER grid. */
    public static ThresholdResult thresholdPass(JavaRDD<Tile> tiles, JavaRDD<Block> identities, float[] thresholds,
                                                boolean inclusive, PairSampler sampler, int chunkRows, Progress progress) {
        return thresholdPass(tiles, identities, thresholds, inclusive, sampler, chunkRows, progress, null);
    }

    /**
     * The pass after the thresholds are exact: intra-group tiles give per-identity impostor counts for the
     * identity bootstrap, cross-group tiles the cross-group matrix, identity blocks per-identity genuine
     * counts — one job over whichever tiles are given.
     *
     * @param tiles      intra-group and/or cross-group tiles (null: none)
     * @param identities identity blocks (null: no genuine counts)
     * @param grid       each group's EER grid, counted per identity in the same pass ({@link EerGrid#width()} columns);
     *                   null for none
     */
    public static ThresholdResult thresholdPass(JavaRDD<Tile> tiles, JavaRDD<Block> identities, float[] thresholds,
                                                boolean inclusive, PairSampler sampler, int chunkRows, Progress progress,
                                                EerGrid grid) {
        LongAccumulator tileCount = progress.tiles();
        LongAccumulator pairCount = progress.pairs();
        int levels = thresholds.length;
        int width = grid == null ? 0 : grid.width();
        var total = new ThresholdResult(IdentityErrorCounts.empty(levels), new CrossGroupCounts(thresholds, inclusive),
                IdentityErrorCounts.empty(width));
        if (tiles != null) {
            total = total.merge(tiles.mapPartitions(it -> {
                NativeThreads.limitToTask();
                var result = new ThresholdResult(IdentityErrorCounts.empty(levels),
                        new CrossGroupCounts(thresholds, inclusive), IdentityErrorCounts.empty(width));
                SpareCores.enter();
                try (var scorer = new TileScorer(chunkRows)) {
                    while (it.hasNext()) {
                        Tile tile = it.next();
                        long counted = tile.key().crossGroup()
                                ? CrossKernel.run(tile, scorer, sampler, result.cross())
                                : IdentityKernel.impostors(tile, scorer, sampler, thresholds, inclusive,
                                        result.identities(), grid, result.eer(), SpareCores.JVM);
                        tileCount.add(1);
                        pairCount.add(counted);
                    }
                } finally {
                    SpareCores.exit();
                }
                return List.of(result).iterator();
            }).treeReduce(ThresholdResult::merge, DEPTH));
        }
        if (identities != null) {
            total = total.merge(genuineCounts(identities, thresholds, inclusive, chunkRows, grid, pairCount)
                    .treeReduce(ThresholdResult::merge, DEPTH));
        }
        return total;
    }

    /**
     * Per-identity genuine counts at the thresholds (and the EER grid, when given), one result per partition of the
     * identity blocks; {@code pairCount} (null: none) counts the pairs.
     */
    private static JavaRDD<ThresholdResult> genuineCounts(JavaRDD<Block> identities, float[] thresholds,
                                                          boolean inclusive, int chunkRows, EerGrid grid,
                                                          LongAccumulator pairCount) {
        return identities.mapPartitions(blocks -> List.of(genuinePartition(blocks, thresholds, inclusive, chunkRows,
                grid, pairCount)).iterator());
    }

    /** One partition's per-identity genuine counts from its kept scores ({@link #genuineResolutionKept}). */
    private static ThresholdResult keptPartition(Iterator<GenuineScores> kept, float[] thresholds, boolean inclusive,
                                                 EerGrid grid) {
        var counts = IdentityErrorCounts.empty(thresholds.length);
        var eer = IdentityErrorCounts.empty(grid == null ? 0 : grid.width());
        var ladders = new IdentityKernel.GenuineLadders(thresholds, inclusive, grid);
        while (kept.hasNext()) {
            var scores = kept.next();
            for (int k = 0; k < scores.identities(); k++) {
                IdentityKernel.genuine(scores, k, ladders, counts, eer);
            }
        }
        return new ThresholdResult(counts, new CrossGroupCounts(thresholds, inclusive), eer);
    }

    /** One partition's per-identity genuine counts ({@link #genuineCounts}). */
    private static ThresholdResult genuinePartition(Iterator<Block> blocks, float[] thresholds, boolean inclusive,
                                                    int chunkRows, EerGrid grid, LongAccumulator pairCount) {
        NativeThreads.limitToTask();
        var counts = IdentityErrorCounts.empty(thresholds.length);
        var eer = IdentityErrorCounts.empty(grid == null ? 0 : grid.width());
        var ladders = new IdentityKernel.GenuineLadders(thresholds, inclusive, grid);
        try (var scorer = new TileScorer(chunkRows)) {
            while (blocks.hasNext()) {
                long pairs = IdentityKernel.genuine(blocks.next(), scorer, ladders, counts, eer);
                if (pairCount != null) {
                    pairCount.add(pairs);
                }
            }
        }
        return new ThresholdResult(counts, new CrossGroupCounts(thresholds, inclusive), eer);
    }
}
