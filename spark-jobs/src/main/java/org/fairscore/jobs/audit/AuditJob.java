package org.fairscore.jobs.audit;

import java.io.PrintWriter;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.storage.StorageLevel;
import org.fairscore.core.audit.VerificationAudit;
import org.fairscore.core.gates.GateEvaluation;
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
        return run(spark, cfg, null, progress);
    }

    /** @param geometry with {@code --geometry}: the geometry family to add to the report (null: none) */
    public static AuditReport run(SparkSession spark, AuditConfig cfg,
                                  org.fairscore.core.geometry.GeometrySettings geometry, PrintWriter progress) {
        Instant started = Instant.now();
        PreparedCorpus corpus = PrepJob.isPrepared(spark, cfg.input())
                ? PrepJob.load(spark, cfg.input())
                : PrepJob.prepare(spark, cfg.prep());
        CorpusManifest manifest = corpus.manifest();
        progress.printf(java.util.Locale.ROOT, "audit: %s %d samples: %.1f s%n",
                cfg.prep() == null ? "loaded" : "read, validated and normalised", manifest.samples(),
                java.time.Duration.between(started, Instant.now()).toMillis() / 1e3);
        progress.flush();
        var settings = cfg.settings();
        var scored = VerificationScoring.run(spark, corpus.samples(), manifest, settings,
                ScoringOptions.withBlockSize(cfg.blockSize()), progress);
        var report = VerificationAudit.report(manifest, scored.pass1(), scored.evaluation(), scored.cross(), settings,
                scored.sampling(), scored.bootstrap());
        report = org.fairscore.core.protocol.ProtocolAudit.complete(report, scored.evaluation(), settings,
                org.fairscore.core.protocol.ProtocolSource.allPairs());
        if (geometry != null) {
            report = report.withGeometry(org.fairscore.jobs.geometry.GeometryJob.compute(spark, corpus, geometry,
                    cfg.blockSize(), progress));
        }
        if (!cfg.gates().isEmpty()) {
            report = GateEvaluation.apply(report, cfg.gates()); // before writing: report.json lists them
        }
        write(spark, corpus, report, cfg.out(), RunMetadata.of(spark, started, cfg.commandLine()));
        return report;
    }

    static void write(SparkSession spark, PreparedCorpus corpus, AuditReport report, String out, RunMetadata run) {
        try (var output = AtomicOutput.begin(spark.sparkContext().hadoopConfiguration(), out)) {
            output.writeString("report.json", ReportJson.write(report));
            output.writeString("report.md", MarkdownReport.render(report));
            output.writeString("run.json", run.toJson()); // times and hosts: never in report.json
            output.writeString("report.html", org.fairscore.core.report.html.HtmlReport.render(report));
            if (corpus.rejects() != null && corpus.manifest().rejected() > 0) {
                PrepJob.writeRejects(corpus, output.tempPath() + "/rejects");
            }
            output.commit();
        }
    }
}
