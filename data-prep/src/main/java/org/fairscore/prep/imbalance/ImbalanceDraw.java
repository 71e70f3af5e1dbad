package org.fairscore.prep.imbalance;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Map;

/**
 * What one seeded draw did, written as {@code imbalance.json} beside the draw's manifest.
 *
 * @param seed          the draw's seed
 * @param fraction      the fraction of training samples each chosen class lost (decimal string)
 * @param classes       the chosen classes, sorted
 * @param trainBefore   chosen class → its training samples before the draw
 * @param dropped       chosen class → training samples dropped, ⌊fraction · trainBefore⌋
 * @param samplesBefore samples in the corpus before the draw
 * @param samplesAfter  samples kept
 * @param method        the protocol in words
 */
@JsonPropertyOrder({"seed", "fraction", "classes", "trainBefore", "dropped", "samplesBefore", "samplesAfter", "method"})
public record ImbalanceDraw(long seed, String fraction, List<String> classes, Map<String, Long> trainBefore,
                            Map<String, Long> dropped, long samplesBefore, long samplesAfter, String method) {
}
