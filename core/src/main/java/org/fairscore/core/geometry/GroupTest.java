package org.fairscore.core.geometry;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * One two-sample test between groups A and B on one distribution: statistic (Welch's t, or KS's D), how
 * the statistic was computed ({@code method}), the raw p-value and its corrections over the family (all
 * defined tests of the same kind in the report): Bonferroni and Dunn–Šidák (single-step), Holm (step-down,
 * family-wise error) and Benjamini–Hochberg (step-up, false discovery rate); null values with the reason
 * when undefined.
 *
 * @param method {@link GroupTests#MOMENTS} (Welch: exact from count, sum and sum of squares),
 *               {@link GroupTests#ORDER_STATISTICS} or {@link GroupTests#HISTOGRAM} (KS's D)
 */
@JsonPropertyOrder({"distribution", "groupA", "groupB", "test", "method", "statistic", "pValue", "pBonferroni",
        "pSidak", "pHolm", "pBenjaminiHochberg", "undefinedReason"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record GroupTest(String distribution, String groupA, String groupB, String test, String method,
                        Double statistic, Double pValue, Double pBonferroni, Double pSidak, Double pHolm,
                        Double pBenjaminiHochberg, String undefinedReason) {

    static GroupTest undefined(String kind, String a, String b, String test, String reason) {
        return new GroupTest(kind, a, b, test, null, null, null, null, null, null, null, reason);
    }

    /** An uncorrected defined test. */
    static GroupTest of(String kind, String a, String b, String test, String method, double statistic, double p) {
        return new GroupTest(kind, a, b, test, method, statistic, p, null, null, null, null, null);
    }

    GroupTest corrected(double bonferroni, double sidak, double holm, double benjaminiHochberg) {
        return new GroupTest(distribution, groupA, groupB, test, method, statistic, pValue, bonferroni, sidak, holm,
                benjaminiHochberg, undefinedReason);
    }
}
