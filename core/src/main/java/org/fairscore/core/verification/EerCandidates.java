package org.fairscore.core.verification;

import java.util.Arrays;
import org.fairscore.core.summaries.ScoreKey;

/**
 * The candidate thresholds of {@link Eer}, in ascending order: −∞ under {@code above}, the distinct resolved scores of
 * the genuine and impostor distributions, +∞ under {@code at-or-above}; and the search for the first candidate with
 * FAR ≤ FRR.
 *
 * <p><b>Why a search, not a scan.</b> FAR − FRR never increases from one candidate to the next (exact counts: the
 * false accepts fall and the false rejects rise with the threshold), so the first candidate with FAR ≤ FRR is found by
 * bisection with O(log n) counts instead of n; a group's resolved buckets can hold millions of distinct scores, and
 * the audit asks for each group's crossing several times. The answer is the linear scan's in every case, exceptions
 * included: a candidate whose counts are not exact (its bucket resolved for one kind of pair and not the other) is
 * never stepped over — the search stays below the first such candidate, and when the crossing is not found below it,
 * that candidate's counts are asked for and throw, as the scan would when it reached it.
 */
final class EerCandidates {
    private final ExactDistribution genuine;
    private final ExactDistribution impostor;
    private final AcceptanceRule rule;
    /** Resolved score keys of both distributions, distinct, ascending. */
    private final int[] keys;
    /** 1 under {@code above} (candidate 0 is −∞), else 0. */
    private final int offset;
    /** Candidates: the keys, −∞ under {@code above}, +∞ under {@code at-or-above}. */
    private final int size;

    EerCandidates(ExactDistribution genuine, ExactDistribution impostor, AcceptanceRule rule) {
        this.genuine = genuine;
        this.impostor = impostor;
        this.rule = rule;
        this.keys = union(genuine.resolvedKeys(), impostor.resolvedKeys());
        this.offset = rule == AcceptanceRule.ABOVE ? 1 : 0;
        this.size = keys.length + offset + (rule == AcceptanceRule.AT_OR_ABOVE ? 1 : 0);
    }

    int size() {
        return size;
    }

    float threshold(int i) {
        if (i < offset) {
            return Float.NEGATIVE_INFINITY;
        }
        return i - offset == keys.length ? Float.POSITIVE_INFINITY : ScoreKey.value(keys[i - offset]);
    }

    /** False accepts at candidate i; throws, as {@link ExactDistribution#countAccepted} does, when not exact. */
    long falseAccepts(int i) {
        float t = threshold(i);
        if (t == Float.NEGATIVE_INFINITY) {
            return impostor.total();
        }
        return t == Float.POSITIVE_INFINITY ? 0 : impostor.countAccepted(t, rule);
    }

    /** False rejects at candidate i; throws when not exact. */
    long falseRejects(int i) {
        float t = threshold(i);
        if (t == Float.NEGATIVE_INFINITY) {
            return 0;
        }
        return t == Float.POSITIVE_INFINITY ? genuine.total() : genuine.total() - genuine.countAccepted(t, rule);
    }

    /** The sign of FAR − FRR at candidate i. */
    int sign(int i) {
        // false accepts first, as the scan asked: the same bucket is named when both are not exact
        long fa = falseAccepts(i);
        long fr = falseRejects(i);
        return Fractions.compare(fa, impostor.total(), fr, genuine.total());
    }

    /**
     * The first candidate with FAR ≤ FRR, or {@link #size()} when there is none; throws when the scan would have
     * reached a candidate whose counts are not exact before finding it.
     */
    int firstAtOrBelowZero() {
        int exactUpTo = firstInexact();
        int lo = 0;
        int hi = exactUpTo;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (sign(mid) <= 0) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        if (lo == exactUpTo && exactUpTo < size()) {
            sign(exactUpTo); // throws: its bucket is not resolved for one kind of pair
            throw new IllegalStateException("candidate " + threshold(exactUpTo) + " was expected not to be exact");
        }
        return lo;
    }

    /** The first candidate whose counts are not exact for both kinds of pair, or {@link #size()}. */
    private int firstInexact() {
        // ExactDistribution#countAccepted counts "at or above" under every rule but above
        boolean inclusive = rule != AcceptanceRule.ABOVE;
        int bucket = -1;
        boolean both = true;
        for (int j = 0; j < keys.length; j++) {
            int b = ScoreKey.bucket(keys[j]);
            if (b != bucket) {
                bucket = b;
                both = genuine.answersBucket(b) && impostor.answersBucket(b);
            }
            // "at or above" the first position of a bucket is exact from the coarse counts
            if (!both && !(inclusive && ScoreKey.low(keys[j]) == 0)) {
                return j + offset;
            }
        }
        return size();
    }

    /** Sorted distinct union of two ascending (unsigned) key arrays. */
    private static int[] union(int[] a, int[] b) {
        int[] out = new int[a.length + b.length];
        int i = 0;
        int j = 0;
        int n = 0;
        while (i < a.length || j < b.length) {
            int next;
            if (j == b.length || (i < a.length && Integer.compareUnsigned(a[i], b[j]) <= 0)) {
                next = a[i++];
            } else {
                next = b[j++];
            }
            if (n == 0 || out[n - 1] != next) {
                out[n++] = next;
            }
        }
        return n == out.length ? out : Arrays.copyOf(out, n);
    }
}
