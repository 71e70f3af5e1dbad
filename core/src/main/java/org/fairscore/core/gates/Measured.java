package org.fairscore.core.gates;

/** The number a gate reads, or null and why it does not exist (a zero denominator, no pairs of the kind, JSON null). */
record Measured(Double value, String why) {
    boolean defined() {
        return value != null;
    }
}
