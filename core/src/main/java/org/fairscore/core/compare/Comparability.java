package org.fairscore.core.compare;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/**
 * Whether the compared audits differ only in the model, and if not, every way they differ.
 *
 * @param comparable true when {@code reasons} is empty
 * @param reasons    one sentence per difference (groups, FAR levels, acceptance rule, differential weight, protocol,
 *                   impostor sampling, corpus counts), naming the models
 * @param shown      what the comparison still shows (the shared groups and levels)
 */
@JsonPropertyOrder({"comparable", "reasons", "shown"})
public record Comparability(boolean comparable, List<String> reasons, String shown) {
    public Comparability {
        reasons = List.copyOf(reasons);
        if (comparable != reasons.isEmpty()) {
            throw new IllegalArgumentException("comparable exactly when there is no reason against: " + reasons);
        }
    }
}
