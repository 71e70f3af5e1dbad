package org.fairscore.jobs.audit;

import java.io.PrintWriter;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.storage.StorageLevel;
import org.fairscore.core.audit.AuditSettings;
import org.fairscore.core.audit.ProtocolAudit;
import org.fairscore.core.audit.VerificationAudit;
import org.fairscore.core.protocol.ProtocolSource;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.verification.AcceptanceRule;
import org.fairscore.jobs.run.JobRun;
import org.fairscore.jobs.run.ReportOutput.Pages;
import org.fairscore.jobs.run.ReportOutput;
import org.fairscore.jobs.scoring.BlockBuilder;
import org.fairscore.jobs.scoring.ScoringOptions;
import org.fairscore.jobs.scoring.ScoringPasses;
import org.fairscore.jobs.scoring.TileGrid;
import org.fairscore.jobs.template.TemplateCorpus;
import org.fairscore.prep.PrepJob;
import org.fairscore.prep.PreparedCorpus;
import org.fairscore.prep.partition.StrictIdentities;

/**
 * Read → scoring passes ({@link VerificationScoring}) → report → atomic commit of {@code OUT/report.json}, {@code report.md},
 * {@code rejects/} (when rows were rejected) and {@code _SUCCESS} last.
 */
public final class AuditJob {
    private AuditJob() {
    }

    /**
     * A family computed on the audit's corpus (read once) and added to its report before the gates and the
     * write: how a command composes, e.g., the geometry family with the audit ({@code audit --geometry}).
     */
    @FunctionalInterface
    public interface Addition {
        /** Adds nothing. */
        Addition NONE = (report, corpus) -> report;

        AuditReport addTo(AuditReport report, PreparedCorpus corpus);
    }

    public static AuditReport run(SparkSession spark, AuditConfig cfg, PrintWriter progress) {
        return run(spark, cfg, Addition.NONE, progress);
    }

    /**
     * The verification audit of a corpus already read (nothing written): what {@code run} writes, and what
     * {@code mitigate --evaluate} runs on the embeddings before and after the Fairness Module.
     */
    public static AuditReport audit(SparkSession spark, PreparedCorpus corpus, AuditSettings settings,
                                    int blockSize, PrintWriter progress) {
        corpus = corpus.withIdentitiesCounted();
        var manifest = corpus.manifest();
        var scored = VerificationScoring.run(spark, corpus.sampleBatches(), corpus.cached() != null, manifest,
                settings, ScoringOptions.withBlockSize(blockSize), progress);
        var report = VerificationAudit.report(manifest, scored.pass1(), scored.evaluation(), scored.cross(), settings,
                scored.sampling(), scored.bootstrap(), scored.eerIntervals());
        return ProtocolAudit.complete(report, scored.evaluation(), settings,
                ProtocolSource.allPairs());
    }

    /** @param addition what the command adds to the report from the same corpus ({@link Addition#NONE}: nothing) */
    public static AuditReport run(SparkSession spark, AuditConfig cfg, Addition addition, PrintWriter progress) {
        var run = JobRun.start(spark, cfg.out(), cfg.commandLine());
        Instant started = Instant.now();
        PreparedCorpus corpus = PrepJob.open(spark, cfg.input(), cfg.prep());
        progress.printf(Locale.ROOT, "audit: %s %d samples: %.1f s%n",
                cfg.prep() == null ? "loaded" : "read, validated and normalised", corpus.manifest().samples(),
                Duration.between(started, Instant.now()).toMillis() / 1e3);
        progress.flush();
        var audited = audit(spark, corpus, cfg, addition, progress);
        return run.finish(audited.report(), cfg.gates(), Pages.HTML_AND_MARKDOWN,
                ReportOutput.rejectsOf(audited.corpus()));
    }

    /**
     * A report and the corpus it audited (templates, when {@code templateCol} was given).
     *
     * @param report the report before the gates
     * @param corpus what was scored; its rejects are the read's
     */
    public record Audited(AuditReport report, PreparedCorpus corpus) {
    }

    /**
     * The one audit of a corpus already read and validated, whatever read it: {@link #run} after reading files, and
     * the library API ({@code org.fairscore.api.FairnessAudit}) after reading a caller's Dataset. Nothing is written
     * and no gate is evaluated; {@code cfg.input()} names the corpus in messages, {@code cfg.prep()} and
     * {@code cfg.out()} are not used.
     */
    public static Audited audit(SparkSession spark, PreparedCorpus corpus, AuditConfig cfg, Addition addition,
                                PrintWriter progress) {
        corpus = corpus.withIdentitiesCounted();
        if (cfg.strictIdentities()) {
            StrictIdentities.check(corpus.manifest(), cfg.input()); // before any pair is scored
        }
        var templates = TemplateCorpus.of(corpus, cfg.templateCol(), progress);
        corpus = templates.corpus();
        var report = addition.addTo(templates.describe(audit(spark, corpus, cfg.settings(), cfg.blockSize(), progress)),
                corpus);
        return new Audited(report, corpus);
    }
}
