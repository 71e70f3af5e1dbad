package org.fairscore.jobs.protocol;

import org.fairscore.core.model.InvalidInputException;

/**
 * What {@code fairscore pairs} writes: per group, {@code perGroup} pairs with a share {@code genuineShare}
 * of genuine pairs (e.g. 0.25 for a 25:75 protocol), drawn uniformly without replacement, seeded.
 */
public record PairProtocolSpec(long perGroup, long genuinePerGroup, long seed, String out) {
    public PairProtocolSpec {
        if (perGroup < 1 || genuinePerGroup < 0 || genuinePerGroup > perGroup) {
            throw new InvalidInputException("--per-group must be positive and the genuine share in [0, 1]");
        }
    }

    /** "25:75" → the genuine count of {@code perGroup} pairs, rounded to the nearest pair. */
    public static PairProtocolSpec of(long perGroup, String ratio, long seed, String out) {
        String[] parts = ratio.split(":");
        double g;
        double i;
        try {
            if (parts.length != 2) {
                throw new NumberFormatException();
            }
            g = Double.parseDouble(parts[0].trim());
            i = Double.parseDouble(parts[1].trim());
        } catch (NumberFormatException e) {
            throw new InvalidInputException("--ratio: expected GENUINE:IMPOSTOR such as 25:75, got '" + ratio + "'");
        }
        if (!(g >= 0 && i >= 0 && g + i > 0)) {
            throw new InvalidInputException("--ratio: both parts must be non-negative and not both 0, got '" + ratio + "'");
        }
        return new PairProtocolSpec(perGroup, Math.round(perGroup * g / (g + i)), seed, out);
    }
}
