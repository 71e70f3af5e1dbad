package org.fairscore.jobs.downstream;

import static org.apache.spark.sql.functions.col;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.LongFunction;
import org.apache.spark.ml.Estimator;
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
 *
 * <p>The two targets split differently ({@link ProbeSplit}): the attribute by identity label by default, so the probe
 * cannot score by recognising a test identity seen in training; the label always by sample, since its classes are
 * the labels. A split that leaves one side empty makes that seed's AUC undefined with the reason (MLlib cannot fit
 * zero rows, and zero test rows have no AUC).
 */
final class LeakageProbe {
    static final List<String> PROBES = List.of("randomForest", "logistic");

    private LeakageProbe() {
    }

    /** The rows of each target for a seed, with {@link Features#IS_TEST}, and how they were split (for the report). */
    record Splits(LongFunction<Dataset<Row>> attribute, String attributeText, LongFunction<Dataset<Row>> label,
                  String labelText) {
    }

    /**
     * @param split      rows with {@link Features#IS_TEST} per target for a seed (the same rows every seed with a split
     *                   column)
     * @param attribute  the attribute column and its values
     * @param label      the task-class column and the task's classes (label AUC over rows of those classes)
     */
    static LeakageReport run(Splits split, String attributeName, Column attribute,
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
                baseline, split.attributeText(), split.labelText());
    }

    /** Every probe on one feature column: attribute and label AUC over the seeds. */
    private static Map<String, LeakageReport.ProbeReport> probes(Splits split, Column attribute,
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
            var attributeRows = Targets.indexed(split.attribute().apply(seed), attribute, attributeValues);
            var labelRows = Targets.indexed(split.label().apply(seed), label, labelClasses);
            String attributeEmpty = emptySide(attributeRows);
            String labelEmpty = emptySide(labelRows);
            for (String probe : PROBES) {
                attr.get(probe).add(auc(attributeRows, attributeEmpty, attributeValues, probe, seed, cfg, features));
                lab.get(probe).add(auc(labelRows, labelEmpty, labelClasses, probe, seed, cfg, features));
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

    /** @param data rows of the target's classes, indexed ({@link Targets#indexed}); {@code empty}: see {@link #emptySide} */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static MetricValue auc(Dataset<Row> data, String empty, List<String> classes, String probe, long seed,
            DownstreamConfig cfg, String features) {
        if (empty != null) {
            return MetricValue.undefined(empty);
        }
        var train = data.filter(col(Features.IS_TEST).unary_$bang());
        var test = data.filter(col(Features.IS_TEST));
        var estimator = (Estimator) Models.create(probe, cfg.trees(), cfg.depth(), cfg.maxIter(), seed,
                features);
        var model = (Model<?>) estimator.fit(train);
        var perClass = RankAuc.perClass(Targets.scored(model.transform(test)), classes);
        return OneVsRestAuc.macro(perClass);
    }

    /** Null when both sides have rows, else what is missing (one small aggregate: two counts). */
    private static String emptySide(Dataset<Row> data) {
        long test = 0;
        long train = 0;
        for (Row r : data.groupBy(col(Features.IS_TEST)).count().collectAsList()) {
            if (r.getBoolean(0)) {
                test = r.getLong(1);
            } else {
                train = r.getLong(1);
            }
        }
        if (train > 0 && test > 0) {
            return null;
        }
        return "the split left " + train + " training and " + test + " test rows of the target's classes (a split "
                + "by label sends whole identities to one side: too few identities for this --test-fraction)";
    }
}
