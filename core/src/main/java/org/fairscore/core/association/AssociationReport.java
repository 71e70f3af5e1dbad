package org.fairscore.core.association;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/**
 * The association family in report.json ({@code association}).
 *
 * @param source     what the items were looked up in: "word2vec" (a text corpus' trained model) or "corpus"
 *                   (sample ids, then labels' mean embeddings)
 * @param tests      WEAT/FEAT tests in config order
 * @param directions gender directions and polarity (empty when none configured)
 */
@JsonPropertyOrder({"source", "tests", "directions"})
public record AssociationReport(String source, List<WeatResult> tests,
                                @JsonInclude(JsonInclude.Include.NON_EMPTY) List<DirectionResult> directions) {
    public AssociationReport {
        tests = List.copyOf(tests);
        // report.json omits an empty list of directions (NON_EMPTY): reading it back gives null
        directions = directions == null ? List.of() : List.copyOf(directions);
    }
}
