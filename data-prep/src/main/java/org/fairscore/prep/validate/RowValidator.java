package org.fairscore.prep.validate;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.fairscore.core.model.GroupKey;
import org.fairscore.core.model.RejectReason;
import org.fairscore.prep.SampleBatch;
import org.fairscore.prep.ingest.RawColumns;
import org.fairscore.prep.ingest.ReadSpec;

/**
 * Checks one raw row against every per-row rule, in {@link RejectReason} order, stopping at the first
 * that applies; a row that passes gets its group name and normalised embedding. DUPLICATE_ID needs
 * other rows and is decided afterwards by {@link Validator}.
 */
final class RowValidator implements MapFunction<Row, Row> {
    private static final long serialVersionUID = 1L;
    private final ReadSpec spec;
    private final int dim;

    RowValidator(ReadSpec spec, int dim) {
        this.spec = spec;
        this.dim = dim;
    }

    private static final int SOURCE = RawColumns.SCHEMA.fieldIndex(RawColumns.SOURCE);
    private static final int META_SOURCE = RawColumns.SCHEMA.fieldIndex(RawColumns.META_SOURCE);
    private static final int ROW = RawColumns.SCHEMA.fieldIndex(RawColumns.ROW);
    private static final int ID = RawColumns.SCHEMA.fieldIndex(RawColumns.ID);
    private static final int LABEL = RawColumns.SCHEMA.fieldIndex(RawColumns.LABEL);
    private static final int ATTRS = RawColumns.SCHEMA.fieldIndex(RawColumns.ATTRS);
    private static final int EMBEDDING = RawColumns.SCHEMA.fieldIndex(RawColumns.EMBEDDING);
    private static final int EMB_SPLIT = RawColumns.SCHEMA.fieldIndex(RawColumns.EMB_SPLIT);
    private static final int PARSE_COLUMN = RawColumns.SCHEMA.fieldIndex(RawColumns.PARSE_COLUMN);
    private static final int PARSE_DETAIL = RawColumns.SCHEMA.fieldIndex(RawColumns.PARSE_DETAIL);
    private static final int READ_ERROR = RawColumns.SCHEMA.fieldIndex(RawColumns.READ_ERROR);

    /**
     * A raw row in {@link RawColumns#SCHEMA} order: either a Spark row (arrays as Scala sequences) or a
     * reader's own Java row (attributes as String[], embedding as double[], or float[] from a float32 .npy), read by
     * position.
     */
    Outcome check(Row raw) {
        String source = raw.getString(SOURCE);
        String metaSource = raw.getString(META_SOURCE);
        long row = raw.getLong(ROW);
        String id = raw.getString(ID);
        String label = raw.getString(LABEL);
        List<String> attrs = raw.get(ATTRS) instanceof String[] a ? Arrays.asList(a) : raw.getList(ATTRS);
        boolean split = raw.getBoolean(EMB_SPLIT);
        var out = new Builder(source, metaSource, row, id, label, attrs);

        if (!raw.isNullAt(READ_ERROR)) {
            // the reader could not line the row up with its header: no other value of it can be trusted
            return out.reject(RejectReason.valueOf(raw.getString(READ_ERROR)), metaSource, raw.getString(PARSE_COLUMN),
                    raw.getString(PARSE_DETAIL));
        }
        if (missing(id)) {
            return out.reject(RejectReason.MISSING_ID, metaSource, spec.idCol(), null);
        }
        String parseColumn = raw.getString(PARSE_COLUMN);
        if (parseColumn != null) {
            return out.reject(RejectReason.MALFORMED_NUMBER, source, parseColumn, raw.getString(PARSE_DETAIL));
        }
        if (raw.isNullAt(EMBEDDING)) {
            return out.reject(RejectReason.MALFORMED_NUMBER, source, spec.embeddingCol(), "(missing embedding)");
        }
        // a float32 .npy's row stays float[]; every other reader's is double[] (or, from Spark, a list)
        Object embedding = raw.get(EMBEDDING);
        float[] floats = embedding instanceof float[] f ? f : null;
        double[] values = floats != null ? null
                : embedding instanceof double[] d ? d : unboxed(raw.getList(EMBEDDING));
        int length = floats != null ? floats.length : values.length;
        if (length != dim) {
            return out.reject(RejectReason.WRONG_DIMENSION, source, wholeEmbedding(split, length),
                    "(has " + length + " values, expected " + dim + ")");
        }
        for (int j = 0; j < length; j++) {
            double v = floats != null ? floats[j] : values[j];
            if (!Double.isFinite(v)) {
                return out.reject(RejectReason.NON_FINITE, source, component(split, j), "(" + v + ")");
            }
        }
        // taken once: the kept row is divided by it below
        double norm = floats != null ? L2Normalizer.norm(floats) : L2Normalizer.norm(values);
        if (norm == 0) {
            return out.reject(RejectReason.ZERO_VECTOR, source, wholeEmbedding(split, dim), null);
        }
        if (missing(label)) {
            return out.reject(RejectReason.MISSING_LABEL, metaSource, spec.labelCol(), null);
        }
        // attrs are the group columns, then the stored ones (ReadSpec.attributeCols): a stored column may be empty,
        // a group column may not, and a binned one of either kind must fall in a band, which replaces its value
        var columns = spec.attributeCols();
        var stored = new ArrayList<String>(attrs);
        for (int a = 0; a < attrs.size(); a++) {
            var bins = spec.bins().of(columns.get(a));
            if (bins != null) {
                var banding = bins.band(attrs.get(a));
                if (!banding.ok()) {
                    return out.reject(banding.reason(), metaSource, columns.get(a), banding.detail());
                }
                stored.set(a, banding.band());
            } else if (spec.required(columns.get(a)) && missing(attrs.get(a))) {
                return out.reject(RejectReason.MISSING_ATTRIBUTE, metaSource, columns.get(a), null);
            }
        }
        var group = GroupKey.name(spec.groupCols(), stored.subList(0, spec.groupCols().size()));
        return new Kept(new Builder(source, metaSource, row, id, label, stored), group, floats, values, norm);
    }

    /**
     * {@link #check} as a row of {@link ValidatedColumns#SCHEMA}: a kept row with its normalised embedding, or a
     * rejected one with its reason.
     */
    @Override
    public Row call(Row raw) {
        Outcome outcome = check(raw);
        return outcome instanceof Kept k ? k.row() : ((Rejected) outcome).row();
    }

    /** What the per-row rules decided for one row. */
    sealed interface Outcome permits Kept, Rejected {
    }

    /** A row rejected: a row of {@link ValidatedColumns#SCHEMA} with its reason, file, column and detail. */
    record Rejected(Row row) implements Outcome {
    }

    /**
     * A row every rule kept: its cells, its group, and its embedding (float32 .npy values, or doubles) with the norm to
     * divide it by. {@link #writeInto} writes the normalised embedding where a batch wants it, so a packed read makes
     * no array of its own for it (docs/performance.md, eleventh round).
     */
    record Kept(Builder cells, String group, float[] floats, double[] values, double norm)
            implements Outcome, SampleBatch.RowWriter {
        @Override
        public void writeInto(float[] out, int at) {
            if (floats != null) {
                L2Normalizer.normalizeInto(floats, norm, out, at);
            } else {
                L2Normalizer.normalizeInto(values, norm, out, at);
            }
        }

        Row row() {
            float[] e = new float[floats != null ? floats.length : values.length];
            writeInto(e, 0);
            return cells.keep(group, e);
        }
    }

    private static double[] unboxed(List<Double> list) {
        var values = new double[list.size()];
        for (int j = 0; j < values.length; j++) {
            values[j] = list.get(j);
        }
        return values;
    }

    private static boolean missing(String s) {
        return s == null || s.isBlank();
    }

    private String component(boolean split, int j) {
        return split ? "e" + j : spec.embeddingCol() + "[" + j + "]";
    }

    private String wholeEmbedding(boolean split, int n) {
        return split ? "e0..e" + (n - 1) : spec.embeddingCol();
    }

    /** Assembles an output row in {@link ValidatedColumns#SCHEMA} order. */
    record Builder(String source, String metaSource, long row, String id, String label, List<String> attrs) {
        Rejected reject(RejectReason reason, String file, String column, String detail) {
            return new Rejected(RowFactory.create(source, metaSource, row, id, label, attrArray(), null, null,
                    reason.name(), file, column, detail));
        }

        Row keep(String group, float[] embedding) {
            return RowFactory.create(source, metaSource, row, id, label, attrArray(), group, embedding, null,
                    null, null, null);
        }

        String[] attrArray() {
            return new ArrayList<>(attrs).toArray(new String[0]);
        }
    }
}
