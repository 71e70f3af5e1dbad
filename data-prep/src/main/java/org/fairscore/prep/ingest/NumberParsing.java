package org.fairscore.prep.ingest;

import java.util.Locale;

/**
 * Parses one embedding component from text. Accepts what Java and NumPy print, including
 * {@code nan}/{@code inf} spellings, so that non-finite values reach validation as NON_FINITE (a
 * property of the data) rather than MALFORMED_NUMBER (a property of the text).
 */
final class NumberParsing {
    private NumberParsing() {
    }

    /** The value, or null when the text is not a number. */
    static Double parse(String text) {
        if (text == null) {
            return null;
        }
        var t = text.strip();
        switch (t.toLowerCase(Locale.ROOT)) {
            case "nan", "+nan", "-nan" -> {
                return Double.NaN;
            }
            case "inf", "+inf", "infinity", "+infinity" -> {
                return Double.POSITIVE_INFINITY;
            }
            case "-inf", "-infinity" -> {
                return Double.NEGATIVE_INFINITY;
            }
            default -> {
            }
        }
        if (t.isEmpty() || !isPlainNumber(t)) {
            return null;
        }
        try {
            return Double.parseDouble(t);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** Rejects Java-only spellings Double.parseDouble would accept ({@code 1f}, {@code 0x1p3}). */
    private static boolean isPlainNumber(String t) {
        for (int i = 0; i < t.length(); i++) {
            char c = t.charAt(i);
            if (!(c >= '0' && c <= '9') && c != '.' && c != '-' && c != '+' && c != 'e' && c != 'E') {
                return false;
            }
        }
        return true;
    }
}
