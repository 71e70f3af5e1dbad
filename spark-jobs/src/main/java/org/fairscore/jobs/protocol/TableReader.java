package org.fairscore.jobs.protocol;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import com.univocity.parsers.csv.CsvParser;
import com.univocity.parsers.csv.CsvParserSettings;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.lib.input.TextInputFormat;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.fairscore.core.model.InvalidInputException;

/**
 * Reads named columns of a CSV or Parquet table as strings, with the file name and the exact 1-based data
 * row of every record (header excluded). CSV: one record per line, numbered with {@code zipWithIndex} as
 * data-prep's CsvReader does (a single file's splits are ordered); Parquet: {@code _metadata.row_index}.
 * Absent optional columns read as null; an absent required column fails at once, naming file and column.
 */
final class TableReader {
    private TableReader() {
    }

    /** A wanted column: its name in the file, and whether the file must have it. */
    record Wanted(String name, boolean required) {
    }

    static boolean isParquet(String path) {
        String lower = path.toLowerCase(java.util.Locale.ROOT);
        return lower.endsWith(".parquet") || !lower.endsWith(".csv");
    }

    /** Columns: file, row, then one string column per wanted column, named c0, c1, …. */
    static Dataset<Row> read(SparkSession spark, String path, List<Wanted> wanted) {
        return isParquet(path) ? parquet(spark, path, wanted) : csv(spark, path, wanted);
    }

    /** The wanted columns present in the file's header (CSV) or schema (Parquet). */
    static List<String> columns(SparkSession spark, String path) {
        if (isParquet(path)) {
            return List.of(spark.read().parquet(path).schema().fieldNames());
        }
        return Arrays.asList(parser().parseLine(header(spark, path)));
    }

    static StructType schema(int n) {
        var s = new StructType().add(RowErrors.FILE, DataTypes.StringType, false).add(RowErrors.ROW, DataTypes.LongType, false);
        for (int i = 0; i < n; i++) {
            s = s.add("c" + i, DataTypes.StringType, true);
        }
        return s;
    }

    private static Dataset<Row> parquet(SparkSession spark, String path, List<Wanted> wanted) {
        var df = spark.read().parquet(path);
        var names = List.of(df.schema().fieldNames());
        var cols = new ArrayList<Column>();
        cols.add(col("_metadata.file_name").as(RowErrors.FILE)); // row_index counts per part file
        cols.add(col("_metadata.row_index").plus(1).cast(DataTypes.LongType).as(RowErrors.ROW));
        for (int i = 0; i < wanted.size(); i++) {
            var w = wanted.get(i);
            if (names.contains(w.name())) {
                cols.add(col("`" + w.name() + "`").cast(DataTypes.StringType).as("c" + i));
            } else {
                require(path, w, names);
                cols.add(lit(null).cast(DataTypes.StringType).as("c" + i));
            }
        }
        return df.select(cols.toArray(new Column[0]));
    }

    private static Dataset<Row> csv(SparkSession spark, String path, List<Wanted> wanted) {
        var header = Arrays.asList(parser().parseLine(header(spark, path)));
        int[] index = new int[wanted.size()];
        for (int i = 0; i < wanted.size(); i++) {
            index[i] = header.indexOf(wanted.get(i).name());
            if (index[i] < 0) {
                require(path, wanted.get(i), header);
            }
        }
        String file = display(path);
        var jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        var rows = jsc.newAPIHadoopFile(path, TextInputFormat.class, LongWritable.class, Text.class, jsc.hadoopConfiguration())
                .map(kv -> kv._2().toString())
                .zipWithIndex()
                .filter(t -> t._2() > 0)
                .mapPartitions(it -> {
                    var p = parser();
                    var out = new ArrayList<Row>();
                    while (it.hasNext()) {
                        var t = it.next();
                        String[] cells = t._1().isEmpty() ? new String[0] : p.parseLine(t._1());
                        Object[] values = new Object[2 + index.length];
                        values[0] = file;
                        values[1] = t._2();
                        for (int i = 0; i < index.length; i++) {
                            values[2 + i] = index[i] >= 0 && index[i] < cells.length ? cells[index[i]] : null;
                        }
                        out.add(RowFactory.create(values));
                    }
                    return out.iterator();
                });
        return spark.createDataFrame(rows, schema(wanted.size()));
    }

    private static void require(String path, Wanted w, List<String> names) {
        if (w.required()) {
            throw new InvalidInputException(display(path) + ": no column '" + w.name() + "'; columns: " + names);
        }
    }

    static String display(String path) {
        return new Path(path).getName();
    }

    static CsvParser parser() {
        var settings = new CsvParserSettings();
        settings.setNullValue(null);
        settings.setEmptyValue(null);
        settings.setMaxColumns(1 << 16);
        settings.setMaxCharsPerColumn(-1);
        settings.getFormat().setLineSeparator("\n");
        return new CsvParser(settings);
    }

    private static String header(SparkSession spark, String path) {
        var p = new Path(path);
        try (var in = new BufferedReader(new InputStreamReader(
                p.getFileSystem(spark.sparkContext().hadoopConfiguration()).open(p), StandardCharsets.UTF_8))) {
            var line = in.readLine();
            if (line == null || line.isBlank()) {
                throw new InvalidInputException(display(path) + ": empty file; a CSV needs a header row");
            }
            return line.startsWith("\uFEFF") ? line.substring(1) : line;
        } catch (IOException e) {
            throw new InvalidInputException(path + ": cannot read: " + e.getMessage(), e);
        }
    }
}
