package org.fairscore.jobs.scoring;

import org.nd4j.linalg.api.buffer.DataBuffer;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.factory.Nd4j;
import org.nd4j.linalg.indexing.NDArrayIndex;

/**
 * Scores a chunk of a tile — rows [r0, r0+rows) of block A against rows [c0, nB) of block B — as one
 * float32 GEMM (ND4J, OpenBLAS) into a reused output buffer. Why GEMM: ~90 GFLOP/s per core here against
 * ~4 for MLlib's pure-Java BLAS; why a reused buffer: {@code a.mmul(b)} allocates and runs at less than
 * half the speed; why chunks: a block can be large (fewer replicas to shuffle) while the output stays
 * chunkRows × blockSize floats. Block matrices are copied off-heap once and reused while consecutive
 * tiles share a block. One scorer per task; not thread-safe; close it to give its buffers back to
 * {@link ScoreBuffers}, which hands them to the next scorer of this JVM.
 */
public final class TileScorer implements AutoCloseable {
    public static final long MAX_CHUNK_SCORES = 1L << 23;
    private final int chunkRows;
    private DataBuffer out;
    private long capacity;
    private float[] scores;
    private Block cachedA;
    private INDArray matrixA;
    private Block cachedB;
    private INDArray matrixB;
    /** The matrices are another scorer's ({@link #borrowing}): used, never closed or replaced here. */
    private final boolean borrowed;

    public TileScorer(int chunkRows) {
        this(chunkRows, false);
    }

    private TileScorer(int chunkRows, boolean borrowed) {
        this.chunkRows = chunkRows;
        this.borrowed = borrowed;
    }

    /**
     * A scorer for another thread on the same tile ({@link ChunkHelper}): its own output buffer, this scorer's block
     * matrices (GEMM only reads them; copying a block again would cost tens of MiB and milliseconds). It scores only
     * the blocks this scorer holds now, and must be closed before this one is.
     */
    TileScorer borrowing() {
        var out = new TileScorer(chunkRows, true);
        out.cachedA = cachedA;
        out.matrixA = matrixA;
        out.cachedB = cachedB;
        out.matrixB = matrixB;
        return out;
    }

    public int chunkRows() {
        return chunkRows;
    }

    /**
     * Rows of block A per GEMM call against {@code cols} columns: chunkRows, fewer when the output would
     * exceed {@link #MAX_CHUNK_SCORES} floats (32 MiB), so a task's score buffer stays bounded however
     * large the blocks are.
     */
    public int rowsPerChunk(int cols) {
        return (int) Math.max(1, Math.min(chunkRows, MAX_CHUNK_SCORES / Math.max(1, cols)));
    }

    /** Row-major rows × (nB − c0) scores, valid until the next call: s[i·cols + (j − c0)] = cos(a_{r0+i}, b_j). */
    public float[] score(Block a, int r0, int rows, Block b, int c0) {
        INDArray ma = matrixA(a);
        INDArray mb = b == a ? ma : matrixB(b);
        int cols = b.rows() - c0;
        long n = (long) rows * cols;
        if (n > capacity) {
            if (out != null) {
                ScoreBuffers.release(out);
            }
            out = ScoreBuffers.nativeFloats(Math.max(n, (long) rowsPerChunk(b.rows()) * b.rows()));
            capacity = out.length();
        }
        INDArray av = ma.get(NDArrayIndex.interval(r0, r0 + rows), NDArrayIndex.all());
        INDArray bv = mb.get(NDArrayIndex.interval(c0, b.rows()), NDArrayIndex.all());
        INDArray ov = Nd4j.create(out, new long[] {rows, cols}, new long[] {cols, 1}, 0, 'c');
        Nd4j.gemm(av, bv, ov, false, true, 1.0, 0.0);
        if (scores == null || scores.length < n) {
            if (scores != null) {
                ScoreBuffers.release(scores);
            }
            scores = ScoreBuffers.heapFloats((int) Math.max(n, (long) rowsPerChunk(b.rows()) * b.rows()));
        }
        out.asNioFloat().get(scores, 0, (int) n);
        return scores;
    }

    private INDArray matrixA(Block a) {
        if (a != cachedA) {
            if (borrowed) {
                throw new IllegalStateException("a borrowing scorer scores only the blocks it borrowed");
            }
            if (matrixA != null && matrixA != matrixB) {
                drop(matrixA);
            }
            matrixA = a == cachedB ? matrixB : nativeCopy(a);
            cachedA = a;
        }
        return matrixA;
    }

    private INDArray matrixB(Block b) {
        if (b != cachedB) {
            if (borrowed) {
                throw new IllegalStateException("a borrowing scorer scores only the blocks it borrowed");
            }
            if (matrixB != null && matrixB != matrixA) {
                drop(matrixB);
            }
            matrixB = b == cachedA ? matrixA : nativeCopy(b);
            cachedB = b;
        }
        return matrixB;
    }

    /**
     * The block's embeddings as a rows × dim native matrix, copied in bulk into a buffer of {@link ScoreBuffers} (not
     * zeroed first). Why not {@code Nd4j.create(float[], shape, order)}: that zeroes new memory and then copies the
     * array into it a float at a time ({@code BaseDataBuffer.put}: 0.9% of the impostor pass's CPU samples, perf), and
     * makes new memory for every block; the floats are the same either way (docs/performance.md, eleventh round).
     */
    private static INDArray nativeCopy(Block b) {
        long n = (long) b.rows() * b.dim();
        if (n == 0) {
            return Nd4j.create(b.embeddings(), new long[] {b.rows(), b.dim()}, 'c');
        }
        DataBuffer buffer = ScoreBuffers.nativeFloats(n);
        buffer.asNioFloat().put(b.embeddings(), 0, (int) n);
        return Nd4j.create(buffer, new long[] {b.rows(), b.dim()}, new long[] {b.dim(), 1}, 0, 'c');
    }

    /** Gives a matrix's buffer back to {@link ScoreBuffers} (an empty block's array is closed as ND4J made it). */
    private static void drop(INDArray matrix) {
        if (matrix.length() == 0) {
            matrix.close();
        } else {
            ScoreBuffers.release(matrix.data());
        }
    }

    @Override
    public void close() {
        if (!borrowed) {
            if (matrixA != null) {
                drop(matrixA);
            }
            if (matrixB != null && matrixB != matrixA) {
                drop(matrixB);
            }
        }
        if (out != null) {
            ScoreBuffers.release(out);
        }
        if (scores != null) {
            ScoreBuffers.release(scores);
        }
        // the buffers may be another scorer's now: nothing of them stays reachable from here
        cachedA = null;
        matrixA = null;
        cachedB = null;
        matrixB = null;
        out = null;
        scores = null;
        capacity = 0;
    }
}
