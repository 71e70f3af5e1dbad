package org.fairscore.core.audit;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.TreeSet;
import org.fairscore.core.verification.AcceptanceRule;

/**
 * The oracle: the definitions of docs/design.md ("Error rates (exact conventions)") over plain sorted float
 * arrays, by brute force.
 */
final class BruteForce {
    private BruteForce() {
    }

    record T(float value, boolean aboveMaximum, long m) {
    }

    record E(double eer, double threshold) {
    }

    /** ⌊α·n⌋ from the decimal digits of α: unscaled·n / 10^scale in integers. */
    static long floorAlphaN(String alpha, long n) {
        var a = new BigDecimal(alpha);
        BigInteger num = a.unscaledValue().multiply(BigInteger.valueOf(n));
        if (a.scale() <= 0) {
            return num.multiply(BigInteger.TEN.pow(-a.scale())).longValueExact();
        }
        return num.divide(BigInteger.TEN.pow(a.scale())).longValueExact();
    }

    static boolean accepts(AcceptanceRule rule, float s, float t) {
        return rule == AcceptanceRule.ABOVE ? s > t : s >= t;
    }

    static long accepted(float[] scores, float t, AcceptanceRule rule) {
        long c = 0;
        for (float s : scores) {
            if (accepts(rule, s, t)) {
                c++;
            }
        }
        return c;
    }

    static T threshold(float[] pooledImpostors, String alpha, AcceptanceRule rule) {
        float[] s = pooledImpostors.clone();
        Arrays.sort(s);
        int n = s.length;
        long m = floorAlphaN(alpha, n);
        if (rule == AcceptanceRule.ABOVE) {
            return new T(s[(int) (n - m) - 1], false, m); // k-th smallest, k = n − m
        }
        // the smallest impostor score t with #{s ≥ t} ≤ m: for t = s[i], the first of its tie group in the
        // sorted array, #{s ≥ t} = n − i
        for (int i = 0; i < n; i++) {
            if ((i == 0 || s[i] != s[i - 1]) && n - i <= m) {
                return new T(s[i], false, m);
            }
        }
        return new T(Math.nextUp(s[n - 1]), true, m);
    }

    /** EER by the javadoc of Eer; null when a kind is missing. */
    static E eer(float[] genuine, float[] impostor, AcceptanceRule rule) {
        long nG = genuine.length;
        long nI = impostor.length;
        if (nG == 0 || nI == 0) {
            return null;
        }
        var values = new TreeSet<Float>();
        for (float v : genuine) {
            values.add(v == 0 ? 0.0f : v);
        }
        for (float v : impostor) {
            values.add(v == 0 ? 0.0f : v);
        }
        var cands = new java.util.ArrayList<Float>();
        if (rule == AcceptanceRule.ABOVE) {
            cands.add(Float.NEGATIVE_INFINITY);
        }
        cands.addAll(values);
        if (rule == AcceptanceRule.AT_OR_ABOVE) {
            cands.add(Float.POSITIVE_INFINITY);
        }
        long pFa = 0;
        long pFr = 0;
        float pT = Float.NaN;
        for (float t : cands) {
            long fa = accepted(impostor, t, rule);
            long fr = nG - accepted(genuine, t, rule);
            long sign = Long.signum(fa * nG - fr * nI); // small counts: no overflow
            if (sign <= 0) {
                double far = (double) fa / nI;
                if (sign == 0) {
                    return new E(far, t);
                }
                double pFar = (double) pFa / nI;
                double di = pFar - (double) pFr / nG;
                double dj = far - (double) fr / nG;
                double lambda = di / (di - dj);
                double thr = Float.isInfinite(pT) ? t : Float.isInfinite(t) ? pT : pT + lambda * ((double) t - pT);
                return new E(pFar + lambda * (far - pFar), thr);
            }
            pFa = fa;
            pFr = fr;
            pT = t;
        }
        throw new AssertionError("d never reached 0");
    }
}
