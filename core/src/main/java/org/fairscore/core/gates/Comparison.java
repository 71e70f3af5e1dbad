package org.fairscore.core.gates;

import java.util.Arrays;
import java.util.Optional;

/**
 * How a gate compares the measured value with its bound. Equality ({@code ==}, {@code !=}) is offered to JSON Pointer
 * gates only, where it is meant for exact values such as counts; the metric short forms refuse it (rates are rarely
 * exact). {@code ==} compares the two numbers as doubles, exactly.
 */
public enum Comparison {
    AT_MOST("<="),
    BELOW("<"),
    AT_LEAST(">="),
    ABOVE(">"),
    EQUAL("=="),
    NOT_EQUAL("!=");

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
            case EQUAL -> value == bound;
            case NOT_EQUAL -> value != bound;
        };
    }

    /** Whether larger values are worse (an upper bound): the worst group is then the largest. */
    public boolean isUpperBound() {
        return this == AT_MOST || this == BELOW;
    }

    /** Whether one value can be worse than another: not for {@code ==} and {@code !=}. */
    public boolean isOrdering() {
        return this != EQUAL && this != NOT_EQUAL;
    }

    static Optional<Comparison> ofSymbol(String s) {
        return Arrays.stream(values()).filter(c -> c.symbol.equals(s)).findFirst();
    }
}
