package org.fairscore.core.summaries;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.List;
import java.util.Map;
import org.fairscore.core.model.PairKind;
import org.junit.jupiter.api.Test;

/**
 * metric(merge(a, b)) == metric(a ∪ b) and empty() is an identity, for the score summaries, against brute-force
 * counts of the union (deequ's StateAggregationTests). The algebraic laws of every {@link Mergeable} are
 * {@link MergeLawTest}'s.
 */
class MergeUnionTest {
    private static final float[] SPREAD = Scores.spread(5000, 1);
    private static final boolean[] SPLIT = Scores.split(SPREAD.length, 2);

    private static long[] coarseCounts(CoarseHistogram h) {
        long[] out = new long[ScoreKey.BUCKETS];
        for (int b = 0; b < out.length; b++) {
            out[b] = h.count(b);
        }
        return out;
    }

    private static long[] bruteCoarse(float[] scores) {
        long[] out = new long[ScoreKey.BUCKETS];
        for (float s : scores) {
            out[ScoreKey.bucketOf(s)]++;
        }
        return out;
    }

    @Test
    void coarseHistogramMergeEqualsHistogramOfUnion() {
        var a = CoarseHistogram.empty();
        var b = CoarseHistogram.empty();
        var union = CoarseHistogram.empty();
        for (int i = 0; i < SPREAD.length; i++) {
            (SPLIT[i] ? a : b).add(SPREAD[i]);
            union.add(SPREAD[i]);
        }
        var merged = a.merge(b);
        assertArrayEquals(bruteCoarse(SPREAD), coarseCounts(merged));
        assertArrayEquals(coarseCounts(union), coarseCounts(merged));
        assertEquals(SPREAD.length, merged.total());
        for (long k : new long[] {1, 2, 100, 2500, 4999, 5000}) {
            assertEquals(union.bucketOfRank(k), merged.bucketOfRank(k));
        }
        assertEquals(ScoreKey.bucketOf(1.0f), merged.maxBucket());
    }

    @Test
    void coarseHistogramEmptyIsIdentity() {
        var x = CoarseHistogram.empty();
        for (float s : SPREAD) {
            x.add(s);
        }
        long[] before = coarseCounts(x);
        assertArrayEquals(before, coarseCounts(CoarseHistogram.empty().merge(x)));
        assertArrayEquals(before, coarseCounts(x.copy().merge(CoarseHistogram.empty())));
        assertEquals(x.total(), CoarseHistogram.empty().merge(x).total());
        assertEquals(-1, CoarseHistogram.empty().maxBucket());
        assertThrows(IllegalArgumentException.class, () -> CoarseHistogram.empty().bucketOfRank(1));
    }

    @Test
    void fineHistogramMergeEqualsHistogramOfUnion() {
        float[] inOne = Scores.uniform(3000, 0.5, 0.5 + 1e-4, 3);
        int bucket = ScoreKey.bucketOf(0.5f);
        var a = FineHistogram.empty(bucket);
        var b = FineHistogram.empty(bucket);
        var union = FineHistogram.empty(bucket);
        long[] brute = new long[ScoreKey.BUCKETS];
        boolean[] split = Scores.split(inOne.length, 4);
        for (int i = 0; i < inOne.length; i++) {
            int key = ScoreKey.of(inOne[i]);
            assertEquals(bucket, ScoreKey.bucket(key), "test data must stay inside one bucket");
            (split[i] ? a : b).addKey(key);
            union.addKey(key);
            brute[ScoreKey.low(key)]++;
        }
        var merged = a.merge(b);
        assertEquals(inOne.length, merged.total());
        for (int low = 0; low < ScoreKey.BUCKETS; low++) {
            if (merged.countAt(low) != brute[low]) {
                assertEquals(brute[low], merged.countAt(low), "position " + low);
            }
        }
        for (long k : new long[] {1, 1500, 3000}) {
            assertEquals(union.lowOfRank(k), merged.lowOfRank(k));
        }
        assertEquals(union.countAbove(ScoreKey.low(ScoreKey.of(0.50005f))),
                merged.countAbove(ScoreKey.low(ScoreKey.of(0.50005f))));
    }

    @Test
    void fineHistogramEmptyIsIdentityInBothDirections() {
        int bucket = ScoreKey.bucketOf(0.5f);
        var x = FineHistogram.empty(bucket);
        x.addKey(ScoreKey.of(0.5f));
        x.addKey(ScoreKey.of(0.5f));
        x.addKey(ScoreKey.of(Math.nextUp(0.5f)));
        var left = FineHistogram.empty(bucket).merge(x);
        var right = x.copy().merge(FineHistogram.empty(bucket));
        for (var h : List.of(left, right)) {
            assertEquals(3, h.total());
            assertEquals(2, h.countAt(0));
            assertEquals(1, h.countAt(1));
            assertEquals(1, h.countAbove(0));
        }
        var bothEmpty = FineHistogram.empty(bucket).merge(FineHistogram.empty(bucket));
        assertEquals(0, bothEmpty.total());
        assertEquals(-1, bothEmpty.nextOccupied(-1));
    }

    @Test
    void fineHistogramRefusesAnotherBucket() {
        assertThrows(IllegalArgumentException.class, () -> FineHistogram.empty(1).merge(FineHistogram.empty(2)));
    }

    /** Exact mean and M2 of doubles (BigDecimal, 60 digits). */
    static BigDecimal[] exactMoments(double[] x) {
        var mc = new MathContext(60);
        var sum = BigDecimal.ZERO;
        for (double v : x) {
            sum = sum.add(new BigDecimal(v));
        }
        var mean = sum.divide(BigDecimal.valueOf(x.length), mc);
        var m2 = BigDecimal.ZERO;
        for (double v : x) {
            var d = new BigDecimal(v).subtract(mean);
            m2 = m2.add(d.multiply(d));
        }
        return new BigDecimal[] {mean, m2};
    }

    private static double[] widen(float[] f) {
        double[] d = new double[f.length];
        for (int i = 0; i < f.length; i++) {
            d[i] = f[i];
        }
        return d;
    }

    private static double[][] part(float[] all, boolean[] split) {
        int na = 0;
        for (boolean s : split) {
            na += s ? 1 : 0;
        }
        double[] a = new double[na];
        double[] b = new double[all.length - na];
        int ia = 0;
        int ib = 0;
        for (int i = 0; i < all.length; i++) {
            if (split[i]) {
                a[ia++] = all[i];
            } else {
                b[ib++] = all[i];
            }
        }
        return new double[][] {a, b};
    }

    @Test
    void scoreSumsMergeIsExactlyTheSumsOfTheUnion() {
        float[] scores = Scores.uniform(4000, -1, 1, 7);
        boolean[] split = Scores.split(scores.length, 8);
        var a = ScoreSums.empty();
        var b = ScoreSums.empty();
        var union = ScoreSums.empty();
        for (int i = 0; i < scores.length; i++) {
            (split[i] ? a : b).add(scores[i]);
            union.add(scores[i]);
        }
        var merged = b.merge(a); // order must not matter: integer sums
        assertEquals(union.count(), merged.count());
        assertEquals(union.mean(), merged.mean());
        assertEquals(union.stdDev(), merged.stdDev());
        assertEquals(union.mean(), ScoreSums.empty().merge(union).mean());
        assertEquals(union.stdDev(), ScoreSums.empty().merge(union).stdDev());
    }

    /**
     * ScoreSums is exact (integer sums of s·2^149): the mean and the variance are the exact moments up to the
     * final roundings (decimal division, double, and here std² for the variance) — a few ulps.
     */
    @Test
    void scoreSumsEqualTheExactMomentsUpToTheFinalRounding() {
        for (float[] scores : List.of(Scores.uniform(3000, -1, 1, 9), Scores.uniform(3000, 0.5, 0.5 + 1e-4, 10),
                Scores.spread(3000, 11))) {
            var sums = ScoreSums.empty();
            for (float s : scores) {
                sums.add(s);
            }
            var exact = exactMoments(widen(scores));
            double mean = exact[0].doubleValue();
            double var = exact[1].doubleValue() / scores.length;
            assertEquals(mean, sums.mean(), 2 * Math.ulp(mean));
            double std = sums.stdDev();
            assertEquals(var, std * std, 4 * Math.ulp(var));
        }
    }

    /**
     * n copies of one score have standard deviation exactly 0: v = s·2^149 is an exact integer and Σv² is kept
     * in integers, so n·Σv² = (Σv)² holds exactly.
     */
    @Test
    void stdDevOfIdenticalScoresIsZero() {
        for (float v : new float[] {0.7f, 0.5f, 0.123f, -0.41f, 0.9999f}) {
            var sums = ScoreSums.empty();
            for (int i = 0; i < 1000; i++) {
                sums.add(v);
            }
            assertEquals(0.0, sums.stdDev(), "std of 1000 copies of " + v);
            assertEquals((double) v, sums.mean(), Math.ulp((double) v), "mean of 1000 copies of " + v);
        }
    }

    @Test
    void scoreSumsOfNothingThrowRatherThanInventAValue() {
        assertThrows(IllegalStateException.class, () -> ScoreSums.empty().mean());
        assertThrows(IllegalStateException.class, () -> ScoreSums.empty().stdDev());
    }

    @Test
    void displayHistogramMergeEqualsHistogramOfUnionAndEmptyIsIdentity() {
        var a = DisplayHistogram.empty();
        var b = DisplayHistogram.empty();
        var union = DisplayHistogram.empty();
        long[] brute = new long[DisplayHistogram.BINS];
        for (int i = 0; i < SPREAD.length; i++) {
            (SPLIT[i] ? a : b).add(SPREAD[i]);
            union.add(SPREAD[i]);
            // bin i holds [−1 + i/100, −1 + (i+1)/100); 1 goes to the last bin
            int bin = (int) Math.floor((SPREAD[i] + 1.0) * 100);
            brute[Math.min(199, Math.max(0, bin))]++;
        }
        assertArrayEquals(brute, a.merge(b).counts());
        assertEquals(union, a);
        assertEquals(union, DisplayHistogram.empty().merge(union));
    }

    @Test
    void displayBinsFollowTheFixedEdges() {
        assertEquals(0, DisplayHistogram.binOf(-1.0));
        assertEquals(0, DisplayHistogram.binOf(-0.995));
        assertEquals(1, DisplayHistogram.binOf(-0.99));
        assertEquals(100, DisplayHistogram.binOf(0.0));
        assertEquals(150, DisplayHistogram.binOf(0.5));
        assertEquals(199, DisplayHistogram.binOf(0.995));
        assertEquals(199, DisplayHistogram.binOf(1.0));
        assertEquals(199, DisplayHistogram.binOf(Math.nextUp(1.0f)));
        assertEquals(0, DisplayHistogram.binOf(Math.nextDown(-1.0f)));
        assertEquals(0.5, DisplayHistogram.lowerEdge(150), 1e-15);
    }

    private static void assertSameSummary(PairTypeSummary expected, PairTypeSummary actual) {
        assertEquals(expected.count(), actual.count());
        assertArrayEquals(coarseCounts(expected.coarse()), coarseCounts(actual.coarse()));
        assertEquals(expected.display(), actual.display());
        assertEquals(expected.sums().count(), actual.sums().count());
        if (expected.count() > 0) {
            assertEquals(expected.sums().mean(), actual.sums().mean());
            assertEquals(expected.sums().stdDev(), actual.sums().stdDev());
        }
    }

    @Test
    void pairTypeSummaryMergeEqualsSummaryOfUnion() {
        var a = PairTypeSummary.empty();
        var b = PairTypeSummary.empty();
        var union = PairTypeSummary.empty();
        for (int i = 0; i < SPREAD.length; i++) {
            (SPLIT[i] ? a : b).add(SPREAD[i]);
            union.add(SPREAD[i]);
        }
        var merged = a.merge(b);
        assertSameSummary(union, merged);
        assertArrayEquals(bruteCoarse(SPREAD), coarseCounts(merged.coarse()));
        assertSameSummary(union, PairTypeSummary.empty().merge(union));
        var copy = PairTypeSummary.empty().merge(union);
        assertSameSummary(union, copy.merge(PairTypeSummary.empty()));
    }

    @Test
    void scoreSummariesMergeEqualsSummariesOfUnion() {
        var a = ScoreSummaries.empty();
        var b = ScoreSummaries.empty();
        var union = ScoreSummaries.empty();
        String[] groups = {"A", "B", "C"};
        for (int i = 0; i < SPREAD.length; i++) {
            String g = groups[i % 3];
            var kind = i % 5 == 0 ? PairKind.GENUINE : PairKind.IMPOSTOR;
            (SPLIT[i] ? a : b).add(g, kind, SPREAD[i]);
            union.add(g, kind, SPREAD[i]);
        }
        a.add("onlyInA", PairKind.GENUINE, 0.25f);
        union.add("onlyInA", PairKind.GENUINE, 0.25f);
        var merged = a.merge(b);
        assertEquals(union.groups().keySet(), merged.groups().keySet());
        for (var name : union.groups().keySet()) {
            for (var kind : PairKind.values()) {
                assertSameSummary(union.groups().get(name).get(kind), merged.groups().get(name).get(kind));
            }
        }
        assertArrayEquals(coarseCounts(union.pooledCoarse(PairKind.IMPOSTOR)),
                coarseCounts(merged.pooledCoarse(PairKind.IMPOSTOR)));
        var viaEmpty = ScoreSummaries.empty().merge(union);
        assertEquals(union.groups().keySet(), viaEmpty.groups().keySet());
        assertSameSummary(union.groups().get("B").get(PairKind.IMPOSTOR), viaEmpty.groups().get("B").get(PairKind.IMPOSTOR));
    }

    @Test
    void bucketResolutionMergeEqualsResolutionOfUnion() {
        float[] scores = Scores.uniform(4000, 0.3, 0.31, 12);
        var a = BucketResolution.empty();
        var b = BucketResolution.empty();
        var union = BucketResolution.empty();
        boolean[] split = Scores.split(scores.length, 13);
        var planned = new java.util.TreeSet<Integer>();
        for (int i = 0; i < scores.length; i++) {
            int key = ScoreKey.of(scores[i]);
            String g = i % 2 == 0 ? "A" : "B";
            var kind = i % 3 == 0 ? PairKind.GENUINE : PairKind.IMPOSTOR;
            (split[i] ? a : b).addKey(g, kind, key);
            union.addKey(g, kind, key);
            planned.add(ScoreKey.bucket(key));
        }
        planned.add(ScoreKey.bucketOf(-0.9f)); // planned, never seen
        int[] plan = planned.stream().mapToInt(Integer::intValue).toArray();
        var merged = a.merge(b);
        for (String g : List.of("A", "B", "C")) {
            for (var kind : PairKind.values()) {
                Map<Integer, FineHistogram> expected = union.fine(g, kind, plan);
                Map<Integer, FineHistogram> actual = merged.fine(g, kind, plan);
                Map<Integer, FineHistogram> viaEmpty = BucketResolution.empty().merge(union).fine(g, kind, plan);
                assertEquals(expected.keySet(), actual.keySet());
                for (int bucket : plan) {
                    for (var h : List.of(actual.get(bucket), viaEmpty.get(bucket))) {
                        assertEquals(expected.get(bucket).total(), h.total());
                        for (int low = expected.get(bucket).nextOccupied(-1); low >= 0;
                             low = expected.get(bucket).nextOccupied(low)) {
                            assertEquals(expected.get(bucket).countAt(low), h.countAt(low));
                        }
                    }
                }
            }
        }
        assertEquals(0, merged.fine("A", PairKind.GENUINE, new int[] {ScoreKey.bucketOf(-0.9f)})
                .get(ScoreKey.bucketOf(-0.9f)).total());
    }

    @Test
    void crossGroupCountsMergeEqualsCountsOfUnion() {
        float[] thresholds = {0.2f, 0.5f};
        float[] scores = {0.1f, 0.2f, 0.2f, 0.3f, 0.5f, 0.5f, 0.6f, 0.9f};
        String[][] pairs = {{"A", "B"}, {"B", "A"}, {"A", "C"}, {"B", "C"}, {"A", "B"}, {"C", "A"}, {"A", "B"}, {"B", "C"}};
        for (boolean inclusive : new boolean[] {false, true}) {
            var a = new CrossGroupCounts(thresholds, inclusive);
            var b = new CrossGroupCounts(thresholds, inclusive);
            var union = new CrossGroupCounts(thresholds, inclusive);
            for (int i = 0; i < scores.length; i++) {
                var target = i % 2 == 0 ? a : b;
                target.add(target.slot(pairs[i][0], pairs[i][1]), scores[i]);
                union.add(union.slot(pairs[i][0], pairs[i][1]), scores[i]);
            }
            var merged = a.merge(b);
            var viaEmpty = new CrossGroupCounts(thresholds, inclusive).merge(union);
            for (var cg : List.of(merged, union, viaEmpty)) {
                // A–B: 0.1, 0.2, 0.5, 0.6 (indices 0, 1, 4, 6); A–C: 0.2, 0.5 (2, 5); B–C: 0.3, 0.9 (3, 7)
                assertEquals(4, cg.pairs("A", "B"));
                assertEquals(4, cg.pairs("B", "A"));
                assertEquals(2, cg.pairs("C", "A"));
                assertEquals(2, cg.pairs("B", "C"));
                assertEquals(0, cg.pairs("A", "D"));
                // > 0.2 / ≥ 0.2
                assertEquals(inclusive ? 3 : 2, cg.accepted("A", "B", 0));
                assertEquals(inclusive ? 2 : 1, cg.accepted("A", "C", 0));
                assertEquals(2, cg.accepted("B", "C", 0));
                // > 0.5 / ≥ 0.5
                assertEquals(inclusive ? 2 : 1, cg.accepted("A", "B", 1));
                assertEquals(inclusive ? 1 : 0, cg.accepted("A", "C", 1));
                assertEquals(1, cg.accepted("B", "C", 1));
            }
        }
    }
}
