package org.fairscore.jobs.geometry;

/**
 * A seeded uniform number in [0, 1) per sample, from the 64-bit hash of its sample id: which samples a
 * seeded sample keeps depends on the seed and the ids only, never on partitioning or block size.
 * The mixer is SplitMix64's finaliser (Steele, Lea &amp; Flood 2014).
 */
final class SampleHash {
    private SampleHash() {
    }

    static double uniform(long idHash, long seed) {
        return (mix(idHash ^ mix(seed + 0x9E3779B97F4A7C15L)) >>> 11) * 0x1.0p-53;
    }

    /** 64-bit FNV-1a of the UTF-8 bytes, mixed: a stable hash of a sample id or label. */
    static long of(String s) {
        long h = 0xcbf29ce484222325L;
        for (byte b : s.getBytes(java.nio.charset.StandardCharsets.UTF_8)) {
            h = (h ^ (b & 0xff)) * 0x100000001b3L;
        }
        return mix(h);
    }

    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
