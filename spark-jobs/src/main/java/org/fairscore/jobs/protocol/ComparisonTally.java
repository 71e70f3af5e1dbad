package org.fairscore.jobs.protocol;

import java.io.Serializable;
import java.util.Map;
import java.util.TreeMap;
import org.fairscore.core.model.PairKind;
import org.fairscore.core.protocol.AcquisitionFailures;
import org.fairscore.core.summaries.CrossGroupCounts;
import org.fairscore.core.summaries.ScoreSummaries;

/**
 * Pass 1 over comparison rows: the score summaries of the all-pairs audit, plus per group the
 * comparisons and failures to acquire of each kind, plus the comparisons across groups, in total and per
 * unordered group pair. Mergeable; memory O(groups touched × 2 MiB + groups² longs), independent of rows.
 */
final class ComparisonTally implements Serializable {
    private static final long serialVersionUID = 1L;

    final ScoreSummaries summaries = ScoreSummaries.empty();
    /** group → {genuine comparisons, genuine failures, impostor comparisons, impostor failures}. */
    final TreeMap<String, long[]> attempts = new TreeMap<>();
    long crossGroup;
    /**
     * Comparisons across groups per unordered group pair ({@link CrossGroupCounts#key}; a side without a group is
     * not keyed): {genuine comparisons, genuine failures, impostor comparisons, impostor failures}.
     */
    final TreeMap<String, long[]> crossPairs = new TreeMap<>();
    /** Scores outside [−1, 1]: exact everywhere but clamped to the edge bins of the display histograms. */
    long outsideDisplay;

    /** @param groupA the sides' groups, used only when {@code group} is null (sides in different groups) */
    void add(String group, String groupA, String groupB, boolean genuine, Float score) {
        boolean failure = score == null || score.isNaN();
        int base = genuine ? 0 : 2;
        if (group == null) {
            crossGroup++;
            if (groupA != null && groupB != null) {
                long[] c = crossPairs.computeIfAbsent(CrossGroupCounts.key(groupA, groupB), k -> new long[4]);
                c[base]++;
                c[base + 1] += failure ? 1 : 0;
            }
            return;
        }
        long[] a = attempts.computeIfAbsent(group, g -> new long[4]);
        a[base]++;
        if (failure) {
            a[base + 1]++;
        } else {
            summaries.add(group, genuine ? PairKind.GENUINE : PairKind.IMPOSTOR, score);
            if (score < -1f || score > 1f) {
                outsideDisplay++;
            }
        }
    }

    ComparisonTally merge(ComparisonTally o) {
        summaries.merge(o.summaries);
        o.attempts.forEach((g, a) -> {
            long[] mine = attempts.computeIfAbsent(g, k -> new long[4]);
            for (int i = 0; i < 4; i++) {
                mine[i] += a[i];
            }
        });
        crossGroup += o.crossGroup;
        o.crossPairs.forEach((k, c) -> {
            long[] mine = crossPairs.computeIfAbsent(k, x -> new long[4]);
            for (int i = 0; i < 4; i++) {
                mine[i] += c[i];
            }
        });
        outsideDisplay += o.outsideDisplay;
        return this;
    }

    Map<String, AcquisitionFailures> failures() {
        var out = new TreeMap<String, AcquisitionFailures>();
        attempts.forEach((g, a) -> out.put(g, AcquisitionFailures.of(a[0], a[1], a[2], a[3])));
        return out;
    }
}
