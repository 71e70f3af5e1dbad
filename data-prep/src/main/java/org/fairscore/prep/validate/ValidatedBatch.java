package org.fairscore.prep.validate;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.fairscore.prep.SampleBatch;
import org.fairscore.prep.ingest.RawColumns;
import org.fairscore.prep.ingest.ReadSpec;

/**
 * A reader's rows of one partition after the per-row rules ({@link RowValidator}): the kept ones packed
 * ({@link SampleBatch}) with where each was read, the rejected ones as rows. This is what the read caches of a reader's
 * own Java rows; {@link #rows} turns it back into rows of {@link ValidatedColumns#SCHEMA} for whatever reads them as a
 * Dataset.
 *
 * @param kept        the kept rows; null when the batch holds only rejected ones
 * @param sources     per kept row: {@link RawColumns#SOURCE}
 * @param metaSources per kept row: {@link RawColumns#META_SOURCE}
 * @param rowNumbers  per kept row: {@link RawColumns#ROW}
 * @param attrs       per kept row: {@link RawColumns#ATTRS} (binned columns banded)
 * @param rejected    rows of {@link ValidatedColumns#SCHEMA} with a reason (a partition's rejects wait in memory for
 *                    its next batch: they hold no embedding)
 */
public record ValidatedBatch(SampleBatch kept, String[] sources, String[] metaSources, long[] rowNumbers,
                             String[][] attrs, List<Row> rejected) implements Serializable {
    private static final int ROW = ValidatedColumns.SCHEMA.fieldIndex(RawColumns.ROW);
    private static final int SOURCE = ValidatedColumns.SCHEMA.fieldIndex(RawColumns.SOURCE);
    private static final int META_SOURCE = ValidatedColumns.SCHEMA.fieldIndex(RawColumns.META_SOURCE);
    private static final int ID = ValidatedColumns.SCHEMA.fieldIndex(RawColumns.ID);
    private static final int LABEL = ValidatedColumns.SCHEMA.fieldIndex(RawColumns.LABEL);
    private static final int ATTRS = ValidatedColumns.SCHEMA.fieldIndex(RawColumns.ATTRS);
    private static final int GROUP = ValidatedColumns.SCHEMA.fieldIndex(ValidatedColumns.GROUP);
    private static final int REASON = ValidatedColumns.SCHEMA.fieldIndex(ValidatedColumns.REASON);

    /** Kept rows in this batch. */
    public int keptRows() {
        return kept == null ? 0 : kept.rows();
    }

    /**
     * Every row, kept ones first, in {@link ValidatedColumns#SCHEMA}; a kept row's embedding is copied out as its row
     * is reached, so the whole batch is never held twice.
     */
    public Iterator<Row> rows() {
        return new Iterator<>() {
            private int i;

            @Override
            public boolean hasNext() {
                return i < keptRows() + rejected.size();
            }

            @Override
            public Row next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                int at = i++;
                if (at >= keptRows()) {
                    return rejected.get(at - keptRows());
                }
                float[] e = Arrays.copyOfRange(kept.embeddings(), at * kept.dim(), (at + 1) * kept.dim());
                return RowFactory.create(sources[at], metaSources[at], rowNumbers[at], kept.ids()[at],
                        kept.labels()[at], attrs[at], kept.groups()[at], e, null, null, null, null);
            }
        };
    }

    /** Every row as (source, reason, id, label, group): what {@link org.fairscore.prep.partition.PrepTallies} counts. */
    public Iterator<Row> tallyRows() {
        var out = new ArrayList<Row>(keptRows() + rejected.size());
        for (int i = 0; i < keptRows(); i++) {
            out.add(RowFactory.create(sources[i], null, kept.ids()[i], kept.labels()[i], kept.groups()[i]));
        }
        for (var r : rejected) {
            out.add(RowFactory.create(r.get(SOURCE), r.get(REASON), r.get(ID), r.get(LABEL), r.get(GROUP)));
        }
        return out.iterator();
    }

    /**
     * The per-row rules over a reader's own Java rows, packed partition by partition. Memory per task: its rows' kept
     * embeddings once, in batches of at most {@link SampleBatch#MAX_FLOATS} floats.
     */
    public static JavaRDD<ValidatedBatch> check(JavaRDD<Row> raw, ReadSpec spec, int dim) {
        return check(raw, spec, dim, SampleBatch.capacity(dim));
    }

    /** {@link #check(JavaRDD, ReadSpec, int)} in batches of at most {@code rowsPerBatch} kept rows (tests: small). */
    public static JavaRDD<ValidatedBatch> check(JavaRDD<Row> raw, ReadSpec spec, int dim, int rowsPerBatch) {
        var validator = new RowValidator(spec, dim);
        return raw.mapPartitions(it -> {
            var out = new ArrayList<ValidatedBatch>();
            var acc = new Accumulator(dim, rowsPerBatch, out);
            while (it.hasNext()) {
                acc.add(validator.check(it.next()));
            }
            acc.finish();
            return out.iterator();
        });
    }

    /** Packs validated rows; a batch is handed on when its kept rows fill a {@link SampleBatch}. */
    private static final class Accumulator {
        private final int capacity;
        private final List<ValidatedBatch> out;
        private final SampleBatch.Packer packer;
        private String[] sources;
        private String[] metaSources;
        private long[] rowNumbers;
        private String[][] attrs;
        private List<Row> rejected = new ArrayList<>();
        private int n;

        Accumulator(int dim, int capacity, List<ValidatedBatch> out) {
            this.capacity = capacity;
            this.out = out;
            this.packer = new SampleBatch.Packer(dim, capacity, this::emit);
        }

        void add(RowValidator.Outcome outcome) {
            if (!(outcome instanceof RowValidator.Kept kept)) {
                rejected.add(((RowValidator.Rejected) outcome).row());
                return;
            }
            if (sources == null) {
                sources = new String[capacity];
                metaSources = new String[capacity];
                rowNumbers = new long[capacity];
                attrs = new String[capacity][];
            }
            var cells = kept.cells();
            sources[n] = cells.source();
            metaSources[n] = cells.metaSource();
            rowNumbers[n] = cells.row();
            attrs[n] = cells.attrArray();
            n++;
            // last: a full packer hands the batch on (emit) at once; the embedding is normalised into the batch
            packer.add(cells.id(), cells.label(), kept.group(), kept);
        }

        /** The rows since the last batch, kept and rejected. */
        void finish() {
            packer.flush();
            if (!rejected.isEmpty()) {
                out.add(new ValidatedBatch(null, new String[0], new String[0], new long[0], new String[0][],
                        rejected));
                rejected = new ArrayList<>();
            }
        }

        private void emit(SampleBatch kept) {
            int k = kept.rows();
            out.add(new ValidatedBatch(kept, Arrays.copyOf(sources, k), Arrays.copyOf(metaSources, k),
                    Arrays.copyOf(rowNumbers, k), Arrays.copyOf(attrs, k), rejected));
            sources = null;
            metaSources = null;
            rowNumbers = null;
            attrs = null;
            rejected = new ArrayList<>();
            n = 0;
        }
    }
}
