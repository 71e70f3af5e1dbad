package org.fairscore.jobs.protocol;

import java.util.Arrays;
import java.util.Iterator;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.lib.input.TextInputFormat;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;

/**
 * Reads bob.measure's score text files: one comparison per line, fields separated by white space, no header
 * (bob.measure reads them the same way). Line i (1-based) is data row i. Lines are kept as bytes until
 * {@link BobLine} has checked them, so a wrong field count or a field that is not UTF-8 becomes the row's reject
 * (column and reason, {@link TableReader#schema} layout) rather than a shifted or altered value.
 */
final class BobTextReader {
    private BobTextReader() {
    }

    /** Columns: file, row, c0 … c{fields−1} (null when rejected), column, error. */
    static Dataset<Row> read(SparkSession spark, String path, ScoreFormat format) {
        String file = TableReader.display(path);
        int fields = format.fields();
        var jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        var rows = jsc.newAPIHadoopFile(path, TextInputFormat.class, LongWritable.class, Text.class, jsc.hadoopConfiguration())
                .map(kv -> Arrays.copyOf(kv._2().getBytes(), kv._2().getLength())) // Hadoop reuses the Text
                .zipWithIndex()
                .mapPartitions(it -> {
                    var splitter = new BobLine(format);
                    return new Iterator<Row>() {
                        @Override
                        public boolean hasNext() {
                            return it.hasNext();
                        }

                        @Override
                        public Row next() {
                            var t = it.next();
                            long line = t._2() + 1;
                            var r = splitter.split(t._1(), t._1().length, line);
                            Object[] values = new Object[4 + fields];
                            values[0] = file;
                            values[1] = line;
                            if (r.ok()) {
                                System.arraycopy(r.fields(), 0, values, 2, fields);
                            } else {
                                values[2 + fields] = r.column();
                                values[3 + fields] = r.reason();
                            }
                            return RowFactory.create(values);
                        }
                    };
                });
        return spark.createDataFrame(rows, TableReader.schema(fields));
    }
}
