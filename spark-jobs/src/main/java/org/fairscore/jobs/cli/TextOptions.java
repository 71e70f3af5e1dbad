package org.fairscore.jobs.cli;

import java.util.ArrayList;
import java.util.List;
import org.fairscore.prep.PrepConfig;
import org.fairscore.prep.text.TextConfig;
import org.fairscore.prep.text.TextEmbedding;
import picocli.CommandLine.Option;

/** prep of a review corpus: the text column and how reviews become vectors. */
public final class TextOptions {
    @Option(names = "--text-col", paramLabel = "COL",
            description = "The input is a review corpus (CSV with header, Parquet or JSON lines): this column holds "
                    + "the text, embedded by a model trained on the corpus and saved in OUT/text-model/.")
    String textCol;

    @Option(names = "--text-embedding", defaultValue = "word2vec", paramLabel = "METHOD",
            description = "word2vec (mean of the review's word vectors), tfidf (hashed TF-IDF reduced by PCA) or "
                    + "vectors (--text-vectors joined by id) (default: ${DEFAULT-VALUE}).")
    String embedding;

    @Option(names = "--vector-size", defaultValue = "" + TextConfig.DEFAULT_VECTOR_SIZE, paramLabel = "D",
            description = "Embedding dimension: Word2Vec vector size or PCA components (default: ${DEFAULT-VALUE}).")
    int vectorSize;

    @Option(names = "--min-count", defaultValue = "" + TextConfig.DEFAULT_MIN_COUNT, paramLabel = "N",
            description = "Word2Vec: ignore words seen fewer times (default: ${DEFAULT-VALUE}).")
    int minCount;

    @Option(names = "--window", defaultValue = "" + TextConfig.DEFAULT_WINDOW, paramLabel = "N",
            description = "Word2Vec: context window (default: ${DEFAULT-VALUE}).")
    int window;

    @Option(names = "--w2v-iterations", defaultValue = "" + TextConfig.DEFAULT_ITERATIONS, paramLabel = "N",
            description = "Word2Vec: passes over the corpus (default: ${DEFAULT-VALUE}).")
    int iterations;

    @Option(names = "--stop-words", description = "Remove Spark's English stop words before embedding (not with "
            + "--text-model or --text-embedding vectors). The list holds he, him, his, himself, she, her, hers, herself: "
            + "keep words an association set needs with --keep-words, or 'associate' refuses them as removed.")
    boolean stopWords;

    @Option(names = "--keep-words", split = ",", paramLabel = "WORD",
            description = "With --stop-words: words of the stop-word list to keep (comma-separated, case-insensitive), "
                    + "e.g. he,him,his,himself,she,her,hers,herself for gender sets; a word not on the list exits 2.")
    List<String> keepWords = new ArrayList<>();

    @Option(names = "--tfidf-features", defaultValue = "" + TextConfig.DEFAULT_HASH_FEATURES, paramLabel = "N",
            description = "TF-IDF: hashed features; PCA keeps an N x N covariance on the driver (default: ${DEFAULT-VALUE}).")
    int hashFeatures;

    @Option(names = "--text-seed", defaultValue = "1", paramLabel = "S",
            description = "Word2Vec seed; training runs in one partition so a seed reproduces it (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--text-model", paramLabel = "DIR",
            description = "Reuse the text model of a prepared review corpus (DIR or DIR/text-model) instead of training.")
    String model;

    @Option(names = "--text-vectors", paramLabel = "PARQUET",
            description = "With --text-embedding vectors: Parquet of the id column and --embedding-col, joined by id.")
    String vectors;

    boolean enabled() {
        return textCol != null;
    }

    TextConfig toTextConfig(PrepConfig prep) {
        return new TextConfig(prep, textCol, TextEmbedding.parse(embedding), vectorSize, minCount, window, iterations,
                stopWords, hashFeatures, seed, model, vectors, keepWords);
    }
}
