package org.fairscore.jobs.downstream;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.lower;
import static org.apache.spark.sql.functions.pmod;
import static org.apache.spark.sql.functions.trim;
import static org.apache.spark.sql.functions.xxhash64;

import java.util.stream.Collectors;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.fairscore.core.model.CorpusColumns;
import org.fairscore.core.model.InvalidInputException;

/**
 * Which rows train and which test. With a split column: its value per sample, {@code train} or {@code test}
 * (case-insensitive; anything else fails the run). Without: a seeded split by sample — a row is a test row
 * iff xxhash64(seed, sample_id) mod 10⁶ &lt; fraction · 10⁶, so the split depends only on the seed and the
 * ids, never on partitioning or row order. By label (the leakage probe's attribute target, {@link ProbeSplit}): a
 * row is a test row iff xxhash64(seed, 2, label) mod 10⁶ &lt; fraction · 10⁶, so an identity's samples are all
 * on one side.
 */
final class TrainTestSplit {
    static final String SPLIT = "split_value";
    private static final long BUCKETS = 1_000_000L;

    private TrainTestSplit() {
    }

    /** A uniform draw in [0, 1) from the seed and the sample id (also used by the oversampling). */
    static Column uniform(long seed, long stream) {
        return pmod(xxhash64(lit(seed), lit(stream), col(CorpusColumns.SAMPLE_ID)), lit(BUCKETS)).divide((double) BUCKETS);
    }

    static Dataset<Row> seeded(Dataset<Row> samples, long seed, double testFraction) {
        return samples.withColumn(Features.IS_TEST, uniform(seed, 0).lt(testFraction));
    }

    /** Whole identities to train or test: the hash of the label (stream 2) instead of the sample id. */
    static Dataset<Row> byLabel(Dataset<Row> samples, long seed, double testFraction) {
        var u = pmod(xxhash64(lit(seed), lit(2L), col(CorpusColumns.LABEL)), lit(BUCKETS)).divide((double) BUCKETS);
        return samples.withColumn(Features.IS_TEST, u.lt(testFraction));
    }

    /** From the joined {@link #SPLIT} column (see {@link org.fairscore.prep.side.SideColumns}). */
    static Dataset<Row> fromColumn(Dataset<Row> samples, String file, String column) {
        var v = lower(trim(col(SPLIT)));
        var bad = samples.filter(v.isin("train", "test").unary_$bang()).select(col(CorpusColumns.SAMPLE_ID), col(SPLIT))
                .limit(5).collectAsList();
        if (!bad.isEmpty()) {
            throw new InvalidInputException(file + ", column '" + column + "': values must be 'train' or 'test'; got "
                    + bad.stream().map(r -> "'" + r.getString(1) + "' for sample " + r.getString(0))
                            .collect(Collectors.joining(", ")));
        }
        return samples.withColumn(Features.IS_TEST, v.equalTo("test")).drop(SPLIT);
    }

    static String describe(String splitCol, long seed, double testFraction) {
        return splitCol != null ? "the '" + splitCol + "' column (train/test)"
                : "seeded by sample: test iff xxhash64(seed " + seed + ", sample_id) mod 10^6 < " + testFraction + " * 10^6";
    }
}
