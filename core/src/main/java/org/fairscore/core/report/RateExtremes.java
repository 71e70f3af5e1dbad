package org.fairscore.core.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.fairscore.core.verification.GroupRates;

/**
 * The highest (or lowest) FAR (or FRR) at one operating point and every group that has it: report.html's and
 * report.md's "worst and best group" columns read it, so both name the same groups. Groups without the rate (no
 * pairs of that kind) are skipped; ties keep every group, in the order given.
 *
 * @param value  the extreme rate; null when no group has the rate
 * @param groups the groups at that rate, in the order given; empty when {@code value} is null
 */
public record RateExtremes(Double value, List<String> groups) {
    public RateExtremes {
        groups = List.copyOf(groups);
    }

    /**
     * @param order    the groups to consider, in the order ties are listed
     * @param perGroup each group's rates at the operating point
     * @param far      FAR (true) or FRR (false)
     * @param highest  the highest (true) or lowest (false) rate
     */
    public static RateExtremes of(List<String> order, Map<String, GroupRates> perGroup, boolean far, boolean highest) {
        Double best = null;
        var names = new ArrayList<String>();
        for (String g : order) {
            var rates = perGroup.get(g);
            Double v = rates == null ? null : far ? rates.far() : rates.frr();
            if (v == null) {
                continue;
            }
            int cmp = best == null ? 1 : Double.compare(v, best) * (highest ? 1 : -1);
            if (cmp > 0) {
                best = v;
                names.clear();
            }
            if (cmp >= 0) {
                names.add(g);
            }
        }
        return new RateExtremes(best, names);
    }
}
