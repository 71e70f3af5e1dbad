package org.fairscore.core.classification;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.fairscore.core.verification.Differential;

/**
 * {@link PredictionFairness} in report.json, with the per-group accuracies it rests on.
 *
 * @param rows                    predictions counted
 * @param perGroupAccuracy        group → accuracy of its rows
 * @param positiveClass           the positive class of equal opportunity (absent: none)
 * @param groupsWithoutPositives  groups left out of equal opportunity (no row of the positive class)
 * @param classesNestedInGroups   true when every class's rows lie in one group ({@link ClassNesting}): the
 *                                differences across groups are then undefined (absent: not nested)
 */
@JsonPropertyOrder({"rows", "accuracy", "balancedAccuracy", "demographicParityDifference",
        "equalOpportunityDifference", "equalizedOddsMean", "equalizedOddsMax", "positiveClass",
        "groupsWithoutPositives", "classesNestedInGroups", "perGroupAccuracy"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record PredictionFairnessReport(long rows, Differential accuracy, Differential balancedAccuracy,
                                       Differential demographicParityDifference,
                                       Differential equalOpportunityDifference, Differential equalizedOddsMean,
                                       Differential equalizedOddsMax, String positiveClass,
                                       List<String> groupsWithoutPositives, Boolean classesNestedInGroups,
                                       Map<String, Double> perGroupAccuracy) {

    public static PredictionFairnessReport of(ConfusionTable t, String positiveClass) {
        return of(t, positiveClass, ClassNesting.of(t));
    }

    public static PredictionFairnessReport of(ConfusionTable t, String positiveClass, ClassNesting nesting) {
        var r = PredictionFairness.of(t, positiveClass, nesting);
        var perGroup = new LinkedHashMap<String, Double>();
        for (String g : t.groups()) {
            perGroup.put(g, GroupClassificationMetrics.accuracy(t, g).value());
        }
        return new PredictionFairnessReport(t.totalRows(), Differential.of(r.accuracy()),
                Differential.of(r.balancedAccuracy()), Differential.of(r.demographicParity()),
                Differential.of(r.equalOpportunity()), Differential.of(r.equalizedOddsMean()),
                Differential.of(r.equalizedOddsMax()), r.positiveClass(),
                r.groupsWithoutPositives().isEmpty() ? null : r.groupsWithoutPositives(),
                nesting.nested() ? Boolean.TRUE : null, perGroup);
    }
}
