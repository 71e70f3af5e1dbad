package org.fairscore.prep.ingest;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * Reads corpus CSV files strictly, with exact data-row numbers, which Spark's own CSV source cannot give.
 *
 * <p>Rules (RFC 4180 plus what an audit needs):
 * <ul>
 *   <li>records, not lines: a quoted cell may hold {@code ,}, {@code ""} and line breaks (LF, CRLF, CR); the
 *       data row is the record's 1-based ordinal after the header ({@link CsvRecords});</li>
 *   <li>the header is required; its names are compared without surrounding whitespace and a name given twice is
 *       bad input (exit 2 before any work) — {@link CsvLayout};</li>
 *   <li>every record has as many cells as the header, else it is rejected as MALFORMED_ROW naming both counts:
 *       an unquoted decimal comma ({@code 0,25}) or an extra cell is caught here instead of shifting or dropping
 *       cells; a blank line is such a record (one empty cell), rejected, never skipped;</li>
 *   <li>the file is UTF-8 (a leading BOM is skipped); a cell that is not is rejected as INVALID_UTF8 naming its
 *       column — never replaced by U+FFFD, which would merge distinct names; a header that is not is bad input;</li>
 *   <li>values are kept exactly as written: ids, labels and attribute values are not trimmed, so {@code "F"} and
 *       {@code "F "} are two groups, never merged silently (numbers may have surrounding spaces).</li>
 * </ul>
 * Rejected rows go through the validator's reject machinery like a NaN: cited by file, data row and column, and
 * the run stops (exit 2) unless {@code --max-reject-fraction} allows them.
 */
public final class CsvReader {
    private CsvReader() {
    }

    /**
     * Corpus CSVs (id, label, attributes and an embedding: one column, or e0..e{d-1}) as raw Java rows in
     * {@link RawColumns#SCHEMA}'s order (embeddings as double[]), before any conversion to Spark's rows, with the
     * dimension the headers fix: every file's embedding split into columns e0..e{d-1}, the same d in all (a record with
     * another number of cells is a MALFORMED_ROW, never another dimension); one column of space-separated numbers
     * leaves it to the rows.
     */
    public static ReaderRows rows(SparkSession spark, List<SourceFile> files, ReadSpec spec) {
        var jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        // every header first, so that a bad one stops the run before any Spark job
        var layouts = new ArrayList<CsvLayout>();
        for (var file : files) {
            layouts.add(layout(jsc.hadoopConfiguration(), file, spec, true));
        }
        var rdds = new ArrayList<JavaRDD<Row>>();
        for (int i = 0; i < files.size(); i++) {
            rdds.add(readFile(jsc, files.get(i), files.get(i).display(), layouts.get(i), spec));
        }
        return ReaderRows.of(union(jsc, rdds),
                layouts.stream().map(l -> l.split() ? (Integer) l.componentIndex().length : null).toList());
    }

    /**
     * The data rows of a .npy's metadata CSV, counted on the driver without a Spark job after checking that the
     * header names the columns {@code spec} needs, and where every {@code every}-th data row starts
     * ({@link CsvRecords#index}): records as {@link CsvRecords#read} numbers them (a quoted line break does not start
     * a row). Why on the driver: the count only checks a file of ids and labels (tens of bytes a row, no embeddings)
     * against the .npy header, and as a Spark job it cost 0.8 s of a 20 s audit of 80k rows (scheduling and SQL
     * planning); the starts let each .npy task read its own rows' records. Cost: one sequential read of the file.
     */
    public static CsvRecords.RecordIndex metadataIndex(Configuration conf, SourceFile file, ReadSpec spec, long every) {
        layout(conf, file, spec, false);
        return CsvRecords.index(conf, file, every);
    }

    /**
     * Parses a .npy's metadata records into raw rows (embedding null): id, label, attributes; {@code source} the
     * .npy, {@code meta_source} the CSV (for messages).
     */
    static CsvRecordParser metadataParser(Configuration conf, SourceFile metadata, String npySource, ReadSpec spec) {
        return new CsvRecordParser(npySource, metadata.display(), layout(conf, metadata, spec, false),
                spec.embeddingCol(), false);
    }

    /**
     * The columns prep stores besides the configured ones ({@link StoredColumns}), from the files' headers.
     *
     * @param withEmbedding false for the metadata CSVs of .npy files (no embedding columns)
     */
    public static List<String> storedColumns(Configuration conf, List<SourceFile> files, ReadSpec spec,
            boolean withEmbedding) {
        var headers = new ArrayList<List<String>>();
        for (var file : files) {
            var names = Arrays.stream(CsvRecords.header(conf, file)).map(String::strip).toList();
            headers.add(withEmbedding ? StoredColumns.withoutComponents(names, spec) : names);
        }
        return StoredColumns.of(headers, spec);
    }

    private static CsvLayout layout(Configuration conf, SourceFile file, ReadSpec spec, boolean withEmbedding) {
        return CsvLayout.of(file.display(), CsvRecords.header(conf, file), spec, withEmbedding);
    }

    private static JavaRDD<Row> readFile(JavaSparkContext jsc, SourceFile file, String source, CsvLayout layout,
            ReadSpec spec) {
        var parser = new CsvRecordParser(source, file.display(), layout, spec.embeddingCol(), true);
        return CsvRecords.read(jsc, file).map(parser::parse);
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
