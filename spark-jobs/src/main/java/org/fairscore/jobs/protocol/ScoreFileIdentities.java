package org.fairscore.jobs.protocol;

import org.apache.spark.sql.SparkSession;

/**
 * Whether a score file names both sides' identities, which the identity bootstrap resamples: bob-4col and bob-5col
 * do (claimed_id, real_id), a table does when it has both label columns ({@code --score-label-cols}), bob-2col never
 * does. Reads a table's header only.
 */
public final class ScoreFileIdentities {
    private ScoreFileIdentities() {
    }

    /** Null when the file names both sides' identities, else why not (for the message refusing --bootstrap). */
    public static String missing(SparkSession spark, ScoreFileSpec spec) {
        return switch (spec.format()) {
            case BOB_4COL, BOB_5COL -> null;
            case BOB_2COL -> TableReader.display(spec.path()) + " is bob-2col (label score), which names no identities";
            case TABLE -> {
                var columns = TableReader.columns(spark, spec.path());
                yield columns.containsAll(spec.labelCols()) ? null : TableReader.display(spec.path())
                        + " has no identity label columns " + spec.labelCols() + " (--score-label-cols); columns: "
                        + columns;
            }
        };
    }
}
