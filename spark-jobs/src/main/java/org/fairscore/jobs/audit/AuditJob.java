package org.fairscore.jobs.audit;

import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.storage.StorageLevel;
import org.fairscore.core.audit.VerificationAudit;
import org.fairscore.core.model.CorpusManifest;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.MarkdownReport;
import org.fairscore.core.report.ReportJson;
import org.fairscore.core.verification.AcceptanceRule;
import org.fairscore.jobs.scoring.BlockBuilder;
import org.fairscore.jobs.scoring.ScoringPasses;
import org.fairscore.jobs.scoring.TileGrid;
import org.fairscore.prep.PrepJob;
import org.fairscore.prep.PreparedCorpus;
import org.fairscore.prep.io.AtomicOutput;

/**
 * Read → three scoring passes → report → atomic commit of {@code OUT/report.json}, {@code report.md},
 * {@code rejects/} (when rows were rejected) and {@code _SUCCESS} last.
 */
public final class AuditJob {
    private AuditJob() {
    }

    public static AuditReport run(SparkSession spark, AuditConfig cfg, PrintWriter progress) {
        PreparedCorpus corpus = PrepJob.isPrepared(spark, cfg.input())
                ? PrepJob.load(spark, cfg.input())
                : PrepJob.prepare(spark, cfg.prep());
        CorpusManifest manifest = corpus.manifest();
        var settings = cfg.settings();
        List<String> groups = manifest.groups().stream().map(CorpusManifest.GroupStats::name).toList();
        Map<String, Integer> blocksPerGroup = new LinkedHashMap<>();
        long tiles = 0;
        for (var g : manifest.groups()) {
            int nb = BlockBuilder.blocksFor(g.samples(), cfg.blockSize());
            blocksPerGroup.put(g.name(), nb);
            tiles += (long) nb * (nb + 1) / 2;
        }
        int parallelism = spark.sparkContext().defaultParallelism();
        int blockPartitions = Math.max(1, Math.min(blocksPerGroup.values().stream().mapToInt(i -> i).sum(), 4 * parallelism));
        int tilePartitions = (int) Math.max(1, Math.min(tiles, 4L * parallelism));
        progress.printf("audit: %d samples in %d groups, %d intra-group tiles%n", manifest.samples(), groups.size(), tiles);
        progress.flush();

        var blocks = BlockBuilder.build(corpus.samples(), blocksPerGroup, blockPartitions)
                .persist(StorageLevel.MEMORY_AND_DISK());
        try {
            var intraTiles = TileGrid.intraGroup(blocks, blocksPerGroup, tilePartitions);
            var pass1 = ScoringPasses.summarise(intraTiles);
            progress.println("audit: pass 1 of " + (settings.crossGroup() ? 3 : 2) + " done (score histograms)");
            progress.flush();
            var plan = VerificationAudit.plan(pass1, groups, settings);
            var planBroadcast = spark.sparkContext().broadcast(plan, scala.reflect.ClassTag$.MODULE$.apply(plan.getClass()));
            var pass2 = ScoringPasses.resolve(intraTiles, planBroadcast);
            progress.println("audit: pass 2 done (exact thresholds)");
            progress.flush();
            var evaluation = VerificationAudit.evaluate(pass1, pass2, plan, groups, settings);
            var cross = settings.crossGroup()
                    ? ScoringPasses.crossGroup(TileGrid.crossGroup(blocks, blocksPerGroup, tilePartitions),
                            evaluation.thresholdValues(), settings.rule() == AcceptanceRule.AT_OR_ABOVE)
                    : null;
            if (cross != null) {
                progress.println("audit: pass 3 done (cross-group matrix)");
            }
            var report = VerificationAudit.report(manifest, pass1, evaluation, cross, settings, null);
            write(spark, corpus, report, cfg.out());
            return report;
        } finally {
            blocks.unpersist(false);
        }
    }

    private static void write(SparkSession spark, PreparedCorpus corpus, AuditReport report, String out) {
        try (var output = AtomicOutput.begin(spark.sparkContext().hadoopConfiguration(), out)) {
            output.writeString("report.json", ReportJson.write(report));
            output.writeString("report.md", MarkdownReport.render(report));
            if (corpus.rejects() != null && corpus.manifest().rejected() > 0) {
                PrepJob.writeRejects(corpus, output.tempPath() + "/rejects");
            }
            output.commit();
        }
    }
}
