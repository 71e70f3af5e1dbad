package org.fairscore.prep.ingest;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.lib.input.TextInputFormat;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.model.InvalidInputException;

/**
 * Reads CSV files with exact data-row numbers, which Spark's own CSV source cannot give.
 *
 * <p>Method: each file is read line by line with Hadoop's {@link TextInputFormat} as its own RDD;
 * {@code zipWithIndex} numbers the lines exactly because a single file's splits are ordered by byte
 * offset. Line 0 is the header (required, read on the driver), so line i is data row i. Each line is
 * parsed with univocity's CSV parser. Consequently <b>one record per line is required</b>: quoted
 * fields spanning several lines are not supported. A blank line is a data row with every cell missing
 * (rejected as MISSING_ID), never skipped silently.
 */
public final class CsvReader {
    private CsvReader() {
    }

    /** Corpus CSVs: id, label, attributes and an embedding (one column, or e0..e{d-1}). */
    public static Dataset<Row> read(SparkSession spark, List<SourceFile> files, ReadSpec spec) {
        return spark.createDataFrame(rows(spark, files, spec), RawColumns.SCHEMA);
    }

    /** {@link #read} as raw Java rows (embeddings as double[]), before any conversion to Spark's rows. */
    public static JavaRDD<Row> rows(SparkSession spark, List<SourceFile> files, ReadSpec spec) {
        var jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        var rdds = new ArrayList<JavaRDD<Row>>();
        for (var file : files) {
            rdds.add(readFile(jsc, file, file.display(), spec, true));
        }
        return union(jsc, rdds);
    }

    /**
     * The metadata CSV of a .npy file as raw rows (embedding null), for readers that align them with
     * embeddings themselves: id, label, attributes. Rows carry the .npy as {@code source} (for the join) and
     * the CSV as {@code meta_source} (for messages).
     */
    static JavaRDD<Row> readMetadataRows(JavaSparkContext jsc, SourceFile metadata, String npySource, ReadSpec spec) {
        return readFile(jsc, metadata, npySource, spec, false);
    }

    /**
     * The data rows of a metadata CSV, counted on the driver without a Spark job: its lines as
     * {@link TextInputFormat} splits them (Hadoop's LineReader: LF, CR or CRLF) less the header, after checking
     * that the header names the columns {@code spec} needs. Why on the driver: the count only checks a file of
     * ids and labels (tens of bytes a row, no embeddings) against the .npy header, and as a Spark job it cost
     * 0.8 s of a 20 s audit of 80k rows (scheduling and SQL planning). Cost: one sequential read of the file.
     */
    public static long metadataRows(Configuration conf, SourceFile file, ReadSpec spec) {
        var header = CsvLineParser.newParser().parseLine(headerLine(conf, file));
        CsvLayout.of(file.display(), header, spec, false);
        var path = new Path(file.path());
        try (var lines = new org.apache.hadoop.util.LineReader(path.getFileSystem(conf).open(path, 1 << 20), 1 << 20)) {
            var line = new Text();
            long n = 0;
            while (lines.readLine(line) > 0) {
                n++;
            }
            return Math.max(0, n - 1);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file.display(), e);
        }
    }

    private static JavaRDD<Row> readFile(JavaSparkContext jsc, SourceFile file, String source, ReadSpec spec,
            boolean withEmbedding) {
        var conf = jsc.hadoopConfiguration();
        var header = CsvLineParser.newParser().parseLine(headerLine(conf, file));
        var layout = CsvLayout.of(file.display(), header, spec, withEmbedding);
        var parser = new CsvLineParser(source, file.display(), layout, spec.embeddingCol(), withEmbedding);
        return jsc.newAPIHadoopFile(file.path(), TextInputFormat.class, LongWritable.class, Text.class, conf)
                .map(kv -> kv._2().toString())
                .zipWithIndex()
                .filter(lineAndIndex -> lineAndIndex._2() > 0)
                .map(lineAndIndex -> parser.parse(lineAndIndex._2(), lineAndIndex._1()));
    }

    private static String headerLine(Configuration conf, SourceFile file) {
        var path = new Path(file.path());
        try (var in = new BufferedReader(new InputStreamReader(
                path.getFileSystem(conf).open(path), StandardCharsets.UTF_8))) {
            var line = in.readLine();
            if (line == null || line.isBlank()) {
                throw new InvalidInputException(file.display() + ": empty file; a CSV needs a header row");
            }
            return line.startsWith("\uFEFF") ? line.substring(1) : line;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file.display(), e);
        }
    }

    /** One flat union (not a chain of pairwise unions, whose lineage would deepen with every file). */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static JavaRDD<Row> union(JavaSparkContext jsc, List<JavaRDD<Row>> rdds) {
        if (rdds.size() == 1) {
            return rdds.get(0);
        }
        JavaRDD<Row>[] all = rdds.toArray(new JavaRDD[0]);
        return jsc.union(all);
    }
}
