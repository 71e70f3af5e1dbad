package org.fairscore.core.verification;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Supplier;
import org.fairscore.core.summaries.CoarseHistogram;
import org.fairscore.core.summaries.FineHistogram;
import org.fairscore.core.summaries.ScoreKey;
import org.junit.jupiter.api.Test;

/**
 * {@link Eer}'s bisection over its candidates ({@link EerCandidates}) against the ascending scan it replaced, restated
 * here: the same EER, threshold and crossing candidates — or the same exception with the same message, when a bucket
 * the scan reaches is resolved for one kind of pair only — on seeded random distributions with ties, both acceptance
 * rules, and every bucket or a random part of them resolved.
 */
class EerSearchTest {

    /** The replaced scan: the first candidate with FAR ≤ FRR and its predecessor, as {prevT, t, prevFa, prevFr, fa, fr}. */
    private static double[] scan(ExactDistribution genuine, ExactDistribution impostor, AcceptanceRule rule) {
        long nG = genuine.total();
        long nI = impostor.total();
        var values = new TreeSet<Float>(genuine.resolvedValues());
        values.addAll(impostor.resolvedValues());
        var candidates = new ArrayList<Float>();
        if (rule == AcceptanceRule.ABOVE) {
            candidates.add(Float.NEGATIVE_INFINITY);
        }
        candidates.addAll(values);
        if (rule == AcceptanceRule.AT_OR_ABOVE) {
            candidates.add(Float.POSITIVE_INFINITY);
        }
        long prevFa = -1;
        long prevFr = -1;
        float prevT = Float.NaN;
        for (float t : candidates) {
            long fa = t == Float.NEGATIVE_INFINITY ? nI : t == Float.POSITIVE_INFINITY ? 0 : impostor.countAccepted(t, rule);
            long fr = t == Float.NEGATIVE_INFINITY ? 0 : t == Float.POSITIVE_INFINITY ? nG
                    : nG - genuine.countAccepted(t, rule);
            if (Fractions.compare(fa, nI, fr, nG) <= 0) {
                if (prevFa < 0) {
                    throw new IllegalStateException("EER crossing lies before the resolved buckets (planning bug)");
                }
                return new double[] {prevT, t, prevFa, prevFr, fa, fr};
            }
            prevFa = fa;
            prevFr = fr;
            prevT = t;
        }
        throw new IllegalStateException("FAR − FRR never reached 0 over the resolved buckets (planning bug)");
    }

    /** The replaced {@link Eer#compute} on the scan's crossing. */
    private static EerResult referenceEer(ExactDistribution genuine, ExactDistribution impostor, AcceptanceRule rule) {
        double[] c = scan(genuine, impostor, rule);
        long nG = genuine.total();
        long nI = impostor.total();
        double far = c[4] / nI;
        if (Fractions.compare((long) c[4], nI, (long) c[5], nG) == 0) {
            return new EerResult(MetricValue.of(far), (double) (float) c[1]);
        }
        double prevFar = c[2] / nI;
        double dPrev = prevFar - c[3] / nG;
        double dNow = far - c[5] / nG;
        double lambda = dPrev / (dPrev - dNow);
        float prevT = (float) c[0];
        float t = (float) c[1];
        double threshold = Float.isInfinite(prevT) ? t : Float.isInfinite(t) ? prevT : prevT + lambda * ((double) t - prevT);
        return new EerResult(MetricValue.of(prevFar + lambda * (far - prevFar)), threshold);
    }

    /** Either the value or the exception's class and message, so that both outcomes can be compared. */
    private static Object outcome(Supplier<Object> f) {
        try {
            return f.get();
        } catch (RuntimeException e) {
            return e.getClass().getName() + ": " + e.getMessage();
        }
    }

    /** Scores with many ties and several buckets; {@code resolved} says which of their buckets get fine counts. */
    private static ExactDistribution distribution(float[] scores, TreeSet<Integer> resolved) {
        var coarse = CoarseHistogram.empty();
        var fine = new TreeMap<Integer, FineHistogram>();
        for (int b : resolved) {
            fine.put(b, FineHistogram.empty(b)); // a planned bucket may hold no score of this kind
        }
        for (float s : scores) {
            int key = ScoreKey.of(s);
            coarse.addKey(key);
            if (resolved.contains(ScoreKey.bucket(key))) {
                fine.get(ScoreKey.bucket(key)).addKey(key);
            }
        }
        return new ExactDistribution(coarse, fine);
    }

    private static float[] scores(SplittableRandom rng, int n, double mean, int grain) {
        float[] s = new float[n];
        for (int i = 0; i < n; i++) {
            double x = mean + (rng.nextDouble() - 0.5) * 1.2;
            // every other score on a coarse grid: ties within and across the two kinds of pair
            s[i] = rng.nextBoolean() ? (float) (Math.round(x * grain) / (double) grain) : (float) x;
        }
        return s;
    }

    private static TreeSet<Integer> buckets(float[]... all) {
        var out = new TreeSet<Integer>();
        for (float[] scores : all) {
            for (float s : scores) {
                out.add(ScoreKey.bucketOf(s));
            }
        }
        return out;
    }

    @Test
    void bisectionFindsWhatTheScanFoundOrFailsAsItFailed() {
        var rng = new SplittableRandom(2024);
        int values = 0;
        int failures = 0;
        for (int run = 0; run < 400; run++) {
            float[] gen = scores(rng, 1 + rng.nextInt(60), 0.3, 1 + rng.nextInt(8));
            float[] imp = scores(rng, 1 + rng.nextInt(200), -0.1 + 0.5 * rng.nextDouble(), 1 + rng.nextInt(8));
            var all = buckets(gen, imp);
            TreeSet<Integer> genResolved;
            TreeSet<Integer> impResolved;
            switch (run % 4) {
                case 0 -> { // everything resolved
                    genResolved = all;
                    impResolved = all;
                }
                case 1 -> { // one plan for both kinds, part of the buckets: the planned-buckets case of the audit
                    genResolved = part(rng, all);
                    impResolved = genResolved;
                }
                default -> { // separate parts: buckets resolved for one kind only
                    genResolved = part(rng, all);
                    impResolved = part(rng, all);
                }
            }
            var g = distribution(gen, genResolved);
            var i = distribution(imp, impResolved);
            for (var rule : AcceptanceRule.values()) {
                Object expected = outcome(() -> referenceEer(g, i, rule));
                Object actual = outcome(() -> Eer.compute(g, i, rule));
                assertEquals(expected, actual, "run " + run + ", " + rule);
                Object expectedPair = outcome(() -> {
                    double[] c = scan(g, i, rule);
                    return new float[] {(float) c[0], (float) c[1]};
                });
                Object actualPair = outcome(() -> Eer.crossingCandidates(g, i, rule));
                if (expectedPair instanceof float[] e) {
                    assertArrayEquals(e, (float[]) actualPair, "run " + run + ", " + rule);
                    values++;
                } else {
                    assertEquals(expectedPair, actualPair, "run " + run + ", " + rule);
                    failures++;
                }
            }
        }
        // both outcomes must have been compared many times, or the test proves little
        assertTrue(values > 200, "crossings compared: " + values);
        assertTrue(failures > 50, "exceptions compared: " + failures);
    }

    private static TreeSet<Integer> part(SplittableRandom rng, TreeSet<Integer> all) {
        var out = new TreeSet<Integer>();
        for (int b : all) {
            if (rng.nextInt(4) != 0) {
                out.add(b);
            }
        }
        return out;
    }
}
