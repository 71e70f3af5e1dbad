package org.fairscore.jobs.protocol;

import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.lib.input.TextInputFormat;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;

/**
 * Reads bob.measure's score text files: one comparison per line, fields separated by white space, no header
 * (bob.measure.load reads them the same way). Line i (1-based) is data row i. A line with another number of
 * fields than the format has keeps its count in {@code arity}, so the parser can name the row.
 */
final class BobTextReader {
    static final String ARITY = "arity";

    private BobTextReader() {
    }

    /** Columns: file, row, c0 … c{fields−1} (missing fields null), arity. */
    static Dataset<Row> read(SparkSession spark, String path, int fields) {
        String file = TableReader.display(path);
        var jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        var rows = jsc.newAPIHadoopFile(path, TextInputFormat.class, LongWritable.class, Text.class, jsc.hadoopConfiguration())
                .map(kv -> kv._2().toString())
                .zipWithIndex()
                .map(t -> {
                    String line = t._1().strip();
                    String[] cells = line.isEmpty() ? new String[0] : line.split("\\s+");
                    Object[] values = new Object[3 + fields];
                    values[0] = file;
                    values[1] = t._2() + 1;
                    for (int i = 0; i < fields; i++) {
                        values[2 + i] = i < cells.length ? cells[i] : null;
                    }
                    values[2 + fields] = cells.length;
                    return RowFactory.create(values);
                });
        var schema = TableReader.schema(fields).add(ARITY, DataTypes.IntegerType, false);
        return spark.createDataFrame(rows, schema);
    }

}
