package org.fairscore.core.audit;

import org.fairscore.core.model.InvalidInputException;

/**
 * Impostor-pair sampling for corpora whose all-pairs count is too large. Every impostor pair is kept
 * independently with one probability r (a Bernoulli sample, uniform over each group's impostor pairs),
 * decided by a hash of (seed, the two sample ids), so the sample does not depend on partitioning.
 * One r for all groups keeps the pooled sample an unbiased picture of the pooled population, so the
 * global threshold needs no reweighting. Genuine pairs are never sampled.
 *
 * @param rate     r in (0, 1], or null
 * @param perGroup about this many impostor pairs for the smallest group: r = min(1, perGroup / min_a I_a),
 *                 or null
 * @param seed     seed of the pair hash
 */
public record ImpostorSampling(Double rate, Long perGroup, long seed) {

    public ImpostorSampling {
        if (rate != null && perGroup != null) {
            throw new InvalidInputException("--impostor-sample and --impostors-per-group exclude each other; give one");
        }
        if (rate != null && !(rate > 0 && rate <= 1)) {
            throw new InvalidInputException("--impostor-sample: must be in (0, 1], got " + rate);
        }
        if (perGroup != null && perGroup < 1) {
            throw new InvalidInputException("--impostors-per-group: must be at least 1, got " + perGroup);
        }
    }

    public static ImpostorSampling none() {
        return new ImpostorSampling(null, null, 1);
    }

    public boolean isSampled() {
        return rate != null || perGroup != null;
    }

    /** The keep probability r, given the smallest group's impostor pair count (groups with pairs only). */
    public double effectiveRate(long smallestGroupImpostorPairs) {
        if (rate != null) {
            return rate;
        }
        if (perGroup != null) {
            return smallestGroupImpostorPairs <= 0 ? 1.0 : Math.min(1.0, (double) perGroup / smallestGroupImpostorPairs);
        }
        return 1.0;
    }
}
