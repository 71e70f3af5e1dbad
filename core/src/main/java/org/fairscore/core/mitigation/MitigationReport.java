package org.fairscore.core.mitigation;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/**
 * report.json's {@code mitigation} component ({@code fairscore mitigate --evaluate}).
 *
 * @param module        the trained Fairness Module
 * @param training      how it was trained
 * @param pseudoMetrics pseudo-FAR/FRR of the training corpus and (with the real audit to compare) of the
 *                      evaluation corpus
 * @param before        audit of the evaluation corpus' input embeddings
 * @param after         audit of the same corpus after the module
 */
@JsonPropertyOrder({"module", "training", "pseudoMetrics", "before", "after"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record MitigationReport(ModuleSummary module, TrainingReport training, List<PseudoMetricsReport> pseudoMetrics,
                               AuditSnapshot before, AuditSnapshot after) {
}
