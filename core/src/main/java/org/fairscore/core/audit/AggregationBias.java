package org.fairscore.core.audit;

import java.util.Map;
import java.util.TreeMap;
import org.fairscore.core.protocol.GroupThreshold;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.verification.ErrorCounts;
import org.fairscore.core.verification.ThresholdFinder;

/**
 * Per group and FAR level, the threshold the group alone would need and what the global threshold gives it
 * instead ({@link GroupThreshold}). Needs {@link AuditSettings#groupThresholds()} (the buckets of each group's
 * own thresholds resolved). Pure; O(groups × levels).
 */
public final class AggregationBias {
    private AggregationBias() {
    }

    /** level label → group → bias, both sorted by name (as report.json writes maps, so a re-render is identical). */
    public static Map<String, Map<String, GroupThreshold>> compute(AuditReport report, Evaluation ev, AuditSettings s) {
        var out = new TreeMap<String, Map<String, GroupThreshold>>(); // sorted, as report.json writes maps
        for (int i = 0; i < s.levels().size(); i++) {
            var level = s.levels().get(i);
            var op = report.operatingPoints().get(i);
            var perGroup = new TreeMap<String, GroupThreshold>();
            for (var g : report.groups()) {
                var gen = ev.genuine().get(g.name());
                var imp = ev.impostor().get(g.name());
                var global = op.perGroup().get(g.name());
                var own = ThresholdFinder.find(imp, level, s.rule());
                if (!own.isDefined()) {
                    perGroup.put(g.name(), new GroupThreshold(null, null, "no impostor pairs in the group", null, null,
                            global.far(), global.frr(), null, null));
                    continue;
                }
                var c = ErrorCounts.at(gen, imp, own.value(), s.rule());
                Double ownFar = c.far().valueOrNull();
                Double ownFrr = c.frr().valueOrNull();
                perGroup.put(g.name(), new GroupThreshold((double) own.value(), own.aboveMaximum(),
                        ownFrr == null ? "no genuine pairs in the group: FRR undefined" : null, ownFar, ownFrr,
                        global.far(), global.frr(), diff(global.far(), ownFar), diff(global.frr(), ownFrr)));
            }
            out.put(level.label(), perGroup);
        }
        return out;
    }

    private static Double diff(Double a, Double b) {
        return a == null || b == null ? null : a - b;
    }
}
