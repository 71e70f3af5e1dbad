package org.fairscore.prep.partition;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.sum;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.storage.StorageLevel;
import org.fairscore.core.model.CorpusColumns;
import org.fairscore.core.model.IdentitiesAcrossGroups;

/**
 * Finds the identities whose samples carry more than one group, and counts their cross-group genuine pairs per pair
 * of groups, from one distributed count per (label, group): n_{k,g}. A label with n_{k,g} > 0 for two or more groups
 * is such an identity; it adds n_{k,a}·n_{k,b} genuine pairs to every pair of groups a &lt; b it spans (a self-join
 * of those labels' rows only). The driver receives three numbers' worth per pair of groups that share an identity,
 * the count and the first {@link IdentitiesAcrossGroups#FIRST} labels: never a sample.
 */
public final class CrossGroupIdentities {
    private static final String N = "n";

    private CrossGroupIdentities() {
    }

    /** @param samples rows with {@code group} and {@code label} columns */
    public static IdentitiesAcrossGroups of(Dataset<Row> samples) {
        // read three times (count, first labels, pairs): kept, one small row per (label, group)
        var perLabelGroup = samples.groupBy(CorpusColumns.LABEL, CorpusColumns.GROUP).agg(count("*").as(N))
                .persist(StorageLevel.MEMORY_AND_DISK());
        try {
            return counted(perLabelGroup);
        } finally {
            perLabelGroup.unpersist();
        }
    }

    private static IdentitiesAcrossGroups counted(Dataset<Row> perLabelGroup) {
        var spanning = perLabelGroup.groupBy(CorpusColumns.LABEL).agg(count("*").as("groups"))
                .filter(col("groups").gt(1)).select(CorpusColumns.LABEL);
        long identities = spanning.count();
        if (identities == 0) {
            return IdentitiesAcrossGroups.none();
        }
        var first = spanning.orderBy(CorpusColumns.LABEL).limit(IdentitiesAcrossGroups.FIRST).collectAsList().stream()
                .map(r -> r.getString(0)).toList();
        var rows = perLabelGroup.join(spanning, CorpusColumns.LABEL);
        var a = rows.select(col(CorpusColumns.LABEL), col(CorpusColumns.GROUP).as("a"), col(N).as("na"));
        var b = rows.select(col(CorpusColumns.LABEL).as("label_b"), col(CorpusColumns.GROUP).as("b"), col(N).as("nb"));
        var perPair = a.join(b, col(CorpusColumns.LABEL).equalTo(col("label_b")).and(col("a").lt(col("b"))))
                .groupBy("a", "b").agg(sum(col("na").multiply(col("nb"))).as("pairs"))
                .collectAsList();
        Map<String, Map<String, Long>> pairs = new TreeMap<>();
        for (var r : perPair) {
            pairs.computeIfAbsent(r.getString(0), k -> new LinkedHashMap<>()).put(r.getString(1), r.getLong(2));
        }
        return IdentitiesAcrossGroups.of(identities, first, pairs);
    }
}
