package org.fairscore.jobs.scoring;

import java.util.HashMap;
import java.util.Map;
import org.fairscore.core.model.PairKind;
import org.fairscore.core.summaries.BucketResolution;
import org.fairscore.core.summaries.FineHistogram;
import org.fairscore.core.summaries.ResolutionPlan;

/**
 * One task's fine-histogram lookup tables ({@link BucketResolution#newTable}), one per group it meets,
 * folded into a {@link BucketResolution} when the task is done.
 */
final class FineTables {
    private final ResolutionPlan plan;
    private final Map<String, FineHistogram[]> tables = new HashMap<>();

    FineTables(ResolutionPlan plan) {
        this.plan = plan;
    }

    FineHistogram[] of(String group) {
        return tables.computeIfAbsent(group, g -> BucketResolution.newTable(plan.buckets(g)));
    }

    BucketResolution toResolution(PairKind kind) {
        var resolution = BucketResolution.empty();
        tables.forEach((g, t) -> resolution.addTable(g, kind, t));
        return resolution;
    }
}
