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
 * Read → scoring passes ({@link VerificationScoring}) → report → atomic commit of {@code OUT/report.json}, {@code report.md},
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
        var scored = VerificationScoring.run(spark, corpus.samples(), manifest, settings,
                ScoringOptions.withBlockSize(cfg.blockSize()), progress);
        var report = VerificationAudit.report(manifest, scored.pass1(), scored.evaluation(), scored.cross(), settings,
                scored.sampling());
        write(spark, corpus, report, cfg.out());
        return report;
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
