package org.fairscore.jobs.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.fairscore.core.model.PairKind;
import org.fairscore.core.summaries.CoarseHistogram;
import org.fairscore.core.summaries.ScoreKey;
import org.fairscore.core.summaries.ScoreSummaries;
import org.junit.jupiter.api.Test;

/** Which thresholds the impostor pass's per-identity counts answer exactly, and where a window starts. */
class IdentityWindowsTest {
    private static final int LO = ScoreKey.bucketOf(0.25f);
    private static final int LISTED = ScoreKey.bucketOf(0.5f);

    private static IdentityWindows window() {
        return IdentityWindows.of(Map.of("g", LO), Map.of("g", Set.of(LISTED)));
    }

    @Test
    void aThresholdOnABucketBoundaryIsAnsweredByTheBucketCounts() {
        var w = window();
        // 0.75 = 1.5·2^-1: its key's low 16 bits are 0, so "s ≥ 0.75" accepts whole buckets, listed or not
        assertEquals(0, ScoreKey.low(ScoreKey.of(0.75f)));
        assertTrue(w.answers("g", 0.75f, true));
        // "s > nextDown(0.75)" is the same set of scores (EerGrid's boundary form under above)
        assertTrue(w.answers("g", Math.nextDown(0.75f), false));
    }

    @Test
    void aThresholdInsideABucketNeedsTheBucketListed() {
        var w = window();
        assertTrue(w.answers("g", 0.5f, false), "s > 0.5 starts one key into the listed bucket");
        assertFalse(w.answers("g", 0.75f, false), "s > 0.75 starts inside a bucket that is not listed");
        assertFalse(w.answers("g", Math.nextUp(0.75f), true));
    }

    @Test
    void belowTheWindowOrWithoutAWindowNothingIsAnswered() {
        var w = window();
        assertFalse(w.answers("g", 0.1f, true));
        assertFalse(w.answers("g", Math.nextDown(0.25f), true), "bucket lo − 1");
        assertTrue(w.answers("g", 0.25f, true), "bucket lo's first value");
        assertFalse(w.answers("other", 0.5f, true));
        assertFalse(w.answers("g", Float.NaN, true));
    }

    @Test
    void thresholdsAcceptingEveryScoreOrNoneAreAnswered() {
        var w = window();
        assertTrue(w.answers("g", Float.NEGATIVE_INFINITY, false), "s > −∞: every finite score");
        assertTrue(w.answers("g", -Float.MAX_VALUE, true));
        assertTrue(w.answers("g", Float.POSITIVE_INFINITY, true), "s ≥ +∞: no finite score");
        assertTrue(w.answers("g", Float.MAX_VALUE, false));
        assertFalse(w.answers("g", -Float.MAX_VALUE, false), "s > −MAX: not every score, and below the window");
    }

    @Test
    void acceptFromIsTheFirstAcceptedKey() {
        long k = Integer.toUnsignedLong(ScoreKey.of(0.5f));
        assertEquals(k, IdentityWindows.acceptFrom(0.5f, true));
        assertEquals(k + 1, IdentityWindows.acceptFrom(0.5f, false));
        assertEquals(IdentityWindows.acceptFrom(0.0f, true), IdentityWindows.acceptFrom(-0.0f, true), "−0 is +0");
        assertTrue(IdentityWindows.acceptFrom(Float.POSITIVE_INFINITY, false) > IdentityWindows.maxFiniteKey(),
                "s > +∞ accepts nothing: no wrap-around to key 0");
    }

    /**
     * Impostors 900/90/9/1 in buckets 100..103, genuines 1/999 in 103/104 (n = 1000 each): FAR − FRR first ≤ 0 at
     * boundary 104 (FAR 0, FRR 0.001), EER about 0.0005; the FAR target 0.001·64 is first met at 102 (FAR 0.01), the
     * FRR target 0.0005/64 is exceeded by bucket 103's genuine: the window starts at 102.
     */
    @Test
    void gridLowCoversTheGridWithItsMargin() {
        var imp = CoarseHistogram.empty();
        imp.addCount(100, 900);
        imp.addCount(101, 90);
        imp.addCount(102, 9);
        imp.addCount(103, 1);
        var gen = CoarseHistogram.empty();
        gen.addCount(103, 1);
        gen.addCount(104, 999);
        assertEquals(102, IdentityWindows.gridLow(gen, imp));
        assertEquals(IdentityWindows.TOP, IdentityWindows.gridLow(CoarseHistogram.empty(), imp), "no genuine: no grid");
    }

    @Test
    void predictStartsBelowThePredictedBucketsAndRespectsItsBudgets() {
        var sampled = ScoreSummaries.empty();
        var genuine = ScoreSummaries.empty();
        float low = ScoreKey.value(ScoreKey.compose(LO, 0));
        for (int i = 0; i < 100; i++) {
            sampled.add("g", PairKind.IMPOSTOR, i < 99 ? -0.5f : low);
            genuine.add("g", PairKind.GENUINE, 0.9f);
        }
        var predicted = Map.<String, Set<Integer>>of("g", Set.of(LO, LISTED));
        var w = IdentityWindows.predict(predicted, sampled, genuine, List.of("g"), Map.of("g", 10L),
                Map.of("g", 1000L), 1L << 20, 1L << 20);
        assertNotNull(w);
        assertTrue(w.window("g").lo() < LO, "one bucket below the lowest predicted one at least");
        assertTrue(w.window("g").isListed(LISTED));
        assertFalse(w.window("g").isListed(LISTED + 1));
        int bins = w.window("g").bins();
        assertNull(IdentityWindows.predict(predicted, sampled, genuine, List.of("g"), Map.of("g", 10L),
                Map.of("g", 1000L), 10L * bins - 1, 1L << 20), "one counter over the cell budget");
        // 1 of 100 sampled scores lies in a listed bucket: about 10 of 1000 pairs
        assertNull(IdentityWindows.predict(predicted, sampled, genuine, List.of("g"), Map.of("g", 10L),
                Map.of("g", 1000L), 1L << 20, 9));
        assertNotNull(IdentityWindows.predict(predicted, sampled, genuine, List.of("g"), Map.of("g", 10L),
                Map.of("g", 1000L), 1L << 20, 10));
    }

    @Test
    void aWindowIsSparseWhenUnderTwoPercentOfItsGroupsSampledScoresReachIt() {
        var sampled = ScoreSummaries.empty();
        var genuine = ScoreSummaries.empty();
        float low = ScoreKey.value(ScoreKey.compose(LO, 0));
        var groups = List.of("one", "two", "three");
        for (int k = 0; k < groups.size(); k++) {
            // k + 1 in 100 sampled scores in the window; enough of them that the EER grid's reach (FAR 64 / 10,000)
            // leaves the window's start at the predicted bucket
            for (int i = 0; i < 10_000; i++) {
                sampled.add(groups.get(k), PairKind.IMPOSTOR, i % 100 <= k ? low : -0.5f);
                genuine.add(groups.get(k), PairKind.GENUINE, 0.9f);
            }
        }
        var predicted = Map.<String, Set<Integer>>of("one", Set.of(LO), "two", Set.of(LO), "three", Set.of(LO));
        var w = IdentityWindows.predict(predicted, sampled, genuine, groups,
                Map.of("one", 10L, "two", 10L, "three", 10L), Map.of("one", 1000L, "two", 1000L, "three", 1000L),
                1L << 20, 1L << 20);
        assertTrue(w.window("one").sparse(), "1%");
        assertFalse(w.window("two").sparse(), "2%: not under");
        assertFalse(w.window("three").sparse(), "3%");
        assertFalse(IdentityWindows.of(Map.of("g", LO), Map.of()).window("g").sparse(), "explicit: dense unless named");
        assertTrue(IdentityWindows.of(Map.of("g", LO), Map.of(), Set.of("g")).window("g").sparse());
    }

    @Test
    void aWindowOutsideTheBucketsIsRejected() {
        assertThrows(IllegalArgumentException.class,
                () -> IdentityWindows.of(Map.of("g", IdentityWindows.TOP + 1), Map.of()));
    }

    @Test
    void aPairWeighsMoreTheMoreOfItsGroupsSampledScoresLieInTheWindow() {
        var w = IdentityWindows.of(Map.of("g", LO, "h", LO), Map.of());
        var sampled = ScoreSummaries.empty();
        for (int i = 0; i < 100; i++) {
            // g: 30 of 100 at or above the window's first value (0.25), h: none; a third group has no window
            sampled.add("g", PairKind.IMPOSTOR, i < 30 ? (i % 2 == 0 ? 0.25f : 0.9f) : Math.nextDown(0.25f));
            sampled.add("h", PairKind.IMPOSTOR, 0.1f);
            sampled.add("x", PairKind.IMPOSTOR, 0.9f);
        }
        var weights = w.pairWeights(sampled);
        assertEquals(Set.of("g", "h"), weights.keySet());
        assertEquals(1 + IdentityWindows.TALLY_PER_PAIR + 0.3 * IdentityWindows.TALLY_PER_WINDOW_SCORE, weights.get("g"),
                1e-12);
        assertEquals(1 + IdentityWindows.TALLY_PER_PAIR, weights.get("h"), 1e-12);
        assertEquals(1 + IdentityWindows.TALLY_PER_PAIR,
                IdentityWindows.of(Map.of("g", LO), Map.of()).pairWeights(ScoreSummaries.empty()).get("g"), 1e-12,
                "no sample: the window's share is taken as 0");
    }
}
