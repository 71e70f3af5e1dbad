package org.fairscore.core.summaries;

import java.io.Serializable;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;
import org.fairscore.core.model.PairKind;

/**
 * Pass-1 result of a whole audit: a {@link GroupScoreSummary} per group, created lazily so a task
 * holds memory only for the groups its tiles belong to (about 1 MiB per group touched).
 */
public final class ScoreSummaries implements Mergeable<ScoreSummaries>, Serializable {
    private static final long serialVersionUID = 1L;

    private final TreeMap<String, GroupScoreSummary> groups = new TreeMap<>();

    public static ScoreSummaries empty() {
        return new ScoreSummaries();
    }

    public GroupScoreSummary group(String name) {
        return groups.computeIfAbsent(name, n -> GroupScoreSummary.empty());
    }

    public void add(String group, PairKind kind, float score) {
        group(group).add(kind, score);
    }

    @Override
    public ScoreSummaries merge(ScoreSummaries other) {
        other.groups.forEach((name, summary) -> group(name).merge(summary));
        return this;
    }

    /** Read-only view, sorted by group name. */
    public Map<String, GroupScoreSummary> groups() {
        return Collections.unmodifiableSortedMap(groups);
    }

    /** All groups' summaries of one kind merged into one coarse histogram (a copy). */
    public CoarseHistogram pooledCoarse(PairKind kind) {
        var pooled = CoarseHistogram.empty();
        groups.values().forEach(g -> pooled.merge(g.get(kind).coarse()));
        return pooled;
    }
}
