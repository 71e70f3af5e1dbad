package org.fairscore.core.mitigation;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Map;

/**
 * Pseudo-FAR and pseudo-FRR of one corpus (CF eq. 9), per FAR level.
 *
 * @param corpus            which corpus: "train" or "evaluate"
 * @param centroids         identities (centroids) per group
 * @param operatingPoints   per FAR level
 * @param resolution        how thresholds are placed, in words
 * @param curves            per group, pseudo-FAR and pseudo-FRR on a grid of thresholds (CF eq. 9)
 */
@JsonPropertyOrder({"corpus", "centroids", "operatingPoints", "resolution", "curves"})
public record PseudoMetricsReport(String corpus, Map<String, Long> centroids,
                                  List<PseudoOperatingPoint> operatingPoints, String resolution,
                                  Map<String, PseudoCurve> curves) {
}
