package org.fairscore.core.bootstrap;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** merge(a, b) equals the counts of a ∪ b, merge is associative and commutative, empty() is its identity. */
class IdentityErrorCountsTest {
    private static final int T = 3;

    /** One "tile row" of contributions: deterministic pseudo-random adds over a few groups and labels. */
    static void addRandom(IdentityErrorCounts c, long seed, int adds) {
        var rnd = new SplittableRandom(seed);
        for (int i = 0; i < adds; i++) {
            String group = "g" + rnd.nextInt(3);
            String label = "id" + rnd.nextInt(20);
            long pairs = rnd.nextInt(50);
            long[] errors = new long[T];
            for (int t = 0; t < T; t++) {
                errors[t] = pairs == 0 ? 0 : rnd.nextLong(pairs + 1);
            }
            if (rnd.nextBoolean()) {
                c.addGenuine(group, label, pairs, errors);
            } else {
                c.addImpostor(group, label, pairs, errors);
            }
        }
    }

    private static IdentityErrorCounts counts(long seed) {
        var c = IdentityErrorCounts.empty(T);
        addRandom(c, seed, 200);
        return c;
    }

    @Test
    void mergeEqualsCountsOfTheUnion() {
        var union = IdentityErrorCounts.empty(T);
        addRandom(union, 1, 200);
        addRandom(union, 2, 200);
        assertEquals(union, counts(1).merge(counts(2)));
    }

    @Test
    void mergeIsAssociativeAndCommutative() {
        var ab_c = counts(1).merge(counts(2)).merge(counts(3));
        var a_bc = counts(1).merge(counts(2).merge(counts(3)));
        var cba = counts(3).merge(counts(2)).merge(counts(1));
        assertEquals(ab_c, a_bc);
        assertEquals(ab_c, cba);
        assertEquals(ab_c.hashCode(), cba.hashCode());
    }

    @Test
    void emptyIsIdentityOnBothSides() {
        assertEquals(counts(1), IdentityErrorCounts.empty(T).merge(counts(1)));
        assertEquals(counts(1), counts(1).merge(IdentityErrorCounts.empty(T)));
        assertEquals(IdentityErrorCounts.empty(T), IdentityErrorCounts.empty(T).merge(IdentityErrorCounts.empty(T)));
    }

    @Test
    void mergeUpdatesThisAndNeverShares() {
        var a = counts(1);
        var b = counts(2);
        var merged = a.merge(b);
        assertSame(a, merged);
        assertEquals(counts(2), b);
        // a later add into the merged value must not reach b through a shared row
        var fresh = IdentityErrorCounts.empty(T).merge(b);
        fresh.addGenuine("g0", "id0", 7, new long[] {1, 2, 3});
        assertEquals(counts(2), b);
        assertNotEquals(b, fresh);
    }

    @Test
    void selfMergeDoubles() {
        var doubled = counts(1).merge(counts(1));
        var self = counts(1);
        assertEquals(doubled, self.merge(self));
    }

    @Test
    void mergeOfSplitsGivesTheSameIntervals() {
        var whole = counts(1).merge(counts(2));
        var parts = counts(2).merge(IdentityErrorCounts.empty(T)).merge(counts(1));
        // impostor attributions here are random, so make them even per group as the job's would be
        whole.merge(whole.copy());
        parts.merge(parts.copy());
        var x = IdentityBootstrap.compute(whole, 50, 9, 0.95);
        var y = IdentityBootstrap.compute(parts, 50, 9, 0.95);
        for (String g : x.groups()) {
            for (int t = 0; t < T; t++) {
                assertEquals(x.far(g, t), y.far(g, t));
                assertEquals(x.frr(g, t), y.frr(g, t));
            }
        }
    }

    @Test
    void accessorsReadTheSums() {
        var c = IdentityErrorCounts.empty(2);
        c.addGenuine("A", "x", 10, new long[] {1, 3});
        c.addImpostor("A", "x", 100, new long[] {2, 5});
        c.addImpostor("A", "x", 50, new long[] {0, 1});
        c.addImpostor("A", "y", 150, new long[] {2, 6});
        assertEquals(List.of("A"), c.groups());
        assertEquals(List.of("x", "y"), c.identities("A"));
        assertEquals(10, c.genuinePairs("A", "x"));
        assertEquals(3, c.falseRejects("A", "x", 1));
        assertEquals(150, c.impostorPairs("A", "x"));
        assertEquals(6, c.falseAccepts("A", "x", 1));
        assertEquals(0, c.genuinePairs("A", "y"));
        assertEquals(0, c.genuinePairs("B", "x"));
        assertEquals(List.of(), c.identities("B"));
    }

    @Test
    void rejectsImpossibleCountsNamingTheValue() {
        var c = IdentityErrorCounts.empty(2);
        var e = assertThrows(IllegalArgumentException.class, () -> c.addGenuine("A", "x", 3, new long[] {4, 0}));
        assertEquals("falseRejects[0] must be in [0, genuinePairs = 3]: 4 (group 'A', label 'x')", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> c.addImpostor("A", "x", 3, new long[] {1}));
        assertThrows(IllegalArgumentException.class, () -> c.addImpostor("A", "x", -1, new long[] {0, 0}));
        assertThrows(IllegalArgumentException.class, () -> c.addImpostor("A", "x", 5, new long[] {-1, 0}));
        assertThrows(IllegalArgumentException.class, () -> c.addGenuine(null, "x", 1, new long[] {0, 0}));
        assertThrows(IllegalArgumentException.class, () -> c.addGenuine("A", null, 1, new long[] {0, 0}));
        assertThrows(IllegalArgumentException.class, () -> new IdentityErrorCounts(-1));
        assertThrows(IllegalArgumentException.class, () -> c.merge(IdentityErrorCounts.empty(3)));
        assertThrows(IndexOutOfBoundsException.class, () -> c.falseRejects("A", "x", 2));
    }

    @Test
    void isSerialisedCompactlyAndExactly() throws Exception {
        // an audit task's result: 4,000 identities at 42 thresholds, counts from 0 to past 2^35, labels of every width
        var c = IdentityErrorCounts.empty(42);
        var r = new java.util.Random(5);
        for (int k = 0; k < 4000; k++) {
            long[] fr = new long[42];
            long[] fa = new long[42];
            long g = k % 7 == 0 ? (1L << 35) + k : 10;
            long i = k % 11 == 0 ? Long.MAX_VALUE / 3 : 20_000;
            for (int t = 0; t < 42; t++) {
                fr[t] = Math.min(g, r.nextInt(3) == 0 ? 0 : r.nextInt(12));
                fa[t] = t == 41 ? i : r.nextInt(3000);
            }
            String label = k == 0 ? "é€𝄞".repeat(30_000) : "id" + k; // the first past writeUTF's 65,535 bytes
            c.addGenuine(k % 2 == 0 ? "A" : "B", label, g, fr);
            c.addImpostor(k % 2 == 0 ? "A" : "B", label, i, fa);
        }
        var bos = new ByteArrayOutputStream();
        try (var out = new ObjectOutputStream(bos)) {
            out.writeObject(c);
        }
        try (var in = new ObjectInputStream(new ByteArrayInputStream(bos.toByteArray()))) {
            assertEquals(c, in.readObject());
        }
        // 4,000 rows of 86 longs are 2.75 MB as longs alone; the label of 270 KB aside, about 2 bytes a count
        assertTrue(bos.size() < 270_000 + 4000 * 86 * 2.2, "serialised size " + bos.size());
    }

    @Test
    void survivesJavaSerialisation() throws Exception {
        var c = counts(4);
        var bos = new ByteArrayOutputStream();
        try (var out = new ObjectOutputStream(bos)) {
            out.writeObject(c);
        }
        try (var in = new ObjectInputStream(new ByteArrayInputStream(bos.toByteArray()))) {
            assertEquals(c, in.readObject());
        }
    }

    @Test
    void groupTotalsAreTheSumsOfTheIdentitiesCountsOverEveryLabel() {
        var c = counts(5);
        for (String g : c.groups()) {
            long[] fa = new long[T];
            long[] fr = new long[T];
            for (String label : c.identities(g)) {
                for (int t = 0; t < T; t++) {
                    fa[t] += c.falseAccepts(g, label, t);
                    fr[t] += c.falseRejects(g, label, t);
                }
            }
            assertArrayEquals(fa, c.falseAcceptTotals(g), g);
            assertArrayEquals(fr, c.falseRejectTotals(g), g);
        }
        assertArrayEquals(new long[T], c.falseAcceptTotals("no such group"));
    }

    @Test
    void rowsBesideAreEachTablesRowsInLabelOrderOrNullWhenTheIdentitiesDiffer() {
        var a = IdentityErrorCounts.empty(1);
        var b = IdentityErrorCounts.empty(2);
        a.addGenuine("g", "y", 3, new long[] {1});
        a.addImpostor("g", "x", 4, new long[] {2});
        b.addGenuine("g", "x", 5, new long[] {1, 0});
        b.addImpostor("g", "y", 6, new long[] {4, 2});
        // label order x, y; a's row {G, I, FR, FA} then b's {G, I, FR0, FR1, FA0, FA1}
        assertArrayEquals(new long[] {0, 4, 0, 2, 5, 0, 1, 0, 0, 0, 3, 0, 1, 0, 0, 6, 0, 0, 4, 2},
                a.flatRowsBeside("g", b));
        b.addGenuine("g", "z", 1, new long[] {0, 0});
        assertEquals(null, a.flatRowsBeside("g", b));
        assertEquals(null, a.flatRowsBeside("other", b));
    }
}
