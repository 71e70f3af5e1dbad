package org.fairscore.prep.partition;

import static org.apache.spark.sql.functions.col;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Random;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.model.CorpusColumns;
import org.fairscore.core.model.RejectReason;
import org.fairscore.prep.ingest.RawColumns;
import org.fairscore.prep.testing.LocalSpark;
import org.fairscore.prep.validate.RejectCounts;
import org.fairscore.prep.validate.ValidatedColumns;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The one-job tally against the separate aggregations it replaces (themselves tested against brute force) and a
 * count of duplicate ids made here, on random checked rows: rejects of several reasons, identities in one and in
 * several groups, one-sample identities, a group with a single sample, ids repeated or not.
 */
@ExtendWith(LocalSpark.class)
class PrepTalliesTest {

    private static Dataset<Row> checked(SparkSession spark, long seed, boolean repeatIds) {
        var rnd = new Random(seed);
        var rows = new ArrayList<Row>();
        var reasons = List.of(RejectReason.NON_FINITE, RejectReason.MISSING_LABEL, RejectReason.ZERO_VECTOR);
        for (int i = 0; i < 400; i++) {
            String source = "f" + rnd.nextInt(3) + ".csv";
            String id = repeatIds && rnd.nextInt(10) == 0 ? "s" + rnd.nextInt(20) : "s" + i;
            String label = "id" + rnd.nextInt(60);
            String group = i == 0 ? "lonely" : "G" + (rnd.nextInt(4) == 0 ? rnd.nextInt(3) : label.hashCode() % 3);
            boolean rejected = i > 0 && rnd.nextInt(8) == 0;
            String reason = rejected ? reasons.get(rnd.nextInt(reasons.size())).name() : null;
            rows.add(RowFactory.create(source, source, (long) i + 1, id, label, new String[] {group},
                    rejected ? null : group, rejected ? null : new float[] {1f}, reason,
                    rejected ? source : null, rejected ? "c" : null, null));
        }
        return spark.createDataFrame(rows, ValidatedColumns.SCHEMA).repartition(3);
    }

    private static Dataset<Row> kept(Dataset<Row> checked) {
        return checked.filter(col(ValidatedColumns.REASON).isNull()).select(
                col(RawColumns.LABEL).as(CorpusColumns.LABEL), col(ValidatedColumns.GROUP).as(CorpusColumns.GROUP));
    }

    @Test
    void equalsTheSeparateAggregationsOnRandomCorpora(SparkSession spark) {
        for (long seed = 1; seed <= 3; seed++) {
            var checked = checked(spark, seed, false);

            var tally = PrepTallies.of(checked);

            assertEquals(0, tally.duplicateRows(), "seed " + seed);
            assertEquals(RejectCounts.of(checked), tally.rejectCounts(), "seed " + seed);
            assertEquals(GroupStatistics.of(kept(checked)), tally.groupStats(), "seed " + seed);
            var identities = CrossGroupIdentities.of(kept(checked));
            assertTrue(identities.any(), "the corpus has identities across groups");
            assertEquals(identities, tally.identitiesAcrossGroups(), "seed " + seed);
            assertTrue(tally.groupStats().stream().anyMatch(g -> g.samples() == 1), "a group of one sample");
        }
    }

    @Test
    void countsTheKeptRowsThatRepeatAnId(SparkSession spark) {
        var checked = checked(spark, 7, true);
        // by hand: every kept row after the first with its id
        var seen = new HashMap<String, Integer>();
        long repeats = 0;
        for (var r : checked.filter(col(ValidatedColumns.REASON).isNull()).select(RawColumns.ID).collectAsList()) {
            if (seen.merge(r.getString(0), 1, Integer::sum) > 1) {
                repeats++;
            }
        }
        assertTrue(repeats > 0, "the corpus repeats ids");

        assertEquals(repeats, PrepTallies.of(checked).duplicateRows());
    }

    @Test
    void anEmptyInputCountsNothing(SparkSession spark) {
        var tally = PrepTallies.of(spark.createDataFrame(List.<Row>of(), ValidatedColumns.SCHEMA));

        assertEquals(0, tally.rejectCounts().total());
        assertEquals(List.of(), tally.groupStats());
    }
}
