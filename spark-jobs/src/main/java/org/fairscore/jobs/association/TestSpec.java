package org.fairscore.jobs.association;

import java.util.List;
import org.fairscore.core.association.WeatSettings;

/**
 * One WEAT/FEAT test of the sets file.
 *
 * @param where where it is in the file, for messages ({@code config FILE, tests[0] 'career-gender'})
 */
public record TestSpec(String name, String where, List<String> targetX, List<String> targetY, List<String> attributeA,
                       List<String> attributeB, ItemKind items, WeatSettings settings) {
    public TestSpec {
        targetX = List.copyOf(targetX);
        targetY = List.copyOf(targetY);
        attributeA = List.copyOf(attributeA);
        attributeB = List.copyOf(attributeB);
    }
}
