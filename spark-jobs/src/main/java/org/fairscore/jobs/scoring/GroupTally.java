package org.fairscore.jobs.scoring;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import org.fairscore.core.summaries.BulkScoreCounter;

/**
 * One group's counters in one task's {@link IdentityTally}: per identity (indexed in the order met) its impostor pairs
 * and its scores per bucket of the group's window, and the listed buckets' entries. {@link IdentityTally.Sides}
 * counts into it; {@link #accepted} turns it into per-identity false accepts once the thresholds are exact.
 */
final class GroupTally implements Serializable {
    private static final long serialVersionUID = 1L;
    private static final int ENTRY_CHUNK = 1 << 12;
    private static final int ENTRY_CHUNK_MAX = 1 << 15;

    /** A chunk of entries and how many of its first longs are entries. */
    @FunctionalInterface
    interface ChunkConsumer {
        void accept(long[] chunk, int n);
    }

    final IdentityWindows.Window window;
    final int lo;
    final int bins;
    final boolean sparse;
    final boolean[] listed;
    /** listed as 0 / 1, and 0 for the bin above TOP: what {@link BulkScoreCounter#addTallied} adds. */
    final byte[] listedBits;
    private final HashMap<String, Integer> index = new HashMap<>();
    final List<String> labels = new ArrayList<>();
    int[] cells = new int[0];
    long[] pairs = new long[0];
    /**
     * Per listed bucket (index bucket − lo): entries a·2^40 + b·2^16 + low, in chunks — the full ones, and the last
     * one with how many it holds. Chunks, not one array doubled: a shifted group's listed bucket holds millions of
     * entries, and a doubled array is copied each time and, past 2 MiB, is a humongous object whose allocation
     * starts a young GC and a concurrent cycle (GC log of the 80k bench audit: 9 of them during the impostor pass
     * with doubled arrays, 1 with chunks); a chunk is at most {@link #ENTRY_CHUNK_MAX} longs (256 KiB), below
     * any G1 region's humongous size.
     */
    final long[][] entries;
    final int[] sizes;
    private final ArrayList<long[]>[] fullChunks;

    GroupTally(IdentityWindows.Window window) {
        this.window = window;
        this.lo = window.lo();
        this.bins = window.bins();
        this.sparse = window.sparse();
        this.listed = window.listed();
        this.listedBits = new byte[bins];
        for (int i = 0; i < listed.length; i++) {
            listedBits[i] = (byte) (listed[i] ? 1 : 0);
        }
        this.entries = new long[listed.length][];
        this.sizes = new int[listed.length];
        @SuppressWarnings("unchecked")
        ArrayList<long[]>[] chunks = new ArrayList[listed.length];
        this.fullChunks = chunks;
    }

    int[] indices(Block block) {
        int[] out = new int[block.rows()];
        for (int i = 0; i < out.length; i++) {
            out[i] = indexOf(block.labels()[i]);
        }
        return out;
    }

    /** The identity's index, a new one (with zeroed counters) for a label not seen before. */
    private int indexOf(String label) {
        int id = index.computeIfAbsent(label, l -> {
            labels.add(l);
            return labels.size() - 1;
        });
        if (pairs.length < labels.size()) {
            int n = Math.max(labels.size(), 2 * pairs.length);
            pairs = Arrays.copyOf(pairs, n);
            cells = Arrays.copyOf(cells, Math.multiplyExact(n, bins));
        }
        return id;
    }

    /**
     * Adds another tally's counts of the same group and window (a helper thread's, {@link Sides#helper}): its
     * pairs and per-bucket counts by label, its entries with their identities renamed to this tally's indices.
     */
    void absorb(GroupTally other) {
        int[] map = new int[other.labels.size()];
        for (int h = 0; h < map.length; h++) {
            map[h] = indexOf(other.labels.get(h));
        }
        for (int h = 0; h < map.length; h++) {
            pairs[map[h]] += other.pairs[h];
            int from = h * bins;
            int to = map[h] * bins;
            for (int k = 0; k < bins; k++) {
                cells[to + k] += other.cells[from + k];
            }
        }
        for (int seg = 0; seg < listed.length; seg++) {
            int at = seg;
            other.forEachChunk(seg, (chunk, n) -> {
                for (int i = 0; i < n; i++) {
                    long e = chunk[i];
                    long a = map[(int) (e >>> 40)];
                    long b = map[(int) ((e >>> 16) & 0xFFFFFF)];
                    entry(at, (a << 40) | (b << 16) | (e & 0xFFFF));
                }
            });
        }
    }

    /**
     * The last chunk of listed bucket seg, with room for one more entry at sizes[seg]: a full one is put with the
     * others and followed by one twice as long, up to {@link #ENTRY_CHUNK_MAX}.
     */
    long[] grow(int seg) {
        long[] list = entries[seg];
        if (list == null) {
            list = new long[ENTRY_CHUNK];
        } else if (sizes[seg] == list.length) {
            if (fullChunks[seg] == null) {
                fullChunks[seg] = new ArrayList<>();
            }
            fullChunks[seg].add(list);
            list = new long[Math.min(ENTRY_CHUNK_MAX, 2 * list.length)];
            sizes[seg] = 0;
        }
        entries[seg] = list;
        return list;
    }

    void entry(int seg, long e) {
        long[] list = entries[seg];
        if (list == null || sizes[seg] == list.length) {
            list = grow(seg);
        }
        list[sizes[seg]++] = e;
    }

    /** Calls {@code each} with every chunk of listed bucket seg and how many entries it holds. */
    void forEachChunk(int seg, ChunkConsumer each) {
        if (fullChunks[seg] != null) {
            for (long[] chunk : fullChunks[seg]) {
                each.accept(chunk, chunk.length);
            }
        }
        if (entries[seg] != null) {
            each.accept(entries[seg], sizes[seg]);
        }
    }

    /** accepted[identity][t]: the identity's impostor scores a threshold accepts (rule of IdentityWindows). */
    long[][] accepted(float[] thresholds, boolean inclusive, String group) {
        int ids = labels.size();
        long[][] out = new long[ids][thresholds.length];
        int[] seg = new int[thresholds.length];
        int[] low = new int[thresholds.length];
        for (int t = 0; t < thresholds.length; t++) {
            long k = IdentityWindows.acceptFrom(thresholds[t], inclusive);
            if (k <= IdentityWindows.minFiniteKey()) {
                seg[t] = -1; // every score
            } else if (k > IdentityWindows.maxFiniteKey()) {
                seg[t] = -2; // none
            } else {
                int h = (int) (k >>> 16);
                low[t] = (int) (k & 0xFFFF);
                if (h < lo || h > IdentityWindows.TOP || (low[t] != 0 && !listed[h - lo])) {
                    throw new IllegalStateException("group '" + group + "': threshold " + thresholds[t]
                            + " is not answered by the identity window (check IdentityWindows.answers first)");
                }
                seg[t] = h - lo;
            }
        }
        long[] suffix = new long[bins + 1];
        for (int id = 0; id < ids; id++) {
            suffix[bins] = 0;
            for (int s = bins - 1; s >= 0; s--) {
                suffix[s] = suffix[s + 1] + cells[id * bins + s];
            }
            for (int t = 0; t < thresholds.length; t++) {
                out[id][t] = switch (seg[t]) {
                    case -1 -> pairs[id];
                    case -2 -> 0;
                    default -> suffix[seg[t] + 1] + (low[t] == 0 ? cells[id * bins + seg[t]] : 0);
                };
            }
        }
        // within a listed bucket: each entry's score counts for both identities at every threshold it reaches
        for (int t = 0; t < thresholds.length; t++) {
            if (seg[t] < 0 || low[t] == 0) {
                continue;
            }
            int at = t;
            int from = low[t];
            forEachChunk(seg[t], (list, n) -> {
                for (int i = 0; i < n; i++) {
                    long e = list[i];
                    if ((e & 0xFFFF) >= from) {
                        out[(int) (e >>> 40)][at]++;
                        out[(int) ((e >>> 16) & 0xFFFFFF)][at]++;
                    }
                }
            });
        }
        return out;
    }
}
