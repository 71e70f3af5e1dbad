package org.fairscore.core.mitigation;

import java.io.Serializable;
import java.util.Map;
import java.util.TreeMap;
import org.fairscore.core.model.PairKind;
import org.fairscore.core.summaries.CoarseHistogram;
import org.fairscore.core.summaries.Mergeable;

/**
 * Exact counts of pseudo-scores per group and kind, in the audit's 65,536 coarse buckets (the high 16 bits of
 * each float32 score's order key). A Spark task fills one; {@link #merge} is associative and commutative with
 * {@link #empty()} as identity, so partitions can be reduced in any order. Memory: 2 × 512 KiB per group
 * while filled, independent of the number of pseudo-scores.
 */
public final class PseudoScoreHistograms implements Mergeable<PseudoScoreHistograms>, Serializable {
    private static final long serialVersionUID = 1L;

    private final TreeMap<String, CoarseHistogram> genuine = new TreeMap<>();
    private final TreeMap<String, CoarseHistogram> impostor = new TreeMap<>();

    private PseudoScoreHistograms() {
    }

    public static PseudoScoreHistograms empty() {
        return new PseudoScoreHistograms();
    }

    public void add(String group, PairKind kind, float score) {
        side(kind).computeIfAbsent(group, g -> CoarseHistogram.empty()).add(score);
    }

    /** Merges {@code other} into this one and returns this. */
    @Override
    public PseudoScoreHistograms merge(PseudoScoreHistograms other) {
        other.genuine.forEach((g, h) -> genuine.merge(g, h.copy(), CoarseHistogram::merge));
        other.impostor.forEach((g, h) -> impostor.merge(g, h.copy(), CoarseHistogram::merge));
        return this;
    }

    /** The group's histogram of one kind; an empty one when the group has none. */
    public CoarseHistogram of(String group, PairKind kind) {
        var h = side(kind).get(group);
        return h == null ? CoarseHistogram.empty() : h;
    }

    private Map<String, CoarseHistogram> side(PairKind kind) {
        return kind == PairKind.GENUINE ? genuine : impostor;
    }
}
