package org.fairscore.core.verification;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Arrays;
import java.util.stream.Collectors;
import org.fairscore.core.model.InvalidInputException;

/**
 * When a comparison is accepted at threshold t. A type, not a boolean, so the rule is named wherever
 * it matters. In report.json and on the command line it is its {@link #cliName()} ({@code above},
 * {@code at-or-above}); an unknown name is an error, not a rule.
 */
public enum AcceptanceRule {
    /** Accept iff s &gt; t (the Centroid Fairness paper's convention). The default. */
    ABOVE("above"),
    /** Accept iff s ≥ t (bob.measure, NIST FRTE). */
    AT_OR_ABOVE("at-or-above");

    private final String cliName;

    AcceptanceRule(String cliName) {
        this.cliName = cliName;
    }

    @JsonValue
    public String cliName() {
        return cliName;
    }

    public boolean accepts(float score, float threshold) {
        return this == ABOVE ? score > threshold : score >= threshold;
    }

    public static AcceptanceRule parse(String text, String key) {
        for (var r : values()) {
            if (r.cliName.equals(text)) {
                return r;
            }
        }
        throw new InvalidInputException(key + ": unknown acceptance rule '" + text + "'; expected one of "
                + Arrays.stream(values()).map(AcceptanceRule::cliName).collect(Collectors.joining(", ")));
    }

    /** The rule named {@code text} in a report.json's {@code accept} field. */
    @JsonCreator
    public static AcceptanceRule ofJson(String text) {
        return parse(text, "accept");
    }

    @Override
    public String toString() {
        return cliName;
    }
}
