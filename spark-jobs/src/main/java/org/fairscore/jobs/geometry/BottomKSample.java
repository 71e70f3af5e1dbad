package org.fairscore.jobs.geometry;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A seeded uniform sample of exactly min(n, max) embeddings of one group: the rows with the smallest
 * seeded hash values (bottom-k sampling), so the sample is the same whatever the partitioning. Mergeable;
 * memory at most 2·max rows (compacted to max whenever it doubles).
 */
final class BottomKSample implements Serializable {
    private static final long serialVersionUID = 1L;

    record Entry(double key, float[] embedding) implements Serializable {
    }

    private final int max;
    private final ArrayList<Entry> entries = new ArrayList<>();
    private long seen;

    BottomKSample(int max) {
        this.max = max;
    }

    BottomKSample add(double key, float[] embedding) {
        entries.add(new Entry(key, embedding));
        seen++;
        if (entries.size() >= 2 * max) {
            compact();
        }
        return this;
    }

    BottomKSample merge(BottomKSample o) {
        entries.addAll(o.entries);
        seen += o.seen;
        if (entries.size() >= 2 * max) {
            compact();
        }
        return this;
    }

    /** The sample, in key order. */
    List<float[]> rows() {
        compact();
        return entries.stream().map(Entry::embedding).toList();
    }

    long seen() {
        return seen;
    }

    private void compact() {
        entries.sort(Comparator.comparingDouble(Entry::key));
        while (entries.size() > max) {
            entries.remove(entries.size() - 1);
        }
    }
}
