package org.fairscore.prep.text;

import java.util.ArrayList;
import org.apache.spark.ml.Pipeline;
import org.apache.spark.ml.PipelineModel;
import org.apache.spark.ml.PipelineStage;
import org.apache.spark.ml.feature.HashingTF;
import org.apache.spark.ml.feature.IDF;
import org.apache.spark.ml.feature.PCA;
import org.apache.spark.ml.feature.RegexTokenizer;
import org.apache.spark.ml.feature.StopWordsRemover;
import org.apache.spark.ml.feature.Word2Vec;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;

/**
 * The Spark ML pipeline from a review to its vector: RegexTokenizer (lower case, split at every run of
 * characters that are neither letters nor digits), optionally StopWordsRemover (Spark's English list but the kept
 * words, {@link StopWords}), then
 * Word2Vec — a review's vector is the mean of its in-vocabulary word vectors — or HashingTF → IDF → PCA.
 *
 * <p>Reproducibility: MLlib's Word2Vec is deterministic for a seed only with one partition, in a fixed sentence
 * order (each partition trains its own copy and the copies are averaged). So training uses numPartitions 1 on the
 * reviews coalesced, without a shuffle, into one partition in (file, row) order. Cost: training is single-threaded
 * (one task). Memory: the vocabulary V × vectorSize floats twice (syn0, syn1) in that task and on the driver, which
 * broadcasts the model; TF-IDF's PCA holds a hashFeatures² covariance (8 MiB at the default 1,024) on the driver.
 */
public final class TextEmbedder {
    /** Columns the pipeline adds. */
    public static final String TOKENS = "_tokens";
    public static final String WORDS = "_words";
    public static final String FEATURES = "_features";
    private static final String TF = "_tf";
    private static final String TFIDF = "_tfidf";

    private TextEmbedder() {
    }

    /** Fits the pipeline on the reviews (non-empty text in {@link TextColumns#TEXT}). */
    public static PipelineModel fit(Dataset<Row> reviews, TextConfig cfg) {
        var stages = new ArrayList<PipelineStage>();
        stages.add(new RegexTokenizer().setInputCol(TextColumns.TEXT).setOutputCol(TOKENS)
                .setPattern("[^\\p{L}\\p{N}]+").setGaps(true).setToLowercase(true).setMinTokenLength(1));
        String words = TOKENS;
        if (cfg.stopWords()) {
            stages.add(new StopWordsRemover().setInputCol(TOKENS).setOutputCol(WORDS)
                    .setStopWords(StopWords.englishKeeping(cfg.keepWords())));
            words = WORDS;
        }
        if (cfg.embedding() == TextEmbedding.WORD2VEC) {
            stages.add(new Word2Vec().setInputCol(words).setOutputCol(FEATURES).setVectorSize(cfg.vectorSize())
                    .setMinCount(cfg.minCount()).setWindowSize(cfg.windowSize()).setMaxIter(cfg.iterations())
                    .setNumPartitions(1).setSeed(cfg.seed()));
        } else {
            stages.add(new HashingTF().setInputCol(words).setOutputCol(TF).setNumFeatures(cfg.hashFeatures()));
            stages.add(new IDF().setInputCol(TF).setOutputCol(TFIDF));
            stages.add(new PCA().setInputCol(TFIDF).setOutputCol(FEATURES).setK(cfg.vectorSize()));
        }
        return new Pipeline().setStages(stages.toArray(PipelineStage[]::new)).fit(reviews.coalesce(1));
    }
}
