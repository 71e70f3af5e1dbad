package org.fairscore.prep;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.fairscore.core.model.CorpusManifest;
import org.fairscore.prep.partition.CrossGroupIdentities;

/**
 * A validated, normalised corpus, ready to audit or write.
 *
 * @param samples  exactly: sample_id string, label string, group string, attributes map&lt;string,string&gt;,
 *                 embedding array&lt;float&gt; (unit L2 norm, dimension {@code manifest.dimension()})
 * @param manifest what was read, rejected and kept
 * @param rejects  file, data_row, column, reason, detail, sample_id — null when no row was rejected
 */
public record PreparedCorpus(Dataset<Row> samples, CorpusManifest manifest, Dataset<Row> rejects) {
    /**
     * This corpus with its manifest's identities across groups counted: as it is when prep counted them, counted
     * from the samples when the manifest has none (written by an earlier version, or derived from another corpus).
     */
    public PreparedCorpus withIdentitiesCounted() {
        return manifest.identitiesAcrossGroups() != null ? this
                : new PreparedCorpus(samples, manifest.withIdentitiesAcrossGroups(CrossGroupIdentities.of(samples)),
                        rejects);
    }
}
