package org.fairscore.core.compare;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/**
 * {@code fairscore compare}'s report.json (docs/report.schema.json, $defs/comparison). Field order is part of the schema. Models
 * appear in the order given on the command line everywhere (lists, not maps), the first being the baseline of
 * every delta.
 *
 * @param schemaVersion   version of this layout ({@link #SCHEMA_VERSION})
 * @param kind            always {@link #KIND}: what tells this file from an audit's report.json
 * @param models          the compared audits
 * @param comparability   whether they differ only in the model, and how they do otherwise
 * @param groups          the shared groups, threshold-free (EER, histogram), in the first model's order
 * @param operatingPoints the shared FAR levels, in the first model's order
 */
@JsonPropertyOrder({"schemaVersion", "kind", "models", "comparability", "groups", "operatingPoints"})
public record ComparisonReport(int schemaVersion, String kind, List<ComparedModel> models, Comparability comparability,
                               List<ComparedGroup> groups, List<ComparedLevel> operatingPoints) {
    public static final int SCHEMA_VERSION = 1;
    public static final String KIND = "comparison";

    public ComparisonReport {
        models = List.copyOf(models);
        groups = List.copyOf(groups);
        operatingPoints = List.copyOf(operatingPoints);
    }
}
