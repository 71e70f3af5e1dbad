package org.fairscore.core.classification;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import org.fairscore.core.verification.MetricValue;

/**
 * A ROC-AUC over seeds ({@link SeedSummary}): mean, sample standard deviation, the seeds and each
 * seed's value.
 *
 * @param probe  which probe produced it (absent inside {@code byProbe})
 */
@JsonPropertyOrder({"probe", "mean", "std", "seeds", "values", "undefinedReason"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record SeedAucReport(String probe, Double mean, Double std, List<Long> seeds, List<Double> values,
                            String undefinedReason) {

    public static SeedAucReport of(String probe, SeedSummary s) {
        return new SeedAucReport(probe, s.mean().valueOrNull(), s.std().valueOrNull(), s.seeds(),
                s.values().stream().map(MetricValue::valueOrNull).toList(),
                s.mean().isDefined() ? s.std().reasonOrNull() : s.mean().reasonOrNull());
    }

    public SeedAucReport withProbe(String name) {
        return new SeedAucReport(name, mean, std, seeds, values, undefinedReason);
    }
}
