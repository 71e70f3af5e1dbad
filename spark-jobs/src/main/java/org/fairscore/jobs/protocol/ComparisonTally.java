package org.fairscore.jobs.protocol;

import java.io.Serializable;
import java.util.Map;
import java.util.TreeMap;
import org.fairscore.core.model.PairKind;
import org.fairscore.core.protocol.AcquisitionFailures;
import org.fairscore.core.summaries.ScoreSummaries;

/**
 * Pass 1 over comparison rows: the score summaries of the all-pairs audit, plus per group the
 * comparisons and failures to acquire of each kind, plus the comparisons across groups. Mergeable;
 * memory O(groups touched × 2 MiB), independent of rows.
 */
final class ComparisonTally implements Serializable {
    private static final long serialVersionUID = 1L;

    final ScoreSummaries summaries = ScoreSummaries.empty();
    /** group → {genuine comparisons, genuine failures, impostor comparisons, impostor failures}. */
    final TreeMap<String, long[]> attempts = new TreeMap<>();
    long crossGroup;
    /** Scores outside [−1, 1]: exact everywhere but clamped to the edge bins of the display histograms. */
    long outsideDisplay;

    void add(String group, boolean genuine, Float score) {
        if (group == null) {
            crossGroup++;
            return;
        }
        long[] a = attempts.computeIfAbsent(group, g -> new long[4]);
        int base = genuine ? 0 : 2;
        a[base]++;
        if (score == null || score.isNaN()) {
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
        outsideDisplay += o.outsideDisplay;
        return this;
    }

    Map<String, AcquisitionFailures> failures() {
        var out = new TreeMap<String, AcquisitionFailures>();
        attempts.forEach((g, a) -> out.put(g, AcquisitionFailures.of(a[0], a[1], a[2], a[3])));
        return out;
    }
}
