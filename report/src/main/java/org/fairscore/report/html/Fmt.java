package org.fairscore.report.html;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.Locale;

/** Number formats of the HTML report; a missing number is an em dash, never "NaN" or "null". */
final class Fmt {
    static final String MISSING = "—";
    private static final String SUPERSCRIPTS = "⁰¹²³⁴⁵⁶⁷⁸⁹";

    private Fmt() {
    }

    /**
     * A rate or ratio to 3 significant digits: plain from 10⁻³ up ("0.0484", "2.83", "1230"), below as
     * "2.77×10⁻⁴"; 0 is "0".
     */
    static String rate(Double v) {
        if (v == null || !Double.isFinite(v)) {
            return MISSING;
        }
        if (v == 0) {
            return "0";
        }
        if (Math.abs(v) >= 1e-3) {
            return new BigDecimal(v).round(new MathContext(3)).stripTrailingZeros().toPlainString();
        }
        String[] parts = String.format(Locale.ROOT, "%.2e", v).split("e");
        String mantissa = new BigDecimal(parts[0]).stripTrailingZeros().toPlainString();
        return (mantissa.equals("1") ? "" : mantissa + "×") + "10" + superscript(Integer.parseInt(parts[1]));
    }

    /** A score or threshold in [−1, 1]: four decimals. */
    static String score(Double v) {
        return v == null || !Double.isFinite(v) ? MISSING : String.format(Locale.ROOT, "%.4f", v);
    }

    /** A count with thousands separators: 8,036,977. */
    static String count(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    /** "falseAccepts/pairs" with separators. */
    static String ratio(long k, long n) {
        return count(k) + "/" + count(n);
    }

    /** A FAR level or axis tick: an exact power of ten below 0.1 as 10⁻ᵏ, anything else as {@link #rate}. */
    static String level(double v) {
        if (v > 0 && v < 0.05) {
            long k = Math.round(Math.log10(v));
            if (Math.abs(v / Math.pow(10, k) - 1) < 1e-9) {
                return "10" + superscript((int) k);
            }
        }
        return rate(v);
    }

    static String superscript(int k) {
        var sb = new StringBuilder();
        for (char c : Integer.toString(k).toCharArray()) {
            sb.append(c == '-' ? '⁻' : SUPERSCRIPTS.charAt(c - '0'));
        }
        return sb.toString();
    }

    /** An SVG coordinate: one decimal is finer than a device pixel at any zoom a reader uses. */
    static String px(double v) {
        double c = Math.max(-1e5, Math.min(1e5, v));
        double tenths = c * 10;
        double frac = tenths - Math.floor(tenths);
        if (Double.isNaN(c) || Math.abs(frac - 0.5) < 1e-6) {
            return pxFormatted(c);
        }
        // away from a half, rounding the tenths is what %.1f does (its half-up rule, and the sign of a half, are only
        // at stake there): a report's plots have tens of thousands of coordinates, and String.format under the
        // launcher's C1 cost 0.1 s of the audit's report (profiled), this a few ms
        long r = Math.round(tenths);
        if (r == 0) {
            return "0";
        }
        long abs = Math.abs(r);
        String whole = (r < 0 ? "-" : "") + (abs / 10);
        return abs % 10 == 0 ? whole : whole + "." + (abs % 10);
    }

    /** {@link #px} by String.format: the reference, and the path at a half. */
    static String pxFormatted(double c) {
        String s = String.format(Locale.ROOT, "%.1f", c);
        s = s.endsWith(".0") ? s.substring(0, s.length() - 2) : s;
        return s.equals("-0") ? "0" : s;
    }
}
