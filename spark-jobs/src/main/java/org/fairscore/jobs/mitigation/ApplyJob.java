package org.fairscore.jobs.mitigation;

import java.io.PrintWriter;
import org.apache.spark.sql.SparkSession;
import org.fairscore.prep.PrepConfig;
import org.fairscore.prep.PrepJob;
import org.fairscore.prep.PreparedCorpus;

/**
 * {@code fairscore apply}: read a corpus, map its embeddings through a saved Fairness Module (distributed,
 * {@link ModuleTransform}) and write a prepared corpus (corpus/, manifest.json, _SUCCESS; atomic) that every
 * other command reads as input. The manifest is the input's: samples, groups and identities are unchanged.
 */
public final class ApplyJob {
    private ApplyJob() {
    }

    /** @param prep how to read raw input; null for a prepared directory */
    public static PreparedCorpus run(SparkSession spark, String model, String input, PrepConfig prep, String out,
                                     PrintWriter progress) {
        var saved = ModuleFile.read(spark.sparkContext().hadoopConfiguration(), model);
        var corpus = PrepJob.open(spark, input, prep);
        MitigateJob.requireDimension(corpus, saved.dimension(), "--input " + input,
                "the module (--model " + model + ") was trained on");
        var transformed = new PreparedCorpus(ModuleTransform.apply(corpus.samples(), saved.module()), corpus.manifest(),
                corpus.rejects());
        PrepJob.write(transformed, out);
        progress.printf("apply: %d samples through the module -> %s%n", corpus.manifest().samples(), out);
        progress.flush();
        return transformed;
    }
}
