package org.fairscore.jobs.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link Block#dot} gives, bit for bit, the four-accumulator sum every genuine and sampled score has always been: the
 * same products added to the same accumulator in the same order (its loop is unrolled for C1, not reordered), at
 * every dimension from 1 to 70 and at 512, with the rows at offsets that are not multiples of the unrolling.
 */
class BlockDotTest {
    /** The definition: accumulator k mod 4 takes product k, in order; the tail goes to the first. */
    private static float reference(float[] a, int ia, float[] b, int ib, int dim) {
        float[] acc = new float[4];
        int k = 0;
        for (; k + 3 < dim; k += 4) {
            for (int l = 0; l < 4; l++) {
                acc[l] += a[ia + k + l] * b[ib + k + l];
            }
        }
        for (; k < dim; k++) {
            acc[0] += a[ia + k] * b[ib + k];
        }
        return (acc[0] + acc[1]) + (acc[2] + acc[3]);
    }

    @Test
    void dotIsTheFourAccumulatorSumBitForBit() {
        Random r = new Random(5);
        for (int dim : new int[] {1, 2, 3, 4, 5, 15, 16, 17, 31, 32, 33, 47, 64, 69, 70, 512}) {
            int rows = 7;
            float[] e = new float[rows * dim];
            for (int i = 0; i < e.length; i++) {
                // wide magnitudes, so that a change of order changes the rounding
                e[i] = (float) (r.nextGaussian() * Math.pow(10, r.nextInt(7) - 3));
            }
            var block = new Block("g", 0, rows, dim, e, new long[rows], new String[rows], new long[rows]);
            int differ = 0;
            for (int i = 0; i < rows; i++) {
                for (int j = 0; j < rows; j++) {
                    float expected = reference(e, i * dim, e, j * dim, dim);
                    float actual = block.dot(i, block, j);
                    assertEquals(Float.floatToRawIntBits(expected), Float.floatToRawIntBits(actual),
                            "dim " + dim + ", rows " + i + " and " + j);
                    differ += Float.floatToRawIntBits(expected) != Float.floatToRawIntBits(plainSum(e, i * dim, j * dim, dim))
                            ? 1 : 0;
                }
            }
            if (dim == 512) {
                assertEquals(true, differ > 0, "the order matters at this dimension (else the test could not fail)");
            }
        }
    }

    private static float plainSum(float[] e, int ia, int ib, int dim) {
        float s = 0;
        for (int k = 0; k < dim; k++) {
            s += e[ia + k] * e[ib + k];
        }
        return s;
    }
}
