package org.fairscore.core.verification;

/**
 * A number that may not exist. A ratio with a zero denominator, or a rate of zero pairs, is
 * {@link Undefined} with its reason — never a silent 0, NaN or Infinity.
 */
public sealed interface MetricValue permits MetricValue.Defined, MetricValue.Undefined {

    static MetricValue of(double value) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException("a defined metric value must be finite: " + value);
        }
        return new Defined(value);
    }

    static MetricValue undefined(String reason) {
        return new Undefined(reason);
    }

    boolean isDefined();

    /** The value; throws for an undefined one. */
    double value();

    /** The value or null (for JSON). */
    default Double valueOrNull() {
        return isDefined() ? value() : null;
    }

    /** The reason or null. */
    default String reasonOrNull() {
        return this instanceof Undefined u ? u.reason() : null;
    }

    record Defined(double value) implements MetricValue {
        @Override
        public boolean isDefined() {
            return true;
        }
    }

    record Undefined(String reason) implements MetricValue {
        @Override
        public boolean isDefined() {
            return false;
        }

        @Override
        public double value() {
            throw new IllegalStateException("undefined: " + reason);
        }
    }
}
