package org.fairscore.jobs.protocol;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.hadoop.fs.Path;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.prep.ingest.CsvRecord;
import org.fairscore.prep.ingest.CsvRecords;
import org.fairscore.prep.ingest.SourceFile;
import org.fairscore.prep.ingest.SourcePaths;

/**
 * Reads named columns of a CSV or Parquet table as strings, with the file name and the exact 1-based data
 * row of every record (header excluded). Absent optional columns read as null; an absent required column fails
 * at once, naming file and column.
 *
 * <p>CSV is read by data-prep's strict reader ({@link CsvRecords}) so that a pair list, a score table and subject
 * metadata follow the corpus' rules: records, not lines (quoted cells may hold line breaks); header names matched
 * without surrounding spaces, a name given twice is bad input; every record has the header's cell count; cells are
 * strict UTF-8 and kept exactly as written. A record that breaks a rule is not dropped: it keeps its row and
 * carries the reject's column and reason (the last two columns), which the consumers turn into row errors.
 * Parquet: {@code _metadata.row_index}; its reject columns are always null.
 */
final class TableReader {
    private TableReader() {
    }

    /** A wanted column: its name in the file, and whether the file must have it. */
    record Wanted(String name, boolean required) {
    }

    static boolean isParquet(String path) {
        String lower = path.toLowerCase(Locale.ROOT);
        return lower.endsWith(".parquet") || !lower.endsWith(".csv");
    }

    /**
     * Columns: file, row, one string column per wanted column (c0, c1, …), then {@link RowErrors#COLUMN} and
     * {@link RowErrors#ERROR} — null unless the record could not be read (its cells are then null).
     */
    static Dataset<Row> read(SparkSession spark, String path, List<Wanted> wanted) {
        return isParquet(path) ? parquet(spark, path, wanted) : csv(spark, path, wanted);
    }

    /** The columns of the file's header (CSV, names stripped) or schema (Parquet). */
    static List<String> columns(SparkSession spark, String path) {
        if (isParquet(path)) {
            return List.of(spark.read().parquet(path).schema().fieldNames());
        }
        return stripped(header(spark, path));
    }

    static StructType schema(int n) {
        var s = new StructType().add(RowErrors.FILE, DataTypes.StringType, false).add(RowErrors.ROW, DataTypes.LongType, false);
        for (int i = 0; i < n; i++) {
            s = s.add("c" + i, DataTypes.StringType, true);
        }
        return s.add(RowErrors.COLUMN, DataTypes.StringType, true).add(RowErrors.ERROR, DataTypes.StringType, true);
    }

    /** The column a raw row was rejected at, or null when it was read ({@link #schema} layout). */
    static String rejectColumn(Row raw) {
        return raw.isNullAt(raw.length() - 2) ? null : raw.getString(raw.length() - 2);
    }

    /** Why a raw row could not be read, or null ({@link #schema} layout). */
    static String rejectReason(Row raw) {
        return raw.isNullAt(raw.length() - 1) ? null : raw.getString(raw.length() - 1);
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
        cols.add(lit(null).cast(DataTypes.StringType).as(RowErrors.COLUMN));
        cols.add(lit(null).cast(DataTypes.StringType).as(RowErrors.ERROR));
        return df.select(cols.toArray(new Column[0]));
    }

    private static Dataset<Row> csv(SparkSession spark, String path, List<Wanted> wanted) {
        String[] header = header(spark, path);
        var names = stripped(header);
        int[] index = new int[wanted.size()];
        for (int i = 0; i < wanted.size(); i++) {
            index[i] = names.indexOf(wanted.get(i).name());
            if (index[i] < 0) {
                require(path, wanted.get(i), names);
            }
        }
        String file = display(path);
        var jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        var rows = CsvRecords.checked(jsc, source(spark, path), header,
                (record, checked) -> row(file, record, checked, index));
        return spark.createDataFrame(rows, schema(wanted.size()));
    }

    private static Row row(String file, CsvRecord record, CsvRecords.Checked checked, int[] index) {
        Object[] values = new Object[4 + index.length];
        values[0] = file;
        values[1] = record.dataRow();
        if (checked.ok()) {
            for (int i = 0; i < index.length; i++) {
                values[2 + i] = index[i] >= 0 ? checked.cells()[index[i]] : null;
            }
        } else {
            values[2 + index.length] = checked.column();
            values[3 + index.length] = checked.reason().description() + " " + checked.detail();
        }
        return RowFactory.create(values);
    }

    private static void require(String path, Wanted w, List<String> names) {
        if (w.required()) {
            throw new InvalidInputException(display(path) + ": no column '" + w.name() + "'; columns: " + names);
        }
    }

    static String display(String path) {
        return new Path(path).getName();
    }

    /** The header as written, after the duplicate check (names are matched stripped, as data-prep does). */
    private static String[] header(SparkSession spark, String path) {
        var header = CsvRecords.header(spark.sparkContext().hadoopConfiguration(), source(spark, path));
        CsvRecords.rejectDuplicates(display(path), header);
        return header;
    }

    private static List<String> stripped(String[] header) {
        var names = new ArrayList<String>();
        for (var h : header) {
            names.add(h.strip());
        }
        return names;
    }

    private static SourceFile source(SparkSession spark, String path) {
        var p = new Path(path);
        try {
            var qualified = p.getFileSystem(spark.sparkContext().hadoopConfiguration()).makeQualified(p);
            return new SourceFile(qualified.toString(), SourcePaths.display(qualified));
        } catch (IOException e) {
            throw new InvalidInputException(path + ": cannot read: " + e.getMessage(), e);
        }
    }
}
