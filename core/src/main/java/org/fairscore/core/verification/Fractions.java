package org.fairscore.core.verification;

/**
 * Exact comparison of non-negative fractions a/b and c/d with long counts. Why: pair counts reach
 * 10^12, so a·d overflows a long, and doubles cannot tell FAR = FRR from a near miss; EER planning
 * and scanning must decide the sign of FAR − FRR exactly.
 */
public final class Fractions {
    private Fractions() {
    }

    /** Sign of a/b − c/d for a, c ≥ 0 and b, d &gt; 0. */
    public static int compare(long a, long b, long c, long d) {
        long hi1 = Math.multiplyHigh(a, d);
        long lo1 = a * d;
        long hi2 = Math.multiplyHigh(c, b);
        long lo2 = c * b;
        if (hi1 != hi2) {
            return Long.compare(hi1, hi2);
        }
        return Long.compareUnsigned(lo1, lo2);
    }
}
