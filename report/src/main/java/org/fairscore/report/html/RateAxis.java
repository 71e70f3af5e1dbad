package org.fairscore.report.html;

/**
 * The ends of a rate axis fitted to the values it must show. A value lying exactly on a decade (a FAR of
 * 10⁻⁶ at the level 10⁻⁶ is common) would sit on the frame, half its marker outside the plot: the ends are
 * therefore the decade strictly beyond the extreme value (a tenth of a decade of headroom at least), never the
 * decade the value lies on.
 */
final class RateAxis {
    /** Headroom, in decades, that a value keeps from the end of its axis. */
    private static final double PAD = 0.1;

    private RateAxis() {
    }

    /** The lower end for positive values whose smallest is {@code min}: 10^⌊log₁₀ min − 0.1⌋. */
    static double lower(double min) {
        if (!(min > 0)) {
            throw new IllegalArgumentException("a rate axis needs a positive smallest value: " + min);
        }
        return Math.pow(10, Math.floor(Math.log10(min) - PAD));
    }

    /**
     * The upper end of a normal-deviate axis for values below 1 whose largest is {@code max}: one half while
     * the values stay at or below 0.45, else the mirror of {@link #lower}, 1 − 10^⌊log₁₀(1 − max) − 0.1⌋
     * (0.9 for a largest value of 0.7, 0.99 for 0.95, 0.999 for 0.995).
     */
    static double upper(double max) {
        if (!(max < 1)) {
            throw new IllegalArgumentException("a normal-deviate axis cannot show a rate of 1 or more: " + max);
        }
        return max <= 0.45 ? 0.5 : 1 - lower(1 - max);
    }
}
