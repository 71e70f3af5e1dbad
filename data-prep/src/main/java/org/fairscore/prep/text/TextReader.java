package org.fairscore.prep.text;

import static org.apache.spark.sql.functions.col;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.fairscore.core.model.CorpusManifest.InputFile;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.prep.ingest.CsvRecords;
import org.fairscore.prep.ingest.SourceFile;
import org.fairscore.prep.ingest.SourcePaths;
import scala.Tuple2;

/**
 * Reads review files (CSV with a header, Parquet, JSON lines) into {@link TextColumns#SCHEMA} rows. Every value is
 * read as a string. The label column is optional: a file without it gives each review its own label (its sample
 * id), so verification-style audits see only impostor pairs.
 *
 * <p>CSV goes through the corpus reader's strict record reader ({@link CsvRecords}): RFC 4180 quoting, so a review
 * may hold commas, {@code ""} and line breaks (LF or CRLF) inside quotes; a row is a record (its number is its
 * 1-based ordinal after the header, exact across splits); header names are compared without surrounding spaces and
 * a name given twice is bad input; a record with another number of cells than the header (a blank line included)
 * is rejected as MALFORMED_ROW, a cell that is not UTF-8 as INVALID_UTF8 naming its column; values are kept as
 * written. Parquet and JSON lines use Spark's readers, numbered by {@code zipWithIndex} over the file's
 * partitions, which Spark orders by offset.
 */
public final class TextReader {
    private TextReader() {
    }

    /** The reviews and the files they came from. */
    public record Reviews(Dataset<Row> rows, TextFormat format, List<String> files) {
        public List<InputFile> inputFiles(Map<String, Long> rowsBySource) {
            return files.stream().map(f -> new InputFile(f, format.id(), rowsBySource.getOrDefault(f, 0L))).toList();
        }
    }

    public static Reviews read(SparkSession spark, TextConfig cfg) {
        var prep = cfg.prep();
        var conf = spark.sparkContext().hadoopConfiguration();
        var files = list(conf, prep.inputs(), prep.format());
        JavaRDD<Row> all = null;
        var names = new ArrayList<String>();
        for (var f : files.files()) {
            var rows = readFile(spark, f.path(), f.display(), files.format(), cfg);
            all = all == null ? rows : all.union(rows);
            names.add(f.display());
        }
        return new Reviews(spark.createDataFrame(all, TextColumns.SCHEMA), files.format(), names);
    }

    private static JavaRDD<Row> readFile(SparkSession spark, String path, String display, TextFormat format,
                                         TextConfig cfg) {
        if (format == TextFormat.CSV) {
            return readCsv(spark, new SourceFile(path, display), cfg);
        }
        Dataset<Row> df = switch (format) {
            case PARQUET -> spark.read().parquet(path);
            case JSON_LINES -> spark.read().json(path);
            case CSV -> throw new IllegalStateException("read above");
        };
        var prep = cfg.prep();
        var present = Arrays.asList(df.columns());
        requireColumns(display, present, cfg);
        boolean hasLabel = present.contains(prep.labelCol());
        var selected = new ArrayList<org.apache.spark.sql.Column>();
        selected.add(col(quote(prep.idCol())).cast(DataTypes.StringType));
        selected.add(hasLabel ? col(quote(prep.labelCol())).cast(DataTypes.StringType)
                : col(quote(prep.idCol())).cast(DataTypes.StringType));
        selected.add(col(quote(cfg.textCol())).cast(DataTypes.StringType));
        prep.groupCols().forEach(g -> selected.add(col(quote(g)).cast(DataTypes.StringType)));
        int groups = prep.groupCols().size();
        return df.select(selected.toArray(org.apache.spark.sql.Column[]::new)).javaRDD().zipWithIndex()
                .map((Tuple2<Row, Long> t) -> {
                    var r = t._1();
                    var attrs = new String[groups];
                    for (int a = 0; a < groups; a++) {
                        attrs[a] = r.getString(3 + a);
                    }
                    return RowFactory.create(display, t._2() + 1, r.getString(0), r.getString(1), attrs, r.getString(2),
                            null, null, null);
                });
    }

    private static void requireColumns(String display, List<String> present, TextConfig cfg) {
        var prep = cfg.prep();
        var required = new ArrayList<>(List.of(prep.idCol(), cfg.textCol()));
        required.addAll(prep.groupCols());
        for (var c : required) {
            if (!present.contains(c)) {
                throw new InvalidInputException(display + ": no column '" + c + "' (columns: " + String.join(", ", present)
                        + ")");
            }
        }
    }

    private static JavaRDD<Row> readCsv(SparkSession spark, SourceFile file, TextConfig cfg) {
        var prep = cfg.prep();
        var jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        var header = CsvRecords.header(jsc.hadoopConfiguration(), file);
        var names = Arrays.stream(header).map(String::strip).toList();
        CsvRecords.rejectDuplicates(file.display(), header);
        requireColumns(file.display(), names, cfg);
        int id = names.indexOf(prep.idCol());
        int label = names.contains(prep.labelCol()) ? names.indexOf(prep.labelCol()) : id;
        int text = names.indexOf(cfg.textCol());
        int[] attrs = prep.groupCols().stream().mapToInt(names::indexOf).toArray();
        String display = file.display();
        return CsvRecords.checked(jsc, file, header, (record, checked) -> {
            if (!checked.ok()) {
                return RowFactory.create(display, record.dataRow(), null, null, new String[attrs.length], null,
                        checked.reason().name(), checked.column(), checked.detail());
            }
            var cells = checked.cells();
            var values = new String[attrs.length];
            for (int a = 0; a < attrs.length; a++) {
                values[a] = cells[attrs[a]];
            }
            return RowFactory.create(display, record.dataRow(), cells[id], cells[label], values, cells[text],
                    null, null, null);
        });
    }

    private static String quote(String column) {
        return "`" + column.replace("`", "``") + "`";
    }

    private record Listed(TextFormat format, List<SourceFile> files) {
    }

    /** The files of the inputs (directories listed recursively, hidden names skipped), sorted by name. */
    private static Listed list(Configuration conf, List<String> inputs, String format) {
        var explicit = format == null ? null : TextFormat.parse(format);
        var found = new ArrayList<SourceFile>();
        TextFormat chosen = explicit;
        try {
            for (var input : inputs) {
                var path = new Path(input);
                var fs = path.getFileSystem(conf);
                var q = fs.makeQualified(path);
                if (!fs.exists(q)) {
                    throw new InvalidInputException("input not found: " + input);
                }
                if (fs.getFileStatus(q).isDirectory()) {
                    collect(fs, q, found);
                } else {
                    found.add(new SourceFile(q.toString(), SourcePaths.display(q)));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + inputs, e);
        }
        var kept = new ArrayList<SourceFile>();
        for (var f : found) {
            var fmt = TextFormat.ofFile(new Path(f.path()).getName());
            if (chosen == null && fmt.isPresent()) {
                chosen = fmt.get();
            }
            if (fmt.isPresent() && fmt.get() == chosen || explicit != null && fmt.isEmpty()) {
                kept.add(f);
            } else if (fmt.isPresent() && explicit == null) {
                throw new InvalidInputException("review inputs mix formats (" + chosen.id() + " and " + fmt.get().id()
                        + ", " + f.display() + "): pass one format");
            }
        }
        if (kept.isEmpty()) {
            throw new InvalidInputException("no review files (csv, parquet, jsonl) found in " + inputs
                    + (explicit == null ? ": pass --format if the extensions do not say" : ""));
        }
        kept.sort(Comparator.comparing(SourceFile::display));
        return new Listed(chosen, kept);
    }

    private static void collect(FileSystem fs, Path dir, List<SourceFile> out)
            throws IOException {
        for (var st : fs.listStatus(dir)) {
            var name = st.getPath().getName();
            if (name.startsWith(".") || name.startsWith("_")) {
                continue;
            }
            if (st.isDirectory()) {
                collect(fs, st.getPath(), out);
            } else {
                out.add(new SourceFile(st.getPath().toString(), SourcePaths.display(st.getPath())));
            }
        }
    }
}
