package org.fairscore.core.summaries;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The bulk counter must give exactly what adding score by score gives: same counts, bins, sums, fine tables. */
class BulkScoreCounterTest {

    /**
     * Scores that exercise every path: display edges, tiny magnitudes, ±0, ±1, just beyond ±1, crowds, and any
     * finite float32 (every exponent, subnormals).
     */
    private static float[] adversarialScores(int n, long seed) {
        var r = new Random(seed);
        float[] s = new float[n];
        for (int i = 0; i < n; i++) {
            s[i] = switch (r.nextInt(11)) {
                case 0 -> (float) (r.nextGaussian() * 0.05); // impostor crowd
                case 1 -> (float) (0.6 + r.nextGaussian() * 0.1); // genuine crowd
                case 2 -> (float) (-1 + r.nextInt(201) / 100.0); // on display edges
                case 3 -> r.nextBoolean() ? Math.nextUp((float) (-1 + r.nextInt(201) / 100.0)) // just past an edge
                        : Math.nextDown((float) (-1 + r.nextInt(201) / 100.0)); // just before one
                case 4 -> (float) (r.nextGaussian() * 1e-5); // around 2^-17, where the former fixed point truncated
                case 5 -> r.nextBoolean() ? 0.0f : -0.0f;
                case 6 -> r.nextBoolean() ? Math.nextUp(1.0f) : Math.nextDown(-1.0f); // rounding past ±1
                case 7 -> r.nextBoolean() ? 1.0f : -1.0f;
                case 9 -> (float) ((r.nextBoolean() ? 1 : -1) * Math.pow(2, r.nextInt(253) - 126) * (1 + r.nextDouble()));
                case 10 -> Float.intBitsToFloat(r.nextInt(0x800000) | (r.nextBoolean() ? 0x80000000 : 0)); // subnormal
                default -> (float) (r.nextDouble() * 2 - 1);
            };
        }
        return s;
    }

    @Test
    void bulkCountsEqualScoreByScoreCounts() {
        float[] s = adversarialScores(200_000, 7);
        // a fine table over some crowded buckets and some special ones
        int[] planned = {ScoreKey.bucketOf(0.0f), ScoreKey.bucketOf(0.03f), ScoreKey.bucketOf(0.6f),
                ScoreKey.bucketOf(-0.01f), ScoreKey.bucketOf(1.0f)};
        var expected = PairTypeSummary.empty();
        var expectedTable = BucketResolution.newTable(planned);
        for (float x : s) {
            int key = ScoreKey.of(x);
            expected.addKeyed(x, key);
            if (expectedTable[key >>> 16] != null) {
                expectedTable[key >>> 16].addKey(key);
            }
        }
        var actual = PairTypeSummary.empty();
        var actualTable = BucketResolution.newTable(planned);
        var counter = new BulkScoreCounter();
        counter.target(actual, actualTable);
        // uneven runs, as rows of a tile with genuine columns cut out
        var r = new Random(3);
        int at = 0;
        while (at < s.length) {
            int len = Math.min(s.length - at, r.nextInt(700));
            counter.add(s, at, at + len);
            at += len;
        }
        counter.flush();

        assertEquals(expected.count(), actual.count());
        for (int b = 0; b < ScoreKey.BUCKETS; b++) {
            assertEquals(expected.coarse().count(b), actual.coarse().count(b), "bucket " + b);
        }
        assertArrayEquals(expected.display().counts(), actual.display().counts());
        assertEquals(expected.sums().count(), actual.sums().count());
        assertEquals(expected.sums().mean(), actual.sums().mean());
        assertEquals(expected.sums().stdDev(), actual.sums().stdDev());
        for (int b : planned) {
            assertEquals(expectedTable[b].total(), actualTable[b].total(), "fine bucket " + b);
            for (int low = 0; low < ScoreKey.BUCKETS; low++) {
                if (expectedTable[b].countAt(low) != actualTable[b].countAt(low)) {
                    assertEquals(expectedTable[b].countAt(low), actualTable[b].countAt(low), "fine " + b + "/" + low);
                }
            }
        }
    }

    @Test
    void aCrowdedPlannedBucketTurnsDenseOnTheWayAndStillCountsEveryKey() {
        // 30,000 scores inside the bucket of 0.6: past the sparse limit and many key buffers
        int bucket = ScoreKey.bucketOf(0.6f);
        var r = new Random(11);
        float[] s = new float[30_000];
        for (int i = 0; i < s.length; i++) {
            s[i] = ScoreKey.value(ScoreKey.compose(bucket, r.nextInt(1 << 16)));
        }
        var expected = BucketResolution.newTable(new int[] {bucket});
        for (float x : s) {
            expected[bucket].addKey(ScoreKey.of(x));
        }
        var table = BucketResolution.newTable(new int[] {bucket});
        var counter = new BulkScoreCounter();
        counter.target(PairTypeSummary.empty(), table);
        counter.add(s, 0, s.length);
        counter.flush();
        assertEquals(s.length, table[bucket].total());
        for (int low = 0; low < ScoreKey.BUCKETS; low++) {
            if (expected[bucket].countAt(low) != table[bucket].countAt(low)) {
                assertEquals(expected[bucket].countAt(low), table[bucket].countAt(low), "position " + low);
            }
        }
    }

    @Test
    void aLaneThatGetsEveryScoreIsFlushedBeforeItOverflows() {
        // 2^24 + 10 one-score runs at index 0: every score lands in the same lane and bucket, which would
        // overflow the packed count without the flush every 2^24 - 1 scores
        float x = Math.nextDown(0.75f); // largest low bits of its bucket: the packed sums grow fastest
        float[] s = {x, 0, 0, 0};
        long n = (1L << 24) + 10;
        var actual = PairTypeSummary.empty();
        var counter = new BulkScoreCounter();
        counter.target(actual, null);
        for (long i = 0; i < n; i++) {
            counter.add(s, 0, 1);
        }
        counter.flush();
        var expected = PairTypeSummary.empty();
        for (long i = 0; i < n; i++) {
            expected.add(x);
        }
        assertEquals(n, actual.count());
        assertEquals(n, actual.coarse().count(ScoreKey.bucketOf(x)));
        assertArrayEquals(expected.display().counts(), actual.display().counts());
        assertEquals(expected.sums().mean(), actual.sums().mean());
        assertEquals(0.0, actual.sums().stdDev());
    }

    @Test
    void switchingTargetsFlushesIntoTheRightSummary() {
        float[] a = adversarialScores(5_000, 1);
        float[] b = adversarialScores(7_000, 2);
        var first = PairTypeSummary.empty();
        var second = PairTypeSummary.empty();
        var counter = new BulkScoreCounter();
        counter.target(first, null);
        counter.add(a, 0, a.length);
        counter.target(second, null);
        counter.add(b, 0, b.length);
        counter.flush();
        assertEquals(a.length, first.count());
        assertEquals(b.length, second.count());
        var direct = PairTypeSummary.empty();
        for (float x : b) {
            direct.add(x);
        }
        assertArrayEquals(direct.display().counts(), second.display().counts());
        assertEquals(direct.sums().mean(), second.sums().mean());
    }

    @Test
    void withoutSummaryOnlyTheFineTableCounts() {
        float[] s = adversarialScores(10_000, 5);
        int[] planned = {ScoreKey.bucketOf(0.0f)};
        var table = BucketResolution.newTable(planned);
        var counter = new BulkScoreCounter();
        counter.target(null, table);
        counter.add(s, 0, s.length);
        counter.flush();
        long inBucket = 0;
        for (float x : s) {
            if (ScoreKey.bucketOf(x) == planned[0]) {
                inBucket++;
            }
        }
        assertTrue(inBucket > 0);
        assertEquals(inBucket, table[planned[0]].total());
    }

    @Test
    void emptyAndReversedRunsCountNothing() {
        var summary = PairTypeSummary.empty();
        var counter = new BulkScoreCounter();
        counter.target(summary, null);
        counter.add(new float[] {0.5f}, 1, 1);
        counter.add(new float[] {0.5f}, 1, 0);
        counter.flush();
        assertEquals(0, summary.count());
    }
}
