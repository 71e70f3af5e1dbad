package org.fairscore.prep.validate;

import static org.apache.spark.sql.functions.col;

import java.math.BigDecimal;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.model.RejectReason;
import org.fairscore.prep.ingest.RawColumns;

/**
 * Decides whether a run with rejected rows may go on. With the default maximum fraction 0 any rejected
 * row stops it; with F &gt; 0 it goes on while rejected/total ≤ F (compared exactly in decimal, so
 * 1 of 10 rows passes F = 0.1). The exception lists the first {@value #SHOWN} offenders by (file,
 * data row) — the only per-row data collected — then the counts per reason, then what to do.
 *
 * <p>Whatever the fraction, a run in which every row is rejected stops: there is nothing left to audit, and an empty
 * report that exits 0 would be published by a pipeline without gates.
 */
public final class RejectPolicy {
    static final int SHOWN = 20;

    private RejectPolicy() {
    }

    public static void check(Dataset<Row> validated, RejectCounts counts, double maxRejectFraction) {
        long rejected = counts.rejected();
        if (rejected == 0) {
            return;
        }
        if (allows(rejected, counts.total(), maxRejectFraction)) {
            return;
        }
        throw new InvalidInputException(message(validated, counts, maxRejectFraction));
    }

    /** Whether {@code rejected} of {@code total} rows may be left out: some remain and at most the fraction F. */
    public static boolean allows(long rejected, long total, double maxRejectFraction) {
        var allowed = new BigDecimal(Double.toString(maxRejectFraction)).multiply(BigDecimal.valueOf(total));
        return rejected == 0 || maxRejectFraction > 0 && rejected < total
                && BigDecimal.valueOf(rejected).compareTo(allowed) <= 0;
    }

    private static String message(Dataset<Row> validated, RejectCounts counts, double maxRejectFraction) {
        long rejected = counts.rejected();
        var sb = new StringBuilder();
        sb.append(rejected).append(" of ").append(counts.total()).append(" rows are invalid");
        if (rejected == counts.total()) {
            sb.append(": every row, so nothing is left to audit");
        } else if (maxRejectFraction > 0) {
            sb.append(", more than the allowed fraction ").append(maxRejectFraction);
        }
        sb.append(":\n");
        var offenders = validated.filter(col(ValidatedColumns.REASON).isNotNull())
                .orderBy(col(ValidatedColumns.REJECT_FILE), col(RawColumns.ROW))
                .select(ValidatedColumns.REJECT_FILE, RawColumns.ROW, ValidatedColumns.REJECT_COLUMN,
                        ValidatedColumns.REASON, ValidatedColumns.DETAIL)
                .limit(SHOWN)
                .collectAsList();
        for (var r : offenders) {
            var reason = RejectReason.valueOf(r.getString(3));
            var text = r.isNullAt(4) ? reason.description() : reason.description() + " " + r.getString(4);
            sb.append("  ").append(InvalidInputException.rowMessage(r.getString(0), r.getLong(1), r.getString(2), text))
                    .append('\n');
        }
        if (rejected > offenders.size()) {
            sb.append("  … and ").append(rejected - offenders.size()).append(" more\n");
        }
        sb.append("rejected rows by reason:");
        counts.byReasonName().forEach((reason, n) -> sb.append(' ').append(reason).append('=').append(n));
        sb.append(rejected == counts.total() ? "\nfix the rows; when every row fails the same way, check the column "
                + "options (--id-col, --label-col, --group, --embedding-col) against the file's header"
                : "\nfix the rows or pass --max-reject-fraction F to write them to rejects/ and go on");
        return sb.toString();
    }
}
