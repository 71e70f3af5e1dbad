package org.fairscore.core.summaries;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import org.fairscore.core.model.PairKind;
import org.junit.jupiter.api.Test;

/** Spark ships task results Java-serialised: the compact writeObject/readObject must keep every count. */
class SerializationTest {

    static byte[] bytes(Serializable o) throws IOException {
        var bos = new ByteArrayOutputStream();
        try (var out = new ObjectOutputStream(bos)) {
            out.writeObject(o);
        }
        return bos.toByteArray();
    }

    @SuppressWarnings("unchecked")
    static <T extends Serializable> T roundTrip(T o) throws IOException, ClassNotFoundException {
        try (var in = new ObjectInputStream(new ByteArrayInputStream(bytes(o)))) {
            return (T) in.readObject();
        }
    }

    private static void assertSameCoarse(CoarseHistogram expected, CoarseHistogram actual) {
        assertEquals(expected.total(), actual.total());
        for (int b = 0; b < ScoreKey.BUCKETS; b++) {
            if (expected.count(b) != actual.count(b)) {
                assertEquals(expected.count(b), actual.count(b), "bucket " + b);
            }
        }
    }

    @Test
    void coarseHistogramRoundTripKeepsEveryCountAndIsCompact() throws Exception {
        var h = CoarseHistogram.empty();
        for (float s : Scores.spread(2000, 21)) {
            h.add(s);
        }
        h.add(Float.MAX_VALUE);
        var back = roundTrip(h);
        assertSameCoarse(h, back);
        back.add(0.5f); // the restored histogram is usable
        assertEquals(h.count(ScoreKey.bucketOf(0.5f)) + 1, back.count(ScoreKey.bucketOf(0.5f)));

        var small = CoarseHistogram.empty();
        small.add(0.1f);
        small.add(0.9f);
        // dense form would be 65,536 × 8 bytes = 512 KiB; compact: two (int, long) entries plus headers
        assertTrue(bytes(small).length < 1024, "serialised size " + bytes(small).length);
        assertSameCoarse(CoarseHistogram.empty(), roundTrip(CoarseHistogram.empty()));
    }

    @Test
    void fineHistogramRoundTripKeepsEveryCountEmptyOrNot() throws Exception {
        int bucket = ScoreKey.bucketOf(0.5f);
        var h = FineHistogram.empty(bucket);
        for (float s : Scores.uniform(3000, 0.5, 0.5 + 1e-4, 22)) {
            h.addKey(ScoreKey.of(s));
        }
        var back = roundTrip(h);
        assertEquals(bucket, back.bucket());
        assertEquals(h.total(), back.total());
        for (int low = 0; low < ScoreKey.BUCKETS; low++) {
            if (h.countAt(low) != back.countAt(low)) {
                assertEquals(h.countAt(low), back.countAt(low), "position " + low);
            }
        }
        var empty = roundTrip(FineHistogram.empty(bucket));
        assertEquals(0, empty.total());
        assertEquals(bucket, empty.bucket());
        empty.addKey(ScoreKey.of(0.5f));
        assertEquals(1, empty.countAt(0));
    }

    @Test
    void pairTypeSummaryRoundTripKeepsCountsAndPendingSums() throws Exception {
        var p = PairTypeSummary.empty();
        float[] scores = Scores.uniform(1000, -1, 1, 23);
        for (float s : scores) {
            p.add(s); // fewer than a fold's worth: the sums are still pending when serialised
        }
        var back = roundTrip(p);
        assertEquals(p.count(), back.count());
        assertSameCoarse(p.coarse(), back.coarse());
        assertEquals(p.display(), back.display());
        assertEquals(scores.length, back.sums().count());
        assertEquals(p.sums().mean(), back.sums().mean());
        assertEquals(p.sums().stdDev(), back.sums().stdDev());
    }

    @Test
    void scoreSummariesRoundTripKeepsEveryGroupAndKind() throws Exception {
        var s = ScoreSummaries.empty();
        float[] scores = Scores.spread(3000, 24);
        for (int i = 0; i < scores.length; i++) {
            s.add(i % 3 == 0 ? "A" : "B|x=y", i % 4 == 0 ? PairKind.GENUINE : PairKind.IMPOSTOR, scores[i]);
        }
        var back = roundTrip(s);
        assertEquals(s.groups().keySet(), back.groups().keySet());
        for (var g : s.groups().keySet()) {
            for (var kind : PairKind.values()) {
                var e = s.groups().get(g).get(kind);
                var a = back.groups().get(g).get(kind);
                assertEquals(e.count(), a.count());
                assertSameCoarse(e.coarse(), a.coarse());
                assertEquals(e.display(), a.display());
                assertEquals(e.sums().mean(), a.sums().mean());
                assertEquals(e.sums().stdDev(), a.sums().stdDev());
            }
        }
        // merging a restored partial into a fresh one behaves like the original
        var merged = ScoreSummaries.empty().merge(back).merge(roundTrip(s));
        assertEquals(2 * s.groups().get("A").get(PairKind.GENUINE).count(),
                merged.groups().get("A").get(PairKind.GENUINE).count());
    }
}
