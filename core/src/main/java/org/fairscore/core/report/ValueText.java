package org.fairscore.core.report;

import java.util.Locale;

/**
 * The one text form of a reported value wherever it is read as text: stdout, stderr, report.md and the reasons
 * written into the reports. Four significant digits in Java's {@code %.4g} (plain from 10⁻⁴ to below 10⁴,
 * scientific outside), the form the console tables and report.md already print their rates in; report.json keeps
 * every digit of the double. A value beside the bound it was compared with is written with as many more digits as
 * it takes to tell the two apart, so a failed comparison never reads "0.002000 is not &lt;= 0.002000".
 */
public final class ValueText {
    /** Significant digits of a value in text. */
    public static final int DIGITS = 4;
    /** Enough significant digits to tell any two distinct doubles apart. */
    private static final int MAX_DIGITS = 17;

    private ValueText() {
    }

    /** A value, or "undefined" for none. */
    public static String of(Double v) {
        return v == null ? "undefined" : of(v, DIGITS);
    }

    public static String of(double v) {
        return of(v, DIGITS);
    }

    /** A value and the bound it was compared with, both to the fewest digits (at least {@link #DIGITS}) that differ. */
    public static Apart apart(double value, double bound) {
        int digits = DIGITS;
        if (Double.compare(value, bound) != 0) {
            while (digits < MAX_DIGITS && of(value, digits).equals(of(bound, digits))) {
                digits++;
            }
        }
        return new Apart(of(value, digits), of(bound, digits));
    }

    /** The texts of a value and of its bound, at the same number of digits. */
    public record Apart(String value, String bound) {
    }

    private static String of(double v, int digits) {
        return String.format(Locale.ROOT, "%." + digits + "g", v);
    }
}
