package org.fairscore.core.association;

/**
 * How a test is run.
 *
 * @param ddof         of every standard deviation: 1 (default, the sample sd) or 0
 * @param permutations the most random partitions; fewer partitions than this exist → exact enumeration
 * @param seed         of the random partitions
 */
public record WeatSettings(Alternative alternative, long permutations, long seed, int ddof) {
    public static final long DEFAULT_PERMUTATIONS = 100_000;
    public static final int DEFAULT_DDOF = 1;

    public WeatSettings {
        if (permutations < 1) {
            throw new IllegalArgumentException("permutations must be at least 1, got " + permutations);
        }
        if (ddof != 0 && ddof != 1) {
            throw new IllegalArgumentException("ddof must be 0 or 1, got " + ddof);
        }
    }
}
