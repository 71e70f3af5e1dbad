package org.fairscore.jobs.scoring;

import java.util.ArrayList;
import java.util.List;
import org.nd4j.linalg.api.buffer.DataBuffer;
import org.nd4j.linalg.api.buffer.DataType;
import org.nd4j.linalg.factory.Nd4j;

/**
 * The large float buffers of {@link TileScorer} — native ones for block matrices and GEMM output, heap arrays for the
 * scores — kept when a scorer closes and handed to the next scorer of this JVM that needs one as large.
 *
 * <p>Why: every task of a pass, and every helper thread, made its own, and memory touched for the first time is the
 * costliest thing a task does on some machines: 3.4 ms a MiB on this project's 2-core AMD guest, where a 20,000 ×
 * 512 block's native copy (40 MiB) took 160 to 190 ms to make and 25 of its GEMM chunks 850 to 900 ms (a harness;
 * docs/performance.md, eleventh round). The impostor pass of the 80k bench corpus makes four block matrices, and an
 * output buffer and a score array for each task and helper, 24 MiB each; reused, the later tasks touch no new memory.
 *
 * <p>Memory: at most {@link #KEPT} buffers and {@link #KEPT_FLOATS} floats (256 MiB) of each kind are kept, the largest
 * ones; a buffer in use belongs to its scorer alone. So the pool adds nothing to a pass's peak beyond what its tasks
 * held at once, and at most 256 MiB native and 256 MiB of heap after the last scorer closes.
 */
final class ScoreBuffers {
    /** Buffers kept of each kind: a task's two matrices and its output, for two tasks at once, or a task and helper. */
    static final int KEPT = 6;
    /**
     * Buffers below this many floats (4 MiB) are made and freed as before, never kept: cheap to make, and a kept large
     * buffer would otherwise serve a small identity's matrix while a block waits for new memory.
     */
    static final long SMALL = 1 << 20;
    /**
     * Floats kept of each kind at most (256 MiB), whatever their number: an executor of a long-lived application keeps
     * no more than this of either after a pass.
     */
    static final long KEPT_FLOATS = 1L << 26;
    private static final List<DataBuffer> NATIVE = new ArrayList<>();
    private static final List<float[]> HEAP = new ArrayList<>();

    private ScoreBuffers() {
    }

    /** A native float buffer of at least {@code floats} floats, not zeroed: the smallest kept one that fits, or new. */
    static DataBuffer nativeFloats(long floats) {
        if (floats < SMALL) {
            return Nd4j.createBuffer(DataType.FLOAT, floats, false);
        }
        synchronized (NATIVE) {
            int best = -1;
            for (int i = 0; i < NATIVE.size(); i++) {
                long length = NATIVE.get(i).length();
                if (length >= floats && (best < 0 || length < NATIVE.get(best).length())) {
                    best = i;
                }
            }
            if (best >= 0) {
                return NATIVE.remove(best);
            }
        }
        return Nd4j.createBuffer(DataType.FLOAT, floats, false);
    }

    /**
     * Gives a native buffer back (no array may use it any more); the smallest kept ones are freed while more than
     * {@link #KEPT}, or more than {@link #KEPT_FLOATS} floats, would be kept, and a small one at once.
     */
    static void release(DataBuffer buffer) {
        if (buffer.length() < SMALL) {
            buffer.close();
            return;
        }
        List<DataBuffer> freed = new ArrayList<>();
        synchronized (NATIVE) {
            NATIVE.add(buffer);
            long floats = 0;
            for (DataBuffer b : NATIVE) {
                floats += b.length();
            }
            while (NATIVE.size() > KEPT || floats > KEPT_FLOATS) {
                int smallest = 0;
                for (int i = 1; i < NATIVE.size(); i++) {
                    if (NATIVE.get(i).length() < NATIVE.get(smallest).length()) {
                        smallest = i;
                    }
                }
                DataBuffer out = NATIVE.remove(smallest);
                floats -= out.length();
                freed.add(out);
            }
        }
        freed.forEach(DataBuffer::close);
    }

    /** A heap array of at least {@code floats} floats, its contents left over: the smallest kept one that fits, or new. */
    static float[] heapFloats(int floats) {
        if (floats < SMALL) {
            return new float[floats];
        }
        synchronized (HEAP) {
            int best = -1;
            for (int i = 0; i < HEAP.size(); i++) {
                int length = HEAP.get(i).length;
                if (length >= floats && (best < 0 || length < HEAP.get(best).length)) {
                    best = i;
                }
            }
            if (best >= 0) {
                return HEAP.remove(best);
            }
        }
        return new float[floats];
    }

    /**
     * Gives a heap array back; the smallest kept ones are dropped while more than {@link #KEPT}, or more than
     * {@link #KEPT_FLOATS} floats, would be kept.
     */
    static void release(float[] array) {
        if (array.length < SMALL) {
            return;
        }
        synchronized (HEAP) {
            HEAP.add(array);
            long floats = 0;
            for (float[] a : HEAP) {
                floats += a.length;
            }
            while (HEAP.size() > KEPT || floats > KEPT_FLOATS) {
                int smallest = 0;
                for (int i = 1; i < HEAP.size(); i++) {
                    if (HEAP.get(i).length < HEAP.get(smallest).length) {
                        smallest = i;
                    }
                }
                floats -= HEAP.remove(smallest).length;
            }
        }
    }

    /** Buffers kept now, native and heap (tests). */
    static int[] kept() {
        synchronized (NATIVE) {
            synchronized (HEAP) {
                return new int[] {NATIVE.size(), HEAP.size()};
            }
        }
    }
}
