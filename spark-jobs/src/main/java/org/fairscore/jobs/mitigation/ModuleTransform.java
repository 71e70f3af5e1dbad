package org.fairscore.jobs.mitigation;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.fairscore.core.model.CorpusColumns;
import org.fairscore.jobs.scoring.NativeThreads;
import org.nd4j.linalg.api.buffer.DataType;
import org.nd4j.linalg.factory.Nd4j;

/**
 * Applies a Fairness Module to a prepared corpus, distributed: the module's weights are broadcast (4·(4d² + 3d)
 * bytes), each task maps its rows in chunks of {@link #CHUNK} through g with one ND4J GEMM per layer, and the
 * rows keep every other column. Memory per task: one chunk of inputs and outputs (2 × CHUNK × d floats) and the
 * hidden layer (CHUNK × 2d).
 *
 * <p>The output is L2-normalised again, since the audit's cosine is a dot product of unit vectors; but a vector
 * whose norm is already 1 within float32 rounding (|‖h‖ − 1| ≤ {@link #UNIT_TOLERANCE}) is kept as is, so the
 * identity module reproduces its input bit for bit (renormalising a unit float vector can move last bits).
 * Prep's unit vectors have |‖x‖ − 1| ≤ about 2⁻²⁴, whatever d, since each element's rounding is relative.
 */
public final class ModuleTransform {
    static final int CHUNK = 4096;
    static final double UNIT_TOLERANCE = 1e-6;

    private ModuleTransform() {
    }

    /** The corpus with g applied to its embedding column (same schema and order of columns). */
    public static Dataset<Row> apply(Dataset<Row> samples, FairnessModule module) {
        var jsc = JavaSparkContext.fromSparkContext(samples.sparkSession().sparkContext());
        var shared = jsc.broadcast(module);
        var schema = samples.schema();
        int embeddingIndex = schema.fieldIndex(CorpusColumns.EMBEDDING);
        var rdd = samples.javaRDD().mapPartitions(it -> transform(it, shared.value(), embeddingIndex));
        return samples.sparkSession().createDataFrame(rdd, schema);
    }

    private static Iterator<Row> transform(Iterator<Row> rows, FairnessModule module, int col) {
        NativeThreads.limitToTask();
        var params = module.params(DataType.FLOAT);
        int d = module.dimension();
        return new Iterator<>() {
            private final List<Row> ready = new ArrayList<>();
            private int next;

            @Override
            public boolean hasNext() {
                if (next < ready.size()) {
                    return true;
                }
                ready.clear();
                next = 0;
                var chunk = new ArrayList<Row>();
                while (rows.hasNext() && chunk.size() < CHUNK) {
                    chunk.add(rows.next());
                }
                if (chunk.isEmpty()) {
                    return false;
                }
                float[] x = new float[chunk.size() * d];
                for (int i = 0; i < chunk.size(); i++) {
                    List<Float> e = chunk.get(i).getList(col);
                    for (int j = 0; j < d; j++) {
                        x[i * d + j] = e.get(j);
                    }
                }
                float[] h = FairnessModule.forward(params, Nd4j.create(x, new long[] {chunk.size(), d}, 'c'))
                        .dup('c').data().asFloat();
                for (int i = 0; i < chunk.size(); i++) {
                    Object[] values = new Object[chunk.get(i).length()];
                    for (int c = 0; c < values.length; c++) {
                        values[c] = chunk.get(i).get(c);
                    }
                    values[col] = normalised(h, i * d, d);
                    ready.add(RowFactory.create(values));
                }
                return true;
            }

            @Override
            public Row next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                return ready.get(next++);
            }
        };
    }

    /** h[off, off + d) as a unit vector; kept as is when already unit. */
    static float[] normalised(float[] h, int off, int d) {
        double s = 0;
        for (int j = 0; j < d; j++) {
            s += (double) h[off + j] * h[off + j];
        }
        double n = Math.sqrt(s);
        boolean unit = Math.abs(n - 1) <= UNIT_TOLERANCE;
        float[] out = new float[d];
        for (int j = 0; j < d; j++) {
            out[j] = unit ? h[off + j] : (float) (h[off + j] / n);
        }
        return out;
    }
}
