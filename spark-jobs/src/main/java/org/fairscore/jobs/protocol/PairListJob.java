package org.fairscore.jobs.protocol;

import static org.apache.spark.sql.functions.col;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.storage.StorageLevel;
import org.fairscore.core.audit.AuditSettings;
import org.fairscore.core.gates.Gate;
import org.fairscore.core.model.CorpusColumns;
import org.fairscore.core.model.CorpusManifest;
import org.fairscore.core.protocol.ProtocolSource;
import org.fairscore.core.report.AuditReport;
import org.fairscore.jobs.audit.CalibrationSpec;
import org.fairscore.jobs.run.JobRun;
import org.fairscore.jobs.run.ReportOutput.Pages;
import org.fairscore.prep.PreparedCorpus;

/**
 * {@code audit --input CORPUS --pairs FILE}: scores exactly the listed pairs from the corpus' embeddings and
 * audits them with the all-pairs summaries and report. The pair list is joined to the corpus by sample id
 * twice (Spark joins: neither side is collected); unknown ids, self pairs and declared flags contradicting the
 * labels are row errors (exit 2, file, row, column). Memory per task: one joined row (two embeddings) at a
 * time plus the pass summaries of {@link ComparisonAudit}.
 */
public final class PairListJob {
    private PairListJob() {
    }

    /** @param calibration a calibration split of the identities (thresholds from one part), or null */
    public static AuditReport run(SparkSession spark, PreparedCorpus corpus, PairListSpec spec, AuditSettings s,
                                  List<Gate> gates, String out, List<String> commandLine, PrintWriter log,
                                  CalibrationSpec calibration) {
        return run(spark, corpus, spec, s, gates, out, commandLine, log, calibration, UnaryOperator.identity());
    }

    /**
     * @param finishing what the command adds to the report before the gates and the write (the template section of
     *                  {@code --template-col}, whose template corpus {@code corpus} then is)
     */
    public static AuditReport run(SparkSession spark, PreparedCorpus corpus, PairListSpec spec, AuditSettings s,
                                  List<Gate> gates, String out, List<String> commandLine, PrintWriter log,
                                  CalibrationSpec calibration, UnaryOperator<AuditReport> finishing) {
        var run = JobRun.start(spark, out, commandLine);
        var scored = score(spark, corpus.samples(), spec).persist(StorageLevel.MEMORY_AND_DISK());
        try {
            RowErrors.check(scored, spec.path());
            long rows = scored.count();
            log.printf("audit: %d pairs scored from %s%n", rows, spec.path());
            log.flush();
            var m = corpus.manifest();
            var inputs = new ArrayList<>(m.inputs());
            inputs.add(new CorpusManifest.InputFile(TableReader.display(spec.path()), "pair-list", rows));
            var base = new CorpusManifest(m.schemaVersion(), m.dimension(), inputs, m.idColumn(), m.labelColumn(),
                    m.groupBy(), m.samples(), m.rejected(), m.rejectsByReason(), List.of());
            var src = new ProtocolSource(ProtocolSource.PAIR_LIST, TableReader.display(spec.path()), null, null, null,
                    null, false, null);
            var report = ComparisonAudit.run(spark, ComparisonGroups.toComparisons(scored),
                    new ComparisonAudit.Context(base, s, src, calibration));
            return run.finish(finishing.apply(report), gates, Pages.HTML_AND_MARKDOWN);
        } finally {
            scored.unpersist(false);
        }
    }

    /** Parsed rows ({@link ScoreRowParser#PARSED}): each pair scored, or its error. */
    static Dataset<Row> score(SparkSession spark, Dataset<Row> samples, PairListSpec spec) {
        boolean hasFlag = TableReader.columns(spark, spec.path()).contains(spec.genuineCol());
        var pairs = TableReader.read(spark, spec.path(), List.of(
                new TableReader.Wanted(spec.sampleCols().get(0), true),
                new TableReader.Wanted(spec.sampleCols().get(1), true),
                new TableReader.Wanted(spec.genuineCol(), false)));
        var a = samples.select(col(CorpusColumns.SAMPLE_ID).as("id_a"), col(CorpusColumns.LABEL).as("label_a"),
                col(CorpusColumns.GROUP).as("group_a"), col(CorpusColumns.EMBEDDING).as("emb_a"));
        var b = samples.select(col(CorpusColumns.SAMPLE_ID).as("id_b"), col(CorpusColumns.LABEL).as("label_b"),
                col(CorpusColumns.GROUP).as("group_b"), col(CorpusColumns.EMBEDDING).as("emb_b"));
        var joined = pairs.join(a, pairs.col("c0").equalTo(a.col("id_a")), "left")
                .join(b, pairs.col("c1").equalTo(b.col("id_b")), "left")
                .select(col(RowErrors.FILE), col(RowErrors.ROW), col("c0"), col("c1"), col("c2"), col("label_a"),
                        col("group_a"), col("emb_a"), col("label_b"), col("group_b"), col("emb_b"),
                        col(RowErrors.COLUMN), col(RowErrors.ERROR));
        var scorer = new PairScorer(spec, hasFlag);
        return spark.createDataFrame(joined.javaRDD().map(scorer::score), ScoreRowParser.PARSED);
    }
}
