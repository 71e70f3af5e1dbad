package org.fairscore.prep.partition;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.expr;
import static org.apache.spark.sql.functions.sum;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.fairscore.core.model.CorpusColumns;
import org.fairscore.core.model.CorpusManifest.GroupStats;

/**
 * Per-group counts for the manifest, from two distributed group-bys: samples per (group, label) gives
 * n_k, then per group n = Σ n_k, identities = number of labels, genuine = Σ C(n_k, 2); impostor =
 * C(n, 2) − genuine. Only one row per group reaches the driver.
 */
public final class GroupStatistics {
    private GroupStatistics() {
    }

    /** @param samples rows with {@code group} and {@code label} columns */
    public static List<GroupStats> of(Dataset<Row> samples) {
        var perGroup = samples.groupBy(CorpusColumns.GROUP, CorpusColumns.LABEL).count()
                .groupBy(CorpusColumns.GROUP)
                .agg(sum(col("count")).as("n"), count("*").as("identities"),
                        sum(expr("count * (count - 1) div 2")).as("genuine"))
                .collectAsList();
        var out = new ArrayList<GroupStats>();
        for (var r : perGroup) {
            long n = r.getLong(1);
            long genuine = r.getLong(3);
            out.add(new GroupStats(r.getString(0), n, r.getLong(2), genuine, pairs(n) - genuine));
        }
        out.sort(Comparator.comparing(GroupStats::name));
        return out;
    }

    /** C(n, 2), failing loudly rather than wrapping around. */
    static long pairs(long n) {
        return n % 2 == 0 ? Math.multiplyExact(n / 2, n - 1) : Math.multiplyExact(n, (n - 1) / 2);
    }
}
