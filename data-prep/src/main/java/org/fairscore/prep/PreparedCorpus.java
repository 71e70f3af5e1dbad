package org.fairscore.prep;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.fairscore.core.model.CorpusManifest;

/**
 * A validated, normalised corpus, ready to audit or write.
 *
 * @param samples  exactly: sample_id string, label string, group string, attributes map&lt;string,string&gt;,
 *                 embedding array&lt;float&gt; (unit L2 norm, dimension {@code manifest.dimension()})
 * @param manifest what was read, rejected and kept
 * @param rejects  file, data_row, column, reason, detail, sample_id — null when no row was rejected
 */
public record PreparedCorpus(Dataset<Row> samples, CorpusManifest manifest, Dataset<Row> rejects) {
}
