package org.fairscore.core.summaries;

import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;

/**
 * Count, sum and sum of squares of scores in fixed point, summed exactly: v = s·2^40 truncated, and
 * Σv, Σv² as integers (v² in 128 bits). For |s| ≥ 2^-17 a float32 score is exactly v·2^-40, so
 * identical scores give a standard deviation of exactly 0. Why not
 * doubles: Spark merges task results in no fixed order, and floating-point addition is not
 * associative, so a mean computed with doubles could differ in its last bits between two runs on the
 * same input — and report.json must be byte-identical on a rerun. Integer sums are order-free. The
 * quantisation (2^-40 ≈ 9·10^-13 per score) is far below float32 score resolution near 1.
 *
 * <p>Hot loop: one conversion, one 64×64→128-bit product and three additions per score; the pending
 * sums are folded into BigIntegers every 2^20 scores, long before they could overflow
 * (|v| ≤ 2^41 for |s| ≤ 2, so Σv stays below 2^61 and Σv² below 2^102).
 */
public final class ScoreSums implements Mergeable<ScoreSums>, Serializable {
    private static final long serialVersionUID = 1L;
    private static final double SCALE = 0x1p40;
    private static final int FOLD_EVERY = 1 << 20;

    private long count;
    private BigInteger sum = BigInteger.ZERO;
    private BigInteger sumSq = BigInteger.ZERO;
    private transient long pendingSum;
    private transient long pendingSqHigh;
    private transient long pendingSqLow;
    private transient int pending;

    public static ScoreSums empty() {
        return new ScoreSums();
    }

    public void add(float score) {
        // float × 2^40 is exact; the cast truncates, which loses nothing for |s| ≥ 2^-17 (24-bit mantissa)
        long v = (long) (score * 0x1p40f);
        pendingSum += v;
        long low = v * v;
        long before = pendingSqLow;
        pendingSqLow += low;
        pendingSqHigh += Math.multiplyHigh(v, v) + (Long.compareUnsigned(pendingSqLow, before) < 0 ? 1 : 0);
        count++;
        if (++pending == FOLD_EVERY) {
            fold();
        }
    }

    /**
     * Adds {@code n} scores given by their exact fixed-point sums Σv and Σv² (v = s·2^40 truncated, as
     * {@link #add} computes it): what a bulk counter derives per coarse bucket.
     */
    public void addMoments(long n, BigInteger sumV, BigInteger sumVSquared) {
        fold();
        count += n;
        sum = sum.add(sumV);
        sumSq = sumSq.add(sumVSquared);
    }

    private void fold() {
        if (pending > 0) {
            sum = sum.add(BigInteger.valueOf(pendingSum));
            BigInteger sq = BigInteger.valueOf(pendingSqHigh).shiftLeft(64)
                    .add(new BigInteger(Long.toUnsignedString(pendingSqLow)));
            sumSq = sumSq.add(sq);
            pendingSum = 0;
            pendingSqHigh = 0;
            pendingSqLow = 0;
            pending = 0;
        }
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
        return new BigDecimal(sum).divide(new BigDecimal(count).multiply(BigDecimal.valueOf(SCALE)),
                MathContext.DECIMAL128).doubleValue();
    }

    /**
     * Population standard deviation (ddof = 0): sqrt((n·Σv² − (Σv)²) / (n²·2^80)); the numerator is an
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
        var variance = new BigDecimal(num).divide(new BigDecimal(n.multiply(n).shiftLeft(80)), MathContext.DECIMAL128);
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
