package org.fairscore.jobs.mitigation;

import static org.apache.spark.sql.functions.col;

import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.storage.StorageLevel;
import org.fairscore.core.model.CorpusColumns;

/**
 * The identity labels that both the training and the evaluation corpus of {@code mitigate} hold. A Fairness Module
 * is fitted to the training identities (their centroids are trained with it), so an after audit of the same
 * identities measures the fit, not the mitigation a new population would see: mitigate refuses such an evaluation
 * unless {@code --allow-shared-identities} is given, and then warns.
 *
 * <p>Computed in Spark: the distinct labels of each corpus joined on the label; only the count and the
 * {@code limit} smallest shared labels (in string order, so a rerun names the same ones) reach the driver.
 *
 * @param count    how many distinct labels the two corpora share
 * @param examples up to {@code limit} of them, in string order
 */
public record SharedIdentities(long count, List<String> examples) {
    /** How many shared labels a message names. */
    public static final int EXAMPLES = 5;

    public SharedIdentities {
        examples = List.copyOf(examples);
    }

    public static SharedIdentities between(Dataset<Row> train, Dataset<Row> evaluate, int limit) {
        Dataset<Row> shared = train.select(CorpusColumns.LABEL).distinct()
                .join(evaluate.select(CorpusColumns.LABEL).distinct(), CorpusColumns.LABEL)
                .persist(StorageLevel.MEMORY_AND_DISK());
        try {
            long count = shared.count();
            List<String> examples = count == 0 ? List.of() : shared.orderBy(col(CorpusColumns.LABEL)).limit(limit)
                    .collectAsList().stream().map(r -> r.getString(0)).toList();
            return new SharedIdentities(count, examples);
        } finally {
            shared.unpersist();
        }
    }

    public boolean any() {
        return count > 0;
    }

    /** "3 identity labels (e.g. a, b, c)", the examples followed by ", ..." when there are more. */
    public String describe() {
        return count + " identity label" + (count == 1 ? "" : "s") + " (e.g. " + String.join(", ", examples)
                + (count > examples.size() ? ", ..." : "") + ")";
    }
}
