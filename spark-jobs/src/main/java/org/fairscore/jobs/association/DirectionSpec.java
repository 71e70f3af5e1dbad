package org.fairscore.jobs.association;

import java.util.List;

/**
 * One gender direction of the sets file: pairs (first, second), e.g. (she, he), and the terms whose polarity is
 * reported.
 */
public record DirectionSpec(String name, String where, List<String> first, List<String> second, List<String> terms,
                            ItemKind items, int ddof) {
    public DirectionSpec {
        first = List.copyOf(first);
        second = List.copyOf(second);
        terms = List.copyOf(terms);
    }
}
