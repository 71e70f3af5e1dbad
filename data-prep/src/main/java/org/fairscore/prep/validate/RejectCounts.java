package org.fairscore.prep.validate;

import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.fairscore.core.model.RejectReason;
import org.fairscore.prep.ingest.RawColumns;

/**
 * The aggregate counts of one validation, from a single distributed group-by on (source, reason): rows
 * per input file, rejects per reason. Only these counts reach the driver.
 *
 * @param rowsBySource data rows per source file (display name)
 * @param byReason     rejected rows per reason, in {@link RejectReason} order, zero counts omitted
 */
public record RejectCounts(long total, Map<String, Long> rowsBySource, Map<RejectReason, Long> byReason) {
    public RejectCounts {
        rowsBySource = Map.copyOf(rowsBySource);
        byReason = Map.copyOf(byReason);
    }

    public static RejectCounts of(Dataset<Row> validated) {
        var rows = validated.groupBy(RawColumns.SOURCE, ValidatedColumns.REASON).count().collectAsList();
        var bySource = new TreeMap<String, Long>();
        var byReason = new EnumMap<RejectReason, Long>(RejectReason.class);
        long total = 0;
        for (var r : rows) {
            long n = r.getLong(2);
            total += n;
            bySource.merge(r.getString(0), n, Long::sum);
            if (!r.isNullAt(1)) {
                byReason.merge(RejectReason.valueOf(r.getString(1)), n, Long::sum);
            }
        }
        return new RejectCounts(total, bySource, byReason);
    }

    public long rejected() {
        return byReason.values().stream().mapToLong(Long::longValue).sum();
    }

    /** Reason name → count, for the manifest. */
    public Map<String, Long> byReasonName() {
        var out = new LinkedHashMap<String, Long>();
        for (var reason : RejectReason.values()) {
            if (byReason.containsKey(reason)) {
                out.put(reason.name(), byReason.get(reason));
            }
        }
        return out;
    }
}
