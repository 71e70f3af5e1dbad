package org.fairscore.jobs.protocol;

import java.io.Serializable;
import org.fairscore.core.bootstrap.IdentityErrorCounts;
import org.fairscore.core.summaries.CrossGroupCounts;

/**
 * Pass 3 over comparison rows, at the global thresholds once they are exact (as the all-pairs audit's threshold
 * pass): the cross-group impostor matrix ({@code --cross-group}) and the per-identity error counts of the identity
 * bootstrap ({@code --bootstrap}). A comparison without a score (failure to acquire) is in neither, as it is in
 * no rate. Mergeable; memory O(groups² × levels) for the matrix plus identities × levels × 2 longs for the
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
    /** Reused per row: the 0/1 error flags at each threshold (IdentityErrorCounts copies them). */
    private transient long[] errors;

    ThresholdTally(float[] thresholds, boolean inclusive, boolean crossGroup, boolean bootstrap) {
        this.thresholds = thresholds.clone();
        this.inclusive = inclusive;
        this.cross = crossGroup ? new CrossGroupCounts(thresholds, inclusive) : null;
        this.identities = bootstrap ? IdentityErrorCounts.empty(thresholds.length) : null;
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
        for (int t = 0; t < thresholds.length; t++) {
            boolean accepted = inclusive ? s >= thresholds[t] : s > thresholds[t];
            errors[t] = (genuine ? !accepted : accepted) ? 1 : 0;
        }
        if (genuine) {
            identities.addGenuine(group, labelA, 1, errors);
        } else {
            identities.addImpostor(group, labelA, 1, errors);
            identities.addImpostor(group, labelB, 1, errors);
        }
    }

    ThresholdTally merge(ThresholdTally o) {
        if (cross != null) {
            cross.merge(o.cross);
        }
        if (identities != null) {
            identities.merge(o.identities);
        }
        return this;
    }
}
