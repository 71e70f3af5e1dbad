package org.fairscore.core.verification;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.fairscore.core.model.InvalidInputException;

/**
 * When a comparison is accepted at threshold t. A type, not a boolean, so the rule is named wherever
 * it matters. In report.json and on the command line it is its {@link #cliName()} ({@code above},
 * {@code at-or-above}); an unknown name is an error, not a rule.
 *
 * <p>The audit itself always runs on similarities (higher = more similar) under {@link #ABOVE} or
 * {@link #AT_OR_ABOVE}. {@link #BELOW} and {@link #AT_OR_BELOW} exist only to report a score file of distances
 * ({@code --distance}) on its own scale: the distances are audited negated, and the report names the rule the
 * distances obey, {@link #mirrored()} (s &gt; t on −d is d &lt; −t). They are not accepted on the command line.
 */
public enum AcceptanceRule {
    /** Accept iff s &gt; t (the Centroid Fairness paper's convention). The default. */
    ABOVE("above"),
    /** Accept iff s ≥ t (bob.measure, NIST FRTE). */
    AT_OR_ABOVE("at-or-above"),
    /** Distances: accept iff d &lt; t (reported for {@link #ABOVE} on negated distances). */
    BELOW("below"),
    /** Distances: accept iff d ≤ t (reported for {@link #AT_OR_ABOVE} on negated distances). */
    AT_OR_BELOW("at-or-below");

    /** The rules the audit runs under (iterate these, not {@code values()}, to exercise the audit). */
    public static final List<AcceptanceRule> AUDITED = List.of(ABOVE, AT_OR_ABOVE);

    private final String cliName;

    AcceptanceRule(String cliName) {
        this.cliName = cliName;
    }

    @JsonValue
    public String cliName() {
        return cliName;
    }

    public boolean accepts(float score, float threshold) {
        return switch (this) {
            case ABOVE -> score > threshold;
            case AT_OR_ABOVE -> score >= threshold;
            case BELOW -> score < threshold;
            case AT_OR_BELOW -> score <= threshold;
        };
    }

    /** True for the rules of distances (lower = more similar), which only a report names. */
    public boolean lowerIsMoreSimilar() {
        return this == BELOW || this == AT_OR_BELOW;
    }

    /** The same acceptance on negated scores: s &gt; t iff −s &lt; −t, and so on; an involution. */
    public AcceptanceRule mirrored() {
        return switch (this) {
            case ABOVE -> BELOW;
            case AT_OR_ABOVE -> AT_OR_BELOW;
            case BELOW -> ABOVE;
            case AT_OR_BELOW -> AT_OR_ABOVE;
        };
    }

    /** A rule the audit runs under (command line, config): {@code above} or {@code at-or-above}. */
    public static AcceptanceRule parse(String text, String key) {
        var r = named(text, key);
        if (r.lowerIsMoreSimilar()) {
            throw new InvalidInputException(key + ": '" + text + "' is how a report of distances names a rule; the "
                    + "rule is given as on similarities: with --distance, 'above' accepts d < t and 'at-or-above' "
                    + "d <= t (reported as 'below' and 'at-or-below')");
        }
        return r;
    }

    private static AcceptanceRule named(String text, String key) {
        for (var r : values()) {
            if (r.cliName.equals(text)) {
                return r;
            }
        }
        throw new InvalidInputException(key + ": unknown acceptance rule '" + text + "'; expected one of "
                + Arrays.stream(values()).filter(r -> !r.lowerIsMoreSimilar()).map(AcceptanceRule::cliName)
                .collect(Collectors.joining(", ")));
    }

    /** The rule named {@code text} in a report.json's {@code accept} field (all four). */
    @JsonCreator
    public static AcceptanceRule ofJson(String text) {
        return named(text, "accept");
    }

    @Override
    public String toString() {
        return cliName;
    }
}
