package org.fairscore.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class GroupKeyTest {
    private static final List<String> RACE_GENDER = List.of("race", "gender");

    @Test
    void plainValuesKeepTheDocumentedForm() {
        assertEquals("race=Asian|gender=F", GroupKey.name(RACE_GENDER, List.of("Asian", "F")));
        assertEquals("Asian", GroupKey.name(List.of("race"), List.of("Asian")));
    }

    @Test
    void singleAttributeIsTheRawValueEvenWithSeparators() {
        String hostile = "a|b=c\\d";
        assertEquals(hostile, GroupKey.name(List.of("race"), List.of(hostile)));
        assertEquals(List.of(hostile), GroupKey.values(hostile, List.of("race")));
    }

    @Test
    void valuesThatUsedToCollideGetTwoNames() {
        String a = GroupKey.name(RACE_GENDER, List.of("A|gender=B", "C"));
        String b = GroupKey.name(RACE_GENDER, List.of("A", "B|gender=C"));
        assertNotEquals(a, b);
        assertEquals("race=A\\|gender\\=B|gender=C", a);
        assertEquals("race=A|gender=B\\|gender\\=C", b);
        assertEquals(List.of("A|gender=B", "C"), GroupKey.values(a, RACE_GENDER));
        assertEquals(List.of("A", "B|gender=C"), GroupKey.values(b, RACE_GENDER));
    }

    @Test
    void hostileValuesRoundTrip() {
        var hostile = List.of("|", "=", "\\", "", "\\|", "a\\", "=\\=", "||", "日本語 ü ✓ 🙂", "<script>alert(1)</script>",
                "[x](javascript:alert(1))", "race=A|gender=F", "\\\\=|");
        for (String x : hostile) {
            for (String y : hostile) {
                var values = List.of(x, y);
                assertEquals(values, GroupKey.values(GroupKey.name(RACE_GENDER, values), RACE_GENDER), x + " / " + y);
            }
        }
    }

    @Test
    void attributeNamesAreEscapedToo() {
        var attrs = List.of("a=b", "c|d\\");
        String name = GroupKey.name(attrs, List.of("1", "2"));
        assertEquals("a\\=b=1|c\\|d\\\\=2", name);
        assertEquals(List.of("1", "2"), GroupKey.values(name, attrs));
    }

    /** Random tuples over an alphabet of mostly separators: equal names only ever come from equal values. */
    @Test
    void nameIsInjectiveOverRandomSeparatorHeavyValues() {
        var rng = new SplittableRandom(18);
        char[] alphabet = {'|', '=', '\\', 'a', 'g'};
        var attrs = List.of("r", "g", "a=|");
        var seen = new HashMap<String, List<String>>();
        for (int n = 0; n < 50_000; n++) {
            var values = new ArrayList<String>();
            for (int k = 0; k < attrs.size(); k++) {
                var sb = new StringBuilder();
                int len = rng.nextInt(5);
                for (int i = 0; i < len; i++) {
                    sb.append(alphabet[rng.nextInt(alphabet.length)]);
                }
                values.add(sb.toString());
            }
            String name = GroupKey.name(attrs, values);
            var before = seen.putIfAbsent(name, values);
            if (before != null) {
                assertEquals(before, values, "two value tuples share the name " + name);
            }
            assertEquals(values, GroupKey.values(name, attrs), name);
        }
        // the alphabet is small enough that many tuples repeat, and large enough that many do not
        assertTrue(seen.size() > 10_000, "distinct names: " + seen.size());
    }

    @Test
    void namesNotMadeByNameAreRejected() {
        for (String bad : List.of("race=A", "race=A|gender=F|x=1", "gender=F|race=A", "race=A|gender", "race=A=B|gender=F",
                "race=A|gender=F\\", "race=A\\x|gender=F", "raceA|gender=F", "A")) {
            assertThrows(IllegalArgumentException.class, () -> GroupKey.values(bad, RACE_GENDER), bad);
        }
    }

    @Test
    void nullsAndMismatchedListsAreRejected() {
        var withNull = new ArrayList<String>();
        withNull.add("A");
        withNull.add(null);
        assertThrows(IllegalArgumentException.class, () -> GroupKey.name(RACE_GENDER, withNull));
        assertThrows(IllegalArgumentException.class, () -> GroupKey.name(RACE_GENDER, List.of("A")));
        assertThrows(IllegalArgumentException.class, () -> GroupKey.name(List.of(), List.of()));
    }
}
