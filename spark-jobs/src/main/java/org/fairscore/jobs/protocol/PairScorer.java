package org.fairscore.jobs.protocol;

import java.io.Serializable;
import java.util.Locale;
import java.util.Objects;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import scala.collection.Seq;

/**
 * Scores one joined pair-list row, or names what is wrong with it: an id missing from the corpus, a sample
 * paired with itself, a declared genuine flag that contradicts the labels.
 *
 * <p>The score is the float32 dot product of the two unit embeddings with the same four-accumulator order as
 * the engine's sampled-pair kernel ({@code scoring.Block#dot}), so a pair list scores a pair as the engine's
 * dot-product path does; its GEMM path may differ in the last bit of float32.
 */
final class PairScorer implements Serializable {
    private static final long serialVersionUID = 1L;
    private final PairListSpec spec;
    private final boolean hasFlag;

    PairScorer(PairListSpec spec, boolean hasFlag) {
        this.spec = spec;
        this.hasFlag = hasFlag;
    }

    /**
     * Input: file, row, id_a, id_b, flag, label_a, group_a, emb_a, label_b, group_b, emb_b, then the reader's
     * reject column and reason ({@link TableReader#schema}) → {@link ScoreRowParser#PARSED}.
     */
    Row score(Row r) {
        String file = r.getString(0);
        long row = r.getLong(1);
        if (TableReader.rejectReason(r) != null) {
            return RowFactory.create(file, row, TableReader.rejectColumn(r), TableReader.rejectReason(r), null, null,
                    null, null, null, null, null, null);
        }
        String a = r.isNullAt(2) ? null : r.getString(2);
        String b = r.isNullAt(3) ? null : r.getString(3);
        String col = null;
        String err = null;
        if (a == null || a.isBlank()) {
            col = spec.sampleCols().get(0);
            err = "missing sample id";
        } else if (b == null || b.isBlank()) {
            col = spec.sampleCols().get(1);
            err = "missing sample id";
        } else if (r.isNullAt(5)) {
            col = spec.sampleCols().get(0);
            err = "unknown sample id '" + a + "' (not in the corpus, or rejected by validation)";
        } else if (r.isNullAt(8)) {
            col = spec.sampleCols().get(1);
            err = "unknown sample id '" + b + "' (not in the corpus, or rejected by validation)";
        } else if (a.equals(b)) {
            col = spec.sampleCols().get(1);
            err = "sample '" + a + "' is paired with itself";
        }
        if (err != null) {
            return RowFactory.create(file, row, col, err, null, null, null, null, null, null, null, null);
        }
        String la = r.getString(5);
        String lb = r.getString(8);
        boolean genuine = la.equals(lb);
        if (hasFlag && !r.isNullAt(4) && !r.getString(4).isEmpty()) { // an empty cell declares nothing
            Boolean declared = flag(r.getString(4));
            if (declared == null) {
                return RowFactory.create(file, row, spec.genuineCol(), "genuine flag must be 1/0, true/false or "
                        + "genuine/impostor, got '" + r.getString(4) + "'", null, null, null, null, null, null, null, null);
            }
            if (declared != genuine) {
                return RowFactory.create(file, row, spec.genuineCol(), "declared " + (declared ? "genuine" : "impostor")
                        + " but the corpus labels of '" + a + "' and '" + b + "' are '" + la + "' and '" + lb + "'",
                        null, null, null, null, null, null, null, null);
            }
        }
        float s = dot(floats(r.getSeq(7)), floats(r.getSeq(10)));
        return RowFactory.create(file, row, null, null, r.getString(6), r.getString(9), genuine, s, a, b, la, lb);
    }

    private static float[] floats(Seq<Object> seq) {
        float[] out = new float[seq.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = (Float) seq.apply(i);
        }
        return out;
    }

    static float dot(float[] a, float[] b) {
        // the order of scoring.Block#dot: four independent accumulators, then (s0 + s1) + (s2 + s3)
        float s0 = 0;
        float s1 = 0;
        float s2 = 0;
        float s3 = 0;
        int k = 0;
        int dim = a.length;
        for (; k + 3 < dim; k += 4) {
            s0 += a[k] * b[k];
            s1 += a[k + 1] * b[k + 1];
            s2 += a[k + 2] * b[k + 2];
            s3 += a[k + 3] * b[k + 3];
        }
        for (; k < dim; k++) {
            s0 += a[k] * b[k];
        }
        return (s0 + s1) + (s2 + s3);
    }

    private static Boolean flag(String text) {
        return switch (Objects.requireNonNullElse(text, "").strip().toLowerCase(Locale.ROOT)) {
            case "1", "true", "genuine", "yes" -> true;
            case "0", "-1", "false", "impostor", "no" -> false;
            default -> null;
        };
    }
}
