package org.fairscore.jobs.downstream;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.element_at;
import static org.apache.spark.sql.functions.explode;
import static org.apache.spark.sql.functions.floor;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.map;
import static org.apache.spark.sql.functions.sequence;
import static org.apache.spark.sql.functions.when;

import java.util.ArrayList;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.types.DataTypes;
import org.fairscore.core.model.CorpusColumns;

/**
 * Rebalancing the training rows by group, as finDML does: every group is oversampled to the largest group's
 * count. A group of n_g rows has factor f = n_max / n_g; each of its rows is repeated ⌊f⌋ times plus once
 * more with probability f − ⌊f⌋, decided by a hash of the seed and the sample id (so the expected size is
 * n_max and the draw does not depend on partitioning). Distributed; the driver sees one count per group.
 */
final class Oversampling {
    private Oversampling() {
    }

    static Dataset<Row> byGroup(Dataset<Row> train, long seed) {
        var counts = train.groupBy(col(CorpusColumns.GROUP)).count().collectAsList();
        long max = counts.stream().mapToLong(r -> r.getLong(1)).max().orElse(0);
        var entries = new ArrayList<Column>();
        for (Row r : counts) {
            entries.add(lit(r.getString(0)));
            entries.add(lit((double) max / r.getLong(1)));
        }
        if (entries.isEmpty()) {
            return train;
        }
        Column factor = element_at(map(entries.toArray(Column[]::new)), col(CorpusColumns.GROUP));
        Column whole = floor(factor).cast(DataTypes.IntegerType);
        Column copies = whole.plus(when(TrainTestSplit.uniform(seed, 1).lt(factor.minus(whole)), lit(1)).otherwise(lit(0)));
        return train.withColumn("copy", explode(sequence(lit(1), copies))).drop("copy");
    }
}
