package org.fairscore.report.markdown;

import java.util.Locale;

/** Number formats of report.md: four significant digits, plain counts; a missing number is an em dash. */
final class Num {
    static final String MISSING = "—";

    private Num() {
    }

    /** A rate, score, threshold or statistic to four significant digits ("0.1000", "1.250e-05"). */
    static String of(Double v) {
        if (v == null || !Double.isFinite(v)) {
            return MISSING;
        }
        return String.format(Locale.ROOT, "%.4g", v);
    }

    /** "k/n": errors of pairs. */
    static String ratio(long k, long n) {
        return k + "/" + n;
    }

    /** A value, or "undefined: reason" when it has none. */
    static String orReason(Double v, String undefinedReason) {
        return v != null ? of(v) : "undefined: " + (undefinedReason == null ? "no reason given" : undefinedReason);
    }

    /** "before → after". */
    static String change(Double before, Double after) {
        return of(before) + " → " + of(after);
    }
}
