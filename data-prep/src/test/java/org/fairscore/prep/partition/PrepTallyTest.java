package org.fairscore.prep.partition;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.fairscore.core.model.CorpusManifest.GroupStats;
import org.fairscore.core.model.IdentitiesAcrossGroups;
import org.fairscore.core.model.RejectReason;
import org.junit.jupiter.api.Test;

/** The one-pass prep counts, by hand, and the merge law: counting parts and merging equals counting the whole. */
class PrepTallyTest {

    /** The hand-counted corpus, split into two parts at {@code split} (0: everything in the second). */
    private static PrepTally[] parts(int split) {
        // a.csv: 3 kept rows + 1 NON_FINITE; b.csv: 2 kept rows + 2 MISSING_LABEL
        // identities: x = 2 in A + 1 in B (A: C(2,2) = 1 genuine; cross A-B 2), y = 1 in A, z = 3 in C (3 genuine)
        var steps = List.<Consumer<PrepTally>>of(
                t -> t.addRows("a.csv", null, 3),
                t -> t.addRows("a.csv", RejectReason.NON_FINITE, 1),
                t -> t.addRows("b.csv", null, 2),
                t -> t.addRows("b.csv", RejectReason.MISSING_LABEL, 2),
                t -> t.addId(1),
                t -> t.addId(3),
                t -> t.addIdentity("x", ordered("A", 2L, "B", 1L)),
                t -> t.addIdentity("y", ordered("A", 1L)),
                t -> t.addIdentity("z", ordered("C", 3L)));
        var first = PrepTally.empty();
        var second = PrepTally.empty();
        for (int i = 0; i < steps.size(); i++) {
            steps.get(i).accept(i < split ? first : second);
        }
        return new PrepTally[] {first, second};
    }

    private static Map<String, Long> ordered(Object... kv) {
        var m = new LinkedHashMap<String, Long>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put((String) kv[i], (Long) kv[i + 1]);
        }
        return m;
    }

    @Test
    void countsAHandCountedCorpus() {
        var t = parts(0)[1];

        assertEquals(8, t.rejectCounts().total());
        assertEquals(3, t.rejectCounts().rejected());
        assertEquals(Map.of("a.csv", 4L, "b.csv", 4L), t.rejectCounts().rowsBySource());
        assertEquals(Map.of(RejectReason.NON_FINITE, 1L, RejectReason.MISSING_LABEL, 2L), t.rejectCounts().byReason());
        assertEquals(2, t.duplicateRows()); // the id on three rows: two repeat it
        // A: 3 samples of x (2) and y (1): 2 identities, 1 genuine, C(3,2) - 1 = 2 impostor; B: x alone; C: z's 3
        assertEquals(List.of(new GroupStats("A", 3, 2, 1, 2), new GroupStats("B", 1, 1, 0, 0),
                new GroupStats("C", 3, 1, 3, 0)), t.groupStats());
        assertEquals(new IdentitiesAcrossGroups(1, List.of("x"), Map.of("A", Map.of("B", 2L), "B", Map.of("A", 2L))),
                t.identitiesAcrossGroups());
    }

    @Test
    void mergingPartsEqualsCountingTheWhole() {
        var whole = parts(0)[1];
        for (int split = 0; split <= 9; split++) {
            var p = parts(split);
            var q = parts(split);
            var forward = p[0].merge(p[1]);
            var backward = q[1].merge(q[0]);
            for (var merged : List.of(forward, backward)) {
                assertEquals(whole.rejectCounts(), merged.rejectCounts(), "split " + split);
                assertEquals(whole.duplicateRows(), merged.duplicateRows(), "split " + split);
                assertEquals(whole.groupStats(), merged.groupStats(), "split " + split);
                assertEquals(whole.identitiesAcrossGroups(), merged.identitiesAcrossGroups(), "split " + split);
            }
        }
    }

    @Test
    void emptyIsTheIdentityAndCountsNothing() {
        var t = PrepTally.empty();
        assertEquals(0, t.rejectCounts().total());
        assertEquals(List.of(), t.groupStats());
        assertEquals(IdentitiesAcrossGroups.none(), t.identitiesAcrossGroups());
        var whole = parts(0)[1];
        assertEquals(whole.groupStats(), PrepTally.empty().merge(parts(0)[1]).groupStats());
        assertEquals(whole.groupStats(), parts(0)[1].merge(PrepTally.empty()).groupStats());
    }

    @Test
    void firstLabelsAreTheSmallestTwentyInUtf8ByteOrderAcrossParts() {
        var a = PrepTally.empty();
        var b = PrepTally.empty();
        var expected = new ArrayList<String>();
        for (int i = 0; i < 19; i++) {
            String label = String.format("id%02d", i);
            (i % 2 == 0 ? a : b).addIdentity(label, ordered("A", 1L, "B", 1L));
            expected.add(label);
        }
        // the twentieth label: U+FF21 (UTF-8 EF BC A1) before U+1F600 (F0 9F 98 80) in Spark's byte order, although
        // String.compareTo puts the emoji's high surrogate U+D83D first
        a.addIdentity("\uD83D\uDE00", ordered("A", 1L, "B", 1L));
        b.addIdentity("\uFF21", ordered("A", 1L, "B", 1L));
        expected.add("\uFF21");

        var found = a.merge(b).identitiesAcrossGroups();

        assertEquals(21, found.identities());
        assertEquals(expected, found.firstLabels());
        assertEquals(Map.of("A", Map.of("B", 21L), "B", Map.of("A", 21L)), found.genuinePairs());
    }
}
