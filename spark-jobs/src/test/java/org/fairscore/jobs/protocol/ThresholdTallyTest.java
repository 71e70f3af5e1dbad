package org.fairscore.jobs.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.fairscore.core.bootstrap.EerGrid;
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

    @Test
    void eerGridCountsPerIdentityEqualADirectCountOfTheRows() {
        var rng = new SplittableRandom(8);
        var rows = new ArrayList<R>();
        for (int i = 0; i < 300; i++) {
            String ga = "g" + rng.nextInt(2);
            String la = "k" + rng.nextInt(5);
            String lb = rng.nextBoolean() ? la : "k" + rng.nextInt(5);
            Float s = rng.nextInt(12) == 0 ? null : rng.nextInt(9) / 8f;
            rows.add(new R(ga, ga, ga, la.equals(lb), s, la, lb));
        }
        // g0 has a grid (columns at score values, so ties occur), g1 has none
        float[] columns = {0.125f, 0.5f, 0.625f};
        var grid = EerGrid.ofGrids(Map.of("g0", columns));
        for (boolean inclusive : new boolean[] {false, true}) {
            var t = new ThresholdTally(new float[] {0.25f, 0.5f}, inclusive, false, true, grid);
            rows.forEach(r -> t.add(r.group(), r.ga(), r.gb(), r.genuine(), r.score(), r.la(), r.lb()));
            assertEquals(List.of("g0"), t.eer.groups(), "a group without a grid gets no EER counts");
            var expected = new TreeMap<String, long[]>(); // label → {G, I, FR[3], FA[3]}
            for (var r : rows) {
                if (!r.group().equals("g0") || r.score() == null) {
                    continue;
                }
                for (String label : r.genuine() ? List.of(r.la()) : List.of(r.la(), r.lb())) {
                    long[] e = expected.computeIfAbsent(label, l -> new long[8]);
                    e[r.genuine() ? 0 : 1]++;
                    for (int c = 0; c < 3; c++) {
                        boolean accepted = inclusive ? r.score() >= columns[c] : r.score() > columns[c];
                        if (r.genuine() && !accepted) {
                            e[2 + c]++;
                        } else if (!r.genuine() && accepted) {
                            e[5 + c]++;
                        }
                    }
                }
            }
            assertEquals(List.copyOf(expected.keySet()), t.eer.identities("g0"));
            expected.forEach((label, e) -> {
                assertEquals(e[0], t.eer.genuinePairs("g0", label));
                assertEquals(e[1], t.eer.impostorPairs("g0", label));
                for (int c = 0; c < 3; c++) {
                    assertEquals(e[2 + c], t.eer.falseRejects("g0", label, c), label + " FR at " + columns[c]);
                    assertEquals(e[5 + c], t.eer.falseAccepts("g0", label, c), label + " FA at " + columns[c]);
                }
            });
            var half = new ThresholdTally(new float[] {0.25f, 0.5f}, inclusive, false, true, grid);
            var rest = new ThresholdTally(new float[] {0.25f, 0.5f}, inclusive, false, true, grid);
            rows.subList(0, 100).forEach(r -> half.add(r.group(), r.ga(), r.gb(), r.genuine(), r.score(), r.la(), r.lb()));
            rows.subList(100, 300).forEach(r -> rest.add(r.group(), r.ga(), r.gb(), r.genuine(), r.score(), r.la(), r.lb()));
            assertEquals(t.eer, half.merge(rest).eer);
        }
    }
}
