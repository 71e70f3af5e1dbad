package org.fairscore.jobs.protocol;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.fairscore.core.model.InvalidInputException;

/**
 * Fails a run on row-level errors: rows carry {@code file}, {@code row}, {@code column} and {@code error}
 * (null when the row is fine). The first {@value #SHOWN} offenders (by file and row) are named, then the
 * total; at most that many rows reach the driver.
 */
final class RowErrors {
    static final int SHOWN = 20;
    static final String FILE = "file";
    static final String ROW = "row";
    static final String COLUMN = "column";
    static final String ERROR = "error";

    private RowErrors() {
    }

    static void check(Dataset<Row> rows, String what) {
        var bad = rows.filter(col(ERROR).isNotNull());
        var first = bad.select(FILE, ROW, COLUMN, ERROR).orderBy(FILE, ROW).limit(SHOWN).collectAsList();
        if (first.isEmpty()) {
            return;
        }
        long total = first.size() < SHOWN ? first.size() : bad.count();
        var sb = new StringBuilder().append(total).append(" invalid row(s) in ").append(what).append(":\n");
        for (Row r : first) {
            sb.append("  ").append(InvalidInputException.rowMessage(r.getString(0), r.getLong(1), r.getString(2),
                    r.getString(3))).append('\n');
        }
        if (total > first.size()) {
            sb.append("  … and ").append(total - first.size()).append(" more\n");
        }
        throw new InvalidInputException(sb.toString().stripTrailing());
    }
}
