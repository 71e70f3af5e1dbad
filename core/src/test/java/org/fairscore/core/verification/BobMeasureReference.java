package org.fairscore.core.verification;

import java.util.Arrays;
import java.util.TreeSet;

/**
 * bob.measure's documented conventions restated over plain arrays by counting (an independent oracle,
 * not a port): far_threshold, farfrr and eer_threshold / eer. Scores are float32 widened to double.
 */
final class BobMeasureReference {
    private BobMeasureReference() {
    }

    /** far_threshold: the smallest negative t with #{neg ≥ t}/n ≤ α; α = 1: just below the minimum. */
    static double farThreshold(float[] negatives, String alphaText) {
        var alpha = new java.math.BigDecimal(alphaText);
        double[] neg = sortedDoubles(negatives);
        if (alpha.compareTo(java.math.BigDecimal.ONE) >= 0) {
            return Math.nextDown((float) neg[0]); // float32 scores: the float just below (bob: the double)
        }
        double best = Math.nextUp((float) neg[neg.length - 1]);
        var distinct = new TreeSet<Double>();
        for (double v : neg) {
            distinct.add(v);
        }
        for (double t : distinct.descendingSet()) {
            long atOrAbove = Arrays.stream(neg).filter(s -> s >= t).count();
            // atOrAbove / n > α, decided exactly (bob.measure divides in double)
            if (java.math.BigDecimal.valueOf(atOrAbove).compareTo(alpha.multiply(java.math.BigDecimal.valueOf(neg.length))) > 0) {
                break;
            }
            best = t;
        }
        return best;
    }

    /** farfrr: FAR = #{neg ≥ t}/n, FRR = #{pos &lt; t}/p. */
    static double[] farFrr(float[] negatives, float[] positives, double t) {
        long[] c = counts(negatives, positives, t);
        return new double[] {(double) c[0] / negatives.length, (double) c[1] / positives.length};
    }

    /** {#{neg ≥ t}, #{pos &lt; t}}. */
    static long[] counts(float[] negatives, float[] positives, double t) {
        long fa = 0;
        for (float s : negatives) {
            if (s >= t) {
                fa++;
            }
        }
        long fr = 0;
        for (float s : positives) {
            if (s < t) {
                fr++;
            }
        }
        return new long[] {fa, fr};
    }

    /**
     * eer_threshold: candidates the smallest score, then after each distinct value v (ascending) the
     * midpoint to the next distinct value; a candidate is checked with "≤" while both score lists still
     * have a score above v, the first candidate where one list is used up with "&lt;", and none after it.
     */
    static double eerThreshold(float[] negatives, float[] positives) {
        double[] neg = sortedDoubles(negatives);
        double[] pos = sortedDoubles(positives);
        var distinct = new TreeSet<Double>();
        Arrays.stream(neg).forEach(distinct::add);
        Arrays.stream(pos).forEach(distinct::add);
        Double[] v = distinct.toArray(new Double[0]);
        double best = Double.NaN;
        long bestPredicate = Long.MAX_VALUE;
        for (int k = 0; k <= v.length; k++) {
            double t;
            boolean usedUp;
            if (k == 0) {
                t = v[0];
                usedUp = false;
            } else {
                double after = v[k - 1];
                long negLeft = Arrays.stream(neg).filter(s -> s > after).count();
                long posLeft = Arrays.stream(pos).filter(s -> s > after).count();
                usedUp = negLeft == 0 || posLeft == 0;
                if (k == v.length) {
                    return best; // both lists used up at the maximum: bob's final candidate (|0 − 1|) never wins
                }
                t = (after + v[k]) / 2;
            }
            // |FAR − FRR| = |fa·p − fr·n| / (n·p): compared exactly (bob.measure compares doubles)
            long[] c = counts(negatives, positives, t);
            long predicate = Math.abs(c[0] * positives.length - c[1] * negatives.length);
            if (usedUp ? predicate < bestPredicate : predicate <= bestPredicate) {
                bestPredicate = predicate;
                best = t;
            }
            if (usedUp) {
                return best;
            }
        }
        return best;
    }

    /** eer: (FAR + FRR)/2 at eer_threshold. */
    static double eer(float[] negatives, float[] positives) {
        double[] r = farFrr(negatives, positives, eerThreshold(negatives, positives));
        return (r[0] + r[1]) / 2;
    }

    private static double[] sortedDoubles(float[] x) {
        double[] out = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            out[i] = x[i];
        }
        Arrays.sort(out);
        return out;
    }
}
