package org.fairscore.report.html;

import java.util.List;
import org.fairscore.core.verification.Interval;
import org.fairscore.core.verification.OperatingPoint;

/**
 * The log₁₀ axis of one FAR bar panel: from {@link RateAxis#lower} of the smallest positive value it shows (a
 * group's FAR, an interval end, the level α, the global FAR) to the decade at or above the largest with a
 * twentieth of a decade to spare, so every bar, whisker and reference line falls inside.
 */
final class FarBarScale {
    private FarBarScale() {
    }

    static Scale.Log10 of(OperatingPoint op, List<String> groups, List<IntervalKind> kinds) {
        double min = op.farTarget();
        double max = op.farTarget();
        if (op.globalFar() != null && op.globalFar() > 0) {
            min = Math.min(min, op.globalFar());
            max = Math.max(max, op.globalFar());
        }
        for (String g : groups) {
            var r = op.perGroup().get(g);
            if (r.far() != null && r.far() > 0) {
                min = Math.min(min, r.far());
                max = Math.max(max, r.far());
            }
            for (var k : kinds) {
                Interval ci = k.far().apply(r);
                if (ci != null) {
                    min = ci.lower() > 0 ? Math.min(min, ci.lower()) : min;
                    max = Math.max(max, ci.upper());
                }
            }
        }
        double lo = RateAxis.lower(min);
        double hi = Math.pow(10, Math.ceil(Math.log10(max) + 0.05));
        return new Scale.Log10(lo, Math.max(hi, lo * 10));
    }
}
