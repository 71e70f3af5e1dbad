package org.fairscore.core.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The order the headline names groups in: the report's {@code groups} (sorted by name), then any group that appears
 * only in a per-group map, sorted. Never a map's own order, so a report read back from report.json (maps sorted by
 * key) gives the same headline as the report the audit built.
 */
record GroupOrder(List<String> names) {

    static GroupOrder of(AuditReport r) {
        var names = new ArrayList<String>();
        if (r.groups() != null) {
            r.groups().forEach(g -> names.add(g.name()));
        }
        return new GroupOrder(List.copyOf(names));
    }

    /** The keys of {@code perGroup} in this order. */
    List<String> keysOf(Map<String, ?> perGroup) {
        if (perGroup == null) {
            return List.of();
        }
        var out = new ArrayList<String>();
        names.stream().filter(perGroup::containsKey).forEach(out::add);
        perGroup.keySet().stream().filter(k -> !names.contains(k)).sorted().forEach(out::add);
        return out;
    }
}
