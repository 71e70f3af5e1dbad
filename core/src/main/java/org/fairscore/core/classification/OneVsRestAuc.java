package org.fairscore.core.classification;

import java.util.Map;
import org.fairscore.core.verification.MetricValue;

/**
 * ROC-AUC, one class versus the rest, macro-averaged over classes (for two classes the two one-vs-rest
 * AUCs are equal, so this is the binary ROC-AUC).
 *
 * <p>A class's AUC is the Mann–Whitney statistic: the fraction of (positive, negative) row pairs where the
 * positive row scores higher, ties counting one half — the area under the ROC curve drawn through every
 * distinct score with linear interpolation (the trapezoid rule of MLlib's {@code BinaryClassificationMetrics}
 * with {@code numBins = 0}). The pair count comes from per-score counts, never from pairs.
 */
public final class OneVsRestAuc {
    /**
     * @param concordant Σ over positive rows of (#negatives scoring lower + ½ #negatives scoring equal)
     * @param positives  rows of the class
     * @param negatives  rows of the other classes
     */
    public record ClassCounts(double concordant, long positives, long negatives) {
        public MetricValue auc() {
            if (positives == 0 || negatives == 0) {
                return MetricValue.undefined("ROC-AUC needs positive and negative test rows; there are "
                        + positives + " and " + negatives);
            }
            return MetricValue.of(concordant / ((double) positives * negatives));
        }
    }

    private OneVsRestAuc() {
    }

    /** Mean over the classes whose AUC is defined (a class absent from the test rows cannot be scored). */
    public static MetricValue macro(Map<String, ClassCounts> perClass) {
        double sum = 0;
        int n = 0;
        for (var c : perClass.values()) {
            var auc = c.auc();
            if (auc.isDefined()) {
                sum += auc.value();
                n++;
            }
        }
        return n == 0 ? MetricValue.undefined("no class has both positive and negative test rows")
                : MetricValue.of(sum / n);
    }
}
