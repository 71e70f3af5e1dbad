package org.fairscore.core.classification;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.Map;

/** {@link Gaps.GapSet} in report.json; null values come with the reason. */
@JsonPropertyOrder({"maxMinusMin", "topHalfMinusBottomHalf", "oneVsRest", "signed", "groups", "undefinedReason"})
public record GapReport(Double maxMinusMin, Double topHalfMinusBottomHalf, Map<String, Double> oneVsRest,
                        Map<String, Double> signed, int groups,
                        @JsonInclude(JsonInclude.Include.NON_NULL) String undefinedReason) {

    public static GapReport of(Gaps.GapSet g) {
        return new GapReport(g.maxMinusMin().valueOrNull(), g.topHalfMinusBottomHalf().valueOrNull(), g.oneVsRest(),
                g.signed(), g.groups(), g.maxMinusMin().reasonOrNull());
    }
}
