package org.fairscore.jobs.scoring;

import java.io.Serializable;

/**
 * Seeded Bernoulli sampling of pairs: pair {a, b} is kept iff a 64-bit mix of (seed, the two sample-id
 * hashes, in sorted order) falls below rate · 2^53. A pure function of the ids, so the sample is the
 * same for any block size, partition count or task order, and uniform over pairs (each kept with
 * probability rate, independently up to the hash).
 */
public record PairSampler(double rate, long seed) implements Serializable {

    public static PairSampler all() {
        return new PairSampler(1.0, 0);
    }

    public boolean samplesAll() {
        return rate >= 1.0;
    }

    public boolean keep(long idHashA, long idHashB) {
        if (rate >= 1.0) {
            return true;
        }
        long lo = Math.min(idHashA, idHashB);
        long hi = Math.max(idHashA, idHashB);
        long z = mix(seed ^ (lo * 0x9E3779B97F4A7C15L) ^ Long.rotateLeft(hi * 0xC2B2AE3D27D4EB4FL, 31));
        return (z >>> 11) < (long) (rate * 0x1p53);
    }

    /** SplitMix64's finaliser (Steele, Lea &amp; Flood 2014): a well-spread 64-bit hash of a 64-bit value. */
    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
