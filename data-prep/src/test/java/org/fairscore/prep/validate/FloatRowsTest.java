package org.fairscore.prep.validate;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.fairscore.prep.ingest.RawColumns;
import org.fairscore.prep.ingest.ReadSpec;
import org.junit.jupiter.api.Test;

/**
 * A float32 .npy's rows keep their embeddings as float[]: validated, they must come out exactly as the same rows with
 * the embedding widened to double[] (what every other reader gives), bit for bit and reject for reject.
 */
class FloatRowsTest {
    private static final int DIM = 4;
    private static final ReadSpec SPEC = new ReadSpec("sample_id", "label", List.of("race"), "embedding");

    private static Row floatRow(int i, float[] e) {
        var r = RawColumns.row("f.npy", "f.meta.csv", i, "s" + i, "id" + i, List.of("A"), new double[0], false, null,
                null);
        Object[] cells = new Object[r.length()];
        for (int c = 0; c < cells.length; c++) {
            cells[c] = r.get(c);
        }
        cells[RawColumns.SCHEMA.fieldIndex(RawColumns.EMBEDDING)] = e;
        return RowFactory.create(cells);
    }

    private static List<float[]> vectors() {
        var rnd = new Random(9);
        var out = new ArrayList<float[]>();
        float[] scales = {1f, 1e-30f, 1e30f, Float.MIN_VALUE, Float.MAX_VALUE};
        for (int i = 0; i < 200; i++) {
            float[] e = new float[DIM];
            for (int j = 0; j < DIM; j++) {
                e[j] = (float) (rnd.nextGaussian() * scales[rnd.nextInt(scales.length)]);
            }
            out.add(e);
        }
        out.add(new float[] {Float.MAX_VALUE, Float.MAX_VALUE, -Float.MAX_VALUE, Float.MAX_VALUE});
        out.add(new float[] {0, 0, 0, 0});
        out.add(new float[] {1, Float.NaN, 0, 0});
        out.add(new float[] {1, 0, Float.NEGATIVE_INFINITY, 0});
        out.add(new float[] {1, 2, 3});
        return out;
    }

    @Test
    void aFloatRowValidatesAsItsWidenedRow() {
        var validator = new RowValidator(SPEC, DIM);
        var vectors = vectors();
        int kept = 0;
        for (int i = 0; i < vectors.size(); i++) {
            var raw = floatRow(i, vectors.get(i));
            var widened = RawColumns.widened(raw);
            assertInstanceOf(double[].class, widened.get(RawColumns.SCHEMA.fieldIndex(RawColumns.EMBEDDING)));

            Row a = validator.call(raw);
            Row b = validator.call(widened);

            for (int c = 0; c < ValidatedColumns.SCHEMA.size(); c++) {
                if (a.get(c) instanceof float[] x) {
                    assertArrayEquals((float[]) b.get(c), x, "row " + i);
                    kept++;
                } else if (a.get(c) instanceof String[] x) {
                    assertArrayEquals((String[]) b.get(c), x);
                } else {
                    assertEquals(b.get(c), a.get(c), "row " + i + ", column " + c);
                }
            }
        }
        assertTrue(kept > 150, "most rows kept");
    }

    @Test
    void wideningKeepsEveryValueAndLeavesOtherRowsAlone() {
        float[] e = {Float.MIN_VALUE, -0.0f, 3.4e38f, Float.NaN};
        var widened = RawColumns.widened(floatRow(1, e));
        double[] d = (double[]) widened.get(RawColumns.SCHEMA.fieldIndex(RawColumns.EMBEDDING));
        for (int j = 0; j < e.length; j++) {
            assertEquals(Float.floatToRawIntBits(e[j]), Float.floatToRawIntBits((float) d[j]));
            assertEquals((double) e[j], d[j]);
        }
        var doubles = RawColumns.row("f.csv", "f.csv", 1, "s", "l", List.of("A"), new double[] {1, 2}, false, null, null);
        assertTrue(RawColumns.widened(doubles) == doubles, "a double row is passed through");
    }
}
