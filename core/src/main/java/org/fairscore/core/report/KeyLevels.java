package org.fairscore.core.report;

import java.util.ArrayList;
import java.util.List;
import org.fairscore.core.verification.OperatingPoint;

/**
 * The FAR levels the headline speaks of: every level of a report with at most {@value #ALL_UP_TO}; otherwise those of
 * the standard levels 1e-3, 1e-4 and 1e-5 that the report has (the range face-verification evaluations quote, e.g.
 * NIST FRTE 1:1's FMR), and when it has none of them its {@value #ALL_UP_TO} strictest levels. Six levels of two
 * sentences each would bury the finding the headline is for.
 */
final class KeyLevels {
    static final int ALL_UP_TO = 3;
    private static final double[] STANDARD = {1e-3, 1e-4, 1e-5};

    private KeyLevels() {
    }

    /** Indices into {@code ops} (ascending). */
    static List<Integer> of(List<OperatingPoint> ops) {
        var all = new ArrayList<Integer>();
        for (int i = 0; i < ops.size(); i++) {
            all.add(i);
        }
        if (ops.size() <= ALL_UP_TO) {
            return all;
        }
        var standard = all.stream().filter(i -> isStandard(ops.get(i).farTarget())).toList();
        if (!standard.isEmpty()) {
            return standard;
        }
        var strictest = new ArrayList<>(all);
        strictest.sort((a, b) -> Double.compare(ops.get(a).farTarget(), ops.get(b).farTarget()));
        var out = new ArrayList<>(strictest.subList(0, ALL_UP_TO));
        out.sort(Integer::compare);
        return out;
    }

    private static boolean isStandard(double alpha) {
        for (double s : STANDARD) {
            if (Math.abs(alpha / s - 1) < 1e-9) {
                return true;
            }
        }
        return false;
    }
}
