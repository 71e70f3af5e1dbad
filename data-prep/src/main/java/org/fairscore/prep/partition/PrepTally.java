package org.fairscore.prep.partition;

import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.fairscore.core.model.CorpusManifest.GroupStats;
import org.fairscore.core.model.IdentitiesAcrossGroups;
import org.fairscore.core.model.RejectReason;
import org.fairscore.prep.validate.RejectCounts;

/**
 * Every count prep needs after the per-row rules, as one mergeable summary: rows per source file and rejects per
 * reason (what {@link RejectCounts#of} counts), how many kept rows repeat an id seen before, the per-group statistics
 * ({@link GroupStatistics}) and the identities across groups ({@link CrossGroupIdentities}). {@link PrepTallies}
 * builds it in one Spark job; the separate aggregations took ten small jobs.
 *
 * <p>The group and identity counts are over the rows that passed the per-row rules. They equal the prepared corpus's
 * only when no row is a duplicate id ({@link #duplicateRows()} = 0): a duplicate is rejected afterwards and changes
 * them, so then the caller counts again after {@code Validator.withDuplicates}.
 *
 * <p>Mutable while a partition is added up; {@link #merge} folds another tally into this one (associative and
 * commutative, {@link #empty()} its identity). Strings are ordered as Spark orders them (by UTF-8 bytes), so the
 * first labels are the ones {@link CrossGroupIdentities} names.
 */
public final class PrepTally implements Serializable {
    private static final long serialVersionUID = 1L;
    /** Spark's string order: unsigned UTF-8 bytes (differs from {@link String#compareTo} beyond the BMP). */
    static final Comparator<String> SPARK_ORDER = (a, b) -> Arrays.compareUnsigned(
            a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8));

    private long total;
    private final TreeMap<String, Long> rowsBySource = new TreeMap<>();
    private final EnumMap<RejectReason, Long> byReason = new EnumMap<>(RejectReason.class);
    private long duplicateRows;
    /** group → {samples, identities, genuine pairs}. */
    private final TreeMap<String, long[]> groups = new TreeMap<>();
    private long spanning;
    private List<String> firstLabels = new ArrayList<>();
    /** Cross-group genuine pairs, each unordered pair of groups once (smaller name first, in Spark's order). */
    private final TreeMap<String, TreeMap<String, Long>> crossPairs = new TreeMap<>();

    private PrepTally() {
    }

    /** Nothing counted: the identity of {@link #merge}. */
    public static PrepTally empty() {
        return new PrepTally();
    }

    /** {@code n} rows of {@code source} that the per-row rules rejected for {@code reason} (null: kept). */
    public PrepTally addRows(String source, RejectReason reason, long n) {
        total += n;
        rowsBySource.merge(source, n, Long::sum);
        if (reason != null) {
            byReason.merge(reason, n, Long::sum);
        }
        return this;
    }

    /** One id carried by {@code n} kept rows: all but the first are duplicates. */
    public PrepTally addId(long n) {
        duplicateRows += n - 1;
        return this;
    }

    /** One identity (label): its kept samples per group. */
    public PrepTally addIdentity(String label, Map<String, Long> samplesByGroup) {
        for (var e : samplesByGroup.entrySet()) {
            long n = e.getValue();
            var g = groups.computeIfAbsent(e.getKey(), k -> new long[3]);
            g[0] += n;
            g[1] += 1;
            g[2] += n * (n - 1) / 2;
        }
        if (samplesByGroup.size() > 1) {
            spanning++;
            firstLabels = firstOf(firstLabels, List.of(label));
            var names = new ArrayList<>(samplesByGroup.keySet());
            names.sort(SPARK_ORDER);
            for (int i = 0; i < names.size(); i++) {
                for (int j = i + 1; j < names.size(); j++) {
                    long pairs = Math.multiplyExact(samplesByGroup.get(names.get(i)), samplesByGroup.get(names.get(j)));
                    crossPairs.computeIfAbsent(names.get(i), k -> new TreeMap<>()).merge(names.get(j), pairs, Long::sum);
                }
            }
        }
        return this;
    }

    /** Folds {@code other} into this tally and returns this. */
    public PrepTally merge(PrepTally other) {
        total += other.total;
        other.rowsBySource.forEach((k, v) -> rowsBySource.merge(k, v, Long::sum));
        other.byReason.forEach((k, v) -> byReason.merge(k, v, Long::sum));
        duplicateRows += other.duplicateRows;
        other.groups.forEach((k, v) -> {
            var g = groups.computeIfAbsent(k, x -> new long[3]);
            for (int i = 0; i < g.length; i++) {
                g[i] += v[i];
            }
        });
        spanning += other.spanning;
        firstLabels = firstOf(firstLabels, other.firstLabels);
        other.crossPairs.forEach((a, row) -> row.forEach((b, n) ->
                crossPairs.computeIfAbsent(a, k -> new TreeMap<>()).merge(b, n, Long::sum)));
        return this;
    }

    private static List<String> firstOf(List<String> a, List<String> b) {
        var all = new ArrayList<String>(a.size() + b.size());
        all.addAll(a);
        all.addAll(b);
        all.sort(SPARK_ORDER);
        return new ArrayList<>(all.subList(0, Math.min(IdentitiesAcrossGroups.FIRST, all.size())));
    }

    /** Kept rows whose id an earlier kept row already carries. */
    public long duplicateRows() {
        return duplicateRows;
    }

    /** The per-row rules' counts: equal to {@link RejectCounts#of} on the validated rows when no row is a duplicate. */
    public RejectCounts rejectCounts() {
        return new RejectCounts(total, rowsBySource, byReason);
    }

    /** {@link GroupStatistics#of} of the kept rows, sorted by name. */
    public List<GroupStats> groupStats() {
        var out = new ArrayList<GroupStats>();
        groups.forEach((name, g) -> out.add(new GroupStats(name, g[0], g[1], g[2], GroupStatistics.pairs(g[0]) - g[2])));
        out.sort(Comparator.comparing(GroupStats::name));
        return out;
    }

    /** {@link CrossGroupIdentities#of} of the kept rows. */
    public IdentitiesAcrossGroups identitiesAcrossGroups() {
        if (spanning == 0) {
            return IdentitiesAcrossGroups.none();
        }
        Map<String, Map<String, Long>> pairs = new TreeMap<>(crossPairs);
        return IdentitiesAcrossGroups.of(spanning, firstLabels, pairs);
    }
}
