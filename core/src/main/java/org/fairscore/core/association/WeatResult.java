package org.fairscore.core.association;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/**
 * One association test in report.json ({@code association.tests[]}).
 *
 * @param statistic     Σ_X s − Σ_Y s
 * @param effectSize    (mean_X s − mean_Y s) / sd_{X∪Y} s with {@code ddof}; null with the reason when undefined
 * @param pValue        permutation p-value for {@code alternative}
 * @param permutations  partitions evaluated: all of them when {@code exact}, else the random draws
 * @param sizes         |X|, |Y|, |A|, |B|
 * @param items         WEFAT: per target item
 */
@JsonPropertyOrder({"name", "statistic", "effectSize", "effectSizeUndefinedReason", "pValue", "alternative",
        "permutations", "exact", "seed", "ddof", "itemKind", "sizes", "items"})
public record WeatResult(String name, double statistic, Double effectSize,
                         @JsonInclude(JsonInclude.Include.NON_NULL) String effectSizeUndefinedReason,
                         double pValue, String alternative, long permutations, boolean exact, long seed, int ddof,
                         String itemKind, Sizes sizes, List<ItemAssociation> items) {
    /** |X|, |Y|, |A|, |B|. */
    public record Sizes(int x, int y, int a, int b) {
    }

    public WeatResult {
        items = List.copyOf(items);
    }

    /** This result with the kind of items (word, sample, label) the sets were resolved to. */
    public WeatResult withItemKind(String kind) {
        return new WeatResult(name, statistic, effectSize, effectSizeUndefinedReason, pValue, alternative, permutations,
                exact, seed, ddof, kind, sizes, items);
    }
}
