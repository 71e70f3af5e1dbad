package org.fairscore.jobs.geometry;

import java.io.PrintWriter;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.storage.StorageLevel;
import org.fairscore.core.geometry.AttributeGrouping;
import org.fairscore.core.geometry.DistributionHistogram;
import org.fairscore.core.geometry.GeometryAudit;
import org.fairscore.core.geometry.GeometryReport;
import org.fairscore.core.geometry.GeometrySettings;
import org.fairscore.core.geometry.GeometrySummaries;
import org.fairscore.core.model.CorpusManifest;
import org.fairscore.core.report.AuditReport;
import org.fairscore.jobs.run.JobRun;
import org.fairscore.jobs.run.PhaseTimer;
import org.fairscore.jobs.run.ReportOutput.Pages;
import org.fairscore.jobs.run.ReportOutput;
import org.fairscore.jobs.scoring.BlockBuilder;
import org.fairscore.jobs.scoring.BlockPartitioner;
import org.fairscore.jobs.scoring.ScoringOptions;
import org.fairscore.prep.PrepJob;
import org.fairscore.prep.PreparedCorpus;
import org.fairscore.prep.SampleBatch;

/**
 * Embedding-geometry metrics of a corpus: read (or prep) → the passes → {@link GeometryAudit#report} →
 * atomic commit of {@code OUT/report.json}, {@code report.html}, {@code run.json} (and {@code rejects/}),
 * {@code _SUCCESS} last.
 *
 * <p>Passes: one scan for moments and Gramians; one shuffle by label for alignment; one scan for
 * centroid distances; one all-pairs GEMM pass over every unordered pair of the corpus
 * ({@link NeighbourPass}: recall, silhouette, pair distances, RBF uniformity) — O(N²·d), the family's
 * cost; one bounded sample per group for the MST; and MLlib k-means for NMI. The rows are first put in an
 * order fixed by the corpus alone ({@link CanonicalOrder}), so every sum comes out the same bits on a rerun,
 * whatever the input's partitioning. The driver holds per-group summaries only: G × (d² + d) doubles of Gramians and moments, G × 5 histograms, per-group counts.
 */
public final class GeometryJob {
    private GeometryJob() {
    }

    public static AuditReport run(SparkSession spark, GeometryConfig cfg, PrintWriter log) {
        var run = JobRun.start(spark, cfg.out(), cfg.commandLine());
        PreparedCorpus corpus = PrepJob.open(spark, cfg.input(), cfg.prep());
        CorpusManifest m = corpus.manifest();
        var geometry = compute(spark, corpus, cfg.settings(), cfg.blockSize(), log);
        var report = AuditReport.builder(AuditReport.Kind.GEOMETRY, m, m.groupBy()).groups(List.of())
                .operatingPoints(List.of()).warnings(List.of()).methods(Map.of()).geometry(geometry).build();
        return run.finish(report, cfg.gates(), Pages.HTML_AND_MARKDOWN, ReportOutput.rejectsOf(corpus));
    }

    /** The geometry report of a prepared corpus (also what {@code audit --geometry} adds). */
    public static GeometryReport compute(SparkSession spark, PreparedCorpus corpus, GeometrySettings s, int blockSize,
                                         PrintWriter log) {
        var phase = new PhaseTimer(log, "geometry");
        CorpusManifest manifest = corpus.manifest();
        int dim = manifest.dimension();
        var jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        int parallelism = jsc.defaultParallelism();
        Map<String, Long> sizes = new LinkedHashMap<>();
        new TreeMap<>(manifest.groupSizes()).forEach(sizes::put);
        List<String> groups = List.copyOf(sizes.keySet());
        long total = sizes.values().stream().mapToLong(Long::longValue).sum();
        var rows = CanonicalOrder.rows(corpus.sampleRows(), total).persist(StorageLevel.MEMORY_AND_DISK());
        try {
            var sums = SummaryPasses.groupSums(rows, dim);
            // partitions fixed by the corpus, not the cores: the labels' partials are merged partition by partition
            var alignment = SummaryPasses.alignment(rows, dim, 2 * CanonicalOrder.partitions(total));
            phase.done("moments, Gramians and alignment sums");
            var centroids = new HashMap<String, double[]>();
            sums.moments().forEach((g, mo) -> centroids.put(g, mo.centroid()));
            var centroid = SummaryPasses.centroidDistances(rows, jsc.broadcast(centroids));
            phase.done("distances to centroids");
            var byAttribute = manifest.groupBy().size() > 1
                    ? AttributePass.run(jsc, corpus.samples(), rows, sums.moments(), manifest.groupBy()) : null;
            if (byAttribute != null) {
                phase.done("clustering indices per attribute");
            }

            // 0 (audit --geometry with the audit's automatic block size): chosen as the audit chooses it
            int rowsPerBlock = blockSize > 0 ? blockSize
                    : ScoringOptions.autoBlockSize(manifest.dimension(), sizes, parallelism);
            var blocksPerGroup = BlockBuilder.blocksPerGroup(sizes, rowsPerBlock);
            var blocks = BlockBuilder.build(SampleBatch.pack(rows), blocksPerGroup,
                    BlockPartitioner.balance(blocksPerGroup, sizes, 4 * parallelism)).persist(StorageLevel.MEMORY_AND_DISK());
            NeighbourPass.Result neighbours;
            try {
                neighbours = NeighbourPass.run(blocks, blocksPerGroup, sizes,
                        AttributeGrouping.of(groups, manifest.groupBy()), s.k(), s.rbfT(), s.silhouetteMaxSamples(),
                        s.seed(), ScoringOptions.DEFAULT_CHUNK_ROWS, 4 * parallelism);
            } finally {
                blocks.unpersist(false);
            }
            phase.done("all-pairs pass (recall, silhouette, pair distances)");
            var h0 = SummaryPasses.h0(rows, s.mstMaxSamples(), s.seed(), Math.max(1, Math.min(groups.size(), 4 * parallelism)));
            phase.done("minimum spanning trees");
            NmiPass.Result nmi = s.nmi() ? NmiPass.run(CanonicalOrder.samples(corpus.samples(), total), s, log) : null;
            if (s.nmi()) {
                phase.done("k-means and NMI");
            }
            var h0Hist = new TreeMap<String, DistributionHistogram>();
            var h0Points = new TreeMap<String, Long>();
            h0.forEach((g, r) -> {
                h0Hist.put(g, r.histogram());
                h0Points.put(g, r.points());
            });
            var summaries = new GeometrySummaries(groups, sums.moments(), alignment, sums.gramians(),
                    neighbours.counts(), neighbours.silhouetteSampled(), neighbours.pairs(), centroid, h0Hist, h0Points,
                    nmi == null ? null : nmi.perGroup(), nmi == null ? null : nmi.note(), byAttribute);
            return GeometryAudit.report(summaries, s, dim);
        } finally {
            rows.unpersist(false);
        }
    }
}
