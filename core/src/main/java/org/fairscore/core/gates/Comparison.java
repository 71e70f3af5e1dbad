package org.fairscore.core.gates;

import java.util.Arrays;
import java.util.Optional;

/** How a gate compares the measured value with its bound. Equality is not offered: rates are rarely exact. */
public enum Comparison {
    AT_MOST("<="),
    BELOW("<"),
    AT_LEAST(">="),
    ABOVE(">");

    private final String symbol;

    Comparison(String symbol) {
        this.symbol = symbol;
    }

    public String symbol() {
        return symbol;
    }

    public boolean holds(double value, double bound) {
        return switch (this) {
            case AT_MOST -> value <= bound;
            case BELOW -> value < bound;
            case AT_LEAST -> value >= bound;
            case ABOVE -> value > bound;
        };
    }

    /** Whether larger values are worse (an upper bound): the worst group is then the largest. */
    public boolean isUpperBound() {
        return this == AT_MOST || this == BELOW;
    }

    static Optional<Comparison> ofSymbol(String s) {
        return Arrays.stream(values()).filter(c -> c.symbol.equals(s)).findFirst();
    }
}
