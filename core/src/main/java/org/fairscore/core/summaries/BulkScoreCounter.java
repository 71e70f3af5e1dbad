package org.fairscore.core.summaries;

import java.math.BigInteger;

/**
 * Counts runs of scores (a row of a GEMM's output) into a {@link PairTypeSummary} and its fine table,
 * with exactly the result of calling {@link PairTypeSummary#addKeyed} and {@link FineHistogram#addKey}
 * score by score — at about a third of the cost.
 *
 * <p>Why it exists: the all-pairs audit bins 10⁹–10¹² scores, and impostor scores crowd into a few
 * coarse buckets, so incrementing one counter per score stalls on the previous increment of the same
 * counter (store-to-load forwarding, ~6 ns a score on this project's machine, as long as the GEMM
 * that produced the score). Here the hot loop touches only four interleaved copies ("lanes") of two
 * per-bucket-half integers — count and Σ low packed in one long, and Σ low² of the key's low 16 bits —
 * and everything else is derived when the lanes are flushed: the coarse count; the display bin; and the
 * exact integer sums of {@link ScoreSums}, because inside a bucket of normal finite floats the integer
 * v = s·2^149 = ±M·2^(E−1) is linear in the low bits (M the 24-bit significand, E the biased exponent, the
 * same for the whole bucket).
 *
 * <p>Display edges: a bucket is at most 2^-7 wide below |s| = 2, narrower than a display bin (0.01), so
 * at most one display edge falls inside it, at a low-bits value {@code edge}; the bucket's two halves
 * (low &lt; edge, low ≥ edge) have lanes of their own, and the flush gives each half its bin. Why not
 * count those buckets score by score: the edge buckets are up to 78% of all buckets above |s| = 0.5 and
 * their scores took 80% of the impostor pass's Java time that way (JFR, bench corpus).
 * The few buckets where this fails — subnormal |s| &lt; 2^-126 (no implicit leading bit), non-finite
 * values — are "special": their scores take the score-by-score path and the flush skips
 * them. Scores in buckets of the fine table (a {@link ResolutionPlan}'s) are also added to it score by
 * score.
 *
 * <p>Four scores an iteration, written out: the launcher runs the audit under C1 (bin/fairscore), which neither
 * unrolls a loop nor drops its per-iteration safepoint poll, and the unrolled loop lets each score's lane be its place
 * in the four; binning cost 6.3–6.4 ns a score one at a time and 4.9 four at a time (a throwaway harness under C1, 1024
 * × 28,000 impostor-like scores).
 *
 * <p>Memory: 4 lanes × 2 halves × 65,536 buckets × 2 longs = 8 MiB, a 64 KiB flag table per fine
 * table, and 8 KiB of buffered keys per planned bucket; one counter per task, not thread-safe. Lanes
 * are flushed every 2^24 scores, before any packed field could overflow.
 */
public final class BulkScoreCounter {
    private static final int LANES = 4;
    /** Slots per bucket: 4 lanes for each of its 2 halves, in one 64-byte cache line. */
    private static final int SLOTS = 2 * LANES;
    private static final int BUCKETS = ScoreKey.BUCKETS;
    /** Scores between flushes: a lane's count stays below 2^24, so its Σ low (≤ count · 65535) fits 40 bits. */
    private static final long FLUSH_AFTER = (1L << 24) - 1;
    private static final long ONE = 1L << 40;
    private static final int FINE_BUFFER = 2048;
    /** Scores per sub-run of {@link #addTallied}: its candidate positions stay in the L1 cache (16 KiB). */
    private static final int CANDIDATE_RUN = 4096;
    private static final byte SPECIAL = 1;
    private static final byte FINE = 2;
    /** The bucket of −∞: at or below it, the keys of negative NaNs. */
    private static final int NEGATIVE_INFINITY_BUCKET = ScoreKey.bucketOf(Float.NEGATIVE_INFINITY);
    /** A bucket of the window of {@link #addSparse}'s tally (only in the flags that method sets). */
    private static final byte TALLY = 4;
    /** Buckets whose scores must be counted one by one; the same for every target. */
    private static final byte[] SPECIAL_BUCKETS = specialBuckets();
    /** Display bin of the scores of a non-special bucket's lower half (the upper half's is one more). */
    private static final short[] DISPLAY_BIN = displayBins();
    /** Per bucket, the first low-bits value in the next display bin; 0x10000 when the bucket has one bin. */
    private static final int[] EDGE = edges();

    /** Per bucket, half and lane: count · 2^40 + Σ low, one add per score (Σ low &lt; 2^40 while count &lt; 2^24). */
    private final long[] countsAndSums = new long[SLOTS * BUCKETS];
    private final long[] lowSquares = new long[SLOTS * BUCKETS];
    /** Positions of a run's scores at or above the tally's window ({@link #addTallied}), a run at a time. */
    private final int[] candidates = new int[CANDIDATE_RUN];
    /** Per planned bucket, keys waiting for its fine histogram (why: see {@link #special}). */
    private final int[][] fineBuffers = new int[BUCKETS][];
    private final int[] fineSizes = new int[BUCKETS];
    private long pending;
    private PairTypeSummary target;
    private FineHistogram[] table;
    private byte[] flags = SPECIAL_BUCKETS;
    private FineHistogram[] flagsTable;
    /** What {@link #addSparse} counts into while it runs, and its flags: the current ones plus its window's. */
    private final SparseTally sparse = new SparseTally();
    private final WindowFlags sparseFlags = new WindowFlags(true);
    /** What {@link #addTallied} bins with: the current flags without the fine-table flag of the listed buckets. */
    private final WindowFlags talliedFlags = new WindowFlags(false);

    /**
     * Directs the following scores to {@code summary} (null: count nothing but the fine table) and
     * {@code fineTable} (null: none), flushing what was counted for the previous target.
     */
    public void target(PairTypeSummary summary, FineHistogram[] fineTable) {
        if (summary != target) {
            flush();
            target = summary;
        }
        if (fineTable != table) {
            drainFine();
        }
        table = fineTable;
        if (fineTable != flagsTable) {
            flags = flagsFor(fineTable);
            flagsTable = fineTable;
        }
    }

    /** Counts s[from], …, s[to − 1]. */
    public void add(float[] s, int from, int to) {
        for (int start = from; start < to; start += (int) FLUSH_AFTER) {
            addRun(s, start, (int) Math.min(to, start + FLUSH_AFTER));
        }
    }

    private void addRun(float[] s, int from, int to) {
        if (pending + (to - from) > FLUSH_AFTER) {
            flush(); // before, not after: no lane may ever hold 2^24 scores
        }
        long[] c = countsAndSums;
        long[] l2 = lowSquares;
        byte[] f = flags;
        int[] edge = EDGE;
        int j = from;
        // four scores an iteration, one lane each (see the class comment on C1)
        for (; j + 4 <= to; j += 4) {
            float v0 = s[j];
            float v1 = s[j + 1];
            float v2 = s[j + 2];
            float v3 = s[j + 3];
            // + 0.0f turns −0.0 into +0.0 (ScoreKey folds them); then ScoreKey.of without a branch
            int k0 = Float.floatToRawIntBits(v0 + 0.0f);
            int k1 = Float.floatToRawIntBits(v1 + 0.0f);
            int k2 = Float.floatToRawIntBits(v2 + 0.0f);
            int k3 = Float.floatToRawIntBits(v3 + 0.0f);
            k0 ^= ((k0 >> 31) & 0x7FFFFFFF) ^ 0x80000000;
            k1 ^= ((k1 >> 31) & 0x7FFFFFFF) ^ 0x80000000;
            k2 ^= ((k2 >> 31) & 0x7FFFFFFF) ^ 0x80000000;
            k3 ^= ((k3 >> 31) & 0x7FFFFFFF) ^ 0x80000000;
            int b0 = k0 >>> 16;
            int b1 = k1 >>> 16;
            int b2 = k2 >>> 16;
            int b3 = k3 >>> 16;
            long w0 = k0 & 0xFFFF;
            long w1 = k1 & 0xFFFF;
            long w2 = k2 & 0xFFFF;
            long w3 = k3 & 0xFFFF;
            // lane: bucket, half (1 iff low ≥ edge: the bucket's upper half), and the score's place in the four
            int a0 = (b0 << 3) | ((int) ((edge[b0] - 1 - w0) >>> 63) << 2);
            int a1 = (b1 << 3) | ((int) ((edge[b1] - 1 - w1) >>> 63) << 2) | 1;
            int a2 = (b2 << 3) | ((int) ((edge[b2] - 1 - w2) >>> 63) << 2) | 2;
            int a3 = (b3 << 3) | ((int) ((edge[b3] - 1 - w3) >>> 63) << 2) | 3;
            c[a0] += ONE + w0;
            l2[a0] += w0 * w0;
            c[a1] += ONE + w1;
            l2[a1] += w1 * w1;
            c[a2] += ONE + w2;
            l2[a2] += w2 * w2;
            c[a3] += ONE + w3;
            l2[a3] += w3 * w3;
            if ((f[b0] | f[b1] | f[b2] | f[b3]) != 0) {
                specials(j, v0, k0, v1, k1, v2, k2, v3, k3);
            }
        }
        for (; j < to; j++) {
            float v = s[j];
            int bits = Float.floatToRawIntBits(v + 0.0f);
            int key = bits ^ ((bits >> 31) & 0x7FFFFFFF) ^ 0x80000000;
            int bucket = key >>> 16;
            int low16 = key & 0xFFFF;
            int upper = (edge[bucket] - 1 - low16) >>> 31;
            int lane = (bucket << 3) | (upper << 2) | (j & 3);
            long low = low16;
            c[lane] += ONE + low;
            l2[lane] += low * low;
            if (f[bucket] != 0) {
                special(v, key, f[bucket], j);
            }
        }
        pending += to - from;
    }

    /**
     * Scores j, …, j + 3, of which at least one is in a special, fine-table or (with {@link #addSparse}) window
     * bucket: each such one as {@link #special}.
     */
    private void specials(int j, float v0, int k0, float v1, int k1, float v2, int k2, float v3, int k3) {
        byte[] f = flags;
        if (f[k0 >>> 16] != 0) {
            special(v0, k0, f[k0 >>> 16], j);
        }
        if (f[k1 >>> 16] != 0) {
            special(v1, k1, f[k1 >>> 16], j + 1);
        }
        if (f[k2 >>> 16] != 0) {
            special(v2, k2, f[k2 >>> 16], j + 2);
        }
        if (f[k3 >>> 16] != 0) {
            special(v3, k3, f[k3 >>> 16], j + 3);
        }
    }

    /**
     * As {@link #add}, and in the same loop a per-identity tally's counts (spark-jobs' IdentityTally, during the
     * impostor pass): every score s[j] ≥ {@code low} — {@code low} the smallest float of bucket {@code first}, or −∞ —
     * has seg = min(bucket − first, last) and increments {@code rowCells[rowAt + seg]} (the row's identity) and
     * {@code cells[columnCells[j − colBase] + seg]} (its column's identity, whose counters start at that index); when
     * {@code listed[seg]} is 1 (it is 0 or 1, and 0 at {@code last}), j is appended to {@code hits}. Why fused: most
     * scores lie below the window, and a separate pass over the row read and compared every one of them again (about
     * 2 ns a score under C1, the audit's JIT); here
     * the key is already computed and the test is one compare of its bucket, the float compare confirming the rare
     * hits (so the scores counted are exactly those ≥ low, as before). The test does not branch: each score's position
     * is written to a small buffer and kept when its bucket is in the window, and the kept ones are counted after each
     * run of {@link #CANDIDATE_RUN} scores (a window holds a tenth of the scores or more at FAR 0.1, so a branch on it
     * mispredicts often; measured under C1, 15% of the scores in the window: 9.5 → 8.9 ns a score with the binning).
     * Nor does the listed test: every hit's position is written and kept by adding listed[seg] (a fifth to a half of
     * a shifted group's window scores are listed, so that branch mispredicted too; measured under C1 with 31% of the
     * scores in the window and 12% / 20% / 50% of those listed: 7.9 → 7.7, 8.3 → 7.7, 9.4 → 7.6 ns a score).
     * Each written position carries its score's bucket (place in the run · 2^16 + bucket), so the count after the run
     * reads neither the score nor its key again, and a column's counters are found by one load, not a load and a
     * multiplication: under C1 with a third of the scores in the window, 9.0 to 9.4 → 8.2 to 8.6 ns a score (a
     * throwaway harness: rows of 19,854 Gaussian scores, 5 columns an identity; first quartiles of 16 rounds, three
     * runs), the bulk count alone 4.7 to 5.0. Only a bucket where a score may be NaN (above TOP's, or at or below
     * −∞'s) reads its score again, to compare it with {@code low} as before.
     *
     * <p><b>The listed scores' fine-table keys are the caller's</b>: the hits are not added to the fine table (the
     * caller computes their keys anyway, for its entries, and hands them to {@link #addFineKeys}; it must, or the fine
     * histograms miss them). Why: the planned buckets are the listed ones, and a shifted group has a twentieth of its
     * scores or more in them, so the binning loop's rare path (a call per four scores, then one per listed score) ran
     * for a quarter of its groups of four. Measured by {@code perf} on the 80k × 512 bench audit, the previous build
     * and this one back to back, twice: the rare path ({@code specials}, {@code special}) 0.39 → 0.06 core-seconds,
     * for 0.10 of {@link #addFineKeys}; the binning loops, their rare path and the tally's entries together 6.13 and
     * 6.40 → 5.80 and 5.97.
     *
     * @param hits room for to − from positions
     * @return positions appended to hits (from hits[0])
     */
    public int addTallied(float[] s, int from, int to, float low, int first, int last, int[] rowCells, int rowAt,
                          int[] cells, int[] columnCells, int colBase, byte[] listed, int[] hits) {
        byte[] plain = flags;
        flags = talliedFlags.of(plain, first, listed);
        int n = 0;
        try {
            for (int start = from; start < to; start += (int) FLUSH_AFTER) {
                n = addRunTallied(s, start, (int) Math.min(to, start + FLUSH_AFTER), low, first, last, rowCells,
                        rowAt, cells, columnCells, colBase, listed, hits, n);
            }
        } finally {
            flags = plain;
        }
        return n;
    }

    /**
     * The flags a tally's window bins with, derived from the current ones and kept until those, the window's first
     * bucket or its listing change: the fine-table flag cleared on the listed buckets (first + i for listed[i] = 1),
     * whose scores come back as hits and whose keys the caller adds ({@link #addFineKeys}: it computes them anyway for
     * its entries, so the binning loop need not take its rare path for them); and for {@link #addSparse} the window's
     * buckets flagged {@link #TALLY}.
     */
    private static final class WindowFlags {
        private final boolean tally;
        private byte[] of;
        private int first = -1;
        private byte[] listed;
        private byte[] flags;

        WindowFlags(boolean tally) {
            this.tally = tally;
        }

        byte[] of(byte[] plain, int first, byte[] listed) {
            if (of != plain || this.first != first || this.listed != listed) {
                byte[] f = plain.clone();
                for (int i = 0; i < listed.length; i++) {
                    int b = first + i;
                    if (listed[i] != 0 && b >= 0 && b < BUCKETS) {
                        f[b] &= (byte) ~FINE;
                    }
                }
                if (tally) {
                    for (int b = Math.max(0, first); b < BUCKETS; b++) {
                        f[b] |= TALLY;
                    }
                }
                of = plain;
                this.first = first;
                this.listed = listed;
                flags = f;
            }
            return flags;
        }
    }

    /**
     * Adds keys[0], …, keys[n − 1] to the fine table, each to its bucket's histogram when the table has one: the
     * listed scores of {@link #addTallied} and {@link #addSparse}, whose keys those leave to the caller.
     */
    public void addFineKeys(int[] keys, int n) {
        // the append of special()'s fine branch, written out again: C1 inlines only methods of at most 35 bytes of
        // bytecode, and special() runs once for every planned-bucket score of an untallied pass
        FineHistogram[] t = table;
        if (t == null) {
            return;
        }
        for (int i = 0; i < n; i++) {
            int key = keys[i];
            int b = key >>> 16;
            if (t[b] == null) {
                continue;
            }
            int[] buffer = fineBuffers[b];
            if (buffer == null) {
                buffer = new int[FINE_BUFFER];
                fineBuffers[b] = buffer;
            }
            int m = fineSizes[b];
            buffer[m++] = key;
            if (m == FINE_BUFFER) {
                t[b].addKeys(buffer, 0, m);
                m = 0;
            }
            fineSizes[b] = m;
        }
    }

    private int addRunTallied(float[] s, int from, int to, float low, int first, int last, int[] rowCells, int rowAt,
                              int[] cells, int[] columnCells, int colBase, byte[] listed, int[] hits, int hit) {
        if (pending + (to - from) > FLUSH_AFTER) {
            flush();
        }
        long[] c = countsAndSums;
        long[] l2 = lowSquares;
        byte[] f = flags;
        int[] edge = EDGE;
        int[] cand = candidates;
        int n = hit;
        for (int start = from; start < to; start += CANDIDATE_RUN) {
            int end = Math.min(to, start + CANDIDATE_RUN);
            int m = 0;
            int j = start;
            for (; j + 4 <= end; j += 4) {
                // the loop of addRun, unchanged, plus the candidates: written out again, not called, because C1
                // inlines only methods of at most 35 bytes of bytecode and a call per four scores costs what it saves
                float v0 = s[j];
                float v1 = s[j + 1];
                float v2 = s[j + 2];
                float v3 = s[j + 3];
                int k0 = Float.floatToRawIntBits(v0 + 0.0f);
                int k1 = Float.floatToRawIntBits(v1 + 0.0f);
                int k2 = Float.floatToRawIntBits(v2 + 0.0f);
                int k3 = Float.floatToRawIntBits(v3 + 0.0f);
                k0 ^= ((k0 >> 31) & 0x7FFFFFFF) ^ 0x80000000;
                k1 ^= ((k1 >> 31) & 0x7FFFFFFF) ^ 0x80000000;
                k2 ^= ((k2 >> 31) & 0x7FFFFFFF) ^ 0x80000000;
                k3 ^= ((k3 >> 31) & 0x7FFFFFFF) ^ 0x80000000;
                int b0 = k0 >>> 16;
                int b1 = k1 >>> 16;
                int b2 = k2 >>> 16;
                int b3 = k3 >>> 16;
                long w0 = k0 & 0xFFFF;
                long w1 = k1 & 0xFFFF;
                long w2 = k2 & 0xFFFF;
                long w3 = k3 & 0xFFFF;
                int a0 = (b0 << 3) | ((int) ((edge[b0] - 1 - w0) >>> 63) << 2);
                int a1 = (b1 << 3) | ((int) ((edge[b1] - 1 - w1) >>> 63) << 2) | 1;
                int a2 = (b2 << 3) | ((int) ((edge[b2] - 1 - w2) >>> 63) << 2) | 2;
                int a3 = (b3 << 3) | ((int) ((edge[b3] - 1 - w3) >>> 63) << 2) | 3;
                c[a0] += ONE + w0;
                l2[a0] += w0 * w0;
                c[a1] += ONE + w1;
                l2[a1] += w1 * w1;
                c[a2] += ONE + w2;
                l2[a2] += w2 * w2;
                c[a3] += ONE + w3;
                l2[a3] += w3 * w3;
                if ((f[b0] | f[b1] | f[b2] | f[b3]) != 0) {
                    specials(j, v0, k0, v1, k1, v2, k2, v3, k3);
                }
                // a candidate for the tally iff bucket ≥ first (both in [0, 2^16)): stored always, kept by the count;
                // its place in the run (below CANDIDATE_RUN = 2^12) above its bucket
                int q = (j - start) << 16;
                cand[m] = q | b0;
                m += (first - 1 - b0) >>> 31;
                cand[m] = (q + 0x10000) | b1;
                m += (first - 1 - b1) >>> 31;
                cand[m] = (q + 0x20000) | b2;
                m += (first - 1 - b2) >>> 31;
                cand[m] = (q + 0x30000) | b3;
                m += (first - 1 - b3) >>> 31;
            }
            for (; j < end; j++) {
                float v = s[j];
                int bits = Float.floatToRawIntBits(v + 0.0f);
                int key = bits ^ ((bits >> 31) & 0x7FFFFFFF) ^ 0x80000000;
                int bucket = key >>> 16;
                int low16 = key & 0xFFFF;
                int upper = (edge[bucket] - 1 - low16) >>> 31;
                int lane = (bucket << 3) | (upper << 2) | (j & 3);
                long lowL = low16;
                c[lane] += ONE + lowL;
                l2[lane] += lowL * lowL;
                if (f[bucket] != 0) {
                    special(v, key, f[bucket], j);
                }
                cand[m] = ((j - start) << 16) | bucket;
                m += (first - 1 - bucket) >>> 31;
            }
            // the tally: v ≥ low iff bucket ≥ first (keys follow the float order, −0.0 folded), but for NaN, whose
            // buckets lie above TOP's or at or below −∞'s: there the score is compared again
            int columnAt = start - colBase;
            for (int k = 0; k < m; k++) {
                int packed = cand[k];
                int bucket = packed & 0xFFFF;
                int at = packed >>> 16;
                int seg = bucket - first;
                if ((seg >= last) | (bucket <= NEGATIVE_INFINITY_BUCKET)) {
                    if (!(s[start + at] >= low)) {
                        continue;
                    }
                    seg = Math.min(seg, last);
                }
                rowCells[rowAt + seg]++;
                cells[columnCells[columnAt + at] + seg]++;
                hits[n] = start + at;
                n += listed[seg];
            }
        }
        pending += to - from;
        return n;
    }

    /**
     * {@link #addTallied} for a window that few scores reach: the same counts and the same hits, in the same order
     * (whose fine-table keys are likewise left to the caller),
     * with the window's buckets flagged like the special ones instead of every score's position written and kept.
     * Why: the binning loop already tests each four scores' flags with one branch, and where under a few percent of
     * the scores lie in the window that branch is rarely taken, while {@link #addTallied} writes a position for every
     * score (about 0.75 ns a score in the audit's impostor pass, for the tally of a group with 1% of its scores in the
     * window). Where many scores are in the window the branch mispredicts, and {@link #addTallied} is the cheaper;
     * the caller chooses (spark-jobs' IdentityWindows, from the sampled share).
     *
     * @param hits room for to − from positions
     * @return positions appended to hits (from hits[0])
     */
    public int addSparse(float[] s, int from, int to, float low, int first, int last, int[] rowCells, int rowAt,
                         int[] cells, int[] columnCells, int colBase, byte[] listed, int[] hits) {
        byte[] plain = flags;
        sparse.begin(low, first, last, rowCells, rowAt, cells, columnCells, colBase, listed, hits);
        flags = sparseFlags.of(plain, first, listed);
        try {
            add(s, from, to);
        } finally {
            flags = plain;
        }
        return sparse.end();
    }

    /**
     * Fine-table keys are buffered per bucket and added a buffer at a time: a fine histogram is 512 KiB
     * and a plan names hundreds of buckets, so adding each key where it falls misses the cache every
     * time (~50 ns a key, measured); a buffer's keys hit one histogram in a row.
     */
    private void special(float score, int key, byte flag, int j) {
        if ((flag & SPECIAL) != 0 && target != null) {
            target.addKeyed(score, key);
        }
        if ((flag & TALLY) != 0) {
            sparse.count(score, key, j);
        }
        if ((flag & FINE) != 0) {
            int b = key >>> 16;
            int[] buffer = fineBuffers[b];
            if (buffer == null) {
                buffer = new int[FINE_BUFFER];
                fineBuffers[b] = buffer;
            }
            int n = fineSizes[b];
            buffer[n++] = key;
            if (n == FINE_BUFFER) {
                table[b].addKeys(buffer, 0, n);
                n = 0;
            }
            fineSizes[b] = n;
        }
    }

    private void drainFine() {
        if (table == null) {
            return;
        }
        for (int b = 0; b < BUCKETS; b++) {
            if (fineSizes[b] > 0) {
                table[b].addKeys(fineBuffers[b], 0, fineSizes[b]);
                fineSizes[b] = 0;
            }
        }
    }

    /** Moves the lanes into the current target and buffered keys into the fine table; call before reading them. */
    public void flush() {
        drainFine();
        if (pending == 0) {
            return;
        }
        for (int b = 0; b < BUCKETS; b++) {
            long n = 0;
            long sumLow = 0;
            long sumLowSq = 0;
            for (int half = 0; half < 2; half++) {
                int i = (b << 3) | (half << 2);
                long inHalf = 0;
                for (int k = 0; k < LANES; k++) {
                    long packed = countsAndSums[i + k];
                    inHalf += packed >>> 40;
                    sumLow += packed & (ONE - 1);
                    sumLowSq += lowSquares[i + k];
                    countsAndSums[i + k] = 0;
                    lowSquares[i + k] = 0;
                }
                if (inHalf > 0 && target != null && SPECIAL_BUCKETS[b] == 0) {
                    target.display().addCount(DISPLAY_BIN[b] + half, inHalf);
                }
                n += inHalf;
            }
            if (n == 0) {
                continue;
            }
            if (target != null && SPECIAL_BUCKETS[b] == 0) {
                target.coarse().addCount(b, n);
                addMoments(target.sums(), b, n, sumLow, sumLowSq);
            }
        }
        pending = 0;
    }

    /**
     * Σv and Σv² of the n scores of a linear bucket from Σ low and Σ low²: v = ±M·2^(E−1) with
     * M = M0 + low for a positive bucket and M0 − low for a negative one (ScoreKey inverts the bits of
     * negative floats), M0 the significand at low = 0.
     */
    private static void addMoments(ScoreSums sums, int bucket, long n, long sumLow, long sumLowSq) {
        int bits = Float.floatToRawIntBits(ScoreKey.value(bucket << 16));
        boolean negative = bits < 0;
        int shift = ScoreSums.shift((bits >>> 23) & 0xFF);
        BigInteger m0 = BigInteger.valueOf((1L << 23) + (bits & 0x7FFFFF));
        BigInteger count = BigInteger.valueOf(n);
        BigInteger l1 = BigInteger.valueOf(sumLow);
        BigInteger sumM = negative ? count.multiply(m0).subtract(l1) : count.multiply(m0).add(l1);
        BigInteger cross = m0.multiply(l1).shiftLeft(1);
        BigInteger sumMSq = count.multiply(m0).multiply(m0).add(negative ? cross.negate() : cross)
                .add(BigInteger.valueOf(sumLowSq));
        BigInteger sumV = sumM.shiftLeft(shift);
        sums.addMoments(n, negative ? sumV.negate() : sumV, sumMSq.shiftLeft(2 * shift));
    }

    private byte[] flagsFor(FineHistogram[] fineTable) {
        if (fineTable == null) {
            return SPECIAL_BUCKETS;
        }
        byte[] f = SPECIAL_BUCKETS.clone();
        for (int b = 0; b < BUCKETS; b++) {
            if (fineTable[b] != null) {
                f[b] |= FINE;
            }
        }
        return f;
    }

    /**
     * Special: not finite, subnormal, or more than one display edge inside (never: a bucket below |s| = 2 is at
     * most 2^-7 wide, and beyond ±1 every score falls in an edge bin).
     */
    private static byte[] specialBuckets() {
        byte[] f = new byte[BUCKETS];
        for (int b = 0; b < BUCKETS; b++) {
            float first = ScoreKey.value(b << 16);
            float last = ScoreKey.value((b << 16) | 0xFFFF);
            boolean linear = Float.isFinite(first) && Float.isFinite(last)
                    && Math.min(Math.abs(first), Math.abs(last)) >= Float.MIN_NORMAL;
            boolean twoBinsAtMost = DisplayHistogram.binOf(last) - DisplayHistogram.binOf(first) <= 1;
            f[b] = linear && twoBinsAtMost ? 0 : SPECIAL;
        }
        return f;
    }

    /**
     * The smallest low-bits value whose score is in the next display bin, found by bisection (scores, and
     * so display bins, rise with the key); 0x10000 for a bucket inside one bin.
     */
    private static int[] edges() {
        int[] e = new int[BUCKETS];
        for (int b = 0; b < BUCKETS; b++) {
            int firstBin = DisplayHistogram.binOf(ScoreKey.value(b << 16));
            int lo = 0;
            int hi = 0x10000; // invariant: bin(lo) = firstBin, bin(hi) ≠ firstBin or hi = 0x10000
            while (hi - lo > 1) {
                int mid = (lo + hi) >>> 1;
                if (DisplayHistogram.binOf(ScoreKey.value((b << 16) | mid)) == firstBin) {
                    lo = mid;
                } else {
                    hi = mid;
                }
            }
            e[b] = hi;
        }
        return e;
    }

    private static short[] displayBins() {
        short[] bins = new short[BUCKETS];
        for (int b = 0; b < BUCKETS; b++) {
            bins[b] = (short) DisplayHistogram.binOf(ScoreKey.value(b << 16));
        }
        return bins;
    }
}
