package org.fairscore.core.model;

import com.fasterxml.jackson.annotation.JsonIgnore;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Identities (labels) whose samples carry more than one group: a labelling error for a fixed attribute such as
 * race, normal for one that changes over time such as an age band. A group's genuine pairs are pairs of its own
 * samples with equal labels (docs/design.md, "Pairs and scores"), so the pairs of such an identity that join two
 * groups are in no group's population: they are counted here, never scored.
 *
 * <p>Built from one aggregation over (label, group) in prep or audit; only these counts and the first labels
 * reach the driver.
 *
 * @param identities   labels with samples in two or more groups
 * @param firstLabels  the first {@link #FIRST} of them in sorted order (Spark's string order: by UTF-8 bytes)
 * @param genuinePairs cross-group genuine pairs per pair of groups: an identity with n_a samples in group a and n_b
 *                     in group b adds n_a·n_b to [a][b]; symmetric ([a][b] = [b][a]), no diagonal, only pairs of
 *                     groups that share an identity
 */
public record IdentitiesAcrossGroups(long identities, List<String> firstLabels,
                                     Map<String, Map<String, Long>> genuinePairs) {
    /** How many labels are named. */
    public static final int FIRST = 20;

    public IdentitiesAcrossGroups {
        if (identities < 0) {
            throw new IllegalArgumentException("identities must be at least 0: " + identities);
        }
        firstLabels = List.copyOf(firstLabels);
        if (firstLabels.size() > FIRST || firstLabels.size() > identities
                || (identities > 0 && firstLabels.size() != Math.min(FIRST, identities))) {
            throw new IllegalArgumentException(firstLabels.size() + " first labels of " + identities + " identities");
        }
        // sorted, so every rendering lists the pairs of groups in one order
        var copy = new TreeMap<String, Map<String, Long>>();
        genuinePairs.forEach((a, row) -> copy.put(a, Collections.unmodifiableMap(new TreeMap<>(row))));
        genuinePairs = Collections.unmodifiableMap(copy);
    }

    /** Every identity lies in one group. */
    public static IdentitiesAcrossGroups none() {
        return new IdentitiesAcrossGroups(0, List.of(), Map.of());
    }

    /**
     * From the unordered pairs of groups: {@code pairs} holds each pair once (either order) and is mirrored here.
     */
    public static IdentitiesAcrossGroups of(long identities, List<String> firstLabels,
                                            Map<String, Map<String, Long>> pairs) {
        var full = new TreeMap<String, Map<String, Long>>();
        pairs.forEach((a, row) -> row.forEach((b, n) -> {
            if (a.equals(b)) {
                throw new IllegalArgumentException("group '" + a + "' paired with itself");
            }
            full.computeIfAbsent(a, k -> new TreeMap<>()).merge(b, n, Long::sum);
            full.computeIfAbsent(b, k -> new TreeMap<>()).merge(a, n, Long::sum);
        }));
        return new IdentitiesAcrossGroups(identities, firstLabels, full);
    }

    /** Some identity has samples in two or more groups. */
    @JsonIgnore
    public boolean any() {
        return identities > 0;
    }

    /** Cross-group genuine pairs in all: each unordered pair of groups counted once. */
    @JsonIgnore
    public long totalGenuinePairs() {
        long twice = 0;
        for (var row : genuinePairs.values()) {
            for (long n : row.values()) {
                twice = Math.addExact(twice, n);
            }
        }
        return twice / 2;
    }

    /** The report's warning (also the start of --strict-identities' message). */
    public String describe(List<String> groupBy) {
        return identities + (identities == 1 ? " identity has" : " identities have") + " samples in more than one group of "
                + String.join(", ", groupBy) + "; " + (identities <= FIRST ? "labels" : "the first " + FIRST + " labels")
                + " (sorted): " + String.join(", ", firstLabels.stream().map(l -> "'" + l + "'").toList()) + ". Their " + totalGenuinePairs()
                + " cross-group genuine pairs are in no group's pairs and not scored (a group's genuine pairs are pairs "
                + "of its samples with equal labels); per pair of groups in input.identitiesAcrossGroups";
    }
}
