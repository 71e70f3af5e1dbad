package org.fairscore.jobs.protocol;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.fairscore.core.summaries.CrossGroupCounts;

/**
 * What {@code --cross-group} reports of a protocol's comparisons across groups besides the impostor matrix, from
 * pass 1's counts per unordered group pair ({@link ComparisonTally#crossPairs}): the genuine ones per group pair
 * (same identity, sides in different groups: in no group's FRR and not impostors), and warnings for what the
 * matrix cannot hold. Driver-side, O(groups²).
 */
final class CrossGroupTotals {
    private CrossGroupTotals() {
    }

    /** Genuine comparisons across groups, [a][b] = [b][a], only group pairs that have some. */
    static Map<String, Map<String, Long>> genuine(Map<String, long[]> crossPairs) {
        var out = new TreeMap<String, Map<String, Long>>();
        crossPairs.forEach((key, c) -> {
            if (c[0] > 0) {
                String[] ab = split(key);
                out.computeIfAbsent(ab[0], x -> new TreeMap<>()).put(ab[1], c[0]);
                out.computeIfAbsent(ab[1], x -> new TreeMap<>()).put(ab[0], c[0]);
            }
        });
        return out;
    }

    /**
     * Cross-group impostor comparisons the matrix does not hold: failures to acquire (no score, so in no rate), and
     * those with a side in a group that has no comparison within itself (the matrix's rows and columns are the
     * audited groups).
     */
    static List<String> warnings(Map<String, long[]> crossPairs, List<String> auditedGroups) {
        var out = new ArrayList<String>();
        long failures = 0;
        long outside = 0;
        var missing = new TreeSet<String>();
        for (var e : crossPairs.entrySet()) {
            long[] c = e.getValue();
            failures += c[1] + c[3];
            String[] ab = split(e.getKey());
            boolean inMatrix = auditedGroups.contains(ab[0]) && auditedGroups.contains(ab[1]);
            if (!inMatrix) {
                outside += c[2] - c[3];
                for (String g : ab) {
                    if (!auditedGroups.contains(g)) {
                        missing.add("'" + g + "'");
                    }
                }
            }
        }
        if (failures > 0) {
            out.add(failures + " comparisons across groups failed to acquire (no score): not in the cross-group matrix "
                    + "or any count of accepted comparisons");
        }
        if (outside > 0) {
            out.add(outside + " impostor comparisons across groups involve group(s) " + String.join(", ", missing)
                    + " with no comparison within the group: the cross-group matrix has rows only for the audited "
                    + "groups, so they are not in it");
        }
        return out;
    }

    /** The two groups of a {@link CrossGroupCounts#key}. */
    private static String[] split(String key) {
        int i = key.indexOf(CrossGroupCounts.key("", "")); // the key of two empty names is the separator alone
        return new String[] {key.substring(0, i), key.substring(i + 1)};
    }
}
