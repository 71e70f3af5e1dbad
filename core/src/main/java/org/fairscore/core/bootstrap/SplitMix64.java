package org.fairscore.core.bootstrap;

import java.nio.charset.StandardCharsets;

/**
 * SplitMix64 (Steele, Lea &amp; Flood, "Fast splittable pseudorandom number generators", OOPSLA 2014), written
 * out here rather than taken from {@code java.util.SplittableRandom} so that a seed gives the same draws on
 * every JVM release: the intervals in a report are reproducible from its seed.
 */
final class SplitMix64 {
    private static final long GAMMA = 0x9E3779B97F4A7C15L;
    private long state;

    SplitMix64(long seed) {
        this.state = seed;
    }

    /** The stream of one group: depends only on the seed and the group's name (FNV-1a of its UTF-8 bytes). */
    static SplitMix64 forGroup(long seed, String group) {
        long h = 0xcbf29ce484222325L;
        for (byte b : group.getBytes(StandardCharsets.UTF_8)) {
            h = (h ^ (b & 0xff)) * 0x100000001b3L;
        }
        return new SplitMix64(mix(seed ^ mix(h)));
    }

    /**
     * The generator's whole state: {@code new SplitMix64(state())} continues this stream from here, which lets
     * {@link ReplicateSums} hand stretches of one stream to other threads without changing a single draw.
     */
    long state() {
        return state;
    }

    long nextLong() {
        return mix(state += GAMMA);
    }

    /** Uniform in [0, bound), unbiased (Lemire, "Fast random integer generation in an interval", 2019). */
    int nextInt(int bound) {
        long m = (nextLong() >>> 32) * bound;
        long low = m & 0xFFFFFFFFL;
        if (low < bound) {
            long reject = (0x100000000L - bound) % bound;
            while (low < reject) {
                m = (nextLong() >>> 32) * bound;
                low = m & 0xFFFFFFFFL;
            }
        }
        return (int) (m >>> 32);
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
