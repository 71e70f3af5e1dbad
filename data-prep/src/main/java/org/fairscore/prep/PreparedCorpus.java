package org.fairscore.prep;

import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.fairscore.core.model.CorpusManifest;
import org.fairscore.prep.partition.CrossGroupIdentities;

/**
 * A validated, normalised corpus, ready to audit or write.
 *
 * @param samples    exactly: sample_id string, label string, group string, attributes map&lt;string,string&gt;,
 *                   embedding array&lt;float&gt; (unit L2 norm, dimension {@code manifest.dimension()})
 * @param manifest   what was read, rejected and kept
 * @param rejects    file, data_row, column, reason, detail, sample_id — null when no row was rejected
 * @param cached     the same samples packed as the read cached them, when it did (a reader of .npy, CSV or Arrow
 *                   files, {@link PrepJob}); null otherwise, and {@link #sampleBatches} converts {@code samples}
 */
public record PreparedCorpus(Dataset<Row> samples, CorpusManifest manifest, Dataset<Row> rejects,
                             JavaRDD<SampleBatch> cached) {
    /** A corpus known only as a Dataset: its compact rows are converted from it when asked for. */
    public PreparedCorpus(Dataset<Row> samples, CorpusManifest manifest, Dataset<Row> rejects) {
        this(samples, manifest, rejects, null);
    }

    /**
     * The samples packed, what scoring blocks are built from. Why not always from {@code samples}: when the read cached
     * them packed, converting them to Spark's rows and back would cost most of the read again.
     */
    public JavaRDD<SampleBatch> sampleBatches() {
        return cached != null ? cached : SampleBatch.of(samples);
    }

    /** The samples as compact rows, one embedding each (copied out of the read's cache when there is one). */
    public JavaRDD<SampleRow> sampleRows() {
        return cached != null ? cached.flatMap(SampleBatch::sampleRows) : SampleRow.of(samples);
    }

    /**
     * This corpus with its manifest's identities across groups counted: as it is when prep counted them, counted
     * from the samples when the manifest has none (written by an earlier version, or derived from another corpus).
     */
    public PreparedCorpus withIdentitiesCounted() {
        return manifest.identitiesAcrossGroups() != null ? this
                : new PreparedCorpus(samples, manifest.withIdentitiesAcrossGroups(CrossGroupIdentities.of(samples)),
                        rejects, cached);
    }
}
