package org.fairscore.core.verification;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/** Equal-width bins on [low, high]; bin i is [low + i·w, low + (i+1)·w), the last also holds high. */
@JsonPropertyOrder({"low", "high", "bins", "genuine", "impostor"})
public record ScoreHistogramReport(double low, double high, int bins, long[] genuine, long[] impostor) {
}
