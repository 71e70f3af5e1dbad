package org.fairscore.prep.validate;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.model.RejectReason;
import org.fairscore.prep.ingest.RawColumns;
import org.fairscore.prep.ingest.ReadSpec;
import org.fairscore.prep.partition.PrepTallies;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The read's packed cache against the rows it replaces: the same rows come back out of {@link ValidatedBatch#rows}
 * as {@link Validator#check} makes of the same raw rows, field by field, across batch boundaries (batches of a few
 * rows here), with rejected rows among kept ones, a partition of rejects only and an empty partition.
 */
@ExtendWith(LocalSpark.class)
class ValidatedBatchTest {
    private static final int DIM = 3;
    private static final ReadSpec SPEC = new ReadSpec("sample_id", "label", List.of("race"), "embedding");

    /** 60 raw rows over 4 partitions: the last two rows rejected alone in a partition, then an empty one. */
    private static JavaRDD<Row> raw(SparkSession spark) {
        var rnd = new Random(11);
        var rows = new ArrayList<Row>();
        for (int i = 0; i < 58; i++) {
            double[] e = {rnd.nextGaussian(), rnd.nextGaussian(), rnd.nextGaussian()};
            int kind = rnd.nextInt(6);
            if (kind == 0) {
                e[1] = Double.NaN; // NON_FINITE
            } else if (kind == 1) {
                e = new double[] {0, 0, 0}; // ZERO_VECTOR
            }
            String label = kind == 2 ? "" : "id" + rnd.nextInt(15); // MISSING_LABEL
            rows.add(RawColumns.row("f.npy", "f.meta.csv", i + 1, "s" + i, label, List.of("G" + rnd.nextInt(3)), e,
                    false, null, null));
        }
        rows.add(RawColumns.unreadable("f.npy", "f.meta.csv", 59, 1, RejectReason.MALFORMED_ROW, "race", "x"));
        rows.add(RawColumns.row("f.npy", "f.meta.csv", 60, "s59", "id1", List.of("G0"), new double[] {1, 2}, false,
                null, null));
        var jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        // slices: rows 0-28, 29-57, the last two, none
        var parts = List.of(rows.subList(0, 29), rows.subList(29, 58), rows.subList(58, 60), List.<Row>of());
        JavaRDD<Row> all = null;
        for (var p : parts) {
            var one = jsc.parallelize(new ArrayList<>(p), 1);
            all = all == null ? one : all.union(one);
        }
        return all;
    }

    private static List<Row> byRow(List<Row> rows) {
        var sorted = new ArrayList<>(rows);
        sorted.sort(Comparator.comparingLong(r -> r.getLong(2)));
        return sorted;
    }

    @Test
    void rowsAreTheValidatorsRowsAcrossBatchBoundaries(SparkSession spark) {
        var raw = raw(spark);
        var expected = byRow(Validator.check(spark, raw, SPEC, DIM).collectAsList());
        for (int perBatch : new int[] {1, 3, 7, 1000}) {
            var batches = ValidatedBatch.check(raw, SPEC, DIM, perBatch).collect();
            var actual = byRow(batches.stream().flatMap(b -> {
                var out = new ArrayList<Row>();
                b.rows().forEachRemaining(out::add);
                return out.stream();
            }).toList());

            assertEquals(expected.size(), actual.size(), perBatch + " rows a batch");
            for (int i = 0; i < expected.size(); i++) {
                var e = expected.get(i);
                var a = actual.get(i);
                for (int c = 0; c < ValidatedColumns.SCHEMA.size(); c++) {
                    Object x = e.get(c);
                    Object y = a.get(c);
                    if (c == ValidatedColumns.SCHEMA.fieldIndex(RawColumns.ATTRS)) {
                        assertEquals(e.getList(c), Arrays.asList((String[]) y), "row " + e.getLong(2));
                    } else if (c == ValidatedColumns.SCHEMA.fieldIndex(ValidatedColumns.EMBEDDING) && x != null) {
                        float[] want = new float[DIM];
                        for (int j = 0; j < DIM; j++) {
                            want[j] = e.<Float>getList(c).get(j);
                        }
                        assertArrayEquals(want, (float[]) y, "row " + e.getLong(2));
                    } else {
                        assertEquals(x, y, "row " + e.getLong(2) + ", column " + c);
                    }
                }
            }
            for (var b : batches) {
                assertTrue(b.keptRows() <= perBatch, "a batch holds at most " + perBatch + " kept rows");
            }
            long keptBatches = batches.stream().filter(b -> b.kept() != null).count();
            long kept = expected.stream().filter(r -> r.isNullAt(8)).count();
            if (perBatch == 1) {
                assertEquals(kept, keptBatches, "a batch per kept row");
            }
            // the third partition's two rows are both rejected: a batch of rejects only, no kept rows
            assertTrue(batches.stream().anyMatch(b -> b.kept() == null && b.rejected().size() == 2));
        }
    }

    @Test
    void talliesTheSameAsTheValidatorsRows(SparkSession spark) {
        var raw = raw(spark);
        var expected = PrepTallies.of(Validator.check(spark, raw, SPEC, DIM));
        var batches = ValidatedBatch.check(raw, SPEC, DIM, 4);

        var tally = PrepTallies.of(batches.flatMap(ValidatedBatch::tallyRows), 2);

        assertTrue(expected.rejectCounts().rejected() > 0 && expected.rejectCounts().rejected() < 60);
        assertEquals(expected.rejectCounts(), tally.rejectCounts());
        assertEquals(expected.groupStats(), tally.groupStats());
        assertEquals(expected.identitiesAcrossGroups(), tally.identitiesAcrossGroups());
        assertEquals(expected.duplicateRows(), tally.duplicateRows());
    }

    @Test
    void aKeptRowsEmbeddingIsCopiedOutNotShared(SparkSession spark) {
        var batch = ValidatedBatch.check(raw(spark), SPEC, DIM, 1000).collect().stream()
                .filter(b -> b.kept() != null).findFirst().orElseThrow();
        var first = batch.rows().next();
        float[] e = (float[]) first.get(7);
        float before = batch.kept().embeddings()[0];

        e[0] = 42f;

        assertEquals(before, batch.kept().embeddings()[0]);
        assertNull(first.get(8));
    }
}
