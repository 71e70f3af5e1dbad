package org.fairscore.jobs.downstream;

import static org.apache.spark.sql.functions.col;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.LongFunction;
import org.apache.spark.ml.Model;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.fairscore.core.classification.LeakageReport;
import org.fairscore.core.classification.OneVsRestAuc;
import org.fairscore.core.classification.SeedAucReport;
import org.fairscore.core.classification.SeedSummary;
import org.fairscore.core.verification.MetricValue;

/**
 * The attribute-leakage probe (the question of the triplet-collapse paper: can the sensitive attribute be
 * recovered from the embedding?). For each seed, a random forest and a logistic regression are trained on
 * the training rows to predict the attribute — and, for comparison, the task's label — and scored on the
 * test rows by one-vs-rest macro ROC-AUC ({@link RankAuc}). The report's headline is the probe with the
 * larger mean attribute AUC: leakage is what <em>some</em> probe can recover. With baseline columns, the same
 * probes run on those raw tabular features instead of the embedding, for comparison.
 */
final class LeakageProbe {
    static final List<String> PROBES = List.of("randomForest", "logistic");

    private LeakageProbe() {
    }

    /**
     * @param split      rows with {@link Features#IS_TEST} for a seed (the same rows every seed with a split column)
     * @param attribute  the attribute column and its values
     * @param label      the task-class column and the task's classes (label AUC over rows of those classes)
     */
    static LeakageReport run(LongFunction<Dataset<Row>> split, String attributeName, Column attribute,
            List<String> attributeValues, Column label, List<String> labelClasses, DownstreamConfig cfg,
            PrintWriter progress) {
        var byProbe = probes(split, attribute, attributeValues, label, labelClasses, cfg, Features.FEATURES, progress);
        String best = null;
        double bestMean = Double.NEGATIVE_INFINITY;
        for (var e : byProbe.entrySet()) {
            var mean = e.getValue().attributeAuc().mean();
            double m = mean == null ? Double.NEGATIVE_INFINITY : mean;
            if (best == null || m > bestMean) {
                best = e.getKey();
                bestMean = m;
            }
        }
        Map<String, LeakageReport.ProbeReport> baseline = cfg.baselineCols().isEmpty() ? null
                : probes(split, attribute, attributeValues, label, labelClasses, cfg, Features.BASELINE, progress);
        var headline = byProbe.get(best);
        return new LeakageReport(attributeName, attributeValues, labelClasses, headline.attributeAuc().withProbe(best),
                headline.labelAuc().withProbe(best), byProbe, cfg.baselineCols().isEmpty() ? null : cfg.baselineCols(),
                baseline);
    }

    /** Every probe on one feature column: attribute and label AUC over the seeds. */
    private static Map<String, LeakageReport.ProbeReport> probes(LongFunction<Dataset<Row>> split, Column attribute,
            List<String> attributeValues, Column label, List<String> labelClasses, DownstreamConfig cfg, String features,
            PrintWriter progress) {
        var seeds = cfg.probeSeeds();
        var attr = new LinkedHashMap<String, List<MetricValue>>();
        var lab = new LinkedHashMap<String, List<MetricValue>>();
        PROBES.forEach(p -> {
            attr.put(p, new ArrayList<>());
            lab.put(p, new ArrayList<>());
        });
        for (long seed : seeds) {
            var rows = split.apply(seed);
            for (String probe : PROBES) {
                attr.get(probe).add(auc(rows, attribute, attributeValues, probe, seed, cfg, features));
                lab.get(probe).add(auc(rows, label, labelClasses, probe, seed, cfg, features));
                progress.printf(Locale.ROOT, "downstream: leakage probe %s on %s, seed %d done%n", probe, features, seed);
                progress.flush();
            }
        }
        var byProbe = new LinkedHashMap<String, LeakageReport.ProbeReport>();
        for (String probe : PROBES) {
            byProbe.put(probe, new LeakageReport.ProbeReport(SeedAucReport.of(null, SeedSummary.of(seeds, attr.get(probe))),
                    SeedAucReport.of(null, SeedSummary.of(seeds, lab.get(probe)))));
        }
        return byProbe;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static MetricValue auc(Dataset<Row> rows, Column target, List<String> classes, String probe, long seed,
            DownstreamConfig cfg, String features) {
        var data = Targets.indexed(rows, target, classes);
        var train = data.filter(col(Features.IS_TEST).unary_$bang());
        var test = data.filter(col(Features.IS_TEST));
        var estimator = (org.apache.spark.ml.Estimator) Models.create(probe, cfg.trees(), cfg.depth(), cfg.maxIter(), seed,
                features);
        var model = (Model<?>) estimator.fit(train);
        var perClass = RankAuc.perClass(Targets.scored(model.transform(test)), classes);
        return OneVsRestAuc.macro(perClass);
    }
}
