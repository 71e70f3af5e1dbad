package org.fairscore.prep.side;

import static org.apache.spark.sql.functions.col;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.fairscore.core.model.CorpusColumns;
import org.fairscore.core.model.InvalidInputException;

/**
 * Columns a prepared corpus does not carry (the train/test split, a downstream task label), read by
 * sample id from a CSV (with header) or Parquet file and joined to the corpus. The join is distributed;
 * a sample without a value fails the run naming the file, the column and up to five sample ids.
 */
public final class SideColumns {
    private SideColumns() {
    }

    /**
     * @param columns corpus column name → column in {@code file}
     * @return {@code samples} with each requested column added (string)
     */
    public static Dataset<Row> join(SparkSession spark, Dataset<Row> samples, String file, String format, String idCol,
            Map<String, String> columns) {
        var raw = "csv".equals(format)
                ? spark.read().option("header", "true").csv(file)
                : spark.read().parquet(file);
        var present = Arrays.asList(raw.columns());
        for (String c : concat(idCol, columns.values())) {
            if (!present.contains(c)) {
                throw new InvalidInputException(file + ": no column '" + c + "' (columns: " + present + ")");
            }
        }
        var select = new ArrayList<org.apache.spark.sql.Column>();
        select.add(col(idCol).cast(DataTypes.StringType).as("side_id"));
        columns.forEach((name, c) -> select.add(col(c).cast(DataTypes.StringType).as(name)));
        var side = raw.select(select.toArray(org.apache.spark.sql.Column[]::new));
        var joined = samples.join(side, samples.col(CorpusColumns.SAMPLE_ID).equalTo(side.col("side_id")), "left")
                .drop("side_id");
        for (var e : columns.entrySet()) {
            var missing = joined.filter(col(e.getKey()).isNull()).select(CorpusColumns.SAMPLE_ID).limit(5)
                    .collectAsList();
            if (!missing.isEmpty()) {
                throw new InvalidInputException(file + ", column '" + e.getValue() + "': no value for sample id(s) "
                        + missing.stream().map(r -> r.getString(0)).collect(Collectors.joining(", ")));
            }
        }
        return joined;
    }

    /** csv or parquet from the file name (a directory is read as Parquet unless {@code format} says csv). */
    public static String format(String file, String format) {
        String f = format != null ? format.toLowerCase(Locale.ROOT)
                : file.toLowerCase(Locale.ROOT).endsWith(".csv") ? "csv"
                : file.toLowerCase(Locale.ROOT).endsWith(".npy") || file.toLowerCase(Locale.ROOT).endsWith(".arrow")
                        || file.toLowerCase(Locale.ROOT).endsWith(".feather") ? "other" : "parquet";
        if (!f.equals("csv") && !f.equals("parquet")) {
            throw new InvalidInputException(file + ": split and task-label columns are read from CSV or Parquet; "
                    + "give them in a CSV or Parquet file with --columns-from");
        }
        return f;
    }

    private static List<String> concat(String first, Collection<String> rest) {
        var out = new ArrayList<String>();
        out.add(first);
        out.addAll(rest);
        return out;
    }

    /** A one-entry map (empty when {@code column} is null): corpus name → file column. */
    public static Map<String, String> of(String name, String column) {
        var m = new LinkedHashMap<String, String>();
        if (column != null) {
            m.put(name, column);
        }
        return m;
    }
}
