package org.fairscore.jobs.association;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.fairscore.core.association.Alternative;
import org.fairscore.core.association.WeatSettings;
import org.fairscore.core.model.InvalidInputException;
import org.junit.jupiter.api.Test;

class SetsFileTest {
    private static final String ISSUE_EXAMPLE = """
            tests:
              - name: career-gender
                targetX: [engineer, programmer, scientist]
                targetY: [nurse, receptionist, homemaker]
                attributeA: [he, him, his, man]
                attributeB: [she, her, hers, woman]
            """;

    @Test
    void theIssueExampleTakesTheDefaults() {
        var sets = SetsFile.parse(ISSUE_EXAMPLE, "s.yaml");
        var t = sets.tests().get(0);
        assertEquals("career-gender", t.name());
        assertEquals(List.of("engineer", "programmer", "scientist"), t.targetX());
        assertEquals(List.of("she", "her", "hers", "woman"), t.attributeB());
        assertEquals(new WeatSettings(Alternative.GREATER, WeatSettings.DEFAULT_PERMUTATIONS, 1, 1), t.settings());
        assertEquals(ItemKind.AUTO, t.items());
        assertTrue(sets.directions().isEmpty());
    }

    @Test
    void fileDefaultsAndPerTestValuesApplyAndDirectionsParse() {
        var sets = SetsFile.parse("""
                permutations: 500
                seed: 9
                ddof: 0
                items: samples
                tests:
                  - {name: a, targetX: [1, 2], targetY: [3], attributeA: [x], attributeB: [y], alternative: two-sided}
                  - {name: b, targetX: [1], targetY: [3], attributeA: [x], attributeB: [y], permutations: 7, ddof: 1}
                directions:
                  - name: g
                    pairs: [[she, he], [her, him]]
                    terms: [nurse]
                """, "s.yaml");
        assertEquals(new WeatSettings(Alternative.TWO_SIDED, 500, 9, 0), sets.tests().get(0).settings());
        assertEquals(new WeatSettings(Alternative.GREATER, 7, 9, 1), sets.tests().get(1).settings());
        assertEquals(List.of("1", "2"), sets.tests().get(0).targetX());
        assertEquals(ItemKind.SAMPLES, sets.tests().get(1).items());
        var d = sets.directions().get(0);
        assertEquals(List.of("she", "her"), d.first());
        assertEquals(List.of("he", "him"), d.second());
        assertEquals(0, d.ddof());
    }

    @Test
    void theShippedExampleParses() {
        var f = java.nio.file.Path.of(System.getProperty("user.dir")).getParent().resolve("conf/sets/career-gender.yaml");
        var sets = SetsFile.read(f.toString());
        assertEquals(List.of("career-gender", "career-gender-8"), sets.tests().stream().map(TestSpec::name).toList());
        assertEquals(Alternative.TWO_SIDED, sets.tests().get(1).settings().alternative());
        assertEquals(4, sets.directions().get(0).first().size());
    }

    @Test
    void mistakesNameTheFileAndKey() {
        assertMessage("config s.yaml, tests[0] 'a': unknown key 'targetZ'",
                "tests: [{name: a, targetX: [p], targetY: [q], attributeA: [x], attributeB: [y], targetZ: [z]}]");
        assertMessage("config s.yaml, tests[0] 'a': missing key 'attributeB'",
                "tests: [{name: a, targetX: [p], targetY: [q], attributeA: [x]}]");
        assertMessage("config s.yaml, tests[0] 'a'.targetY: the set is empty",
                "tests: [{name: a, targetX: [p], targetY: [], attributeA: [x], attributeB: [y]}]");
        assertMessage("config s.yaml, tests[0] 'a'.attributeB[0]: YAML reads yes, no",
                "tests: [{name: a, targetX: [p], targetY: [q], attributeA: [x], attributeB: [no]}]");
        assertMessage("config s.yaml, tests[0] 'a'.alternative: unknown alternative 'bigger'",
                "tests: [{name: a, targetX: [p], targetY: [q], attributeA: [x], attributeB: [y], alternative: bigger}]");
        assertMessage("config s.yaml, directions[0] 'g'.pairs[1]: expected two names",
                "directions: [{name: g, pairs: [[she, he], [her]], terms: [x]}]");
        assertMessage("config s.yaml: unknown key 'test'", "test: []");
        assertMessage("config s.yaml: no 'tests' and no 'directions'", "seed: 3");
    }

    private static void assertMessage(String start, String yaml) {
        var e = assertThrows(InvalidInputException.class, () -> SetsFile.parse(yaml, "s.yaml"));
        assertTrue(e.getMessage().startsWith(start), e.getMessage());
    }
}
