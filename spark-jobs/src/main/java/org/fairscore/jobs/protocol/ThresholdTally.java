package org.fairscore.jobs.protocol;

import java.io.Serializable;
import org.fairscore.core.bootstrap.EerGrid;
import org.fairscore.core.bootstrap.IdentityErrorCounts;
import org.fairscore.core.summaries.CrossGroupCounts;

/**
 * Pass 3 over comparison rows, at the global thresholds once they are exact (as the all-pairs audit's threshold
 * pass): the cross-group impostor matrix ({@code --cross-group}) and the per-identity error counts of the identity
 * bootstrap ({@code --bootstrap}). A comparison without a score (failure to acquire) is in neither, as it is in
 * no rate. With the bootstrap also each group's EER grid ({@link EerGrid}), per identity. Mergeable; memory
 * O(groups² × levels) for the matrix plus identities × (levels + EER grid width, at most 36) × 2 longs for the
 * bootstrap, independent of comparisons.
 *
 * <p>Attribution to identities is the all-pairs audit's ({@link IdentityErrorCounts}): a genuine comparison
 * belongs to its one identity (label_a = label_b), an impostor comparison is added once for each of its two
 * identities, both within the comparison's group. So a list of all intra-group pairs of a corpus gives the
 * all-pairs audit's counts, and its intervals.
 */
final class ThresholdTally implements Serializable {
    private static final long serialVersionUID = 1L;

    private final float[] thresholds;
    private final boolean inclusive;
    /** Null when --cross-group is off. */
    final CrossGroupCounts cross;
    /** Null when the bootstrap is off. */
    final IdentityErrorCounts identities;
    /** Each group's EER grid, or null: none counted. */
    private final EerGrid grid;
    /** Per-identity counts at each group's EER grid columns; null without a grid. */
    final IdentityErrorCounts eer;
    /** Reused per row: the 0/1 error flags at each threshold (IdentityErrorCounts copies them). */
    private transient long[] errors;
    private transient long[] eerErrors;

    ThresholdTally(float[] thresholds, boolean inclusive, boolean crossGroup, boolean bootstrap) {
        this(thresholds, inclusive, crossGroup, bootstrap, null);
    }

    /** @param grid each group's EER grid, counted per identity beside the FAR levels (only with the bootstrap) */
    ThresholdTally(float[] thresholds, boolean inclusive, boolean crossGroup, boolean bootstrap, EerGrid grid) {
        this.thresholds = thresholds.clone();
        this.inclusive = inclusive;
        this.cross = crossGroup ? new CrossGroupCounts(thresholds, inclusive) : null;
        this.identities = bootstrap ? IdentityErrorCounts.empty(thresholds.length) : null;
        this.grid = bootstrap ? grid : null;
        this.eer = this.grid == null ? null : IdentityErrorCounts.empty(this.grid.width());
    }

    /**
     * @param group  the comparison's group, null when its sides are in different groups
     * @param groupA the sides' groups (read when {@code group} is null)
     * @param labelA the sides' identities (read for the bootstrap, which needs them known)
     */
    void add(String group, String groupA, String groupB, boolean genuine, Float score, String labelA, String labelB) {
        if (score == null || score.isNaN()) {
            return;
        }
        float s = score;
        if (group == null) {
            if (cross != null && !genuine && groupA != null && groupB != null) {
                cross.add(cross.slot(groupA, groupB), s);
            }
            return;
        }
        if (identities == null) {
            return;
        }
        if (labelA == null || labelB == null) {
            throw new IllegalStateException("the identity bootstrap needs both sides' identities; the caller checks that"
                    + " the protocol names them");
        }
        if (errors == null) {
            errors = new long[thresholds.length];
        }
        tally(identities, thresholds, errors, s, genuine, group, labelA, labelB);
        float[] columns = grid == null ? null : grid.columns(group);
        if (columns != null) {
            // one comparison at a time: a direct test per column (at most 36) costs what a rank would
            if (eerErrors == null) {
                eerErrors = new long[columns.length];
            }
            tally(eer, columns, eerErrors, s, genuine, group, labelA, labelB);
        }
    }

    /**
     * One comparison's errors at each threshold (a false reject of a genuine pair, a false accept of an impostor pair),
     * added for its identity, or for both identities of an impostor pair.
     */
    private void tally(IdentityErrorCounts to, float[] cuts, long[] errors, float s, boolean genuine, String group,
                       String labelA, String labelB) {
        for (int t = 0; t < cuts.length; t++) {
            boolean accepted = inclusive ? s >= cuts[t] : s > cuts[t];
            errors[t] = (genuine ? !accepted : accepted) ? 1 : 0;
        }
        if (genuine) {
            to.addGenuine(group, labelA, 1, errors);
        } else {
            to.addImpostor(group, labelA, 1, errors);
            to.addImpostor(group, labelB, 1, errors);
        }
    }

    ThresholdTally merge(ThresholdTally o) {
        if (cross != null) {
            cross.merge(o.cross);
        }
        if (identities != null) {
            identities.merge(o.identities);
        }
        if (eer != null) {
            eer.merge(o.eer);
        }
        return this;
    }
}
