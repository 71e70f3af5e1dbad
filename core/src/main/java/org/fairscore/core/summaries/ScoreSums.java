package org.fairscore.core.summaries;

import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;

/**
 * Count, sum and sum of squares of float32 scores, summed exactly for every finite float32. Every finite
 * float32 is an integer multiple of 2^-149 (the smallest subnormal), so v = s·2^149 is an integer
 * (|v| &lt; 2^277) and Σv, Σv² are kept as exact integers. Why integers and not doubles: Spark merges task
 * results in no fixed order, and floating-point addition is not associative, so a mean computed with doubles
 * could differ in its last bits between two runs on the same input — and report.json must be byte-identical
 * on a rerun. Integer sums are order-free, and exact: identical scores give a standard deviation of exactly 0,
 * whatever their scale (cosines, 0–100 vendor scores, log-likelihood ratios, distances).
 *
 * <p>Representation: a finite float32 with biased exponent E and significand M (M = 2^23 + fraction for a
 * normal float, the bare fraction for a subnormal, E = 0) is v = ±M·2^k with k = max(E − 1, 0). Scores are
 * accumulated per exponent E: Σ±M and ΣM² in two longs each, and folded into Σv = Σ_E 2^k·Σ±M and
 * Σv² = Σ_E 2^2k·ΣM² (BigIntegers) every 2^15 scores, before ΣM² (M² &lt; 2^48) could overflow.
 *
 * <p>Hot path cost, per score: one bit extraction, one multiply and two array additions (the same order as the
 * previous 2^40 fixed point's 64×64→128-bit product); a fold costs one pass over the 255 exponents and a few
 * BigInteger shifts and additions per exponent used, amortised over 2^15 scores. State: 4 KiB of pending longs,
 * allocated on the first score, not serialised (folded first).
 */
public final class ScoreSums implements Mergeable<ScoreSums>, Serializable {
    private static final long serialVersionUID = 2L;
    /** v = s·2^149; mean = Σv / (n·2^149). */
    static final int SCALE_BITS = 149;
    private static final int EXPONENTS = 255; // biased exponents 0 … 254: the finite floats
    /** Scores between folds: ΣM² of 2^15 scores stays below 2^63. */
    private static final int FOLD_EVERY = 1 << 15;

    private long count;
    private BigInteger sum = BigInteger.ZERO;
    private BigInteger sumSq = BigInteger.ZERO;
    private transient long[] pendingSum;
    private transient long[] pendingSq;
    private transient int pending;

    public static ScoreSums empty() {
        return new ScoreSums();
    }

    /** Adds one score. */
    public void add(float score) {
        int bits = Float.floatToRawIntBits(score);
        int e = (bits >>> 23) & 0xFF;
        if (e == 0xFF) {
            throw new IllegalArgumentException("not a finite score: " + score);
        }
        if (pendingSum == null) {
            pendingSum = new long[EXPONENTS];
            pendingSq = new long[EXPONENTS];
        }
        long m = (bits & 0x7FFFFF) | (e == 0 ? 0 : 0x800000);
        pendingSum[e] += bits < 0 ? -m : m;
        pendingSq[e] += m * m;
        count++;
        if (++pending == FOLD_EVERY) {
            fold();
        }
    }

    /**
     * Adds {@code n} scores given by their exact sums Σv and Σv² (v = s·2^149, an integer for every finite
     * float32, as {@link #add} computes it): what a bulk counter derives per coarse bucket.
     */
    public void addMoments(long n, BigInteger sumV, BigInteger sumVSquared) {
        fold();
        count += n;
        sum = sum.add(sumV);
        sumSq = sumSq.add(sumVSquared);
    }

    /** The power of two k with v = ±M·2^k for the floats of biased exponent e. */
    static int shift(int biasedExponent) {
        return Math.max(biasedExponent - 1, 0);
    }

    private void fold() {
        if (pending == 0) {
            return;
        }
        for (int e = 0; e < EXPONENTS; e++) {
            if (pendingSq[e] != 0) { // ΣM² = 0 iff every score of this exponent was ±0
                int k = shift(e);
                sum = sum.add(BigInteger.valueOf(pendingSum[e]).shiftLeft(k));
                sumSq = sumSq.add(BigInteger.valueOf(pendingSq[e]).shiftLeft(2 * k));
                pendingSum[e] = 0;
                pendingSq[e] = 0;
            }
        }
        pending = 0;
    }

    @Override
    public ScoreSums merge(ScoreSums other) {
        fold();
        other.fold();
        count += other.count;
        sum = sum.add(other.sum);
        sumSq = sumSq.add(other.sumSq);
        return this;
    }

    public long count() {
        return count;
    }

    /** Mean score; NaN-free: throws for an empty summary. */
    public double mean() {
        fold();
        requireNonEmpty();
        return new BigDecimal(sum).divide(new BigDecimal(BigInteger.valueOf(count).shiftLeft(SCALE_BITS)),
                MathContext.DECIMAL128).doubleValue();
    }

    /**
     * Population standard deviation (ddof = 0): sqrt((n·Σv² − (Σv)²) / (n²·2^298)); the numerator is an
     * exact integer, so the only roundings are the final division and square root.
     */
    public double stdDev() {
        fold();
        requireNonEmpty();
        BigInteger n = BigInteger.valueOf(count);
        BigInteger num = n.multiply(sumSq).subtract(sum.multiply(sum));
        if (num.signum() <= 0) {
            return 0.0;
        }
        var variance = new BigDecimal(num).divide(new BigDecimal(n.multiply(n).shiftLeft(2 * SCALE_BITS)),
                MathContext.DECIMAL128);
        return Math.sqrt(variance.doubleValue());
    }

    private void requireNonEmpty() {
        if (count == 0) {
            throw new IllegalStateException("no scores");
        }
    }

    private void writeObject(ObjectOutputStream out) throws IOException {
        fold();
        out.defaultWriteObject();
    }
}
