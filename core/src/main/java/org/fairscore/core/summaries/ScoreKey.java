package org.fairscore.core.summaries;

/**
 * The order-preserving integer image of a float32 score: an unsigned 32-bit key such that
 * {@code a < b} as floats iff {@code key(a) < key(b)} as unsigned ints, and {@code a == b} iff the keys
 * are equal ({@code -0.0f} is mapped to {@code +0.0f}, as float comparison treats them as equal).
 *
 * <p>Why: exact order statistics over billions of scores need counts per distinct float value, and
 * there are 2^32 of them. Splitting the key into a high half (65,536 coarse buckets) and a low half
 * (65,536 positions per bucket) lets a first pass find which bucket holds a wanted rank and a second
 * pass resolve only that bucket, with memory independent of the number of scores.
 * NaN is not a score (data-prep rejects non-finite embeddings) and has no key.
 */
public final class ScoreKey {
    public static final int BUCKETS = 1 << 16;

    private ScoreKey() {
    }

    /** Unsigned key of a finite or infinite float. */
    public static int of(float score) {
        if (score == 0.0f) {
            score = 0.0f; // fold -0.0 into +0.0
        }
        int bits = Float.floatToRawIntBits(score);
        return bits >= 0 ? bits ^ 0x80000000 : ~bits;
    }

    /** The float a key came from. */
    public static float value(int key) {
        int bits = key < 0 ? key ^ 0x80000000 : ~key;
        return Float.intBitsToFloat(bits);
    }

    /** Coarse bucket 0..65535 of a key. */
    public static int bucket(int key) {
        return key >>> 16;
    }

    /** Position 0..65535 of a key inside its bucket. */
    public static int low(int key) {
        return key & 0xFFFF;
    }

    public static int compose(int bucket, int low) {
        return (bucket << 16) | low;
    }

    /** Coarse bucket of a score. */
    public static int bucketOf(float score) {
        return bucket(of(score));
    }
}
