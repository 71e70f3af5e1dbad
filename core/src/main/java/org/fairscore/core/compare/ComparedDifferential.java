package org.fairscore.core.compare;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/** One differential (e.g. {@code bfar}) at a FAR level, each model's side by side. */
@JsonPropertyOrder({"name", "models"})
public record ComparedDifferential(String name, List<ModelDifferential> models) {
    public ComparedDifferential {
        models = List.copyOf(models);
    }
}
