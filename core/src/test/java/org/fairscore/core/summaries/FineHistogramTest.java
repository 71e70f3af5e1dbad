package org.fairscore.core.summaries;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The sparse list form, the dense form and the switch between them must answer alike. */
class FineHistogramTest {
    private static final int BUCKET = 48_000;

    /** Reference counts straight from the added positions. */
    private static long[] reference(int[] lows) {
        return plus(new long[ScoreKey.BUCKETS], lows);
    }

    /** A copy of reference counts {@code ref} with {@code lows} added. */
    private static long[] plus(long[] ref, int[] lows) {
        long[] c = ref.clone();
        for (int l : lows) {
            c[l]++;
        }
        return c;
    }

    private static void assertSame(long[] ref, FineHistogram f) {
        long total = 0;
        for (long c : ref) {
            total += c;
        }
        assertEquals(total, f.total());
        int expectedNext = -1;
        for (int low = ScoreKey.BUCKETS - 1; low >= 0; low--) {
            if (ref[low] != 0) {
                expectedNext = low;
            }
        }
        assertEquals(expectedNext, f.nextOccupied(-1));
        for (int low = 0; low < ScoreKey.BUCKETS; low += 97) {
            long atOrBelow = 0;
            for (int i = 0; i <= low; i++) {
                atOrBelow += ref[i];
            }
            assertEquals(ref[low], f.countAt(low), "count at " + low);
            assertEquals(total - atOrBelow, f.countAbove(low), "above " + low);
        }
        if (total > 0) {
            // rank k's position: the smallest low with cumulative count ≥ k
            long k = (total + 1) / 2;
            long cum = 0;
            int expected = -1;
            for (int i = 0; i < ScoreKey.BUCKETS; i++) {
                cum += ref[i];
                if (cum >= k) {
                    expected = i;
                    break;
                }
            }
            assertEquals(expected, f.lowOfRank(k));
        }
    }

    private static int[] lows(int n, long seed) {
        var rnd = new SplittableRandom(seed);
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            out[i] = rnd.nextInt(ScoreKey.BUCKETS);
        }
        return out;
    }

    private static FineHistogram of(int[] lows) {
        var f = FineHistogram.empty(BUCKET);
        for (int l : lows) {
            f.addKey(ScoreKey.compose(BUCKET, l));
        }
        return f;
    }

    @Test
    void sparseAndDenseFormsAnswerAlike() {
        for (int n : new int[] {0, 1, 100, FineHistogram.SPARSE_LIMIT, FineHistogram.SPARSE_LIMIT + 1, 30_000}) {
            int[] lows = lows(n, n);
            assertSame(reference(lows), of(lows));
        }
    }

    @Test
    void mergeAcrossTheSparseLimitEqualsTheUnion() {
        int[] a = lows(6000, 1);
        int[] b = lows(6000, 2); // together past the limit: the merge must switch to dense
        int[] all = new int[a.length + b.length];
        System.arraycopy(a, 0, all, 0, a.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        assertSame(reference(all), of(a).merge(of(b)));
        assertSame(reference(all), of(b).merge(of(a)));
        int[] big = lows(20_000, 3);
        int[] both = new int[big.length + a.length];
        System.arraycopy(big, 0, both, 0, big.length);
        System.arraycopy(a, 0, both, big.length, a.length);
        assertSame(reference(both), of(a).merge(of(big)));
        assertSame(reference(both), of(big).merge(of(a)));
        // the merged-in histogram is left as it was (a sparse one takes a dense one's counts by a copy), and the
        // result grows on its own
        var dense = of(big);
        var merged = of(a).merge(dense);
        merged.addKey(ScoreKey.compose(BUCKET, 7));
        assertSame(reference(big), dense);
        int[] bothAnd7 = java.util.Arrays.copyOf(both, both.length + 1);
        bothAnd7[both.length] = 7;
        assertSame(reference(bothAnd7), merged);
        // two dense ones: the sum, position by position
        int[] more = lows(30_000, 4);
        int[] bigAndMore = java.util.Arrays.copyOf(big, big.length + more.length);
        System.arraycopy(more, 0, bigAndMore, big.length, more.length);
        assertSame(reference(bigAndMore), of(big).merge(of(more)));
    }

    @Test
    void serialisationKeepsBothForms() throws Exception {
        for (int n : new int[] {50, 20_000}) {
            int[] lows = lows(n, 7 + n);
            assertSame(reference(lows), roundTrip(of(lows)));
        }
    }

    /** A histogram's round trip through Java serialisation, as a task's result travels. */
    private static FineHistogram roundTrip(FineHistogram f) throws Exception {
        var bytes = new ByteArrayOutputStream();
        try (var out = new ObjectOutputStream(bytes)) {
            out.writeObject(f);
        }
        try (var in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            return (FineHistogram) in.readObject();
        }
    }

    /** The dense ints give way to longs before any position could pass Integer.MAX_VALUE, and counts stay exact. */
    @Test
    void countsPastAnIntTurnTheDenseFormToLongs() throws Exception {
        int[] lows = lows(20_000, 11);
        long[] ref = reference(lows);
        var f = of(lows);
        long big = Integer.MAX_VALUE - 20_000L - 10_000L; // the total 10,000 short of Integer.MAX_VALUE
        f.addLow(4321, big);
        ref[4321] += big;
        assertEquals(false, f.wide(), "ints while the total fits one");
        int[] more = lows(10_001, 12); // the total now passes Integer.MAX_VALUE
        ref = plus(ref, more);
        var keys = new int[more.length];
        for (int i = 0; i < more.length; i++) {
            keys[i] = ScoreKey.compose(BUCKET, more[i]);
        }
        f.addKeys(keys, 0, keys.length);
        assertEquals(true, f.wide());
        assertSame(ref, f);
        assertSame(ref, roundTrip(f));
        long[] twice = ref.clone();
        for (int i = 0; i < twice.length; i++) {
            twice[i] *= 2;
        }
        assertSame(twice, f.copy().merge(roundTrip(f)));
        // a sparse histogram merged into a wide one, and a wide one into a dense-int one
        int[] few = lows(30, 13);
        long[] withSparse = plus(ref, few);
        assertSame(withSparse, of(few).merge(f));
        assertSame(withSparse, f.copy().merge(of(few)));
        int[] many = lows(9_000, 14);
        assertSame(plus(ref, many), of(many).merge(f));
    }

    /** A dense histogram travels as its occupied positions: a few bytes each, not a long per position. */
    @Test
    void aDenseHistogramIsSentCompactly() throws Exception {
        int[] lows = lows(20_000, 15);
        var bytes = new ByteArrayOutputStream();
        try (var out = new ObjectOutputStream(bytes)) {
            out.writeObject(of(lows));
        }
        long occupied = java.util.Arrays.stream(reference(lows)).filter(c -> c != 0).count();
        assertTrue(bytes.size() < 4 * occupied, bytes.size() + " bytes for " + occupied + " occupied positions");
        assertSame(reference(lows), roundTrip(of(lows)));
    }
}
