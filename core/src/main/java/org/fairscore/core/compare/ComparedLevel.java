package org.fairscore.core.compare;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/**
 * One shared FAR level α: every model's own global threshold t_α (each audit finds its own), the shared groups'
 * rates and deltas, and the differentials every model reported.
 */
@JsonPropertyOrder({"farTarget", "models", "groups", "differentials"})
public record ComparedLevel(double farTarget, List<ModelThreshold> models, List<GroupAtLevel> groups,
                            List<ComparedDifferential> differentials) {
    public ComparedLevel {
        models = List.copyOf(models);
        groups = List.copyOf(groups);
        differentials = List.copyOf(differentials);
    }
}
