package org.fairscore.core.compare;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/** A shared group: its threshold-free figures in each model, in model order. */
@JsonPropertyOrder({"group", "models"})
public record ComparedGroup(String group, List<ModelGroup> models) {
    public ComparedGroup {
        models = List.copyOf(models);
    }
}
