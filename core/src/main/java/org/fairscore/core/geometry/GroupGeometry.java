package org.fairscore.core.geometry;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * One group's geometry metrics ({@code geometry.perGroup.<group>} in report.json).
 *
 * @param recallAtK recall at the configured k (null when k = 1: it is recallAt1)
 * @param nmi       null when NMI was not computed (--nmi off)
 * @param silhouette the mean silhouette of the group's samples (groups as clusters)
 */
@JsonPropertyOrder({"samples", "recallAt1", "recallAtK", "nmi", "alignmentPositive", "alignmentNegative",
        "uniformityKL", "rbfUniformity", "silhouette"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record GroupGeometry(long samples, GeometryValue recallAt1, GeometryValue recallAtK, GeometryValue nmi,
                            GeometryValue alignmentPositive, GeometryValue alignmentNegative,
                            GeometryValue uniformityKL, GeometryValue rbfUniformity, GeometryValue silhouette) {
}
