package org.fairscore.prep.text;

import static org.apache.spark.sql.functions.col;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.fairscore.core.model.CorpusManifest.InputFile;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.prep.ingest.SourcePaths;
import scala.Tuple2;

/**
 * Reads review files (CSV with a header, Parquet, JSON lines) into {@link TextColumns#SCHEMA} rows with Spark's own
 * readers, which handle quoted CSV fields with commas. A row's number is its 1-based position among its file's
 * data rows ({@code zipWithIndex} over the file's partitions, which Spark orders by offset); Spark skips blank
 * lines, so those are not rows. Every value is read as a string. The label column is optional: a file without it
 * gives each review its own label (its sample id), so verification-style audits see only impostor pairs.
 */
public final class TextReader {
    private TextReader() {
    }

    /** The reviews and the files they came from. */
    public record Reviews(Dataset<Row> rows, TextFormat format, List<String> files) {
        public List<InputFile> inputFiles(java.util.Map<String, Long> rowsBySource) {
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
        Dataset<Row> df = switch (format) {
            case CSV -> spark.read().option("header", true).option("mode", "PERMISSIVE").csv(path);
            case PARQUET -> spark.read().parquet(path);
            case JSON_LINES -> spark.read().json(path);
        };
        var prep = cfg.prep();
        var present = Arrays.asList(df.columns());
        var required = new ArrayList<>(List.of(prep.idCol(), cfg.textCol()));
        required.addAll(prep.groupCols());
        for (var c : required) {
            if (!present.contains(c)) {
                throw new InvalidInputException(display + ": no column '" + c + "' (columns: " + String.join(", ", present)
                        + ")");
            }
        }
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
                    return RowFactory.create(display, t._2() + 1, r.getString(0), r.getString(1), attrs, r.getString(2));
                });
    }

    private static String quote(String column) {
        return "`" + column.replace("`", "``") + "`";
    }

    private record Listed(TextFormat format, List<org.fairscore.prep.ingest.SourceFile> files) {
    }

    /** The files of the inputs (directories listed recursively, hidden names skipped), sorted by name. */
    private static Listed list(Configuration conf, List<String> inputs, String format) {
        var explicit = format == null ? null : TextFormat.parse(format);
        var found = new ArrayList<org.fairscore.prep.ingest.SourceFile>();
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
                    found.add(new org.fairscore.prep.ingest.SourceFile(q.toString(), SourcePaths.display(q)));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + inputs, e);
        }
        var kept = new ArrayList<org.fairscore.prep.ingest.SourceFile>();
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
        kept.sort(Comparator.comparing(org.fairscore.prep.ingest.SourceFile::display));
        return new Listed(chosen, kept);
    }

    private static void collect(FileSystem fs, Path dir, List<org.fairscore.prep.ingest.SourceFile> out)
            throws IOException {
        for (var st : fs.listStatus(dir)) {
            var name = st.getPath().getName();
            if (name.startsWith(".") || name.startsWith("_")) {
                continue;
            }
            if (st.isDirectory()) {
                collect(fs, st.getPath(), out);
            } else {
                out.add(new org.fairscore.prep.ingest.SourceFile(st.getPath().toString(), SourcePaths.display(st.getPath())));
            }
        }
    }
}
