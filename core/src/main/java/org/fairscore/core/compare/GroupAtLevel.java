package org.fairscore.core.compare;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/**
 * A shared group at one FAR level: its rates in each model (model order) and each later model's delta from the first.
 */
@JsonPropertyOrder({"group", "models", "deltas"})
public record GroupAtLevel(String group, List<ModelRates> models, List<RateDelta> deltas) {
    public GroupAtLevel {
        models = List.copyOf(models);
        deltas = List.copyOf(deltas);
    }
}
