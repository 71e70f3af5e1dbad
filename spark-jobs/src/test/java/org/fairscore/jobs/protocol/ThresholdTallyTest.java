package org.fairscore.jobs.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Pass 3's tally: merging two halves equals tallying all rows (so partitioning cannot change a number), and the
 * counts are those of a hand count on a few rows, at a tie with the threshold under both acceptance rules.
 */
class ThresholdTallyTest {
    private record R(String group, String ga, String gb, boolean genuine, Float score, String la, String lb) {
    }

    private static ThresholdTally tally(List<R> rows, boolean inclusive) {
        var t = new ThresholdTally(new float[] {0.25f, 0.5f}, inclusive, true, true);
        rows.forEach(r -> t.add(r.group(), r.ga(), r.gb(), r.genuine(), r.score(), r.la(), r.lb()));
        return t;
    }

    @Test
    void mergingTwoHalvesEqualsTallyingAllRows() {
        var rng = new SplittableRandom(3);
        var rows = new ArrayList<R>();
        for (int i = 0; i < 400; i++) {
            String ga = "g" + rng.nextInt(3);
            String gb = rng.nextInt(3) == 0 ? "g" + rng.nextInt(3) : ga;
            String la = "k" + rng.nextInt(6);
            String lb = rng.nextBoolean() ? la : "k" + rng.nextInt(6);
            Float s = rng.nextInt(10) == 0 ? null : rng.nextInt(9) / 8f;
            rows.add(new R(ga.equals(gb) ? ga : null, ga, gb, la.equals(lb), s, la, lb));
        }
        for (boolean inclusive : new boolean[] {false, true}) {
            var all = tally(rows, inclusive);
            var merged = tally(rows.subList(0, 150), inclusive).merge(tally(rows.subList(150, rows.size()), inclusive));
            assertEquals(all.identities, merged.identities);
            assertEquals(all.cross.raw().keySet(), merged.cross.raw().keySet());
            all.cross.raw().forEach((k, v) -> assertEquals(List.of(toList(v)), List.of(toList(merged.cross.raw().get(k)))));
        }
    }

    private static List<Long> toList(long[] v) {
        var out = new ArrayList<Long>();
        for (long x : v) {
            out.add(x);
        }
        return out;
    }

    @Test
    void handCountedRowsAtATieWithTheThreshold() {
        var rows = List.of(
                new R("A", "A", "A", true, 0.25f, "p", "p"),     // at t0: rejected under above, accepted at-or-above
                new R("A", "A", "A", false, 0.5f, "p", "q"),     // at t1: accepted at t0 both ways, at t1 only inclusive
                new R("A", "A", "A", false, null, "p", "q"),     // failure to acquire: in nothing
                new R(null, "A", "B", false, 0.25f, "p", "r"),   // cross impostor at t0
                new R(null, "B", "A", false, 0.75f, "r", "q"),   // the same unordered pair, the other order
                new R(null, "A", "B", true, 0.75f, "p", "p"));   // cross genuine: not in the impostor matrix
        var above = tally(rows, false);
        assertEquals(1, above.identities.genuinePairs("A", "p"));
        assertEquals(1, above.identities.falseRejects("A", "p", 0));
        assertEquals(1, above.identities.impostorPairs("A", "p"));
        assertEquals(1, above.identities.impostorPairs("A", "q"));
        assertEquals(1, above.identities.falseAccepts("A", "q", 0));
        assertEquals(0, above.identities.falseAccepts("A", "q", 1));
        assertEquals(2, above.cross.pairs("A", "B"));
        assertEquals(1, above.cross.accepted("B", "A", 0)); // 0.75 only: 0.25 is not above 0.25
        assertEquals(1, above.cross.accepted("A", "B", 1));
        var atOrAbove = tally(rows, true);
        assertEquals(0, atOrAbove.identities.falseRejects("A", "p", 0));
        assertEquals(1, atOrAbove.identities.falseAccepts("A", "p", 1));
        assertEquals(2, atOrAbove.cross.accepted("A", "B", 0));
        assertEquals(1, atOrAbove.cross.accepted("A", "B", 1));
    }
}
