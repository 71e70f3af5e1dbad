package org.fairscore.core.classification;

import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import org.fairscore.core.summaries.Mergeable;

/**
 * Counts of (group, true class, predicted class): the one mergeable summary every classification and
 * prediction-fairness metric of this package is a pure function of. Immutable; {@link #merge} is
 * associative and commutative with {@link #empty()} as identity (integer sums), so Spark may build it
 * per partition and combine in any order.
 *
 * <p>Memory: one long per non-zero cell, at most groups × classes², plus per-group marginals (groups ×
 * classes) — independent of the number of rows, which is why the driver may hold it.
 */
public final class ConfusionTable implements Mergeable<ConfusionTable> {
    /** One cell: rows of {@code group} whose true class is {@code actual} and predicted class {@code predicted}. */
    public record Cell(String group, String actual, String predicted) implements Comparable<Cell> {
        public Cell {
            Objects.requireNonNull(group, "group");
            Objects.requireNonNull(actual, "actual");
            Objects.requireNonNull(predicted, "predicted");
        }

        @Override
        public int compareTo(Cell o) {
            int c = group.compareTo(o.group);
            if (c == 0) {
                c = actual.compareTo(o.actual);
            }
            return c != 0 ? c : predicted.compareTo(o.predicted);
        }
    }

    private static final ConfusionTable EMPTY = new ConfusionTable(new TreeMap<>());

    private final SortedMap<Cell, Long> counts;
    /** Marginals per group, computed once: every metric asks for them per class and group. */
    private final Map<String, Map<String, Long>> actual = new HashMap<>();
    private final Map<String, Map<String, Long>> predicted = new HashMap<>();
    private final Map<String, Long> rows = new HashMap<>();
    private final Map<String, Long> correct = new HashMap<>();

    private ConfusionTable(SortedMap<Cell, Long> counts) {
        this.counts = Collections.unmodifiableSortedMap(counts);
        counts.forEach((c, n) -> {
            actual.computeIfAbsent(c.group(), g -> new HashMap<>()).merge(c.actual(), n, Long::sum);
            predicted.computeIfAbsent(c.group(), g -> new HashMap<>()).merge(c.predicted(), n, Long::sum);
            rows.merge(c.group(), n, Long::sum);
            if (c.actual().equals(c.predicted())) {
                correct.merge(c.group(), n, Long::sum);
            }
        });
    }

    public static ConfusionTable empty() {
        return EMPTY;
    }

    /** A table of the given cell counts (zero counts are dropped; a negative count is a bug). */
    public static ConfusionTable of(Map<Cell, Long> cells) {
        var m = new TreeMap<Cell, Long>();
        cells.forEach((cell, n) -> {
            if (n < 0) {
                throw new IllegalArgumentException("negative count " + n + " for " + cell);
            }
            if (n > 0) {
                m.merge(cell, n, Long::sum);
            }
        });
        return new ConfusionTable(m);
    }

    /** This table plus {@code n} rows in one cell. */
    public ConfusionTable add(String group, String actual, String predicted, long n) {
        return merge(of(Map.of(new Cell(group, actual, predicted), n)));
    }

    @Override
    public ConfusionTable merge(ConfusionTable other) {
        var m = new TreeMap<>(counts);
        other.counts.forEach((cell, n) -> m.merge(cell, n, Long::sum));
        return new ConfusionTable(m);
    }

    public SortedMap<Cell, Long> cells() {
        return counts;
    }

    /** Groups with at least one row. */
    public SortedSet<String> groups() {
        return new TreeSet<>(rows.keySet());
    }

    /** Every class that occurs as a true or a predicted class in any group. */
    public SortedSet<String> classes() {
        var s = new TreeSet<String>();
        actual.values().forEach(m -> s.addAll(m.keySet()));
        predicted.values().forEach(m -> s.addAll(m.keySet()));
        return s;
    }

    /** Classes that occur as a true class in {@code group}: the label set of its macro averages. */
    public SortedSet<String> trueClasses(String group) {
        return new TreeSet<>(actual.getOrDefault(group, Map.of()).keySet());
    }

    public long count(String group, String actual, String predicted) {
        return counts.getOrDefault(new Cell(group, actual, predicted), 0L);
    }

    /** Rows of {@code group}. */
    public long rows(String group) {
        return rows.getOrDefault(group, 0L);
    }

    /** Rows of {@code group} whose true class is {@code c}. */
    public long actual(String group, String c) {
        return actual.getOrDefault(group, Map.of()).getOrDefault(c, 0L);
    }

    /** Rows of {@code group} predicted as {@code c}. */
    public long predicted(String group, String c) {
        return predicted.getOrDefault(group, Map.of()).getOrDefault(c, 0L);
    }

    /** Rows of {@code group} predicted correctly. */
    public long correct(String group) {
        return correct.getOrDefault(group, 0L);
    }

    public long totalRows() {
        return rows.values().stream().mapToLong(Long::longValue).sum();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ConfusionTable t && t.counts.equals(counts);
    }

    @Override
    public int hashCode() {
        return counts.hashCode();
    }

    @Override
    public String toString() {
        return "ConfusionTable" + counts;
    }
}
