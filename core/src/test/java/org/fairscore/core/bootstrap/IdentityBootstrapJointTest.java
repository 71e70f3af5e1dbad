package org.fairscore.core.bootstrap;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link IdentityBootstrap#compute(IdentityErrorCounts, IdentityErrorCounts, int, long, double)}: two tables of the
 * same identities (the FAR levels' and the EER grid's counts) resampled with one draw must give each table exactly the
 * intervals and replicates that {@link IdentityBootstrap#compute(IdentityErrorCounts, int, long, double)} gives it
 * alone, whether the group's identities match (one draw) or not (each table drawn on its own).
 */
class IdentityBootstrapJointTest {

    /**
     * A table of {@code thresholds} columns: per group, identities id0..id{n−1} (those in {@code skip} left out) with
     * random genuine and impostor counts, false accepts even (an impostor pair counts for both of its identities) and
     * often zero, as far in the tail.
     */
    private static IdentityErrorCounts table(int thresholds, long seed, int identities, String skip, String... groups) {
        var rnd = new SplittableRandom(seed);
        var c = IdentityErrorCounts.empty(thresholds);
        for (String g : groups) {
            for (int i = 0; i < identities; i++) {
                String label = "id" + i;
                if (label.equals(skip)) {
                    continue;
                }
                long genuine = rnd.nextInt(4);
                long[] fr = new long[thresholds];
                long[] fa = new long[thresholds];
                for (int t = 0; t < thresholds; t++) {
                    fr[t] = genuine == 0 ? 0 : rnd.nextInt((int) genuine + 1);
                    fa[t] = rnd.nextInt(3) == 0 ? 0 : 2L * rnd.nextInt(40);
                }
                c.addGenuine(g, label, genuine, fr);
                c.addImpostor(g, label, 2L * (100 + rnd.nextInt(50)), fa);
            }
        }
        return c;
    }

    private static void assertSameIntervals(BootstrapIntervals alone, BootstrapIntervals joint) {
        assertEquals(alone.groups(), joint.groups());
        assertEquals(alone.thresholds(), joint.thresholds());
        for (String g : alone.groups()) {
            assertEquals(alone.undefinedFarReplicates(g), joint.undefinedFarReplicates(g), g);
            assertEquals(alone.undefinedFrrReplicates(g), joint.undefinedFrrReplicates(g), g);
            for (int t = 0; t < alone.thresholds(); t++) {
                assertEquals(alone.far(g, t), joint.far(g, t), g + " FAR " + t);
                assertEquals(alone.frr(g, t), joint.frr(g, t), g + " FRR " + t);
                assertArrayEquals(alone.farReplicates(g, t), joint.farReplicates(g, t), g + " FAR* " + t);
                assertArrayEquals(alone.frrReplicates(g, t), joint.frrReplicates(g, t), g + " FRR* " + t);
            }
        }
    }

    @Test
    void oneDrawForTwoTablesGivesEachTheIntervalsItGetsAlone() {
        var levels = table(6, 1, 37, null, "A", "B", "C");
        var grid = table(36, 2, 37, null, "A", "B", "C");
        var joint = IdentityBootstrap.compute(levels, grid, 200, 42, 0.95);
        assertSameIntervals(IdentityBootstrap.compute(levels, 200, 42, 0.95), joint[0]);
        assertSameIntervals(IdentityBootstrap.compute(grid, 200, 42, 0.95), joint[1]);
        assertNotNull(joint[0].far("B", 0));
        assertNotNull(joint[1].frr("C", 35));
    }

    @Test
    void theDrawsAreThoseOfEachTableAloneNotOfTheOtherTablesRows() {
        // the replicates a table gets must not depend on the columns beside it: another second table, same first
        var levels = table(2, 3, 25, null, "A");
        var joint1 = IdentityBootstrap.compute(levels, table(3, 4, 25, null, "A"), 100, 9, 0.9);
        var joint2 = IdentityBootstrap.compute(levels, table(7, 5, 25, null, "A"), 100, 9, 0.9);
        assertSameIntervals(joint1[0], joint2[0]);
        assertSameIntervals(IdentityBootstrap.compute(levels, 100, 9, 0.9), joint1[0]);
    }

    @Test
    void groupsWhoseIdentitiesDifferAreResampledTableByTable() {
        // group B lacks id3 in the grid's table, group C is only in the levels' table, D only in the grid's
        var levels = table(4, 5, 20, null, "A", "B");
        levels.merge(table(4, 6, 12, null, "C"));
        var grid = table(5, 7, 20, null, "A");
        grid.merge(table(5, 8, 20, "id3", "B"));
        grid.merge(table(5, 9, 15, null, "D"));
        var joint = IdentityBootstrap.compute(levels, grid, 150, 11, 0.95);
        assertSameIntervals(IdentityBootstrap.compute(levels, 150, 11, 0.95), joint[0]);
        assertSameIntervals(IdentityBootstrap.compute(grid, 150, 11, 0.95), joint[1]);
        assertEquals(List.of("A", "B", "C"), joint[0].groups());
        assertEquals(List.of("A", "B", "D"), joint[1].groups());
    }

    @Test
    void groupsWithoutIntervalsAndEmptyTablesAreAsAlone() {
        // one identity: no interval of either kind; a table with no group at all (no EER grid)
        var levels = IdentityErrorCounts.empty(1);
        levels.addGenuine("A", "solo", 10, new long[] {2});
        levels.addImpostor("A", "solo", 0, new long[] {0});
        var empty = IdentityErrorCounts.empty(0);
        var joint = IdentityBootstrap.compute(levels, empty, 50, 1, 0.95);
        assertNull(joint[0].frr("A", 0));
        assertNull(joint[0].far("A", 0));
        assertEquals(List.of(), joint[1].groups());
        assertSameIntervals(IdentityBootstrap.compute(levels, 50, 1, 0.95), joint[0]);
    }

    @Test
    void checksItsParametersAndBothTables() {
        var levels = table(2, 1, 5, null, "A");
        var grid = table(2, 2, 5, null, "A");
        assertThrows(IllegalArgumentException.class, () -> IdentityBootstrap.compute(levels, grid, 1, 1, 0.95));
        assertThrows(IllegalArgumentException.class, () -> IdentityBootstrap.compute(levels, grid, 10, 1, 1.0));
        var odd = IdentityErrorCounts.empty(2);
        odd.addImpostor("A", "id0", 3, new long[] {0, 0});
        assertThrows(IllegalArgumentException.class, () -> IdentityBootstrap.compute(levels, odd, 10, 1, 0.95));
    }
}
