package org.fairscore.prep.text;

import java.util.List;
import java.util.Locale;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.prep.PrepConfig;

/**
 * What to prepare from a review corpus. The {@link PrepConfig} gives the inputs, the id, label and group columns
 * and the reject policy as for embeddings; its format may be csv, parquet or json (JSON lines), its embedding
 * column is only used with {@link TextEmbedding#VECTORS}.
 *
 * @param textCol      the review column
 * @param embedding    how reviews become vectors
 * @param vectorSize   dimension d of Word2Vec vectors, or of the PCA projection of TF-IDF
 * @param minCount     Word2Vec: words seen fewer times are not in the vocabulary
 * @param windowSize   Word2Vec: context window
 * @param iterations   Word2Vec: passes over the corpus
 * @param stopWords    remove Spark's English stop words before embedding
 * @param hashFeatures TF-IDF: hashed vocabulary size; PCA holds a hashFeatures² covariance on the driver
 * @param seed         Word2Vec's random initialisation and sampling
 * @param model        reuse this saved text model (a prepared text corpus directory, or its text-model/) instead
 *                     of training; null: train on the corpus
 * @param vectors      with {@link TextEmbedding#VECTORS}: a Parquet file or directory of (id column, embedding
 *                     column array&lt;float|double&gt;) joined to the reviews by id
 * @param keepWords    with stopWords: words of the English list to keep (lower-cased; {@link StopWords})
 */
public record TextConfig(PrepConfig prep, String textCol, TextEmbedding embedding, int vectorSize, int minCount,
                         int windowSize, int iterations, boolean stopWords, int hashFeatures, long seed, String model,
                         String vectors, List<String> keepWords) {
    public static final int DEFAULT_VECTOR_SIZE = 50;
    public static final int DEFAULT_MIN_COUNT = 5;
    public static final int DEFAULT_WINDOW = 5;
    public static final int DEFAULT_ITERATIONS = 5;
    public static final int DEFAULT_HASH_FEATURES = 1024;

    public TextConfig {
        if (textCol == null || textCol.isBlank()) {
            throw new InvalidInputException("text-col: name the review column");
        }
        if (vectorSize < 1 || minCount < 0 || windowSize < 1 || iterations < 1 || hashFeatures < 1) {
            throw new InvalidInputException("text options: vector-size, window, w2v-iterations and tfidf-features must "
                    + "be positive and min-count non-negative, got " + vectorSize + ", " + windowSize + ", "
                    + iterations + ", " + hashFeatures + ", " + minCount);
        }
        if (embedding == TextEmbedding.TFIDF && vectorSize > hashFeatures) {
            throw new InvalidInputException("vector-size: PCA cannot project " + hashFeatures + " TF-IDF features onto "
                    + vectorSize + " dimensions");
        }
        if ((embedding == TextEmbedding.VECTORS) != (vectors != null)) {
            throw new InvalidInputException("text-vectors: give a vectors file exactly when text-embedding is vectors");
        }
        if (model != null && embedding == TextEmbedding.VECTORS) {
            throw new InvalidInputException("text-model: there is no model to reuse with text-embedding vectors");
        }
        keepWords = keepWords == null ? List.of()
                : keepWords.stream().map(w -> w.toLowerCase(Locale.ROOT)).distinct().toList();
        // stop words act only where a pipeline is fitted here: a reused model keeps its own, supplied vectors have none
        if (stopWords && (model != null || embedding == TextEmbedding.VECTORS)) {
            throw new InvalidInputException("--stop-words: " + (model != null ? "the reused --text-model keeps the stop "
                    + "words it was trained with" : "supplied vectors (--text-embedding vectors) are not tokenised")
                    + ", so nothing would be removed; drop --stop-words");
        }
        if (!keepWords.isEmpty() && !stopWords) {
            throw new InvalidInputException("--keep-words: only acts with --stop-words (it keeps words of the "
                    + "stop-word list); without --stop-words no word is removed");
        }
    }

    /** Without a keep list. */
    public TextConfig(PrepConfig prep, String textCol, TextEmbedding embedding, int vectorSize, int minCount,
                      int windowSize, int iterations, boolean stopWords, int hashFeatures, long seed, String model,
                      String vectors) {
        this(prep, textCol, embedding, vectorSize, minCount, windowSize, iterations, stopWords, hashFeatures, seed,
                model, vectors, List.of());
    }

    /** Word2Vec with the defaults. */
    public static TextConfig word2vec(PrepConfig prep, String textCol, long seed) {
        return new TextConfig(prep, textCol, TextEmbedding.WORD2VEC, DEFAULT_VECTOR_SIZE, DEFAULT_MIN_COUNT,
                DEFAULT_WINDOW, DEFAULT_ITERATIONS, false, DEFAULT_HASH_FEATURES, seed, null, null);
    }

    public TextConfig withEmbedding(TextEmbedding e, int size) {
        return new TextConfig(prep, textCol, e, size, minCount, windowSize, iterations, stopWords, hashFeatures, seed,
                model, vectors, keepWords);
    }

    public TextConfig withModel(String m) {
        return new TextConfig(prep, textCol, embedding, vectorSize, minCount, windowSize, iterations, stopWords,
                hashFeatures, seed, m, vectors, keepWords);
    }

    public TextConfig withVectors(String v) {
        return new TextConfig(prep, textCol, TextEmbedding.VECTORS, vectorSize, minCount, windowSize, iterations,
                stopWords, hashFeatures, seed, null, v, keepWords);
    }

    public TextConfig withPrep(PrepConfig p) {
        return new TextConfig(p, textCol, embedding, vectorSize, minCount, windowSize, iterations, stopWords,
                hashFeatures, seed, model, vectors, keepWords);
    }
}
