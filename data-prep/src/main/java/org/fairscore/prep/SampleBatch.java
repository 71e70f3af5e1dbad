package org.fairscore.prep;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.function.Consumer;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.fairscore.core.model.CorpusColumns;

/**
 * Kept samples of one partition, packed: their embeddings one after another in one float[] (row i at
 * {@code i × dim}). What the read caches and scoring blocks are cut from. Why packed rather than a row object each: a
 * few large arrays are not copied by the garbage collector (G1 allocates an array this size as a humongous object,
 * in place), where 80,000 cached rows of 2 KiB each would be copied between generations; and the block builder reads
 * them without a conversion.
 *
 * <p>Memory: {@code rows × dim} floats plus three string references a row; a batch holds at most
 * {@link #MAX_FLOATS} floats (a partition's rows fill several).
 *
 * @param embeddings unit L2 norm, float32; shared with the read's cache, so never written to
 */
public record SampleBatch(int rows, int dim, String[] ids, String[] labels, String[] groups, float[] embeddings)
        implements Serializable {
    /** Floats a batch holds at most: 16 MiB, large enough to amortise a batch, small enough to stay one array. */
    public static final int MAX_FLOATS = 1 << 22;

    /** Row {@code i} as a compact row: its embedding copied out. */
    public SampleRow row(int i) {
        return new SampleRow(ids[i], labels[i], groups[i], Arrays.copyOfRange(embeddings, i * dim, (i + 1) * dim));
    }

    /** Every row as a compact row (embeddings copied out, one at a time). */
    public Iterator<SampleRow> sampleRows() {
        return new Iterator<>() {
            private int i;

            @Override
            public boolean hasNext() {
                return i < rows;
            }

            @Override
            public SampleRow next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                return row(i++);
            }
        };
    }

    /** Rows of {@code dim} floats: how many fit a batch. */
    public static int capacity(int dim) {
        return Math.max(1, MAX_FLOATS / Math.max(1, dim));
    }

    /**
     * Rows per batch for partitions of {@code partitionRows} rows (0: not known): {@link #capacity(int)}, or fewer so
     * that a partition fills its batches evenly. Why: a batch is allocated whole and its last one trimmed to its rows
     * with a copy, so a partition of 13,334 rows of 512 floats (the 80k bench .npy on two cores) made a full batch and
     * a 16 MiB one for 5,142 rows, then copied those again, where two batches of 6,667 rows make neither
     * (docs/performance.md, eleventh round).
     */
    public static int capacity(int dim, long partitionRows) {
        int max = capacity(dim);
        if (partitionRows <= 0) {
            return max;
        }
        long batches = (partitionRows + max - 1) / max;
        return (int) ((partitionRows + batches - 1) / batches);
    }

    /** Writes one row's embedding, dim floats, at out[at], … (a row that makes no array of its own). */
    @FunctionalInterface
    public interface RowWriter {
        void writeInto(float[] out, int at);
    }

    /** Fills batches of one partition, handing each on when full. */
    public static final class Packer {
        private final int dim;
        private final Consumer<SampleBatch> out;
        private final int capacity;
        private String[] ids;
        private String[] labels;
        private String[] groups;
        private float[] embeddings;
        private int n;

        /** @param capacity rows a batch holds at most ({@link SampleBatch#capacity}; tests cut smaller batches) */
        public Packer(int dim, int capacity, Consumer<SampleBatch> out) {
            if (capacity < 1) {
                throw new IllegalArgumentException("a batch holds at least one row: " + capacity);
            }
            this.dim = dim;
            this.out = out;
            this.capacity = capacity;
        }

        /** Appends a row whose embedding is {@code from[at], …, from[at + dim − 1]}. */
        public void add(String id, String label, String group, float[] from, int at) {
            int to = reserve(id, label, group); // first: it makes the batch's arrays
            System.arraycopy(from, at, embeddings, to, dim);
            commit();
        }

        /** Appends a row whose embedding {@code embedding} writes into the batch itself. */
        public void add(String id, String label, String group, RowWriter embedding) {
            int to = reserve(id, label, group);
            embedding.writeInto(embeddings, to);
            commit();
        }

        /** The next row's cells; returns where its embedding goes in {@code embeddings}. */
        private int reserve(String id, String label, String group) {
            if (embeddings == null) {
                ids = new String[capacity];
                labels = new String[capacity];
                groups = new String[capacity];
                embeddings = new float[capacity * dim];
            }
            ids[n] = id;
            labels[n] = label;
            groups[n] = group;
            return n * dim;
        }

        /** The row reserved last is complete: a full batch is handed on. */
        private void commit() {
            if (++n == capacity) {
                flush();
            }
        }

        /** Hands on the rows added since the last batch, if any: the arrays trimmed to them. */
        public void flush() {
            if (n == 0) {
                return;
            }
            var batch = n == capacity ? new SampleBatch(n, dim, ids, labels, groups, embeddings)
                    : new SampleBatch(n, dim, Arrays.copyOf(ids, n), Arrays.copyOf(labels, n),
                            Arrays.copyOf(groups, n), Arrays.copyOf(embeddings, n * dim));
            ids = null;
            labels = null;
            groups = null;
            embeddings = null;
            n = 0;
            out.accept(batch);
        }
    }

    /** Compact rows packed into batches, partition by partition (geometry's canonical order); memory as {@link #of}. */
    public static JavaRDD<SampleBatch> pack(JavaRDD<SampleRow> rows) {
        return pack(rows, 0);
    }

    /** {@link #pack(JavaRDD)} into batches of at most {@code rowsPerBatch} rows (0: {@link #capacity}). */
    public static JavaRDD<SampleBatch> pack(JavaRDD<SampleRow> rows, int rowsPerBatch) {
        return rows.mapPartitions(it -> {
            List<SampleBatch> out = new ArrayList<>();
            Packer packer = null;
            while (it.hasNext()) {
                var r = it.next();
                if (packer == null) {
                    int dim = r.embedding().length;
                    packer = new Packer(dim, rowsPerBatch > 0 ? rowsPerBatch : capacity(dim), out::add);
                }
                packer.add(r.id(), r.label(), r.group(), r.embedding(), 0);
            }
            if (packer != null) {
                packer.flush();
            }
            return out.iterator();
        });
    }

    /**
     * A prepared corpus's samples, packed: read from Spark's rows without a float[] per row in between. Memory per
     * task: its partition, packed (what the block builder then holds anyway).
     */
    public static JavaRDD<SampleBatch> of(Dataset<Row> samples) {
        return samples.select(CorpusColumns.SAMPLE_ID, CorpusColumns.LABEL, CorpusColumns.GROUP, CorpusColumns.EMBEDDING)
                .queryExecution().toRdd().toJavaRDD()
                .mapPartitions(it -> {
                    List<SampleBatch> out = new ArrayList<>();
                    Packer packer = null;
                    float[] row = null;
                    while (it.hasNext()) {
                        var r = it.next();
                        var e = r.getArray(3);
                        if (packer == null) {
                            packer = new Packer(e.numElements(), capacity(e.numElements()), out::add);
                            row = new float[e.numElements()];
                        }
                        if (e.numElements() != row.length) {
                            throw new IllegalArgumentException("embeddings of " + row.length + " and "
                                    + e.numElements() + " values in one corpus");
                        }
                        for (int j = 0; j < row.length; j++) {
                            row[j] = e.getFloat(j);
                        }
                        packer.add(r.getUTF8String(0).toString(), r.getUTF8String(1).toString(),
                                r.getUTF8String(2).toString(), row, 0);
                    }
                    if (packer != null) {
                        packer.flush();
                    }
                    return out.iterator();
                });
    }
}
