package org.fairscore.core.classification;

import java.util.Map;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Whether a task's classes are nested in the groups: every class's rows lie in exactly one group (identities of a
 * face corpus, whose group is a property of the person). Then no class can be compared across groups, so
 * equalized odds (per-class recall across groups) and equal opportunity (the positive class's recall across groups)
 * cannot be defined, and demographic parity compares groups whose true classes are disjoint — it differs even for
 * a perfect classifier — so it is reported as undefined too. Per-group accuracy and macro recall (and their gaps)
 * remain the comparisons that mean something.
 *
 * <p>Nesting needs at least two groups with rows: with one group every metric across groups is undefined anyway.
 *
 * @param groupsOfClass class → the groups that have rows of it
 */
public record ClassNesting(SortedMap<String, SortedSet<String>> groupsOfClass) {

    public ClassNesting {
        var copy = new TreeMap<String, SortedSet<String>>();
        groupsOfClass.forEach((c, g) -> copy.put(c, new TreeSet<>(g)));
        groupsOfClass = copy;
    }

    /** From counts of rows: group → class → rows (zero counts are no rows). */
    public static ClassNesting ofCounts(Map<String, Map<String, Long>> rowsByGroup) {
        var m = new TreeMap<String, SortedSet<String>>();
        rowsByGroup.forEach((g, byClass) -> byClass.forEach((c, n) -> {
            if (n > 0) {
                m.computeIfAbsent(c, x -> new TreeSet<>()).add(g);
            }
        }));
        return new ClassNesting(m);
    }

    /** From the true classes of a confusion table's rows. */
    public static ClassNesting of(ConfusionTable t) {
        var m = new TreeMap<String, SortedSet<String>>();
        for (String g : t.groups()) {
            t.trueClasses(g).forEach(c -> m.computeIfAbsent(c, x -> new TreeSet<>()).add(g));
        }
        return new ClassNesting(m);
    }

    /** Every class has rows in exactly one group, and at least two groups have rows. */
    public boolean nested() {
        var groups = new TreeSet<String>();
        groupsOfClass.values().forEach(groups::addAll);
        return groups.size() >= 2 && groupsOfClass.values().stream().allMatch(g -> g.size() == 1);
    }

    /** The sentence the undefined metrics carry (only meaningful when {@link #nested()}). */
    public String reason() {
        return "the task's classes are nested in the groups: each of the " + groupsOfClass.size()
                + " classes has rows in exactly one group";
    }
}
