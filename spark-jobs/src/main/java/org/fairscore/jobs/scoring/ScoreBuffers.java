package org.fairscore.jobs.scoring;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.ToLongFunction;
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
    private static final Kept<DataBuffer> NATIVE = new Kept<>(DataBuffer::length, DataBuffer::close);
    /** A dropped heap array is left to the collector. */
    private static final Kept<float[]> HEAP = new Kept<>(a -> a.length, a -> { });

    private ScoreBuffers() {
    }

    /** A native float buffer of at least {@code floats} floats, not zeroed: the smallest kept one that fits, or new. */
    static DataBuffer nativeFloats(long floats) {
        DataBuffer kept = floats < SMALL ? null : NATIVE.take(floats);
        return kept != null ? kept : Nd4j.createBuffer(DataType.FLOAT, floats, false);
    }

    /**
     * Gives a native buffer back (no array may use it any more); the smallest kept ones are freed while more than
     * {@link #KEPT}, or more than {@link #KEPT_FLOATS} floats, would be kept, and a small one at once.
     */
    static void release(DataBuffer buffer) {
        if (buffer.length() < SMALL) {
            buffer.close();
        } else {
            NATIVE.give(buffer);
        }
    }

    /**
     * A heap array of at least {@code floats} floats, its contents left over: the smallest kept one that fits, or new.
     */
    static float[] heapFloats(int floats) {
        float[] kept = floats < SMALL ? null : HEAP.take(floats);
        return kept != null ? kept : new float[floats];
    }

    /**
     * Gives a heap array back; the smallest kept ones are dropped while more than {@link #KEPT}, or more than
     * {@link #KEPT_FLOATS} floats, would be kept, and a small one at once.
     */
    static void release(float[] array) {
        if (array.length >= SMALL) {
            HEAP.give(array);
        }
    }

    /** Buffers kept now, native and heap (tests). */
    static int[] kept() {
        return new int[] {NATIVE.size(), HEAP.size()};
    }

    /** The buffers of one kind kept between scorers, with their length in floats and how one is freed. */
    private static final class Kept<T> {
        private final List<T> buffers = new ArrayList<>();
        private final ToLongFunction<T> length;
        private final Consumer<T> free;

        Kept(ToLongFunction<T> length, Consumer<T> free) {
            this.length = length;
            this.free = free;
        }

        /** The smallest kept buffer of at least {@code floats} floats, taken out; null when none is that large. */
        synchronized T take(long floats) {
            int best = -1;
            for (int i = 0; i < buffers.size(); i++) {
                long n = length.applyAsLong(buffers.get(i));
                if (n >= floats && (best < 0 || n < length.applyAsLong(buffers.get(best)))) {
                    best = i;
                }
            }
            return best < 0 ? null : buffers.remove(best);
        }

        /** Keeps {@code buffer}, then frees the smallest kept ones (outside the lock) until both bounds hold. */
        void give(T buffer) {
            List<T> freed = new ArrayList<>();
            synchronized (this) {
                buffers.add(buffer);
                long floats = 0;
                for (T b : buffers) {
                    floats += length.applyAsLong(b);
                }
                while (buffers.size() > KEPT || floats > KEPT_FLOATS) {
                    int smallest = 0;
                    for (int i = 1; i < buffers.size(); i++) {
                        if (length.applyAsLong(buffers.get(i)) < length.applyAsLong(buffers.get(smallest))) {
                            smallest = i;
                        }
                    }
                    T out = buffers.remove(smallest);
                    floats -= length.applyAsLong(out);
                    freed.add(out);
                }
            }
            freed.forEach(free);
        }

        synchronized int size() {
            return buffers.size();
        }
    }
}
