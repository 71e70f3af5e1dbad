package org.fairscore.core.classification;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import org.fairscore.core.verification.MetricValue;

/**
 * One group's test metrics ({@link GroupClassificationMetrics}); null values come with the reason.
 *
 * @param testRows how many test rows the group has
 */
@JsonPropertyOrder({"testRows", "accuracy", "macroPrecision", "macroRecall", "undefinedReason"})
public record GroupClassificationReport(long testRows, Double accuracy, Double macroPrecision, Double macroRecall,
                                        @JsonInclude(JsonInclude.Include.NON_NULL) String undefinedReason) {

    static GroupClassificationReport of(long rows, MetricValue accuracy, MetricValue precision, MetricValue recall) {
        return new GroupClassificationReport(rows, accuracy.valueOrNull(), precision.valueOrNull(), recall.valueOrNull(),
                accuracy.reasonOrNull());
    }
}
