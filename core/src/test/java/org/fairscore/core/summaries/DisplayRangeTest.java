package org.fairscore.core.summaries;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class DisplayRangeTest {

    @Test
    void cosinesKeepTheEmbeddingAuditsRangeAndBins() {
        assertSame(DisplayRange.COSINE, DisplayRange.of(-1f, 1f));
        assertSame(DisplayRange.COSINE, DisplayRange.of(0.2f, 0.2f));
        for (float s : new float[] {-1f, -0.995f, -0.01f, 0f, 0.005f, 0.5f, Math.nextDown(1f), 1f}) {
            assertEquals(DisplayHistogram.binOf(s), DisplayRange.COSINE.binOf(s), "score " + s);
        }
    }

    @Test
    void otherScoresAreBinnedOverTheirOwnSpan() {
        // a 0–100 vendor file: w = 0.5, bin i = [0.5·i, 0.5·(i + 1)), the last also holds 100
        var r = DisplayRange.of(0f, 100f);
        assertEquals(new DisplayRange(0, 100), r);
        assertEquals(0, r.binOf(0));
        assertEquals(0, r.binOf(0.49));
        assertEquals(1, r.binOf(0.5));
        assertEquals(100, r.binOf(50));
        assertEquals(199, r.binOf(99.5));
        assertEquals(199, r.binOf(100));
        // Iris sepal lengths 4.3 … 7.0: one end just outside [−1, 1] is enough
        assertEquals(new DisplayRange(4.3f, 7.0f), DisplayRange.of(4.3f, 7.0f));
        assertEquals(new DisplayRange(-0.5f, 1.5f), DisplayRange.of(-0.5f, 1.5f));
    }

    @Test
    void oneValueOutsideTheCosineRangeLiesMidRange() {
        assertEquals(new DisplayRange(0, 10), DisplayRange.of(5f, 5f)); // m = max(1, 5) = 5
        assertEquals(new DisplayRange(-2.5, 0), DisplayRange.of(-1.25f, -1.25f)); // m = 1.25
        // v = −2e30 (as float32): m = |v|, so [2v, 0] exactly
        var big = DisplayRange.of(-2e30f, -2e30f);
        assertEquals(2.0 * (double) -2e30f, big.low());
        assertEquals(0.0, big.high());
        assertEquals(100, big.binOf(-2e30f));
        var max = DisplayRange.of(Float.MAX_VALUE, Float.MAX_VALUE);
        assertEquals(100, max.binOf(Float.MAX_VALUE));
        var span = DisplayRange.of(-Float.MAX_VALUE, Float.MAX_VALUE);
        assertEquals(0, span.binOf(-Float.MAX_VALUE));
        assertEquals(199, span.binOf(Float.MAX_VALUE));
        assertEquals(100, span.binOf(0));
        assertThrows(IllegalArgumentException.class, () -> new DisplayRange(1, 1));
    }
}
