package org.fairscore.core.report;

import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * A headline figure in text (report.md, the terminal): {@link ValueText}'s 4 significant digits, as every other
 * number there; a ratio with "×", a count as an integer, a FAR level that is a power of ten as "1e-4" (how levels are
 * given on the command line).
 */
public final class HeadlineNumbers {
    private HeadlineNumbers() {
    }

    public static String text(HeadlinePart.Figure f) {
        return switch (f.form()) {
            case COUNT -> Long.toString(Math.round(f.value()));
            case RATIO -> ValueText.of(f.value()) + "×";
            case LEVEL -> level(f.value());
            case RATE, SCORE, VALUE -> ValueText.of(f.value());
        };
    }

    /** "1e-4" for an exact power of ten (as a decimal of the double's shortest repr), else the value's text. */
    static String level(double v) {
        var d = new BigDecimal(Double.toString(v)).stripTrailingZeros();
        if (d.signum() > 0 && d.unscaledValue().equals(BigInteger.ONE)) {
            return "1e" + (-d.scale());
        }
        return ValueText.of(v);
    }
}
