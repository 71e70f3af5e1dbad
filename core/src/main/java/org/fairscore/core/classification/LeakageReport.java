package org.fairscore.core.classification;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Map;

/**
 * The attribute-leakage probe: how well the sensitive attribute, and for comparison the label, is
 * predicted from the embedding (ROC-AUC; 0.5 = not recoverable).
 *
 * @param attribute       the attribute probed (the group, e.g. "race" or "race|gender")
 * @param attributeValues its values (the probe's classes)
 * @param labelClasses    the label classes the label probe predicts (the downstream task's classes)
 * @param attributeAuc    the strongest probe's attribute AUC (leakage is what some probe recovers)
 * @param labelAuc        the same probe's label AUC
 * @param byProbe         randomForest | logistic → both AUCs
 * @param baselineColumns raw tabular columns the baseline probes used instead of the embedding (null: none)
 * @param baseline        randomForest | logistic → both AUCs from the baseline columns (null: none)
 * @param attributeSplit  how the attribute probe's train and test rows were chosen (by identity label by default,
 *                        so no test identity is seen in training)
 * @param labelSplit      how the label probe's were chosen (by sample: its classes are the labels themselves)
 */
@JsonPropertyOrder({"attribute", "attributeValues", "labelClasses", "attributeSplit", "labelSplit", "attributeAuc",
        "labelAuc", "byProbe", "baselineColumns", "baseline"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record LeakageReport(String attribute, List<String> attributeValues, List<String> labelClasses,
                            SeedAucReport attributeAuc, SeedAucReport labelAuc, Map<String, ProbeReport> byProbe,
                            List<String> baselineColumns, Map<String, ProbeReport> baseline, String attributeSplit,
                            String labelSplit) {

    /** One probe's AUCs. */
    @JsonPropertyOrder({"attributeAuc", "labelAuc"})
    public record ProbeReport(SeedAucReport attributeAuc, SeedAucReport labelAuc) {
    }
}
