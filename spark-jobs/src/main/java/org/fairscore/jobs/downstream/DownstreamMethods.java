package org.fairscore.jobs.downstream;

import java.util.LinkedHashMap;
import java.util.Map;

/** The report's methods entries for the downstream audit: its conventions in words, true to the code. */
final class DownstreamMethods {
    private DownstreamMethods() {
    }

    static Map<String, String> describe(DownstreamConfig cfg, String split) {
        var m = new LinkedHashMap<String, String>();
        m.put("downstreamFeatures", "the L2-normalised embedding (float32 widened to double), frozen: nothing is fine-tuned");
        m.put("downstreamSplit", split + "; the classifiers and the leakage probe's label target split by sample "
                + "(their classes are the labels, so a test label must be seen in training)"
                + (cfg.splitCol() != null ? "" : cfg.splitBy() == ProbeSplit.LABEL
                        ? "; the leakage probe's attribute target splits by identity label (test iff xxhash64(seed, 2, "
                        + "label) mod 10^6 < " + cfg.testFraction() + " * 10^6), so no test identity is seen in training "
                        + "and the probe cannot score by recognising identities"
                        : "; the leakage probe's attribute target splits by sample too (--split-by sample): with an "
                        + "attribute constant per identity the probe can score by recognising identities seen in training")
                + "; the leakage probe re-splits with each seed unless a split column is given");
        if (cfg.taskLabelCol() == null) {
            m.put("downstreamTask", "classes chosen group by group: each group ranks its labels with at least "
                    + cfg.minSamples() + " samples in the group by that count (ties by name); groups in name order take "
                    + "turns, each taking its best label not yet in the task, until " + cfg.topK() + " classes or none "
                    + "is left; a group for which nothing was taken, and that has no row of the task's classes, is "
                    + "named with the reason");
        }
        if (!cfg.classifiers().isEmpty()) {
            m.put("downstreamNesting", "when every class's rows lie in one group (classes nested in groups, e.g. "
                    + "identities), equalized odds, equal opportunity and demographic parity are undefined with that "
                    + "reason: no class can be compared across groups; per-group accuracy and macro recall and their "
                    + "gaps are the comparisons that remain");
        }
        m.put("downstreamModels", Models.describe(cfg.trees(), cfg.depth(), cfg.maxIter()));
        m.put("downstreamCost", Models.cost(cfg.trees(), cfg.depth(), cfg.maxIter()) + "; fits: one per classifier, plus "
                + "2 probes x 2 targets x " + cfg.seeds() + " seeds for the leakage probe");
        if (!cfg.classifiers().isEmpty()) {
            m.put("downstreamMetrics", "per group on its test rows: accuracy; macro precision and macro recall averaged "
                    + "with equal weight over the classes present among the group's true labels (a class never predicted "
                    + "in the group has precision 0, scikit-learn's zero_division=0; predicted-only classes are not averaged); "
                    + "a group without test rows is undefined");
            m.put("downstreamGaps", "finDML's gap rules over groups with a defined value: signed x_a - x_b for a < b, "
                    + "|x_a - mean of the rest|, mean of the top floor(n/2) - mean of the bottom floor(n/2) (the median "
                    + "group of an odd count in neither), max - min");
            if (cfg.rebalance()) {
                m.put("downstreamRebalance", "training rows of each group oversampled to the largest group's count: each "
                        + "row repeated floor(f) times and once more with probability f - floor(f), f = n_max / n_g, "
                        + "decided by a hash of the seed and the sample id");
            }
        }
        if (cfg.leakage()) {
            m.put("leakage", "random forest and logistic regression predict the sensitive attribute (the group) and, for "
                    + "comparison, the task's class from the embedding; ROC-AUC on the test rows, one-vs-rest macro "
                    + "average over classes with positive and negative test rows (exact: Mann-Whitney from counts per "
                    + "distinct score, ties 1/2); " + cfg.seeds() + " seeds (" + cfg.seed() + " ...), mean and sample std "
                    + "(n-1); the headline is the probe with the larger mean attribute AUC. 0.5: not recoverable"
                    + (cfg.baselineCols().isEmpty() ? "" : "; the same probes also run on the raw tabular columns "
                    + cfg.baselineCols() + " instead of the embedding (baseline)"));
        }
        m.put("predictionFairness", PredictionFairnessMethods.TEXT);
        return m;
    }
}
