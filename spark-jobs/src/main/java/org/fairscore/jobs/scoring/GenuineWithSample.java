package org.fairscore.jobs.scoring;

import java.io.Serializable;
import java.util.List;
import java.util.Map;
import org.apache.spark.api.java.JavaPairRDD;
import org.fairscore.core.model.PairKind;
import org.fairscore.core.summaries.BulkScoreCounter;
import org.fairscore.core.summaries.ResolutionPlan;
import org.fairscore.core.summaries.ScoreSummaries;

/**
 * Genuine pass 1 and the prediction's sample pass in one job, for scoring blocks that are each the only block of their
 * group: each task scores its blocks' identities (as {@link ScoringPasses#genuineSummaries} does), then the sample's
 * impostor pairs within each block — the rows {@link BlockBuilder#sample} keeps with this fraction and seed, in the same
 * order ({@link BlockBuilder#sampleOfOnlyBlock}), each group's one diagonal tile, through the kernel and sampler
 * {@link ScoringPasses#impostors} uses. So the sample's summaries are the prediction pass's, number for number, without
 * the sample's shuffle and its two jobs (0.5 to 0.9 s on the 80k × 512 bench corpus; the audit as a whole 0.2 to 0.3 s
 * faster, docs/performance.md, ninth round). Memory per task: its blocks, plus a sample block of at most fraction × the
 * block's rows.
 */
public final class GenuineWithSample {
    private GenuineWithSample() {
    }

    /** The job's result: genuine pass 1's summaries, the sample's, and the sample's impostor pairs scored. */
    public record Result(ScoreSummaries genuine, ScoreSummaries sample, long samplePairs) implements Serializable {
        Result merge(Result other) {
            return new Result(genuine.merge(other.genuine), sample.merge(other.sample), samplePairs + other.samplePairs);
        }
    }

    /** @param blocks scoring blocks, one per group */
    public static Result run(JavaPairRDD<BlockBuilder.BlockId, Block> blocks, double fraction, long seed,
                             PairSampler sampler, int chunkRows) {
        return blocks.values().mapPartitions(it -> {
            NativeThreads.limitToTask();
            var genuine = ScoreSummaries.empty();
            var sample = ScoreSummaries.empty();
            var tables = new FineTables(ResolutionPlan.of(Map.of()));
            var counter = new BulkScoreCounter();
            long pairs = 0;
            SpareCores.enter();
            try (var scorer = new TileScorer(chunkRows)) { // one scorer: its native buffers serve both
                while (it.hasNext()) {
                    Block b = it.next();
                    for (int[] rows : BlockBuilder.identityRows(b)) {
                        GenuineKernel.run(b, rows, scorer, genuine.group(b.group()).get(PairKind.GENUINE), null);
                    }
                    Block s = BlockBuilder.sampleOfOnlyBlock(b, fraction, seed);
                    if (s.rows() > 0) { // as the sample's shuffle gives no block of a group none of whose rows it kept
                        var tile = new Tile(TileKey.of(b.group(), 0, b.group(), 0), s, s);
                        pairs += ImpostorKernel.run(tile, scorer, counter, sampler,
                                sample.group(b.group()).get(PairKind.IMPOSTOR), tables.of(b.group()), null, SpareCores.JVM);
                        counter.flush();
                    }
                }
            } finally {
                SpareCores.exit();
            }
            return List.of(new Result(genuine, sample, pairs)).iterator();
        }).treeReduce(Result::merge, ScoringPasses.DEPTH);
    }
}
