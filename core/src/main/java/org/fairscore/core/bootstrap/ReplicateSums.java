package org.fairscore.core.bootstrap;

import java.util.Arrays;
import java.util.stream.IntStream;

/**
 * The weighted column sums of one group's bootstrap replicates: for replicate b, Σ_k w_k·row_k over the group's K
 * identity rows, where w_k counts how often identity k came up in the replicate's K draws {@code rng.nextInt(K)}.
 * The draws are made replicate after replicate from one stream, exactly in the order of the plain loop "for each
 * replicate, for each of the K draws, add the drawn row", so the sums are that loop's, bit for bit: they are sums of
 * longs, which do not depend on the order of the additions (wrapping included).
 *
 * <p><b>Why not the plain loop.</b> It reads one random row per draw, B·K rows, and runs on the driver's one thread
 * while the other cores idle (issue #24: 0.5 s of an audit of 4 groups × 7,000 identities at a 36-column EER grid).
 * Here the replicates are cut into chunks of {@link #CHUNK}; a chunk draws its multiplicities, then reads each row
 * once for all of its replicates, skipping the ~37% of (identity, replicate) cells with w_k = 0. Chunks run in
 * parallel: one cheap sequential pass over the stream first records the generator's state at each chunk's start (a
 * chunk's draws depend on how many values earlier draws consumed, which rejection sampling makes variable), and each
 * chunk then redraws its own stretch from that state. Only a row's runs of non-zero columns are added: an identity's
 * false rejects are mostly 0 at thresholds where its group rejects few genuine pairs, and so are its false accepts
 * far in the impostor tail.
 *
 * <p><b>Memory.</b> The result, B × width longs; one state per chunk; the rows' non-zero runs, at most width + 1 ints
 * per identity; and, per chunk being summed (at most one per core), K × {@link #CHUNK} int multiplicities (10⁵
 * identities: 6.4 MB).
 */
final class ReplicateSums {
    /**
     * Replicates per chunk: each row is read once per chunk rather than once per replicate, and a chunk's running sums
     * (CHUNK × width longs, 9.5 KB at width 74) stay in the first-level cache.
     */
    static final int CHUNK = 16;

    private ReplicateSums() {
    }

    /**
     * @param flat       the group's rows, identity-major: row k occupies {@code [k·width, (k+1)·width)}
     * @param rng        the group's stream; advanced past every draw, as the plain loop leaves it
     * @return replicate-major sums: replicate b's column c at {@code [b·width + c]}
     */
    static long[] of(long[] flat, int width, int replicates, SplitMix64 rng) {
        int k = flat.length / width;
        int chunks = (replicates + CHUNK - 1) / CHUNK;
        long[] starts = new long[chunks];
        for (int chunk = 0; chunk < chunks; chunk++) {
            starts[chunk] = rng.state();
            long draws = (long) size(chunk, replicates) * k;
            for (long d = 0; d < draws; d++) {
                rng.nextInt(k);
            }
        }
        long[] sums = new long[Math.multiplyExact(replicates, width)];
        var runs = Runs.of(flat, width, k);
        IntStream.range(0, chunks).parallel().forEach(chunk -> sumChunk(flat, runs, width, k, chunk * CHUNK,
                size(chunk, replicates), new SplitMix64(starts[chunk]), sums));
        return sums;
    }

    private static int size(int chunk, int replicates) {
        return Math.min(CHUNK, replicates - chunk * CHUNK);
    }

    /**
     * The runs of non-zero columns of each row, as {start, end} pairs: row i's runs are
     * {@code runs[offsets[i]..offsets[i + 1])}. Most of a row is often zero (an identity's false rejects at thresholds
     * where the group rejects few genuine pairs, its false accepts far out in the tail), and adding a zero changes no
     * sum, so only the runs are added.
     */
    private record Runs(int[] offsets, int[] runs) {
        static Runs of(long[] flat, int width, int k) {
            int[] offsets = new int[k + 1];
            var runs = new int[16];
            int size = 0;
            for (int i = 0; i < k; i++) {
                int row = i * width;
                int c = 0;
                while (c < width) {
                    if (flat[row + c] == 0) {
                        c++;
                        continue;
                    }
                    int start = c;
                    while (c < width && flat[row + c] != 0) {
                        c++;
                    }
                    if (size + 2 > runs.length) {
                        runs = Arrays.copyOf(runs, 2 * runs.length);
                    }
                    runs[size++] = row + start;
                    runs[size++] = row + c;
                }
                offsets[i + 1] = size;
            }
            return new Runs(offsets, Arrays.copyOf(runs, size));
        }
    }

    /** Replicates first … first + n − 1, drawn from {@code rng} (at the chunk's start), into their slots of sums. */
    private static void sumChunk(long[] flat, Runs runs, int width, int k, int first, int n, SplitMix64 rng,
                                 long[] sums) {
        // w[i·n + r]: identity i's multiplicity in replicate first + r; identity-major so that one row serves all n
        int[] w = new int[Math.multiplyExact(k, n)];
        for (int r = 0; r < n; r++) {
            for (int d = 0; d < k; d++) {
                w[rng.nextInt(k) * n + r]++;
            }
        }
        int[] offsets = runs.offsets();
        int[] spans = runs.runs();
        for (int i = 0; i < k; i++) {
            for (int r = 0; r < n; r++) {
                long m = w[i * n + r];
                if (m == 0) {
                    continue;
                }
                // sums[out + c] += m·flat[row + c] over the row's non-zero columns, with out − row folded in
                int shift = (first + r) * width - i * width;
                for (int j = offsets[i]; j < offsets[i + 1]; j += 2) {
                    for (int c = spans[j]; c < spans[j + 1]; c++) {
                        sums[shift + c] += m * flat[c];
                    }
                }
            }
        }
    }
}
