package org.fairscore.core.summaries;

/**
 * Sums of doubles that do not depend on the order of the additions: each value is rounded once to a multiple
 * of 2⁻⁶⁰ and added as a 128-bit two's-complement integer, so addition is exact and associative, and any
 * partitioning or merge order of the same values gives the same bits. Spark merges partials in an order that
 * depends on the tasks (docs/reports.md: a rerun must write the same report.json), and double addition is not
 * associative; where a hot loop cannot afford a fixed merge order, this is the fix.
 *
 * <p>Range and precision: every value must satisfy |v| &lt; 8 (distances between unit vectors ≤ 2, their squares
 * ≤ 4, silhouettes and kernel values in [−1, 1]); rounding costs at most 2⁻⁶¹ ≈ 4·10⁻¹⁹ per value, below a
 * double's own rounding of any value above 2⁻⁹; the 128 bits hold 2⁶⁴ values of magnitude 8 without overflow.
 * A sum of n values is read back as a double ({@link #value}) from the exact integer, a deterministic
 * function of the set of values.
 *
 * <p>Storage: slot i of a {@code long[]} is two longs, {@code [2i]} the high and {@code [2i + 1]} the low word,
 * so an array of sums costs 16 bytes a sum and no objects.
 */
public final class FixedPointSums {
    private static final double SCALE = 0x1p60;
    private static final double MAX = 8;

    private FixedPointSums() {
    }

    /** An array of {@code slots} zero sums. */
    public static long[] zeros(int slots) {
        return new long[2 * slots];
    }

    /** Adds {@code v} (|v| &lt; 8, not NaN) to sum {@code slot}. */
    public static void add(long[] sums, int slot, double v) {
        if (!(Math.abs(v) < MAX)) {
            throw new IllegalArgumentException("a fixed-point sum takes values of magnitude below 8: " + v);
        }
        addFixed(sums, slot, 0 > v ? -Math.round(-v * SCALE) : Math.round(v * SCALE));
    }

    /** Adds every sum of {@code other} to the sum of the same slot in {@code sums} (same length). */
    public static void merge(long[] sums, long[] other) {
        if (sums.length != other.length) {
            throw new IllegalArgumentException("sums of different sizes: " + sums.length + " and " + other.length);
        }
        for (int i = 0; i < sums.length; i += 2) {
            long lo = sums[i + 1] + other[i + 1];
            sums[i] += other[i] + (Long.compareUnsigned(lo, sums[i + 1]) < 0 ? 1 : 0);
            sums[i + 1] = lo;
        }
    }

    /** Sum {@code slot} as a double. */
    public static double value(long[] sums, int slot) {
        long hi = sums[2 * slot];
        long lo = sums[2 * slot + 1];
        if (hi < 0) { // a negative sum: read its magnitude (128-bit negation), so no cancellation between the words
            lo = -lo;
            hi = ~hi + (lo == 0 ? 1 : 0);
            return -magnitude(hi, lo);
        }
        return magnitude(hi, lo);
    }

    /** hi·2⁶⁴ + lo (lo unsigned), times 2⁻⁶⁰: hi·2⁴ is exact (hi < 2⁴⁹), lo·2⁻⁶⁰ rounded once, one addition. */
    private static double magnitude(long hi, long lo) {
        double unsignedLo = lo >= 0 ? (double) lo : ((double) ((lo >>> 1) | (lo & 1))) * 2.0;
        return Math.scalb((double) hi, 4) + Math.scalb(unsignedLo, -60);
    }

    private static void addFixed(long[] sums, int slot, long x) {
        int h = 2 * slot;
        long lo = sums[h + 1] + x;
        // carry out of the low word (x read as unsigned), plus the sign extension of x into the high word
        sums[h] += (x >> 63) + (Long.compareUnsigned(lo, sums[h + 1]) < 0 ? 1 : 0);
        sums[h + 1] = lo;
    }
}
