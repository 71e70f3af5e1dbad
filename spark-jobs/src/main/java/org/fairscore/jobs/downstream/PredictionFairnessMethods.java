package org.fairscore.jobs.downstream;

/** The conventions of {@link org.fairscore.core.classification.PredictionFairness}, in the report's words. */
public final class PredictionFairnessMethods {
    public static final String TEXT = "from (y, y_hat, group) per row: accuracy over all rows; balanced accuracy = mean "
            + "over groups of the group's mean per-class recall; demographic parity difference = max over classes c of "
            + "(max - min over groups) P(y_hat = c | group) (binary: |P(y_hat=1|a) - P(y_hat=1|b)|); equal opportunity "
            + "difference = max - min over groups with positives of TPR of the positive class (groups without positives "
            + "are listed and left out); equalized odds (FSCL, Park et al. 2022) = mean over classes y and group pairs "
            + "a < b of |P(y_hat = y | y, a) - P(y_hat = y | y, b)| over pairs where both groups have rows of class y, "
            + "and its max variant = the largest such term; positive class: --positive-class, else 1 or true for 0/1 "
            + "and false/true tasks, else undefined";

    private PredictionFairnessMethods() {
    }
}
