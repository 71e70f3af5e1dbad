package org.fairscore.core.mitigation;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import org.fairscore.core.verification.OperatingPoint;

/**
 * One audit of the evaluation corpus, before or after the Fairness Module, in the audit report's own model:
 * each operating point has threshold, globalFar, globalFrr, perGroup, bfar, bfrr and the other differentials.
 *
 * @param embeddings       which embeddings were audited, in words
 * @param operatingPoints  as in report.json's {@code operatingPoints}
 */
@JsonPropertyOrder({"embeddings", "operatingPoints"})
public record AuditSnapshot(String embeddings, List<OperatingPoint> operatingPoints) {
}
