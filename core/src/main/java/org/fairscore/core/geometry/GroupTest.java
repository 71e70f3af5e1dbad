package org.fairscore.core.geometry;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * One two-sample test between groups A and B on one distribution: statistic (Welch's t, or KS's D),
 * raw p-value and its Bonferroni and Dunn–Šidák corrections; null values with the reason when undefined.
 */
@JsonPropertyOrder({"distribution", "groupA", "groupB", "test", "statistic", "pValue", "pBonferroni", "pSidak",
        "undefinedReason"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record GroupTest(String distribution, String groupA, String groupB, String test, Double statistic,
                        Double pValue, Double pBonferroni, Double pSidak, String undefinedReason) {

    static GroupTest undefined(String kind, String a, String b, String test, String reason) {
        return new GroupTest(kind, a, b, test, null, null, null, null, reason);
    }
}
