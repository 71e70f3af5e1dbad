package org.fairscore.core.association;

import java.util.SplittableRandom;

/**
 * The permutation p-value of WEAT: how often a re-partition of X ∪ Y into two sets of the original sizes
 * |X| and |Y| gives a test statistic at least as extreme as the observed one.
 *
 * <p>The statistic of a partition (X_i, Y_i) is Σ_{X_i} s − Σ_{Y_i} s = 2·Σ_{X_i} s − Σ_{X∪Y} s, so it is
 * compared through Σ_{X_i} s alone. "At least as extreme": {@code greater} Σ_{X_i} ≥ observed; {@code less}
 * Σ_{X_i} ≤ observed; {@code two-sided} |Σ_{X_i} − c| ≥ |observed − c| with c = |X|/(|X|+|Y|)·Σ_{X∪Y} s, the mean
 * of Σ_{X_i} over all partitions (c = half the total when |X| = |Y|, i.e. statistic 0). Two sums of the same
 * values taken in different orders can differ in the last bits, so differences within 10⁻¹⁰·Σ|s| count as ties
 * (ties count as extreme).
 *
 * <ul>
 *   <li><b>Exact</b> when C(|X|+|Y|, |X|) ≤ the requested number of permutations: every partition is enumerated
 *   (the observed one included) and p = #extreme / C(|X|+|Y|, |X|), Caliskan et al.'s definition.</li>
 *   <li><b>Monte Carlo</b> otherwise: N uniformly random partitions (seeded {@link SplittableRandom}, partial
 *   Fisher–Yates) and p = (1 + #extreme) / (1 + N) (Phipson &amp; Smyth 2010: never 0, valid for finite N).</li>
 * </ul>
 * Memory: the s values and one index array, O(|X|+|Y|) (exact: the recursion is |X| deep). Time: Monte Carlo
 * O(|X|+|Y|) once plus O(|X|) per partition, O(|X|+|Y| + N·|X|) in all; exact O(C·|X|) with C = C(|X|+|Y|, |X|)
 * ≤ N the partitions enumerated (every branch of the recursion ends in a partition, at most |X| calls deep).
 */
public final class PermutationTest {
    private PermutationTest() {
    }

    /** @param exact true: all {@code permutations} partitions were enumerated */
    public record Result(double pValue, long permutations, boolean exact) {
    }

    /**
     * @param s            s(w, A, B) of X's items, then Y's
     * @param nx           |X|; |Y| = s.length − nx; both at least 1
     * @param permutations the most partitions to draw (≥ 1); enumeration when the exact count is not above it
     */
    public static Result pValue(double[] s, int nx, Alternative alternative, long permutations, long seed) {
        int n = s.length;
        if (nx < 1 || nx >= n) {
            throw new IllegalArgumentException("both target sets need at least one item: |X| = " + nx + ", |Y| = " + (n - nx));
        }
        if (permutations < 1) {
            throw new IllegalArgumentException("permutations must be at least 1, got " + permutations);
        }
        double total = 0;
        double abs = 0;
        double observed = 0;
        for (int i = 0; i < n; i++) {
            total += s[i];
            abs += Math.abs(s[i]);
            if (i < nx) {
                observed += s[i];
            }
        }
        var extreme = new Extreme(alternative, observed, (double) nx / n * total, 1e-10 * abs);
        long count = binomialCapped(n, nx, permutations);
        if (count <= permutations) {
            long hits = enumerate(s, nx, 0, 0.0, extreme);
            return new Result((double) hits / count, count, true);
        }
        var random = new SplittableRandom(seed);
        var idx = new int[n];
        for (int i = 0; i < n; i++) {
            idx[i] = i;
        }
        long hits = 0;
        for (long p = 0; p < permutations; p++) {
            // no reset to the identity between draws: a partial Fisher–Yates shuffle of ANY arrangement puts a
            // uniformly random |X|-subset in front, independent of earlier draws, so a draw costs O(|X|), not O(n)
            double sum = 0;
            for (int i = 0; i < nx; i++) {
                int j = i + random.nextInt(n - i);
                int t = idx[i];
                idx[i] = idx[j];
                idx[j] = t;
                sum += s[idx[i]];
            }
            if (extreme.test(sum)) {
                hits++;
            }
        }
        return new Result((double) (1 + hits) / (1 + permutations), permutations, false);
    }

    /** Whether a partition's Σ_{X_i} s is at least as extreme as the observed one. */
    private record Extreme(Alternative alternative, double observed, double centre, double tolerance) {
        boolean test(double sumX) {
            return switch (alternative) {
                case GREATER -> sumX >= observed - tolerance;
                case LESS -> sumX <= observed + tolerance;
                case TWO_SIDED -> Math.abs(sumX - centre) >= Math.abs(observed - centre) - tolerance;
            };
        }
    }

    /** Counts the extreme partitions among all subsets of size {@code left} of s[from..]: recursion depth ≤ |X|. */
    private static long enumerate(double[] s, int left, int from, double sum, Extreme extreme) {
        if (left == 0) {
            return extreme.test(sum) ? 1 : 0;
        }
        long hits = 0;
        for (int i = from; i <= s.length - left; i++) {
            hits += enumerate(s, left - 1, i + 1, sum + s[i], extreme);
        }
        return hits;
    }

    /** C(n, k), or cap + 1 as soon as it exceeds {@code cap} (so it never overflows). */
    static long binomialCapped(int n, int k, long cap) {
        k = Math.min(k, n - k);
        long c = 1;
        for (int i = 1; i <= k; i++) {
            // c·(n−k+i)/i is exact: C(n−k+i, i) is an integer; the check keeps c·(n−k+i) below 2^63
            if (c > (cap + 1) * (long) i / (n - k + i) + 1) {
                return cap + 1;
            }
            c = c * (n - k + i) / i;
            if (c > cap) {
                return cap + 1;
            }
        }
        return c;
    }
}
