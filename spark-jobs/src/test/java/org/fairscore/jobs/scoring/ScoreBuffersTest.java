package org.fairscore.jobs.scoring;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;
import org.nd4j.linalg.api.buffer.DataBuffer;

/**
 * {@link ScoreBuffers} hands a kept buffer to the next request it fits (the smallest that does), makes small ones
 * afresh and never keeps them, keeps at most {@link ScoreBuffers#KEPT} of each kind (the largest); and a scorer that
 * reuses a buffer another block left behind scores as a fresh one does.
 */
@Isolated // the pool is the JVM's: no other test may take or give buffers meanwhile
class ScoreBuffersTest {
    private static final long BIG = ScoreBuffers.SMALL;

    private static void drain() {
        // take every kept buffer out (a request larger than all of them makes a new one, which is then freed)
        for (int i = 0; i < ScoreBuffers.KEPT; i++) {
            ScoreBuffers.nativeFloats(BIG).close();
            ScoreBuffers.heapFloats((int) BIG);
        }
    }

    @Test
    void aKeptBufferServesTheNextRequestItFitsTheSmallestFirst() {
        drain();
        assertArrayEquals(new int[] {0, 0}, ScoreBuffers.kept());
        DataBuffer large = ScoreBuffers.nativeFloats(3 * BIG);
        DataBuffer medium = ScoreBuffers.nativeFloats(2 * BIG);
        ScoreBuffers.release(large);
        ScoreBuffers.release(medium);
        assertSame(medium, ScoreBuffers.nativeFloats(BIG + 1), "the smallest that fits");
        assertSame(large, ScoreBuffers.nativeFloats(2 * BIG + 1));
        DataBuffer fresh = ScoreBuffers.nativeFloats(4 * BIG);
        assertTrue(fresh.length() >= 4 * BIG);
        ScoreBuffers.release(large);
        ScoreBuffers.release(medium);
        ScoreBuffers.release(fresh);

        float[] array = ScoreBuffers.heapFloats((int) (2 * BIG));
        ScoreBuffers.release(array);
        assertSame(array, ScoreBuffers.heapFloats((int) BIG));
        assertNotSame(array, ScoreBuffers.heapFloats((int) (3 * BIG)), "too small for it: a new one");
        drain();
    }

    @Test
    void smallBuffersAreNeitherKeptNorHandedOutAndAtMostKeptAreKept() {
        drain();
        DataBuffer small = ScoreBuffers.nativeFloats(1000);
        ScoreBuffers.release(small);
        ScoreBuffers.release(new float[1000]);
        assertArrayEquals(new int[] {0, 0}, ScoreBuffers.kept());

        var made = new ArrayList<DataBuffer>();
        for (int i = 0; i < ScoreBuffers.KEPT + 3; i++) {
            made.add(ScoreBuffers.nativeFloats(BIG + i));
            ScoreBuffers.release(new float[(int) (BIG + i)]);
        }
        made.forEach(ScoreBuffers::release);
        assertArrayEquals(new int[] {ScoreBuffers.KEPT, ScoreBuffers.KEPT}, ScoreBuffers.kept());
        // the largest were kept: the three smallest were freed
        for (int i = ScoreBuffers.KEPT + 2; i >= 3; i--) {
            assertSame(made.get(i), ScoreBuffers.nativeFloats(BIG + i));
        }
        // at most KEPT_FLOATS: two buffers of more than half of it each cannot both be kept, the smaller is freed
        long half = ScoreBuffers.KEPT_FLOATS / 2 + 1;
        DataBuffer a = ScoreBuffers.nativeFloats(half);
        DataBuffer b = ScoreBuffers.nativeFloats(half + 1);
        drain();
        ScoreBuffers.release(a);
        ScoreBuffers.release(b);
        assertArrayEquals(new int[] {1, 0}, ScoreBuffers.kept());
        assertSame(b, ScoreBuffers.nativeFloats(half));
        b.close();
        drain();
    }

    /** A scorer on a reused buffer (another block's floats left in it) gives the scores of a scorer on fresh ones. */
    @Test
    void aScorerOnReusedBuffersScoresAsOnFreshOnes() {
        drain();
        var r = new Random(3);
        int dim = 64;
        // every buffer at or above SMALL, so kept: the first block's matrix (1.28 M floats) and output and scores
        // (60 × 20,000), then the second's (1.15 M, and 60 × 18,000), each of which fits the first's
        Block first = block(r, 20_000, dim);
        Block second = block(r, 18_000, dim);
        float[] expected;
        try (var scorer = new TileScorer(60)) {
            expected = scorer.score(second, 100, 60, second, 100).clone();
        }
        drain(); // the expected scores came from fresh buffers only
        try (var scorer = new TileScorer(60)) {
            scorer.score(first, 0, 60, first, 0);
        }
        assertArrayEquals(new int[] {2, 1}, ScoreBuffers.kept(), "the first scorer's matrix, output and scores");
        try (var scorer = new TileScorer(60)) {
            float[] again = scorer.score(second, 100, 60, second, 100);
            assertArrayEquals(new int[] {0, 0}, ScoreBuffers.kept(), "all three reused");
            int n = 60 * (second.rows() - 100);
            for (int i = 0; i < n; i++) {
                assertEquals(Float.floatToRawIntBits(expected[i]), Float.floatToRawIntBits(again[i]), "score " + i);
            }
        }
        drain();
    }

    private static Block block(Random r, int rows, int dim) {
        float[] e = new float[rows * dim];
        for (int i = 0; i < e.length; i++) {
            e[i] = (float) r.nextGaussian();
        }
        return new Block("g", 0, rows, dim, e, new long[rows], new String[rows], new long[rows]);
    }
}
