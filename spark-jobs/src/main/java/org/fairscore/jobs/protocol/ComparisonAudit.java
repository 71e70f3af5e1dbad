package org.fairscore.jobs.protocol;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.countDistinct;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.storage.StorageLevel;
import org.fairscore.core.audit.AuditSettings;
import org.fairscore.core.audit.Evaluation;
import org.fairscore.core.audit.ProtocolAudit;
import org.fairscore.core.audit.VerificationAudit;
import org.fairscore.core.bootstrap.BootstrapEer;
import org.fairscore.core.bootstrap.BootstrapIntervals;
import org.fairscore.core.bootstrap.EerGrid;
import org.fairscore.core.bootstrap.IdentityBootstrap;
import org.fairscore.core.model.CorpusManifest;
import org.fairscore.core.model.PairKind;
import org.fairscore.core.protocol.CalibrationReport;
import org.fairscore.core.protocol.ProtocolSource;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.verification.AcceptanceRule;
import org.fairscore.core.verification.EerInterval;
import org.fairscore.core.summaries.BucketResolution;
import org.fairscore.core.summaries.CrossGroupCounts;
import org.fairscore.core.summaries.ResolutionPlan;
import org.fairscore.core.summaries.ScoreKey;
import org.fairscore.core.summaries.ScoreSummaries;
import org.fairscore.jobs.audit.CalibrationSpec;

/**
 * Audits comparison rows ({@link Comparisons}) with the all-pairs audit's own summaries, plan, evaluation and
 * report: pass 1 folds each partition's rows into a {@link ComparisonTally} (tree-reduced), the driver plans
 * the buckets to resolve, pass 2 folds the rows of the planned buckets into a {@link BucketResolution}; then
 * {@link VerificationAudit#evaluate} and {@link VerificationAudit#report}. With {@code --cross-group} or the
 * identity bootstrap, pass 3 folds the rows into a {@link ThresholdTally} at the exact global thresholds: the
 * cross-group impostor matrix and the per-identity error counts the bootstrap resamples (as the all-pairs audit's
 * threshold pass). The rows are read two or three times (persisted once) and never collected: the driver holds
 * O(groups × buckets) counts, plus O(groups² × levels) for the matrix and identities × levels × 2 longs for the
 * bootstrap. Samples and identities per group are distinct counts computed by Spark (one small row per group
 * reaches the driver).
 */
public final class ComparisonAudit {
    private ComparisonAudit() {
    }

    /**
     * What the report needs besides the comparisons.
     *
     * @param calibration split the comparisons by identity and set the thresholds on the calibration part, or null
     */
    public record Context(CorpusManifest base, AuditSettings settings, ProtocolSource source,
                          CalibrationSpec calibration) {
        public Context(CorpusManifest base, AuditSettings settings, ProtocolSource source) {
            this(base, settings, source, null);
        }
    }

    /**
     * Pass 3's results: the matrix (null without --cross-group), the intervals and the EER intervals (null without
     * bootstrap).
     */
    private record AtThresholds(CrossGroupCounts cross, BootstrapIntervals bootstrap,
                                Map<String, EerInterval> eerIntervals) {
    }

    private static AtThresholds atThresholds(Dataset<Row> rows, Evaluation ev, AuditSettings s) {
        if (!s.crossGroup() && s.bootstrap() == 0) {
            return new AtThresholds(null, null, null);
        }
        float[] thresholds = ev.thresholdValues();
        boolean inclusive = s.rule() == AcceptanceRule.AT_OR_ABOVE;
        boolean cross = s.crossGroup();
        boolean bootstrap = s.bootstrap() > 0;
        var groups = List.copyOf(new TreeSet<>(ev.genuine().keySet()));
        var grid = bootstrap ? EerGrid.of(groups, ev.genuine(), ev.impostor(), s.rule()) : null;
        var tally = rows.javaRDD().mapPartitions(it -> {
            var t = new ThresholdTally(thresholds, inclusive, cross, bootstrap, grid);
            while (it.hasNext()) {
                Row r = it.next();
                t.add(string(r, 0), string(r, 7), string(r, 8), r.getBoolean(1), r.isNullAt(2) ? null : r.getFloat(2),
                        string(r, 5), string(r, 6));
            }
            return List.of(t).iterator();
        }).treeReduce(ThresholdTally::merge);
        if (!bootstrap) {
            return new AtThresholds(tally.cross, null, null);
        }
        // one draw of each group's identities for the FAR levels and the EER grid
        var intervals = IdentityBootstrap.compute(tally.identities, tally.eer, s.bootstrap(), s.seed(),
                VerificationAudit.CONFIDENCE);
        return new AtThresholds(tally.cross, intervals[0],
                BootstrapEer.of(intervals[1], grid, groups, ev.genuine(), ev.impostor(), s.rule()));
    }

    private static String string(Row r, int i) {
        return r.isNullAt(i) ? null : r.getString(i);
    }

    /** The two passes over some comparison rows: pass-1 tally and the exact evaluation. */
    private record Passes(ComparisonTally tally, List<String> groups, Evaluation ev) {
    }

    private static Passes passes(SparkSession spark, Dataset<Row> rows, AuditSettings s) {
        var tally = rows.javaRDD().mapPartitions(ComparisonAudit::tally).treeReduce(ComparisonTally::merge);
        var groups = new ArrayList<>(new TreeSet<>(tally.attempts.keySet()));
        var pass1 = tally.summaries;
        var plan = VerificationAudit.plan(pass1, groups, s);
        var jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        var planned = jsc.broadcast(plan);
        var resolution = rows.javaRDD().mapPartitions(it -> resolve(it, planned.value()))
                .treeReduce(BucketResolution::merge);
        return new Passes(tally, groups, VerificationAudit.evaluate(pass1, resolution, plan, groups, s));
    }

    public static AuditReport run(SparkSession spark, Dataset<Row> comparisons, Context ctx) {
        var all = comparisons.persist(StorageLevel.MEMORY_AND_DISK());
        Dataset<Row> rows = all;
        try {
            var s = ctx.settings();
            var src = ctx.source();
            CalibrationReport calReport = null;
            long mixed = 0;
            if (ctx.calibration() != null) {
                var parts = CalibrationParts.split(spark, all, ctx.calibration());
                var cal = passes(spark, parts.calibration(), new AuditSettings(s.levels(), s.rule(),
                        s.differentialWeight(), false, s.sampling(), 0, s.seed()));
                s = s.withFixedThresholds(cal.ev().thresholds()).withGroupThresholds(true);
                rows = parts.test().persist(StorageLevel.MEMORY_AND_DISK());
                mixed = parts.mixed();
                var calCounts = counts(parts.calibration());
                var testCounts = counts(rows);
                var c = ctx.calibration();
                calReport = new CalibrationReport(c.split() != null ? "fraction" : "file",
                        c.split() != null ? c.split().fraction() : null, c.split() != null ? c.split().seed() : null,
                        c.file(), sum(calCounts, 1), sum(testCounts, 1), sum(calCounts, 0), sum(testCounts, 0),
                        cal.tally().summaries.pooledCoarse(PairKind.IMPOSTOR).total(),
                        cal.tally().summaries.pooledCoarse(PairKind.GENUINE).total());
            }
            var p = passes(spark, rows, s);
            var tally = p.tally();
            var ev = p.ev();
            var at = atThresholds(rows, ev, s);
            var manifest = manifest(ctx.base(), p.groups(), tally.summaries, counts(rows));
            var withCounts = new ProtocolSource(src.protocol(), src.source(), src.scoreFormat(), src.distance(),
                    tally.crossGroup, ProtocolSource.SCORE_FILE.equals(src.protocol()) ? tally.failures() : null,
                    src.ftaInRates(), calReport, s.crossGroup() ? CrossGroupTotals.genuine(tally.crossPairs) : null);
            var report = VerificationAudit.report(manifest, tally.summaries, ev, at.cross(), s, null, at.bootstrap(),
                    at.eerIntervals());
            var complete = ProtocolAudit.complete(report, ev, s, withCounts);
            var warnings = new ArrayList<>(complete.warnings());
            if (s.crossGroup()) {
                warnings.addAll(CrossGroupTotals.warnings(tally.crossPairs, p.groups()));
            }
            if (tally.outsideDisplay > 0 && !ProtocolSource.SCORE_FILE.equals(src.protocol())) { // ScoreDisplay's own range
                warnings.add(tally.outsideDisplay + " scores lie outside [-1, 1]: thresholds, rates, EERs and moments "
                        + "are exact, but the 200-bin display histograms (and the curves of report.html drawn from them) "
                        + "clamp them into their edge bins");
            }
            if (mixed > 0) {
                warnings.add(mixed + " comparisons pair a calibration identity with a test identity: in neither part, "
                        + "not audited");
            }
            return complete.withProtocol(complete.protocol(), complete.methods(), warnings);
        } finally {
            if (rows != all) {
                rows.unpersist(false);
            }
            all.unpersist(false);
        }
    }

    private static long sum(Map<String, long[]> counts, int i) {
        return counts.values().stream().mapToLong(c -> c[i]).sum();
    }

    private static Iterator<ComparisonTally> tally(Iterator<Row> it) {
        var t = new ComparisonTally();
        while (it.hasNext()) {
            Row r = it.next();
            t.add(string(r, 0), string(r, 7), string(r, 8), r.getBoolean(1), r.isNullAt(2) ? null : r.getFloat(2));
        }
        return List.of(t).iterator();
    }

    private static Iterator<BucketResolution> resolve(Iterator<Row> it, ResolutionPlan plan) {
        var res = BucketResolution.empty();
        while (it.hasNext()) {
            Row r = it.next();
            if (r.isNullAt(0) || r.isNullAt(2) || Float.isNaN(r.getFloat(2))) {
                continue;
            }
            String group = r.getString(0);
            int key = ScoreKey.of(r.getFloat(2));
            if (plan.mask(group)[ScoreKey.bucket(key)]) {
                res.addKey(group, r.getBoolean(1) ? PairKind.GENUINE : PairKind.IMPOSTOR, key);
            }
        }
        return List.of(res).iterator();
    }

    /** group → {distinct samples, distinct labels} over both sides of its comparisons (0 when unknown). */
    private static Map<String, long[]> counts(Dataset<Row> rows) {
        var audited = rows.filter(col(Comparisons.GROUP).isNotNull());
        var sides = audited.select(col(Comparisons.GROUP), col(Comparisons.SAMPLE_A).as("s"), col(Comparisons.LABEL_A).as("l"))
                .union(audited.select(col(Comparisons.GROUP), col(Comparisons.SAMPLE_B).as("s"), col(Comparisons.LABEL_B).as("l")));
        var out = new TreeMap<String, long[]>();
        for (Row r : sides.groupBy(Comparisons.GROUP).agg(countDistinct(col("s")), countDistinct(col("l")))
                .collectAsList()) {
            out.put(r.getString(0), new long[] {r.getLong(1), r.getLong(2)});
        }
        return out;
    }

    private static CorpusManifest manifest(CorpusManifest base, List<String> groups,
                                           ScoreSummaries pass1, Map<String, long[]> counts) {
        var stats = new ArrayList<CorpusManifest.GroupStats>();
        long samples = 0;
        for (String g : groups) {
            var sum = pass1.groups().get(g);
            long gen = sum == null ? 0 : sum.get(PairKind.GENUINE).count();
            long imp = sum == null ? 0 : sum.get(PairKind.IMPOSTOR).count();
            long[] c = counts.getOrDefault(g, new long[2]);
            stats.add(new CorpusManifest.GroupStats(g, c[0], c[1], gen, imp));
            samples += c[0];
        }
        // samples: those in some audited comparison (each sample belongs to one group)
        return new CorpusManifest(base.schemaVersion(), base.dimension(), base.inputs(), base.idColumn(),
                base.labelColumn(), base.groupBy(), samples, base.rejected(), base.rejectsByReason(), stats);
    }
}
