package org.fairscore.report.markdown;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.verification.GroupReport;

/**
 * The keys of a per-group map in report order (report.json's groups list), then any others sorted — never the
 * map's own order, so a report read back from report.json (maps sorted by key) renders to the same bytes as the
 * report the audit built. report.html walks its maps by the same rule.
 */
final class GroupOrder {
    private GroupOrder() {
    }

    static List<String> of(AuditReport r, Map<String, ?> perGroup) {
        if (perGroup == null) {
            return List.of();
        }
        var listed = r.groups() == null ? List.<String>of() : r.groups().stream().map(GroupReport::name).toList();
        var out = new ArrayList<String>();
        listed.stream().filter(perGroup::containsKey).forEach(out::add);
        perGroup.keySet().stream().filter(k -> !listed.contains(k)).sorted().forEach(out::add);
        return out;
    }

    /** A map's keys sorted, as report.json stores them. */
    static List<String> sorted(Map<String, ?> map) {
        return map == null ? List.of() : map.keySet().stream().sorted().toList();
    }
}
