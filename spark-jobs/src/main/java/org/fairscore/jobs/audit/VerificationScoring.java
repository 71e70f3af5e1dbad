package org.fairscore.jobs.audit;

import java.io.PrintWriter;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.storage.StorageLevel;
import org.apache.spark.api.java.JavaRDD;
import org.fairscore.core.audit.AuditSettings;
import org.fairscore.core.audit.Evaluation;
import org.fairscore.core.audit.PlanPrediction;
import org.fairscore.core.audit.VerificationAudit;
import org.fairscore.core.bootstrap.BootstrapEer;
import org.fairscore.core.bootstrap.BootstrapIntervals;
import org.fairscore.core.bootstrap.EerGrid;
import org.fairscore.core.bootstrap.IdentityBootstrap;
import org.fairscore.core.bootstrap.IdentityErrorCounts;
import org.fairscore.core.model.CorpusManifest;
import org.fairscore.core.report.SamplingReport;
import org.fairscore.core.summaries.BucketResolution;
import org.fairscore.core.summaries.CrossGroupCounts;
import org.fairscore.core.summaries.ResolutionPlan;
import org.fairscore.core.summaries.ScoreSummaries;
import org.fairscore.core.verification.AcceptanceRule;
import org.fairscore.core.verification.EerInterval;
import org.fairscore.core.verification.ErrorCounts;
import org.apache.spark.api.java.JavaPairRDD;
import org.fairscore.jobs.run.PhaseTimer;
import org.fairscore.jobs.run.TailJob;
import org.fairscore.jobs.scoring.Block;
import org.fairscore.jobs.scoring.BlockBuilder;
import org.fairscore.jobs.scoring.BlockPartitioner;
import org.fairscore.jobs.scoring.GenuineScores;
import org.fairscore.jobs.scoring.GenuineWithSample;
import org.fairscore.jobs.scoring.IdentityWindows;
import org.fairscore.jobs.scoring.PairSampler;
import org.fairscore.jobs.scoring.Progress;
import org.fairscore.jobs.scoring.ScoringOptions;
import org.fairscore.jobs.scoring.ScoringPasses;
import org.fairscore.jobs.scoring.TileGrid;
import org.fairscore.jobs.scoring.Tile;
import org.fairscore.jobs.scoring.TilePartitioner;
import org.fairscore.prep.SampleBatch;

/**
 * Runs the scoring passes of a verification audit and returns exact results.
 *
 * <p>Cost, in scored pairs: genuine pairs twice (Σ n_k², small); a prediction pass over a row sample
 * holding about {@link ScoringOptions#predictionPairs()} impostor pairs (scored in genuine pass 1's job when every
 * group is one block: {@link GenuineWithSample}); every (sampled) impostor pair once — the
 * pass that also resolves the buckets the prediction named; and, only when the prediction missed a
 * bucket the exact counts need, a second impostor pass resolving just those. Small corpora skip the
 * prediction and take the second pass (it is cheap there). With --bootstrap, the per-identity counts at the exact
 * thresholds and at each group's EER grid ({@link EerGrid}) come from what the impostor pass kept per identity
 * ({@link IdentityWindows}; the genuine side costs the genuine pairs once more); only when a threshold lies outside
 * it, or without a prediction, every impostor pair once more in a threshold pass (a binary search over at most
 * 6 + 36 thresholds for a pair the lowest one accepts); with --cross-group, every cross-group pair, in that
 * pass. Memory: per task two blocks (2 × blockSize × d floats, plus the largest identity, as
 * identities are never split) and their native copies, a chunk of at most 2^23 scores, a 5 MiB
 * {@link org.fairscore.core.summaries.BulkScoreCounter}, and per group touched 512 KiB of coarse
 * histogram plus at most 512 KiB per resolved bucket; on the driver, one such summary per
 * partition at a time. With --bootstrap, per-identity counts: identities × (levels + EER grid width, at most 36)
 * × 2 longs; per task of the impostor pass an {@code IdentityTally} (identities × window
 * buckets ints, at most {@link #MAX_WINDOW_CELLS} over the groups, and 8 bytes per score in a predicted bucket, at
 * most {@link #MAX_LISTED_SCORES} estimated, kept until the thresholds are exact); in a threshold pass
 * rows × (levels + 37) ints per tile side.
 */
final class VerificationScoring {
    /**
     * @param eerGrid      each group's EER grid (null without --bootstrap)
     * @param eerCounts    per-identity counts at the grids' columns (null without --bootstrap)
     * @param eerIntervals group → its EER interval (null without --bootstrap)
     * @param identityCounts per-identity counts at the FAR levels, the bootstrap's input (null without --bootstrap)
     * @param identitiesFromImpostorPass whether the impostor pass kept them ({@link IdentityWindows}), so no threshold
     *                     pass scored the intra-group pairs again
     */
    record Result(ScoreSummaries pass1, Evaluation evaluation, CrossGroupCounts cross, SamplingReport sampling,
                  BootstrapIntervals bootstrap, EerGrid eerGrid, IdentityErrorCounts eerCounts,
                  Map<String, EerInterval> eerIntervals, IdentityErrorCounts identityCounts,
                  boolean identitiesFromImpostorPass) {
    }

    /** Identity windows' budget: per-identity bucket counters (ints) over all groups, a task touching them all. */
    static final long MAX_WINDOW_CELLS = 1L << 25;
    /** Identity windows' budget: impostor scores in listed buckets (8 bytes each, over all tasks). */
    static final long MAX_LISTED_SCORES = 1L << 25;

    /** The prediction: buckets to resolve, and the identity windows of the bootstrap's tally (null: no tally). */
    private record Prediction(Map<String, Set<Integer>> buckets, IdentityWindows windows, Map<String, Double> weights) {
    }

    private VerificationScoring() {
    }

    /** @param samples the corpus's kept samples, packed ({@link org.fairscore.prep.PreparedCorpus#sampleBatches}) */
    static Result run(SparkSession spark, JavaRDD<SampleBatch> samples, CorpusManifest manifest, AuditSettings s,
                      ScoringOptions requested, PrintWriter log) {
        return run(spark, samples, false, manifest, s, requested, log);
    }

    /**
     * @param samplesCached whether {@code samples} is a view of batches the read cached
     *                      ({@link org.fairscore.prep.PreparedCorpus#cached}): cheap to read again
     */
    static Result run(SparkSession spark, JavaRDD<SampleBatch> samples, boolean samplesCached, CorpusManifest manifest,
                      AuditSettings s, ScoringOptions requested, PrintWriter log) {
        var phase = new PhaseTimer(log, "audit");
        var jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        int parallelism = jsc.defaultParallelism();
        List<String> groups = manifest.groups().stream().map(CorpusManifest.GroupStats::name).toList();
        Map<String, Long> sizes = manifest.groupSizes();
        var options = requested.resolved(manifest.dimension(), sizes, parallelism);
        int blockSize = options.blockSize();
        int chunkRows = options.chunkRows();
        long smallest = manifest.groups().stream().mapToLong(CorpusManifest.GroupStats::impostorPairs)
                .filter(n -> n > 0).min().orElse(0);
        long allImpostors = manifest.groups().stream().mapToLong(CorpusManifest.GroupStats::impostorPairs).sum();
        double rate = s.sampling().effectiveRate(smallest);
        var sampler = new PairSampler(rate, s.sampling().seed());
        SamplingReport samplingReport = s.sampling().isSampled()
                ? new SamplingReport(rate, s.sampling().seed(), allImpostors,
                        "every impostor pair kept with probability rate (a hash of seed and the two sample ids); "
                                + "genuine pairs are complete")
                : null;

        // the corpus is read once, into scoring blocks; identities are cut out of them where they lie
        Map<String, Integer> blocksPerGroup = BlockBuilder.blocksPerGroup(sizes, blockSize);
        int tileCount = TileGrid.intraGroupTiles(blocksPerGroup, sizes).size();
        var placed = BlockPartitioner.balance(blocksPerGroup, sizes, options.tilePartitions(parallelism));
        var blocks = (gathers(spark, samplesCached, manifest)
                ? BlockBuilder.gather(samples, blocksPerGroup, placed)
                : BlockBuilder.build(samples, blocksPerGroup, placed)).persist(StorageLevel.MEMORY_AND_DISK());
        var identities = BlockBuilder.identities(blocks);
        JavaRDD<ScoringPasses.PassPartial> partials = null;
        JavaRDD<?> genuinePartials = null;
        JavaRDD<GenuineScores> genuineKept;
        BucketResolution genuineResolved;
        try {
            log.printf("audit: %d samples in %d groups, %d intra-group tiles of up to %d rows%n",
                    manifest.samples(), groups.size(), tileCount, blockSize);
            log.flush();
            double fraction = predictionFraction(options, rate * allImpostors);
            ScoreSummaries genuine;
            Prediction prediction;
            if (fraction < PREDICTION_LIMIT && blocksPerGroup.values().stream().allMatch(n -> n == 1)) {
                // every group one block: the prediction's sample lies in the block genuine pass 1 scores, so one job
                // scores both (GenuineWithSample: the same sample, pairs and summaries)
                var first = GenuineWithSample.run(blocks, fraction, s.sampling().seed(), sampler, chunkRows);
                genuine = first.genuine();
                log.printf("audit: the prediction's sample scored with genuine pass 1: %d impostor pairs%n",
                        first.samplePairs());
                phase.done("genuine pairs (pass 1)");
                prediction = prediction(first.sample(), manifest, s, sampler, genuine, groups, log);
            } else {
                genuine = ScoringPasses.genuineSummaries(identities, chunkRows);
                phase.done("genuine pairs (pass 1)");
                prediction = predict(spark, jsc, blocks, manifest, s, sampler, genuine, groups, options, parallelism,
                        fraction, log);
            }
            Map<String, Set<Integer>> predicted = prediction.buckets();
            IdentityWindows windows = prediction.windows();
            phase.done("prediction");
            if (windows != null) {
                log.printf("audit: the impostor pass keeps per-identity counts for the bootstrap: %s buckets per "
                        + "identity%n", windows.groups().stream()
                        .map(g -> "'" + g + "' " + windows.window(g).bins()).collect(Collectors.joining(", ")));
            }
            // costliest partitions first: with the tally a group's pair costs up to twice another's
            var tiles = TileGrid.intraGroup(blocks, placed, blocksPerGroup, sizes, options.tilePartitions(parallelism),
                    prediction.weights());
            ScoringPasses.ImpostorResult main;
            // genuine pass 2 of the predicted buckets (without a prediction: of the exact plan, after the pass) runs
            // behind the impostor pass, on the cores its last tiles leave idle
            var predictedPlan = broadcast(jsc, ResolutionPlan.of(predicted));
            // with the tally it keeps its genuine scores too, for the bootstrap's genuine counts (tallyCounts)
            try (var genuinePass2 = predicted.isEmpty() ? null : TailJob.start(spark.sparkContext(), "genuine-pass-2",
                    () -> windows != null ? ScoringPasses.genuineResolutionKept(identities, predictedPlan, chunkRows)
                            : new ScoringPasses.KeptResolution(ScoringPasses.genuineResolution(identities,
                                    predictedPlan, chunkRows), null, null));
                 var progress = Progress.start(spark.sparkContext(), log, "impostor pass", tileCount)) {
                if (windows != null) {
                    // the bootstrap's per-identity counts are kept in this pass (IdentityTally), read once exact
                    var tallied = ScoringPasses.impostorsTallied(tiles, predictedPlan, jsc.broadcast(windows),
                            chunkRows, progress);
                    main = tallied.result();
                    partials = tallied.partials();
                } else {
                    main = ScoringPasses.impostors(tiles, predictedPlan, sampler, true, chunkRows, progress);
                }
                var pass2 = genuinePass2 == null ? null : genuinePass2.join();
                genuineResolved = pass2 == null ? null : pass2.resolution();
                genuineKept = pass2 == null ? null : pass2.kept();
                genuinePartials = pass2 == null ? null : pass2.partials();
            }
            phase.done("impostor pairs");
            log.printf("audit: prediction named %d buckets; they held %d impostor scores%n",
                    predicted.values().stream().mapToInt(Set::size).sum(), main.resolution().totalScores());
            var pass1 = ScoreSummaries.empty().merge(genuine).merge(main.summaries());
            var plan = VerificationAudit.plan(pass1, groups, s);
            var resolution = BucketResolution.empty().merge(main.resolution());
            var missing = VerificationAudit.missing(plan, predicted, groups);
            if (!missing.isEmpty()) {
                log.printf("audit: %d buckets the exact counts need were not predicted: resolving them in a second "
                        + "impostor pass%n", missing.values().stream().mapToInt(Set::size).sum());
                try (var progress = Progress.start(spark.sparkContext(), log, "resolution pass", tileCount)) {
                    resolution.merge(ScoringPasses.impostors(tiles, broadcast(jsc, ResolutionPlan.of(missing)), sampler,
                            false, chunkRows, progress).resolution());
                }
            }
            if (genuineResolved != null) { // the predicted buckets are resolved; the rest of the plan, if any, now
                resolution.merge(genuineResolved);
                if (!missing.isEmpty()) {
                    resolution.merge(ScoringPasses.genuineResolution(identities, broadcast(jsc,
                            ResolutionPlan.of(missing)), chunkRows));
                }
            } else {
                resolution.merge(ScoringPasses.genuineResolution(identities, broadcast(jsc, plan), chunkRows));
            }
            phase.done("genuine pairs (pass 2)");
            var evaluation = VerificationAudit.evaluate(pass1, resolution, plan, groups, s);

            CrossGroupCounts cross = null;
            BootstrapIntervals bootstrap = null;
            EerGrid eerGrid = null;
            IdentityErrorCounts eerCounts = null;
            IdentityErrorCounts identityCounts = null;
            Map<String, EerInterval> eerIntervals = null;
            boolean crossNeeded = s.crossGroup() && groups.size() > 1;
            boolean inclusive = s.rule() == AcceptanceRule.AT_OR_ABOVE;
            ScoringPasses.ThresholdResult fromTally = null;
            if (s.bootstrap() > 0) {
                eerGrid = EerGrid.of(groups, evaluation.genuine(), evaluation.impostor(), s.rule());
                if (windows != null && windows.answersAll(groups, evaluation.thresholdValues(), eerGrid, inclusive)) {
                    fromTally = ScoringPasses.tallyCounts(partials, identities, genuineKept,
                            evaluation.thresholdValues(), eerGrid, inclusive, chunkRows);
                }
                if (fromTally == null && windows != null) {
                    log.printf("audit: the identity bootstrap counts every impostor pair again in a threshold pass "
                            + "(%s)%n", windows.answersAll(groups, evaluation.thresholdValues(), eerGrid, inclusive)
                            ? "an identity's counters would overflow"
                            : "a threshold lies outside what the impostor pass kept per identity");
                }
            }
            if (partials != null) {
                partials.unpersist(false);
                partials = null;
            }
            if (genuinePartials != null) {
                genuinePartials.unpersist(false);
                genuinePartials = null;
            }
            boolean countPass = s.bootstrap() > 0 && fromTally == null;
            ScoringPasses.ThresholdResult pass = null;
            if (crossNeeded || countPass) {
                // intra-group tiles and identity blocks only when the impostor pass could not keep the per-identity
                // counts (else tallyCounts has counted both)
                JavaRDD<Tile> passTiles = countPass ? tiles : null;
                long passTileCount = countPass ? tileCount : 0;
                if (crossNeeded) {
                    var crossPartitioner = TilePartitioner.balance(TileGrid.crossGroupTiles(blocksPerGroup, sizes),
                            options.tilePartitions(parallelism));
                    var crossTiles = TileGrid.crossGroup(blocks, blocksPerGroup, crossPartitioner);
                    passTiles = passTiles == null ? crossTiles : passTiles.union(crossTiles);
                    passTileCount += crossPartitioner.tiles();
                }
                // each group's EER grid is counted per identity in the same pass as the FAR levels
                try (var progress = Progress.start(spark.sparkContext(), log, "threshold pass", passTileCount)) {
                    pass = ScoringPasses.thresholdPass(passTiles, countPass ? identities : null,
                            evaluation.thresholdValues(), inclusive, sampler, chunkRows, progress, eerGrid);
                }
            }
            if (fromTally != null) {
                pass = pass == null ? fromTally : pass.merge(fromTally);
            }
            if (pass != null) {
                cross = crossNeeded ? pass.cross() : null;
                if (s.bootstrap() > 0) {
                    checkIdentityCounts(pass.identities(), evaluation, groups, s.rule());
                    identityCounts = pass.identities();
                    eerCounts = pass.eer();
                    // one draw of each group's identities for the FAR levels and the EER grid
                    var intervals = IdentityBootstrap.compute(pass.identities(), eerCounts, s.bootstrap(), s.seed(),
                            VerificationAudit.CONFIDENCE);
                    bootstrap = intervals[0];
                    eerIntervals = BootstrapEer.of(intervals[1], eerGrid, groups, evaluation.genuine(),
                            evaluation.impostor(), s.rule());
                }
                phase.done((s.bootstrap() > 0 ? "identity bootstrap" : "") + (crossNeeded && s.bootstrap() > 0 ? " and " : "")
                        + (crossNeeded ? "cross-group pairs" : ""));
            }
            if (s.crossGroup() && !crossNeeded) {
                cross = new CrossGroupCounts(evaluation.thresholdValues(), s.rule() == AcceptanceRule.AT_OR_ABOVE);
            }
            return new Result(pass1, evaluation, cross, samplingReport, bootstrap, eerGrid, eerCounts, eerIntervals,
                    identityCounts, fromTally != null);
        } finally {
            if (partials != null) {
                partials.unpersist(false);
            }
            if (genuinePartials != null) {
                genuinePartials.unpersist(false);
            }
            blocks.unpersist(false);
        }
    }

    /**
     * Whether the scoring blocks are gathered from the read's cache without a shuffle ({@link BlockBuilder#gather}):
     * on local Spark, where every task reads the cache in this JVM's memory, and only while the corpus's embeddings
     * take at most a quarter of the heap, so that the cache holds them in memory rather than on disk, where each task
     * would read them again.
     */
    static boolean gathers(SparkSession spark, boolean samplesCached, CorpusManifest manifest) {
        long bytes = manifest.samples() * (long) manifest.dimension() * Float.BYTES;
        return samplesCached && spark.sparkContext().isLocal() && bytes <= Runtime.getRuntime().maxMemory() / 4;
    }

    /** A sample fraction at or above this predicts nothing: the corpus is not much larger than the sample. */
    private static final double PREDICTION_LIMIT = 0.5;

    /** The fraction of rows whose pairs hold about {@link ScoringOptions#predictionPairs()} of the expected impostors. */
    private static double predictionFraction(ScoringOptions options, double expectedImpostors) {
        return Math.sqrt(options.predictionPairs() / Math.max(1.0, expectedImpostors));
    }

    /**
     * Impostor buckets predicted from a row sample (of {@code fraction} of the rows) holding about
     * {@link ScoringOptions#predictionPairs()} pairs; none for a corpus not much larger than that (its second pass is
     * cheap).
     */
    private static Prediction predict(SparkSession spark, JavaSparkContext jsc,
                                                     JavaPairRDD<BlockBuilder.BlockId, Block> blocks,
                                                     CorpusManifest manifest, AuditSettings s, PairSampler sampler,
                                                     ScoreSummaries genuine, List<String> groups, ScoringOptions options,
                                                     int parallelism, double fraction, PrintWriter log) {
        if (fraction >= PREDICTION_LIMIT) {
            return new Prediction(Map.of(), null, Map.of());
        }
        Map<String, Long> sizes = new TreeMap<>();
        manifest.groups().forEach(g -> sizes.put(g.name(), Math.max(1, Math.round(g.samples() * fraction))));
        Map<String, Integer> blocksPerGroup = BlockBuilder.blocksPerGroup(sizes, options.blockSize());
        var sampled = BlockBuilder.sample(blocks, fraction, s.sampling().seed(), blocksPerGroup, Math.max(1, parallelism));
        var tiles = TileGrid.intraGroup(sampled, blocksPerGroup, sizes, options.tilePartitions(parallelism));
        ScoringPasses.ImpostorResult result;
        try (var progress = Progress.start(spark.sparkContext(), log, "prediction pass",
                TileGrid.intraGroupTiles(blocksPerGroup, sizes).size())) {
            result = ScoringPasses.impostors(tiles, broadcast(jsc, ResolutionPlan.of(Map.of())), sampler, true,
                    options.chunkRows(), progress);
        }
        return prediction(result.summaries(), manifest, s, sampler, genuine, groups, log);
    }

    /** The prediction from the sample's impostor summaries: buckets to resolve, and the bootstrap tally's windows. */
    private static Prediction prediction(ScoreSummaries sample, CorpusManifest manifest, AuditSettings s,
                                         PairSampler sampler, ScoreSummaries genuine, List<String> groups,
                                         PrintWriter log) {
        var buckets = PlanPrediction.impostorBuckets(sample, genuine, groups, s);
        IdentityWindows windows = null;
        if (s.bootstrap() > 0 && sampler.samplesAll()) {
            Map<String, Long> identities = new TreeMap<>();
            Map<String, Long> impostors = new TreeMap<>();
            manifest.groups().forEach(g -> {
                identities.put(g.name(), g.identities());
                impostors.put(g.name(), g.impostorPairs());
            });
            windows = IdentityWindows.predict(buckets, sample, genuine, groups, identities, impostors,
                    MAX_WINDOW_CELLS, MAX_LISTED_SCORES);
            if (windows == null) {
                log.printf("audit: the per-identity counts would exceed their budget in the impostor pass (2^25 "
                        + "counters, 2^25 listed scores): the identity bootstrap counts in a threshold pass%n");
            }
        } else if (s.bootstrap() > 0) {
            log.printf("audit: under impostor sampling the identity bootstrap counts in a threshold pass%n");
        }
        return new Prediction(buckets, windows, windows == null ? Map.of() : windows.pairWeights(sample));
    }

    /**
     * The per-identity counts must add up to the exact per-group counts (each impostor pair is attributed
     * to both its identities). A mismatch means two passes scored a pair differently: fail loudly rather
     * than report intervals around other numbers.
     */
    private static void checkIdentityCounts(IdentityErrorCounts counts, Evaluation ev, List<String> groups,
                                            AcceptanceRule rule) {
        for (String g : groups) {
            // per level, the group's sums over its identities
            long[] fas = counts.falseAcceptTotals(g);
            long[] frs = counts.falseRejectTotals(g);
            for (int t = 0; t < ev.thresholds().size(); t++) {
                var threshold = ev.thresholds().get(t);
                if (!threshold.isDefined()) {
                    continue;
                }
                var exact = ErrorCounts.at(ev.genuine().get(g), ev.impostor().get(g), threshold.value(), rule);
                long fa = fas[t];
                long fr = frs[t];
                if (fa != 2 * exact.falseAccepts() || fr != exact.falseRejects()) {
                    throw new IllegalStateException("group '" + g + "', level " + threshold.level().label()
                            + ": per-identity counts (" + fa + "/2 false accepts, " + fr + " false rejects) differ from "
                            + "the exact counts (" + exact.falseAccepts() + ", " + exact.falseRejects() + ")");
                }
            }
        }
    }

    private static Broadcast<ResolutionPlan> broadcast(JavaSparkContext jsc, ResolutionPlan plan) {
        return jsc.broadcast(plan);
    }
}
