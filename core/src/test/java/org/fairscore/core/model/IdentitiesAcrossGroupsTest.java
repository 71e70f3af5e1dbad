package org.fairscore.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class IdentitiesAcrossGroupsTest {
    private static final IdentitiesAcrossGroups TWO = IdentitiesAcrossGroups.of(2, List.of("x", "y"),
            Map.of("A", Map.of("B", 3L), "C", Map.of("A", 4L)));

    @Test
    void pairsOfGroupsAreMirroredAndTotalledOnce() {
        assertEquals(Map.of("A", Map.of("B", 3L, "C", 4L), "B", Map.of("A", 3L), "C", Map.of("A", 4L)),
                TWO.genuinePairs());
        assertEquals(7, TWO.totalGenuinePairs());
        assertTrue(TWO.any());
        assertFalse(IdentitiesAcrossGroups.none().any());
        assertEquals(0, IdentitiesAcrossGroups.none().totalGenuinePairs());
    }

    @Test
    void aGroupPairedWithItselfIsRefused() {
        assertThrows(IllegalArgumentException.class,
                () -> IdentitiesAcrossGroups.of(1, List.of("x"), Map.of("A", Map.of("A", 1L))));
    }

    @Test
    void firstLabelsAreTheFirstTwentyOrAll() {
        var twenty = IntStream.range(0, 20).mapToObj(i -> "l" + i).toList();
        assertEquals(21, new IdentitiesAcrossGroups(21, twenty, Map.of()).identities());
        assertThrows(IllegalArgumentException.class, () -> new IdentitiesAcrossGroups(3, List.of("x"), Map.of()));
        assertThrows(IllegalArgumentException.class, () -> new IdentitiesAcrossGroups(0, List.of("x"), Map.of()));
    }

    @Test
    void theWarningNamesCountLabelsAndPairs() {
        String w = TWO.describe(List.of("race"));
        assertTrue(w.startsWith("2 identities have samples in more than one group of race; labels (sorted): 'x', 'y'. "
                + "Their 7 cross-group genuine pairs"), w);
        var many = IntStream.range(0, 20).mapToObj(i -> "l" + i).toList();
        assertTrue(new IdentitiesAcrossGroups(25, many, Map.of()).describe(List.of("age")).contains("the first 20 labels"));
    }

    @Test
    void theManifestRecordsItAndReadsBackWithOrWithout() {
        var groups = List.of(new CorpusManifest.GroupStats("A", 3, 2, 1, 2));
        var without = new CorpusManifest(1, 4, List.of(), "sample_id", "label", List.of("race"), 3, 0, Map.of(), groups);
        var with = without.withIdentitiesAcrossGroups(TWO);

        assertEquals(with, ManifestJson.read(ManifestJson.write(with), "m"));
        assertTrue(ManifestJson.write(with).contains("\"identitiesAcrossGroups\""));
        assertFalse(ManifestJson.write(without).contains("identitiesAcrossGroups"));
        assertNull(ManifestJson.read(ManifestJson.write(without), "m").identitiesAcrossGroups());
    }
}
