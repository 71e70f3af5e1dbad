package org.fairscore.core.bootstrap;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.fairscore.core.verification.Interval;

/**
 * The identity-bootstrap intervals of every group at every threshold, as computed by
 * {@link IdentityBootstrap#compute}. Immutable.
 */
public final class BootstrapIntervals {
    /** {@link Interval#method()} of the percentile intervals here. */
    public static final String INTERVAL_METHOD = "identity-bootstrap";
    /**
     * {@link Interval#method()} of a group's interval whose replicates all gave one rate (0 errors, every pair an
     * error, or every identity at the same rate): the Clopper–Pearson interval of the group's counts instead of a
     * zero-width percentile interval ({@link IdentityBootstrap#exactWhenDegenerate}).
     */
    public static final String EXACT_BOUND_METHOD = "identity-bootstrap+exact-binomial-bound";

    private final int thresholds;
    private final int replicates;
    private final long seed;
    private final double confidence;
    private final Map<String, Group> groups;

    /**
     * One group: intervals per threshold (entries may be null), how many replicates had no pairs, and the replicate
     * values themselves, threshold-major ({@code farStar[t][b]}; NaN for an undefined replicate; null when the rate has
     * no interval), so that statistics of several groups (differentials) or of several thresholds (EER) can be
     * bootstrapped from the same draws.
     */
    record Group(Interval[] far, Interval[] frr, int undefinedFar, int undefinedFrr, double[][] farStar,
                 double[][] frrStar) {
    }

    BootstrapIntervals(int thresholds, int replicates, long seed, double confidence, Map<String, Group> groups) {
        this.thresholds = thresholds;
        this.replicates = replicates;
        this.seed = seed;
        this.confidence = confidence;
        this.groups = new TreeMap<>(groups);
    }

    /**
     * FAR interval of a group at one threshold; null when the group has no impostor pairs, or fewer than 2
     * identities with impostor pairs (or is unknown).
     */
    public Interval far(String group, int thresholdIndex) {
        checkIndex(thresholdIndex);
        var g = groups.get(group);
        return g == null ? null : g.far[thresholdIndex];
    }

    /**
     * FRR interval of a group at one threshold; null when the group has no genuine pairs, or fewer than 2
     * identities with genuine pairs (or is unknown).
     */
    public Interval frr(String group, int thresholdIndex) {
        checkIndex(thresholdIndex);
        var g = groups.get(group);
        return g == null ? null : g.frr[thresholdIndex];
    }

    /**
     * Replicates of a group left out of its FAR intervals because their resampled impostor weight
     * Σ w_k I_k − I was not positive (0 unless identities' impostor counts are very unequal).
     */
    public int undefinedFarReplicates(String group) {
        var g = groups.get(group);
        return g == null ? 0 : g.undefinedFar;
    }

    /** Replicates of a group left out of its FRR intervals because no drawn identity had genuine pairs. */
    public int undefinedFrrReplicates(String group) {
        var g = groups.get(group);
        return g == null ? 0 : g.undefinedFrr;
    }

    /**
     * The B replicate values of a group's FAR at one threshold, in replicate order (a fresh array; NaN marks a
     * replicate left out as undefined); null when the group has no FAR interval. Replicate b of every threshold comes
     * from the same draw of identities, so curves and EERs can be recomputed per replicate; groups draw independently
     * (each from its own stream), so replicate b of two groups together is one draw of the stratified bootstrap.
     */
    public double[] farReplicates(String group, int thresholdIndex) {
        checkIndex(thresholdIndex);
        var g = groups.get(group);
        return g == null || g.farStar == null || g.far[thresholdIndex] == null ? null : g.farStar[thresholdIndex].clone();
    }

    /** As {@link #farReplicates} for FRR. */
    public double[] frrReplicates(String group, int thresholdIndex) {
        checkIndex(thresholdIndex);
        var g = groups.get(group);
        return g == null || g.frrStar == null || g.frr[thresholdIndex] == null ? null : g.frrStar[thresholdIndex].clone();
    }

    /** Groups that had counts, sorted. */
    public List<String> groups() {
        return List.copyOf(groups.keySet());
    }

    public int thresholds() {
        return thresholds;
    }

    public int replicates() {
        return replicates;
    }

    public long seed() {
        return seed;
    }

    public double confidence() {
        return confidence;
    }

    /**
     * {@link IdentityBootstrap#METHOD} and {@link DifferentialIntervals#DESCRIPTION} with this run's B, seed and
     * confidence, for the report's methods.
     */
    public String method() {
        return IdentityBootstrap.METHOD + " " + DifferentialIntervals.DESCRIPTION + " This run: B = " + replicates + ", seed = " + seed + ", confidence = "
                + confidence + ".";
    }

    private void checkIndex(int thresholdIndex) {
        if (thresholdIndex < 0 || thresholdIndex >= thresholds) {
            throw new IndexOutOfBoundsException("threshold index must be in [0, " + thresholds + "): " + thresholdIndex);
        }
    }

    @Override
    public String toString() {
        return "BootstrapIntervals[groups=" + groups.keySet() + ", thresholds=" + thresholds + ", B=" + replicates
                + ", seed=" + seed + ", confidence=" + confidence + "]";
    }
}
